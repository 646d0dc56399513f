import type { MetaDescriptor } from 'react-router';
import type { SeoEntry } from '../../../server/modules/seo/seo.service';

/** Everything a page's `<head>` says about it to search engines and link previews. */
export type PageSeo = {
  title: string;
  description: string;
  keywords: string[];
  canonical: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string | null;
  ogType: 'website' | 'product';
  siteName: string;
};

type Defaults = { title: string; description: string; image?: string | null; ogType?: PageSeo['ogType'] };

function absolute(publicUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The first ~155 characters of a text, cut at a word: what search results show of a page. */
export function metaDescription(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).replace(/\s+\S*$/, '')}…`;
}

/**
 * Built by a loader: the SEO screen's entry for the page when staff wrote one, otherwise the page's own
 * defaults. URLs are absolute (PUBLIC_URL) because crawlers and link previews need them so.
 */
export function buildPageSeo(
  entry: SeoEntry | null,
  defaults: Defaults,
  site: { publicUrl: string; path: string; siteName: string },
): PageSeo {
  const title = entry?.title || defaults.title;
  const description = entry?.description || defaults.description;
  const image = entry?.ogImage || defaults.image || null;
  return {
    title,
    description,
    keywords: entry?.keywords ?? [],
    canonical: absolute(site.publicUrl, site.path),
    ogTitle: entry?.ogTitle || title,
    ogDescription: entry?.ogDescription || description,
    ogImage: image ? absolute(site.publicUrl, image) : null,
    ogType: defaults.ogType ?? 'website',
    siteName: site.siteName,
  };
}

/** The `meta` export's answer for a page: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function seoTags(seo: PageSeo | undefined, jsonLd: object[] = []): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:title', content: seo.ogTitle },
    { property: 'og:description', content: seo.ogDescription },
    { property: 'og:type', content: seo.ogType },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:site_name', content: seo.siteName },
    { name: 'twitter:card', content: seo.ogImage ? 'summary_large_image' : 'summary' },
  ];
  if (seo.keywords.length) tags.push({ name: 'keywords', content: seo.keywords.join(', ') });
  if (seo.ogImage) tags.push({ property: 'og:image', content: seo.ogImage });
  for (const data of jsonLd) tags.push({ 'script:ld+json': data });
  return tags;
}
