import { FileText } from 'lucide-react';
import { useState } from 'react';
import type { NutritionFacts } from '../../../common/catalog/product-blocks';
import { LazyDialog } from '../../components/ui/lazy-dialog';
import { trackPixel } from '../../lib/pixel';

type Props = { product: { id: string; name: string }; nutrition: NutritionFacts };

/** The supplement-facts label in a dialog; opening it is the SupplementFactsViewed event (storefront §7). */
export function SupplementFactsDialog({ product, nutrition }: Props) {
  const rows = [
    { name: 'Calories', amount: nutrition.calories, dailyValue: '' },
    { name: 'Total Carbohydrates', amount: nutrition.carbohydrates, dailyValue: '' },
    { name: 'Sugars', amount: nutrition.sugars, dailyValue: '' },
    { name: 'Protein', amount: nutrition.protein, dailyValue: '' },
  ].filter((row) => row.amount);
  const [open, setOpen] = useState(false);
  function show() {
    setOpen(true);
    trackPixel('SupplementFactsViewed', { product_id: product.id, content_name: product.name });
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={show}
        className="inline-flex items-center gap-2 rounded-lg border-2 border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
      >
        <FileText aria-hidden="true" className="h-5 w-5" />
        View Supplement Facts
      </button>
      <LazyDialog
        open={open}
        onOpenChange={setOpen}
        title="Supplement Facts"
        description={product.name}
        size="md"
      >
        <div className="px-4 pb-6 sm:px-6">
          <dl className="border-y-4 border-stone-900 py-2 text-sm">
            {nutrition.servingSize ? <Fact term="Serving Size" value={nutrition.servingSize} /> : null}
            {nutrition.servingsPerContainer ? (
              <Fact term="Servings Per Container" value={nutrition.servingsPerContainer} />
            ) : null}
          </dl>
          {rows.length ? <FactsTable caption="Amount per Serving" rows={rows} /> : null}
          {nutrition.nutrients.length ? (
            <FactsTable caption={nutrition.nutrientsHeading} rows={nutrition.nutrients} />
          ) : null}
          {nutrition.disclaimer ? (
            <p className="mt-4 text-xs leading-relaxed text-stone-600">{nutrition.disclaimer}</p>
          ) : null}
        </div>
      </LazyDialog>
    </>
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
  return (
    <table className="mt-4 w-full border-collapse text-sm">
      <caption className="pb-1 text-left font-bold text-stone-900">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-stone-900">
          <th scope="col" className="py-1 text-left font-semibold">
            Nutrient
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            Amount
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            % Daily Value
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.name}-${index}`} className="border-b border-stone-300">
            <th scope="row" className="py-1 text-left font-normal text-stone-900">
              {row.name}
            </th>
            <td className="py-1 text-right text-stone-800">{row.amount || '—'}</td>
            <td className="py-1 text-right text-stone-800">{row.dailyValue || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
