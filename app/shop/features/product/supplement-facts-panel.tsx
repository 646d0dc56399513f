import type { NutritionFacts } from '../../../../common/catalog/product-blocks';
import DialogSurface from '../../../ui/dialog-surface';
import { useMessages } from '../../i18n/shop-language';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product: { name: string };
  nutrition: NutritionFacts;
};

/** The supplement-facts label itself; loaded the first time the label is asked for (`supplement-facts-dialog.tsx`). */
export function SupplementFactsPanel({ open, onOpenChange, product, nutrition }: Props) {
  const words = useMessages('product');
  const shop = useMessages('shop');
  const rows = [
    { name: words.calories, amount: nutrition.calories, dailyValue: '' },
    { name: words.totalCarbohydrates, amount: nutrition.carbohydrates, dailyValue: '' },
    { name: words.sugars, amount: nutrition.sugars, dailyValue: '' },
    { name: words.protein, amount: nutrition.protein, dailyValue: '' },
  ].filter((row) => row.amount);
  return (
    <DialogSurface
      open={open}
      onOpenChange={onOpenChange}
      title={words.supplementFacts}
      closeLabel={shop.close}
      description={product.name}
      size="md"
    >
      <div className="px-4 pb-6 sm:px-6">
        <dl className="border-y-4 border-stone-900 py-2 text-sm">
          {nutrition.servingSize ? <Fact term={words.servingSize} value={nutrition.servingSize} /> : null}
          {nutrition.servingsPerContainer ? (
            <Fact term={words.servingsPerContainer} value={nutrition.servingsPerContainer} />
          ) : null}
        </dl>
        {rows.length ? <FactsTable caption={words.amountPerServing} rows={rows} /> : null}
        {nutrition.nutrients.length ? (
          <FactsTable caption={nutrition.nutrientsHeading} rows={nutrition.nutrients} />
        ) : null}
        {nutrition.disclaimer ? (
          <p className="mt-4 text-xs leading-relaxed text-stone-600">{nutrition.disclaimer}</p>
        ) : null}
      </div>
    </DialogSurface>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 py-0.5">
      <dt className="font-semibold text-stone-900">{term}</dt>
      <dd className="text-stone-800">{value}</dd>
    </div>
  );
}

function FactsTable({
  caption,
  rows,
}: {
  caption: string;
  rows: Array<{ name: string; amount: string; dailyValue: string }>;
}) {
  const words = useMessages('product');
  return (
    <table className="mt-4 w-full border-collapse text-sm">
      <caption className="pb-1 text-start font-bold text-stone-900">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-stone-900">
          <th scope="col" className="py-1 text-start font-semibold">
            {words.nutrient}
          </th>
          <th scope="col" className="py-1 text-end font-semibold">
            {words.amount}
          </th>
          <th scope="col" className="py-1 text-end font-semibold">
            {words.dailyValue}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.name}-${index}`} className="border-b border-stone-300">
            <th scope="row" className="py-1 text-start font-normal text-stone-900">
              {row.name}
            </th>
            <td className="py-1 text-end text-stone-800">{row.amount || '—'}</td>
            <td className="py-1 text-end text-stone-800">{row.dailyValue || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
