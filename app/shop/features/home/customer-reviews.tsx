import { TestimonialCard } from '../../sections/testimonial-card';
import type { ReviewsContent } from './home-content';
import type { HomeReview } from './home-data';

/** Customer reviews: the first 6 published testimonials, each with its stars and verified mark (storefront §2, §9). */
export function CustomerReviews({ content, reviews }: { content: ReviewsContent; reviews: HomeReview[] }) {
  return (
    <section aria-labelledby="reviews-heading" className="bg-stone-50">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <div className="text-center">
          <h2 id="reviews-heading" className="text-3xl font-bold text-stone-900">
            {content.heading}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-stone-700">{content.subheading}</p>
        </div>
        {reviews.length ? (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {reviews.map((review) => (
              <li key={review.id}>
                <TestimonialCard
                  rating={review.rating}
                  text={review.testimonial}
                  name={review.customerName}
                  subtitle={review.customerTitle}
                  image={review.customerImage}
                  verified={review.isVerified}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
