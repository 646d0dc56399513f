import { data, isRouteErrorResponse, redirect } from 'react-router';
import { skipLinksHandle } from '../chrome/skip-links';
import { MediaProvider } from '../media/media-context';
import { staticIsland } from '../../ui/static-island';
import { ProductPage } from '../features/product/product-page';
import { loadProductPage } from '../features/product/product-page.server';
import { localizedPath } from '../../../common/i18n/languages';
import type { Route } from './+types/product';
import { messagesFor } from '../i18n/messages.server';
import type { Messages } from '../i18n/messages';
import { PageMessages, useMessages } from '../i18n/shop-language';

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const page = await loadProductPage(context, params.slug);
  if (page) return page;
  // An old address of a product whose slug changed answers 301 to its address now (decision 029), the
  // query kept (`url` is the page's address: a `.data` request's own parameters are not in it); the
  // browser's `.data` request gets React Router's redirect to the same place.
  const moved = await context.services.catalog.findSlugRedirect(params.slug);
  if (moved) throw redirect(localizedPath(`/product/${moved}${url.search}`, context.language), 301);
  // An unknown slug (or a draft's) is a real 404 for browsers and crawlers; the ErrorBoundary draws it.
  throw data({ messages: messagesFor(context.language, ['product']) }, { status: 404 });
}

export function meta({ data: page, error }: Route.MetaArgs) {
  if (!page) {
    const title = isRouteErrorResponse(error) ? notFoundWords(error)?.product.notFound : undefined;
    return [{ title: title ?? 'Product Not Found' }, { name: 'robots', content: 'noindex' }];
  }
  return page.meta;
}

// 'Skip to FAQ' only when the product has questions to skip to (the not-found page has none).
export const handle = skipLinksHandle<Route.ComponentProps['loaderData']>((page) =>
  page?.blocks.faq.items.length ? ['faq'] : [],
);

// While another product loads, the shop layout shows 'Loading Product' in this page's place.
export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <MediaProvider media={loaderData.media}>
        {/* A new product starts fresh: gallery position, chosen plan, open dialogs. */}
        <ProductPage
          key={loaderData.product.id}
          product={loaderData.product}
          blocks={loaderData.blocks}
          currencySymbol={loaderData.currencySymbol}
        />
      </MediaProvider>
    </PageMessages>
  );
}

// Only an unknown slug needs it, and it has nothing to do in the browser: a static island.
const ProductNotFound = staticIsland(
  async () => (await import('../features/product/product-not-found')).ProductNotFound,
);

/** The words the loader's 404 carries (the page's data never arrived). */
function notFoundWords(error: { data: unknown }): Pick<Messages, 'product'> | undefined {
  return (error.data as { messages?: Pick<Messages, 'product'> } | null)?.messages;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shop = useMessages('shop');
  const messages = isRouteErrorResponse(error) && error.status === 404 ? notFoundWords(error) : undefined;
  if (messages) {
    return (
      <PageMessages messages={messages}>
        <ProductNotFound />
      </PageMessages>
    );
  }
  return (
    <main id="main-content" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-stone-900">{shop.somethingWrong}</h1>
      <p className="mt-4 text-stone-600">{shop.tryAgain}</p>
    </main>
  );
}
