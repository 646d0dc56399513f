import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Picture } from '../../media/picture';
import { readRecentlyViewed, RECENTLY_VIEWED_LIMIT } from '../../lib/recently-viewed';
import type { CatalogProduct } from './catalog-product';
import { useFormat, useLocalizedPath, useMessages } from '../../i18n/shop-language';

/**
 * Up to 6 products this browser opened, newest first, shown only when there are any (storefront §2).
 * Storage is read after hydration, so the server and the first client render agree (both show nothing).
 */
export function RecentlyViewed({
  products,
  currencySymbol,
}: {
  products: CatalogProduct[];
  currencySymbol: string;
}) {
  const words = useMessages('catalog');
  const format = useFormat();
  const to = useLocalizedPath();
  const [slugs, setSlugs] = useState<string[]>([]);
  useEffect(() => {
    const stored = readRecentlyViewed();
    if (stored.length) setSlugs(stored); // nothing viewed yet: no render after hydration
  }, []);

  const bySlug = new Map(products.map((p) => [p.slug, p]));
  const viewed = slugs
    .map((slug) => bySlug.get(slug))
    .filter((p): p is CatalogProduct => p !== undefined)
    .slice(0, RECENTLY_VIEWED_LIMIT);
  if (!viewed.length) return null;

  return (
    <section aria-labelledby="recently-viewed-heading" className="mx-auto max-w-7xl px-4 pt-4 pb-8">
      <h2 id="recently-viewed-heading" className="text-xl font-bold text-stone-900">
        {words.recentlyViewed}
      </h2>
      <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-6">
        {viewed.map((product) => (
          <li
            key={product.id}
            className="relative rounded-lg border border-stone-200 bg-white p-2 hover:shadow-sm"
          >
            <Picture
              src={product.image}
              alt=""
              width={200}
              height={200}
              sizes="(min-width: 640px) 200px, 33vw"
              className="aspect-square w-full overflow-hidden rounded-md"
            />
            <h3 className="mt-2 line-clamp-2 text-xs font-medium text-stone-900 sm:text-sm">
              <Link
                to={to(`/product/${product.slug}`)}
                className="after:absolute after:inset-0 hover:text-brand-700"
              >
                {product.name}
              </Link>
            </h3>
            <p className="text-xs font-semibold whitespace-nowrap text-brand-800 sm:text-sm">
              {format.money(product.price, currencySymbol)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
