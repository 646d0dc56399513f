import type { NutritionFacts as Facts } from '../../../../common/catalog/product-blocks';
import { ProductSection } from './product-section';
import { SupplementFactsDialog } from './supplement-facts-dialog';
import { fill } from '../../i18n/messages';
import { useMessages } from '../../i18n/shop-language';

type Props = { product: { id: string; name: string }; nutrition: Facts };

/** Nutrition per serving (the amounts the product's facts give) and the full supplement facts. */
export function NutritionFacts({ product, nutrition }: Props) {
  const words = useMessages('product');
  const tiles = [
    { label: words.calories, value: nutrition.calories },
    { label: words.carbohydrates, value: nutrition.carbohydrates },
    { label: words.sugars, value: nutrition.sugars },
    { label: words.protein, value: nutrition.protein },
  ].filter((tile) => tile.value);
  return (
    <ProductSection
      id="nutrition"
      heading={nutrition.heading}
      subheading={nutrition.servingSize ? fill(words.perServing, { size: nutrition.servingSize }) : undefined}
    >
      {tiles.length ? (
        <dl className="mb-6 grid grid-cols-2 gap-4 md:grid-cols-4">
          {tiles.map((tile) => (
            <div key={tile.label} className="rounded-xl border border-stone-200 bg-white p-5 text-center">
              <dt className="text-sm font-medium text-stone-600">{tile.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-brand-800">{tile.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div>
        <SupplementFactsDialog product={product} nutrition={nutrition} />
      </div>
    </ProductSection>
  );
}
