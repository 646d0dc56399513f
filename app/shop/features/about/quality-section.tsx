import { Ban, FlaskConical, Leaf, Recycle, type LucideIcon } from 'lucide-react';
import type { AboutContent } from './about-content';
import { SectionImage } from './section-image';
import { useMessages } from '../../i18n/shop-language';

// The four standards' icons by place: staff may reword a standard, and it keeps the icon of its place.
const STANDARD_ICONS: readonly LucideIcon[] = [Leaf, FlaskConical, Ban, Recycle];

const STATS = [
  { value: '100%', label: 'statOrganic' },
  { value: '0', label: 'statAdditives' },
  { value: 'statThirdParty', label: 'statTested' },
] as const;

/**
 * Quality section: heading, the four standards (staff's or the defaults, about-content.ts), the three
 * fixed stat tiles and an image (storefront §2 About).
 */
export function QualitySection({ quality }: { quality: AboutContent['quality'] }) {
  const words = useMessages('about');
  return (
    <section aria-labelledby="quality-heading" className="bg-brand-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 lg:grid-cols-2">
        <div>
          <h2 id="quality-heading" className="text-3xl font-bold text-stone-900">
            {quality.heading}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {quality.standards.map(({ title, description }, index) => {
              const Icon = STANDARD_ICONS[index % STANDARD_ICONS.length] ?? Leaf;
              return (
                <li key={`${index}-${title}`} className="flex gap-3">
                  <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white shadow-sm">
                    <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-stone-900">{title}</h3>
                    {description ? <p className="mt-1 text-sm text-stone-700">{description}</p> : null}
                  </div>
                </li>
              );
            })}
          </ul>
          <ul className="mt-10 grid grid-cols-3 gap-3" aria-label={words.qualityInNumbers}>
            {STATS.map((stat) => (
              <li key={stat.label} className="rounded-xl bg-white px-2 py-4 text-center shadow-sm">
                <p className="text-lg font-bold text-brand-700 sm:text-2xl">
                  {stat.value === 'statThirdParty' ? words.statThirdParty : stat.value}{' '}
                  <span className="block text-sm font-medium text-stone-700">{words[stat.label]}</span>
                </p>
              </li>
            ))}
          </ul>
        </div>
        <SectionImage src={quality.imageUrl} alt={quality.heading} caption={words.pureAndTested} />
      </div>
    </section>
  );
}
