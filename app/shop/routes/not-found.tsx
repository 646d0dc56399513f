import { data, Link } from 'react-router';
import type { Route } from './+types/not-found';

/** Any path no other route claims: the spec's 404 page, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta(_: Route.MetaArgs) {
  return [{ title: '404 Page Not Found' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFoundPage() {
  return (
    <main id="main-content" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-stone-900">404 Page Not Found</h1>
      <p className="mt-4 text-stone-600">The page you are looking for does not exist or has moved.</p>
      <Link
        to="/products"
        className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white"
      >
        Browse All Products
      </Link>
    </main>
  );
}
