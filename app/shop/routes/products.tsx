import { useMemo } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { toPageMedia } from '../../../common/media/media-choice';
import { findFlagship } from '../../../common/catalog/bundle-pricing';
import { productImages, toCatalogProduct } from '../features/catalog/catalog-product';
import { productsPageContent } from '../features/catalog/products-content';
import { FeaturesStrip, ProductsCta, ProductsHero } from '../features/catalog/products-islands';
import { ProductsListing } from '../features/catalog/products-listing';
import { RecentlyViewed } from '../features/catalog/recently-viewed';
import { skipLinksHandle } from '../chrome/skip-links';
import { MediaProvider } from '../media/media-context';
import { buildPageSeo, seoTags } from '../lib/seo';
import type { Route } from './+types/products';
import { localizedPath } from '../../../common/i18n/languages';
import { messagesFor } from '../i18n/messages.server';
import { PageMessages } from '../i18n/shop-language';

/**
 * The whole catalogue (a few dozen rows) comes once; search, category, price, toggles, sort and layout
 * live in the URL query and are applied in render, where `useSearchParams` is the request's query on the
 * server and the live one in the browser. So the server sends the filtered list and a filter change in
 * the browser needs no new data.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [rows, settings, blocks, seoEntry] = await Promise.all([
    context.services.catalog.listProducts({ language: context.language }),
    context.services.settings.getPublicSettings(),
    context.services.content.listPublishedSections('products', context.language),
    context.services.seo.getPageSeo('products', context.language),
  ]);
  const products = rows.map(toCatalogProduct);
  const content = productsPageContent(blocks);
  const site = {
    publicUrl: context.publicUrl,
    path: '/products',
    siteName: settings.siteName,
    language: context.language,
  };
  return {
    messages: messagesFor(context.language, ['catalog']),
    products,
    content,
    currencySymbol: settings.currencySymbol,
    flagshipSlug: findFlagship(products)?.slug ?? null,
    // Every image of every product: the quick view's gallery draws them from the same sources. As the
    // library's items: the `<source>`s are written in the browser (`toPageMedia`), not sent twice.
    media: await context.services.media.resolveMediaItems(rows.flatMap(productImages)),
    // The page's <head> tags but the catalogue's ItemList, made here so the page's script carries no SEO
    // code (decision 008). The ItemList is made by `meta` from the cards' data: sent as tags it wrote
    // every product's name and address into the page's data a second time (about 3 KB of HTML).
    meta: seoTags(
      buildPageSeo(
        seoEntry,
        { title: `Products | ${settings.siteName}`, description: content.hero.subheading },
        site,
      ),
    ),
    productUrl: `${context.publicUrl}${localizedPath('/product/', context.language)}`,
  };
}

/** schema.org ItemList of the catalogue, in the cards' order; `productUrl` + slug is a product's page. */
function itemListJsonLd(products: ReadonlyArray<{ name: string; slug: string }>, productUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((p, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: p.name,
      url: productUrl + p.slug,
    })),
  };
}

// Only the query changed (a filter, the sort, the layout): the products already here are the full list,
// so skip the refetch. A form action or another path revalidates as React Router would.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [...data.meta, { 'script:ld+json': itemListJsonLd(data.products, data.productUrl) }];
}

// The product list (or its empty state) is the skip link's target.
export const handle = skipLinksHandle(['products']);

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { products, content, currencySymbol, flagshipSlug } = loaderData;
  const media = useMemo(() => toPageMedia(loaderData.media), [loaderData.media]);
  return (
    <PageMessages messages={loaderData.messages}>
      <MediaProvider media={media}>
        <main id="main-content">
          <ProductsHero heading={content.hero.heading} subheading={content.hero.subheading} />
          <ProductsListing
            products={products}
            currencySymbol={currencySymbol}
            categories={content.categories}
            sortOptions={content.sortOptions}
          />
          <RecentlyViewed products={products} currencySymbol={currencySymbol} />
          <FeaturesStrip features={content.features} />
          <ProductsCta cta={content.cta} flagshipSlug={flagshipSlug} />
        </main>
      </MediaProvider>
    </PageMessages>
  );
}
