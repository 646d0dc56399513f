import type { HomeContent } from './home-content';

/** Home shows at most 6 reviews (storefront §9). */
export const HOME_REVIEW_LIMIT = 6;

/** A review card's fields (storefront §3 Review (home)); nothing else travels to the browser. */
export type HomeReview = {
  id: string;
  rating: number;
  testimonial: string;
  customerName: string;
  customerImage: string | null;
  customerTitle: string | null;
  isVerified: boolean;
};

export function toHomeReview({
  id,
  rating,
  testimonial,
  customerName,
  customerImage,
  customerTitle,
  isVerified,
}: HomeReview): HomeReview {
  return { id, rating, testimonial, customerName, customerImage, customerTitle, isVerified };
}

export type HomeFaqItem = { id: string; question: string; answer: string };

export function toHomeFaq({ id, question, answer }: HomeFaqItem): HomeFaqItem {
  return { id, question, answer };
}

/** The FAQ search matches the question or the answer, ignoring case (storefront §2 Home). */
export function filterFaqs<T extends { question: string; answer: string }>(
  faqs: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...faqs];
  return faqs.filter(
    (faq) => faq.question.toLowerCase().includes(needle) || faq.answer.toLowerCase().includes(needle),
  );
}

/** Every image and video URL the home page shows, for one media-library lookup in the loader. */
export function homeMediaUrls(content: HomeContent, reviews: readonly HomeReview[]): (string | null)[] {
  return [
    content.hero.videoUrl,
    content.hero.imageUrl,
    content.flagship.imageUrl,
    content.quality.videoUrl,
    content.quality.imageUrl,
    content.pricing.imageUrl,
    content.honey.imageUrl ?? null,
    ...reviews.map((review) => review.customerImage),
  ];
}
