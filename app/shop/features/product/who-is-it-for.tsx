import type { AudienceEntry } from '../../../../common/catalog/product-blocks';
import { FaqAccordion } from '../../sections/faq-accordion';
import { ProductSection } from './product-section';
import { useMessages } from '../../i18n/shop-language';

/** 'Who is it for' (storefront §2): each audience's question opens to its answer. */
export function WhoIsItFor({ items }: { items: AudienceEntry[] }) {
  const words = useMessages('product');
  return (
    <ProductSection id="who-is-it-for" heading={words.whoIsItFor} tinted>
      <div className="max-w-3xl">
        <FaqAccordion
          items={items.map((item) => ({
            question: item.audience ? `${item.audience}: ${item.question}` : item.question,
            answer: item.answer,
          }))}
        />
      </div>
    </ProductSection>
  );
}
