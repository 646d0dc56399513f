import { Link } from 'react-router';
import { HONEY_STRIP_BACKGROUND, SECTION_DEFAULTS } from '../../../common/content/section-defaults';
import { honeyBackground, honeyLink } from '../../../common/content/safe-values';
import { Picture } from '../media/picture';
import { useLocalizedPath } from '../i18n/shop-language';

export type HoneyPromotionContent = {
  heading: string;
  subheading?: string;
  title: string;
  description?: string;
  features?: string[];
  punchline?: string;
  /** A short note by the button (the honey strip's ctaLabel): text only, never a link. */
  ctaLabel?: string;
  imageUrl?: string | null;
  buttonText: string;
  /** Where the button goes: a path of the shop or an http(s) address; anything else is the honey line. */
  to?: string;
  /** The strip's background: a #rgb or #rrggbb colour; anything else is the default yellow. */
  backgroundColor?: string;
};

const DEFAULT_LINK = SECTION_DEFAULTS['home-honey-strip'].ctaLink;

const BUTTON_CLASS =
  'inline-block rounded-lg bg-amber-800 px-6 py-3 font-semibold text-white hover:bg-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800';

/** The honey line's promotion strip, on the home page and under each product page. */
export function HoneyPromotion({ content }: { content: HoneyPromotionContent }) {
  const headingId = 'honey-promotion-heading';
  // Checked here as well as by the home page's reader: every caller's content reaches an href or a style.
  const link = honeyLink(content.to) ?? DEFAULT_LINK;
  const background = honeyBackground(content.backgroundColor) ?? HONEY_STRIP_BACKGROUND;
  const internal = link.startsWith('/');
  const to = useLocalizedPath();
  return (
    <section aria-labelledby={headingId} style={{ backgroundColor: background }}>
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-14 md:grid-cols-2">
        <div>
          <h2 id={headingId} className="text-3xl font-bold text-stone-900">
            {content.heading}
          </h2>
          {content.subheading ? <p className="mt-2 text-stone-700">{content.subheading}</p> : null}
          <h3 className="mt-6 text-xl font-semibold text-amber-900">{content.title}</h3>
          {content.description ? (
            <p className="mt-2 whitespace-pre-line text-stone-700">{content.description}</p>
          ) : null}
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
          {content.ctaLabel ? (
            <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-amber-900">
              {content.ctaLabel}
            </p>
          ) : null}
          <div className={content.ctaLabel ? 'mt-2' : 'mt-6'}>
            {internal ? (
              <Link to={to(link)} className={BUTTON_CLASS}>
                {content.buttonText}
              </Link>
            ) : (
              <a href={link} rel="noopener" className={BUTTON_CLASS}>
                {content.buttonText}
              </a>
            )}
          </div>
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
