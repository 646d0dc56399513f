import { PackageX } from 'lucide-react';
import { Link } from 'react-router';
import { useLocalizedPath, useMessages } from '../../i18n/shop-language';

/** An unknown slug (storefront §2 Product detail); the loader answers it with HTTP 404. */
export function ProductNotFound() {
  const words = useMessages('product');
  const shop = useMessages('shop');
  const to = useLocalizedPath();
  return (
    <main id="main-content" className="mx-auto max-w-xl px-4 py-24 text-center">
      <PackageX aria-hidden="true" className="mx-auto h-14 w-14 text-stone-400" />
      <h1 className="mt-4 text-3xl font-bold text-stone-900">{words.notFound}</h1>
      <p className="mt-4 text-stone-600">{words.notFoundText}</p>
      <Link
        to={to('/products')}
        className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {shop.browseAll}
      </Link>
    </main>
  );
}
