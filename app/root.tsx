import { useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { LANGUAGE_TAGS, languageOfPath, localizedPath } from '../common/i18n/languages';
import type { Route } from './+types/root';
import { DeferredScripts } from './shop/chrome/deferred-scripts';
import stylesheet from './app.css?url';
import urduFont from './fonts/noto-naskh-urdu-400.woff2?url';

/**
 * The stylesheet as a React resource (`precedence`): React puts it in the <head> ahead of the module
 * preloads, so a phone fetches it (it blocks the first paint) before the scripts (they do not).
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
];

/**
 * The document, in the language its address names (decision 038): `/ur/…` is Urdu, right to left, drawn
 * so by the server.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const language = languageOfPath(useLocation().pathname);
  return (
    <html lang={language} dir={LANGUAGE_TAGS[language].dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {language === 'ur' ? (
          // The Urdu page's regular weight, fetched with the stylesheet rather than after it (decision 038).
          <link rel="preload" href={urduFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        ) : null}
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

/**
 * Last resort when a page itself fails; pages inside the shop layout get the shop's own 404, in their
 * language. This one has no loader's words to draw with, and every page's script carries it: English,
 * marked so, with the way back to the page's own shop.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const language = languageOfPath(useLocation().pathname);
  return (
    <main id="main-content" lang="en" dir="ltr" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{notFound ? '404 Page Not Found' : 'Something went wrong'}</h1>
      <p className="mt-4 text-stone-600">
        {notFound ? 'The page you are looking for does not exist.' : 'Please try again in a moment.'}
      </p>
      <a
        href={localizedPath('/', language)}
        className="mt-8 inline-block font-semibold text-brand-700 underline"
      >
        Back to the shop
      </a>
    </main>
  );
}
