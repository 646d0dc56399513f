import { z } from 'zod';
import { defineBlock, type Read, type Stored } from './define-block';
import { looseOptionalText, looseText, numberLike, presentText } from './lenient-fields';
import { optionalMediaUrl, optionalText, requiredText } from './strict-fields';
import { headingFields, itemsOf } from './shared-fields';

/** productFaqs and productTestimonials (storefront §3, back-office §3). */

export const faqItem = defineBlock({
  question: { strict: requiredText('FAQ question', 500), lenient: presentText, urdu: 'text' },
  answer: { strict: requiredText('FAQ answer', 5000), lenient: presentText, urdu: 'text' },
});

export const audienceItem = defineBlock({
  audience: { strict: optionalText(200), lenient: looseText, urdu: 'text' },
  question: { strict: requiredText('Who-is-it-for question', 500), lenient: presentText, urdu: 'text' },
  answer: { strict: requiredText('Who-is-it-for answer', 5000), lenient: presentText, urdu: 'text' },
});

export const faqsBlock = defineBlock({
  ...headingFields,
  whoIsItFor: itemsOf(audienceItem, 20, 'At most 20 who-is-it-for entries'),
  faqs: itemsOf(faqItem, 50, 'At most 50 FAQs'),
});

const ratingRule = 'Testimonial rating must be a whole number from 1 to 5';

export const testimonialItem = defineBlock({
  name: { strict: requiredText('Testimonial name', 200), lenient: presentText, urdu: 'text' },
  location: { strict: optionalText(200), lenient: looseText, urdu: 'text' },
  rating: {
    strict: z.number({ error: ratingRule }).int(ratingRule).min(1, ratingRule).max(5, ratingRule).default(5),
    lenient: numberLike(5).transform((n) => Math.min(5, Math.max(1, Math.round(n)))),
  },
  text: { strict: requiredText('Testimonial text', 5000), lenient: presentText, urdu: 'text' },
  image: { strict: optionalMediaUrl(), lenient: looseOptionalText },
});

export const testimonialsBlock = defineBlock({
  ...headingFields,
  testimonials: itemsOf(testimonialItem, 30, 'At most 30 testimonials'),
});

export type StoredFaqItem = Stored<typeof faqItem>;
export type StoredAudienceItem = Stored<typeof audienceItem>;
export type StoredFaqsBlock = Stored<typeof faqsBlock>;
export type StoredTestimonialsBlock = Stored<typeof testimonialsBlock>;
export type FaqEntry = Read<typeof faqItem>;
export type AudienceEntry = Read<typeof audienceItem>;
export type ProductTestimonial = Read<typeof testimonialItem>;
