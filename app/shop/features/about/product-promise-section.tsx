import { Quote } from 'lucide-react';
import type { AboutContent } from './about-content';
import { SectionImage } from './section-image';

/** Product Promise: image, heading, paragraphs and the quote card (storefront §2 About). */
export function ProductPromiseSection({ promise }: { promise: AboutContent['promise'] }) {
  return (
    <section aria-labelledby="promise-heading" className="mx-auto max-w-7xl px-4 py-16">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <SectionImage src={promise.imageUrl} alt={promise.heading} caption="Pure by promise" />
        <div>
          <h2 id="promise-heading" className="text-3xl font-bold text-stone-900">
            {promise.heading}
          </h2>
          <div className="mt-5 space-y-4 leading-relaxed text-stone-700">
            {promise.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <figure className="mt-8 rounded-2xl border-s-4 border-honey-500 bg-amber-50 p-6">
            <Quote aria-hidden="true" className="h-6 w-6 text-amber-800" />
            <blockquote className="mt-2 text-lg font-semibold text-amber-900 italic">
              <p>Quality is not an act, it is a habit.</p>
            </blockquote>
          </figure>
        </div>
      </div>
    </section>
  );
}
