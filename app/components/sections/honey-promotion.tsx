import { Link } from 'react-router';
import { Picture } from '../media/picture';

export type HoneyPromotionContent = {
  heading: string;
  subheading?: string;
  title: string;
  description?: string;
  features?: string[];
  punchline?: string;
  imageUrl?: string | null;
  buttonText: string;
  /** Where the button goes: the honey line on the products page by default. */
  to?: string;
};

/** The honey line's promotion strip, on the home page and under each product page. */
export function HoneyPromotion({ content }: { content: HoneyPromotionContent }) {
  const headingId = 'honey-promotion-heading';
  return (
    <section aria-labelledby={headingId} className="bg-amber-50">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-14 md:grid-cols-2">
        <div>
          <h2 id={headingId} className="text-3xl font-bold text-stone-900">
            {content.heading}
          </h2>
          {content.subheading ? <p className="mt-2 text-stone-700">{content.subheading}</p> : null}
          <h3 className="mt-6 text-xl font-semibold text-amber-900">{content.title}</h3>
          {content.description ? <p className="mt-2 text-stone-700">{content.description}</p> : null}
          {content.features?.length ? (
            <ul className="mt-4 space-y-2 text-stone-800">
              {content.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden="true" className="text-amber-600">
                    ✓
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
          ) : null}
          {content.punchline ? (
            <p className="mt-4 font-semibold text-amber-900">{content.punchline}</p>
          ) : null}
          <Link
            to={content.to ?? '/products?q=honey'}
            className="mt-6 inline-block rounded-lg bg-amber-800 px-6 py-3 font-semibold text-white hover:bg-amber-900"
          >
            {content.buttonText}
          </Link>
        </div>
        <Picture
          src={content.imageUrl}
          alt={content.title}
          width={800}
          height={600}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="aspect-[4/3] overflow-hidden rounded-2xl"
        />
      </div>
    </section>
  );
}
