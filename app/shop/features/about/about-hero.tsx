import { Breadcrumb } from '../../../ui/breadcrumb';
import type { AboutContent } from './about-content';
import { useLocalizedPath, useMessages } from '../../i18n/shop-language';

/** Breadcrumb Home > About and the page's one h1 (storefront §2 About). */
export function AboutHero({ hero }: { hero: AboutContent['hero'] }) {
  const shop = useMessages('shop');
  const to = useLocalizedPath();
  const crumbs = [{ label: shop.home, to: to('/') }, { label: shop.about }];
  return (
    <section
      aria-labelledby="about-heading"
      className="bg-gradient-to-br from-brand-50 via-white to-amber-50"
    >
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:pb-20">
        <Breadcrumb items={crumbs} label={shop.breadcrumb} />
        <div className="mx-auto mt-10 max-w-3xl text-center">
          <h1 id="about-heading" className="text-4xl font-bold tracking-tight text-stone-900 sm:text-5xl">
            {hero.heading}
          </h1>
          <p className="mt-5 text-lg text-stone-700">{hero.subheading}</p>
        </div>
      </div>
    </section>
  );
}
