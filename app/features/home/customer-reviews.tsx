import { BadgeCheck } from 'lucide-react';
import { Picture } from '../../components/media/picture';
import { StarRating } from '../../components/ui/star-rating';
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
                <figure className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
                  <StarRating rating={review.rating} />
                  <blockquote className="mt-4 flex-1 text-stone-800">“{review.testimonial}”</blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    {review.customerImage ? (
                      <Picture
                        src={review.customerImage}
                        alt=""
                        width={48}
                        height={48}
                        sizes="48px"
                        className="h-12 w-12 shrink-0 overflow-hidden rounded-full"
                      />
                    ) : (
                      <span
                        aria-hidden="true"
                        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
                      >
                        {review.customerName.charAt(0)}
                      </span>
                    )}
                    <div className="text-sm">
                      <p className="font-semibold text-stone-900">{review.customerName}</p>
                      {review.customerTitle ? <p className="text-stone-600">{review.customerTitle}</p> : null}
                      {review.isVerified ? (
                        <p className="mt-1 inline-flex items-center gap-1 font-medium text-brand-700">
                          <BadgeCheck aria-hidden="true" className="h-4 w-4" />
                          Verified Customer
                        </p>
                      ) : null}
                    </div>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
