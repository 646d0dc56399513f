import { BadgeCheck, Check } from 'lucide-react';
import { Picture } from '../../media/picture';
import { StarRating } from '../../../ui/star-rating';
import { NSF_BADGE, REVIEWS_BADGE } from '../../../../common/content/section-defaults';
import type { FlagshipContent } from './home-content';
import { useMessages } from '../../i18n/shop-language';

/** The flagship supplement's section (storefront §2 Home); the skip link "Skip to products" lands here. */
export function FlagshipSection({ content }: { content: FlagshipContent }) {
  const words = useMessages('home');
  return (
    <section id="products" aria-labelledby="flagship-heading" className="scroll-mt-20 bg-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 md:grid-cols-2">
        <Picture
          src={content.imageUrl}
          alt={words.flagshipImageAlt}
          width={800}
          height={800}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="aspect-square w-full overflow-hidden rounded-3xl"
        />
        <div>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="inline-flex items-center gap-2 text-stone-700">
              <StarRating rating={5} />
              {REVIEWS_BADGE}
            </span>
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800">
              <BadgeCheck aria-hidden="true" className="h-4 w-4" />
              {NSF_BADGE}
            </span>
          </div>
          <h2 id="flagship-heading" className="mt-4 text-3xl font-bold text-stone-900">
            {content.heading}
          </h2>
          <p className="mt-4 text-stone-700">{content.description}</p>
          <ul className="mt-6 space-y-2">
            {content.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2 text-stone-800">
                <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                {benefit}
              </li>
            ))}
          </ul>
          <p className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
            {content.highlightedText}
          </p>
          <a
            href="#pricing"
            className="mt-6 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {content.ctaText}
          </a>
        </div>
      </div>
    </section>
  );
}
