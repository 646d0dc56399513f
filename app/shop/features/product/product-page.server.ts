import type { AppLoadContext } from 'react-router';
import { stockLevel } from '../../../../common/catalog/categories';
import { parseProductBlocks } from '../../../../common/catalog/product-blocks';
import { localizedPath } from '../../../../common/i18n/languages';
import { formatMoney, toAmount } from '../../../../common/money';
import type { Product } from '../../../../server/modules/catalog/catalog.service';
import { buildPageSeo, metaDescription, seoTags, type PageSeo } from '../../lib/seo';
import { messagesFor, numberStyleFor } from '../../i18n/messages.server';

/** Only what the product page shows travels to the browser (the row also holds sku, story, flags...). */
function projectProduct(p: Product) {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    description: p.description,
    price: p.price,
    stock: p.stock,
    category: p.category,
    image: p.image,
    // The main image first, then the others, each once.
    images: [...new Set([p.image, ...p.images].filter((url): url is string => Boolean(url)))],
    videos: p.videos.filter(Boolean),
    benefits: p.benefits.filter(Boolean),
    rating: toAmount(p.rating),
    reviewCount: p.reviewCount,
  };
}

export type ProductPageProduct = ReturnType<typeof projectProduct>;

async function findBySlug(context: AppLoadContext, slug: string): Promise<Product | null> {
  try {
    return await context.services.catalog.getProductBySlug(slug, context.language);
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode === 404) return null;
    throw error;
  }
}

/** schema.org Product for search results: price in PKR (storefront §9), rating only when rated. */
function productJsonLd(p: Product, seo: PageSeo, publicUrl: string) {
  const absolute = (url: string) => new URL(url, publicUrl).href;
  const images = [p.image, ...p.images].filter((url): url is string => Boolean(url));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    image: images.map(absolute),
    sku: p.sku,
    category: p.category,
    brand: { '@type': 'Brand', name: seo.siteName },
    ...(p.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: toAmount(p.rating),
            reviewCount: p.reviewCount,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      price: p.price,
      priceCurrency: 'PKR',
      availability:
        stockLevel(p.stock) === 'out' ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      url: seo.canonical,
    },
  };
}

/**
 * schema.org BreadcrumbList for Home > Products > name, matching the visible breadcrumb in the page's
 * language. Built here, with the product's own JSON-LD, so the page's script carries neither.
 */
function breadcrumbJsonLd(seo: PageSeo, name: string) {
  const shop = messagesFor(seo.language, ['shop']).shop;
  const at = (path: string) => new URL(localizedPath(path, seo.language), seo.canonical).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: shop.home, item: at('/') },
      { '@type': 'ListItem', position: 2, name: shop.products, item: at('/products') },
      { '@type': 'ListItem', position: 3, name, item: seo.canonical },
    ],
  };
}

/** Everything the product page needs, or null when no product has this slug. */
export async function loadProductPage(context: AppLoadContext, slug: string) {
  const row = await findBySlug(context, slug);
  if (!row) return null;
  const blocks = parseProductBlocks(row);
  const product = projectProduct(row);
  const [settings, seoEntry, storedFaqs] = await Promise.all([
    context.services.settings.getPublicSettings(),
    context.services.seo.getPageSeo(`product:${slug}`, context.language),
    // Published product FAQs stand in when the product's own FAQ block is empty.
    blocks.faq.items.length ? Promise.resolve([]) : context.services.catalog.listFaqs(row.id),
  ]);
  const faqItems = blocks.faq.items.length
    ? blocks.faq.items
    : storedFaqs.map(({ id, question, answer }) => ({ id, question, answer }));
  const path = `/product/${slug}`;
  const seo = buildPageSeo(
    seoEntry,
    {
      title: `${row.name} | ${settings.siteName}`,
      description: metaDescription(row.description),
      image: row.image,
      ogType: 'product',
    },
    { publicUrl: context.publicUrl, path, siteName: settings.siteName, language: context.language },
  );
  const media = await context.services.media.resolveMedia([
    ...product.images,
    ...product.videos,
    ...blocks.testimonials.items.map((t) => t.image),
    blocks.honeyPromotion?.imageUrl,
  ]);
  return {
    messages: messagesFor(context.language, ['product', 'catalog']),
    product,
    blocks: { ...blocks, faq: { ...blocks.faq, items: faqItems } },
    currencySymbol: settings.currencySymbol,
    media,
    // The page's <head> tags, made here so the page's script carries no SEO code (decision 008).
    meta: seoTags(seo, [productJsonLd(row, seo, context.publicUrl), breadcrumbJsonLd(seo, row.name)]),
    whatsappProduct: {
      name: row.name,
      price: formatMoney(row.price, settings.currencySymbol, numberStyleFor(context.language) ?? undefined),
      path: localizedPath(path, context.language),
    },
  };
}
