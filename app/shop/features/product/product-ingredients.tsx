import { Leaf } from 'lucide-react';
import type { IngredientsBlock } from '../../../../common/catalog/product-blocks';
import { ProductSection } from './product-section';

/** Up to 5 ingredient cards and the ingredient tags (storefront §2, §9). */
export function ProductIngredients({ ingredients }: { ingredients: IngredientsBlock }) {
  return (
    <ProductSection id="ingredients" heading={ingredients.heading} subheading={ingredients.subheading}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ingredients.ingredients.map((ingredient) => (
          <li key={ingredient.name} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            <div className="flex items-center gap-2">
              <Leaf aria-hidden="true" className="h-5 w-5 text-brand-700" />
              <h3 className="text-lg font-semibold text-stone-900">{ingredient.name}</h3>
            </div>
            {ingredient.description ? (
              <p className="mt-2 text-sm whitespace-pre-line text-stone-700">{ingredient.description}</p>
            ) : null}
            {ingredient.benefits.length ? (
              <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-stone-700">
                {ingredient.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {ingredients.ingredientTags.length ? (
        <ul className="mt-8 flex flex-wrap gap-2" aria-label="Ingredient highlights">
          {ingredients.ingredientTags.map((tag) => (
            <li
              key={tag}
              className="rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
            >
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
    </ProductSection>
  );
}
