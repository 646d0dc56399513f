import { BadgeCheck } from 'lucide-react';
import { Picture } from '../media/picture';
import { StarRating } from '../../ui/star-rating';

type Props = {
  rating: number;
  text: string;
  name: string;
  /** The customer's title or town, under the name. */
  subtitle?: string | null;
  image?: string | null;
  verified?: boolean;
};

/** One customer's words with their stars, photo (or initial) and name: home reviews and product testimonials. */
export function TestimonialCard({ rating, text, name, subtitle, image, verified }: Props) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <StarRating rating={rating} />
      <blockquote className="mt-4 flex-1 whitespace-pre-line text-stone-800">
        <p>“{text}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        {image ? (
          <Picture
            src={image}
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
            {name.charAt(0)}
          </span>
        )}
        <div className="text-sm">
          <p className="font-semibold text-stone-900">{name}</p>
          {subtitle ? <p className="text-stone-600">{subtitle}</p> : null}
          {verified ? (
            <p className="mt-1 inline-flex items-center gap-1 font-medium text-brand-700">
              <BadgeCheck aria-hidden="true" className="h-4 w-4" />
              Verified Customer
            </p>
          ) : null}
        </div>
      </figcaption>
    </figure>
  );
}
