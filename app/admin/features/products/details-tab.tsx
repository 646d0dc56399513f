import { FaqsSection } from './faqs-section';
import { HoneyPromotionSection } from './honey-promotion-section';
import { SupplementFactsSection } from './supplement-facts-section';
import { TestimonialsSection } from './testimonials-section';
import type { ProductForm } from './use-product-form';

/**
 * Details (back-office §2): who-is-it-for questions and the FAQ list, customer testimonials, the
 * supplement facts and the honey promotion.
 */
export function DetailsTab({ form }: { form: ProductForm }) {
  const { values, set, errors } = form;
  return (
    <div className="space-y-6">
      <FaqsSection faqs={values.faqs} onChange={(faqs) => set('faqs', faqs)} errors={errors} />
      <TestimonialsSection
        testimonials={values.testimonials}
        onChange={(testimonials) => set('testimonials', testimonials)}
        errors={errors}
      />
      <SupplementFactsSection
        facts={values.facts}
        onChange={(facts) => set('facts', facts)}
        errors={errors}
      />
      <HoneyPromotionSection honey={values.honey} onChange={(honey) => set('honey', honey)} errors={errors} />
    </div>
  );
}
