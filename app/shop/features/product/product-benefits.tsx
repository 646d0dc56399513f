import type { BenefitsSection } from '../../../../common/catalog/product-blocks';
import { BENEFIT_ICON_SHAPES } from '../../../ui/benefit-icons';
import { ProductSection } from './product-section';

/** The product's benefit cards (back-office §2 Benefits tab): each with its icon, title and description. */
export function ProductBenefits({ benefits }: { benefits: BenefitsSection }) {
  return (
    <ProductSection id="benefits" heading={benefits.heading} subheading={benefits.subheading}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {benefits.items.map((benefit, index) => {
          const Icon = BENEFIT_ICON_SHAPES[benefit.icon];
          return (
            <li
              key={`${benefit.title}-${index}`}
              className="flex gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
            >
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <div className="min-w-0">
                <h3 className="text-lg font-semibold break-words text-stone-900">{benefit.title}</h3>
                {benefit.description ? (
                  <p className="mt-1 text-sm break-words whitespace-pre-line text-stone-700">
                    {benefit.description}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </ProductSection>
  );
}
