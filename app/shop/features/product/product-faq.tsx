import { FaqAccordion, type FaqItem } from '../../sections/faq-accordion';
import { ProductSection } from './product-section';

type Props = { faq: { heading: string; subheading: string; items: FaqItem[] } };

/** The product's questions: its FAQ block, or its published FAQs when the block is empty. */
export function ProductFaq({ faq }: Props) {
  // id "faq" is where the shop's "Skip to FAQ" link lands.
  return (
    <ProductSection id="faq" heading={faq.heading} subheading={faq.subheading}>
      <div className="max-w-3xl">
        <FaqAccordion items={faq.items} />
      </div>
    </ProductSection>
  );
}
