import { Link } from 'react-router';
import { ProductCard, toProductCardData } from '../../features/catalog/product-card';
import type { Route } from './+types/home';

type HeroContent = { heading?: string; subheading?: string; ctaText?: string };

export async function loader({ context }: Route.LoaderArgs) {
  const [blocks, products, settings] = await Promise.all([
    context.services.content.listPublished('home'),
    context.services.catalog.listProducts(),
    context.services.settings.getPublic(),
  ]);
  const hero = (blocks.find((b) => b.section === 'hero')?.content ?? {}) as HeroContent;
  return {
    hero: {
      heading: hero.heading || 'Pure, Organic Wellness',
      subheading: hero.subheading || 'Supplements, raw honey and dry fruits, delivered to your door.',
      ctaText: hero.ctaText || 'Shop Now',
    },
    siteName: settings.siteName,
    siteDescription: settings.siteDescription,
    currencySymbol: settings.currencySymbol,
    featured: products
      .filter((p) => p.isFeatured)
      .slice(0, 4)
      .map(toProductCardData),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.siteName ?? 'Shop' }, { name: 'description', content: data?.siteDescription ?? '' }];
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { hero, featured, currencySymbol } = loaderData;
  return (
    <main id="main-content">
      <section className="bg-gradient-to-br from-brand-50 to-amber-50">
        <div className="mx-auto max-w-7xl px-4 py-20 text-center">
          <h1 className="text-4xl font-bold tracking-tight text-stone-900 sm:text-5xl">{hero.heading}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-700">{hero.subheading}</p>
          <Link
            to="/products"
            className="mt-8 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {hero.ctaText}
          </Link>
        </div>
      </section>
      {featured.length ? (
        <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="text-2xl font-bold text-stone-900">
            Featured products
          </h2>
          <ul id="products" className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {featured.map((product) => (
              <ProductCard key={product.id} product={product} currencySymbol={currencySymbol} />
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
