import { Check } from 'lucide-react';
import { useMessages } from '../../i18n/shop-language';

/** The product's own benefit lines, as a short checklist under the package chooser. */
export function KeyBenefits({ benefits }: { benefits: string[] }) {
  const words = useMessages('catalog');
  return (
    <section aria-labelledby="key-benefits-heading" className="mt-8">
      <h2 id="key-benefits-heading" className="text-lg font-semibold text-stone-900">
        {words.keyBenefits}
      </h2>
      <ul className="mt-3 space-y-2">
        {benefits.map((benefit, index) => (
          // Staff may type a line twice: the index keeps the keys apart.
          <li key={`${index}-${benefit}`} className="flex gap-2 text-stone-700">
            <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            {benefit}
          </li>
        ))}
      </ul>
    </section>
  );
}
