import { FaqsSection } from './faqs-section';
import { HoneyPromotionSection } from './honey-promotion-section';
import { SupplementFactsSection } from './supplement-facts-section';
import { TestimonialsSection } from './testimonials-section';
import { UsageSection } from './usage-section';

/**
 * Details (back-office §2): the quick view's usage instructions, who-is-it-for questions and the FAQ
 * list, customer testimonials, the supplement facts and the honey promotion.
 */
export function DetailsTab() {
  return (
    <div className="space-y-6">
      <UsageSection />
      <FaqsSection />
      <TestimonialsSection />
      <SupplementFactsSection />
      <HoneyPromotionSection />
    </div>
  );
}
