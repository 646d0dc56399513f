import { data, Link } from 'react-router';
import { useLocalizedPath, useMessages } from '../i18n/shop-language';
import type { Route } from './+types/not-found';

/** Any path no other route claims: the spec's 404 page, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const title = matches[1]?.loaderData?.shopLanguage.messages.shop.notFoundTitle ?? '404 Page Not Found';
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

export default function NotFoundPage() {
  const words = useMessages('shop');
  const to = useLocalizedPath();
  return (
    <main id="main-content" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-stone-900">{words.notFoundTitle}</h1>
      <p className="mt-4 text-stone-600">{words.notFoundText}</p>
      <Link
        to={to('/products')}
        className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white"
      >
        {words.browseAll}
      </Link>
    </main>
  );
}
