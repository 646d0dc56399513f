import { useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { DeferredScripts } from './shop/chrome/deferred-scripts';
import stylesheet from './app.css?url';

/**
 * The stylesheet as a React resource (`precedence`): React puts it in the <head> ahead of the module
 * preloads, so a phone fetches it (it blocks the first paint) before the scripts (they do not).
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-stone-800 antialiased">
        {children}
        <ScrollRestoration />
        <DeferredScripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as interactive, so end-to-end tests click only once React handles the click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

/** Last resort when a page itself fails; pages inside the shop layout get the shop's own 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main-content" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{notFound ? '404 Page Not Found' : 'Something went wrong'}</h1>
      <p className="mt-4 text-stone-600">
        {notFound ? 'The page you are looking for does not exist.' : 'Please try again in a moment.'}
      </p>
      <a href="/" className="mt-8 inline-block font-semibold text-brand-700 underline">
        Back to the shop
      </a>
    </main>
  );
}
