import type { MetaDescriptor } from 'react-router';
import { LANGUAGE_TAGS, LANGUAGES, localizedPath, type Language } from '../../../common/i18n/languages';
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
  language: Language;
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
 * A page's address in every language, and `x-default` (the English page, which no cookie turns away):
 * the hreflang alternates of its `<head>` and of its sitemap entries (decision 038). `path` is the
 * page's English path.
 */
export function languageAlternates(
  publicUrl: string,
  path: string,
): Array<{ hreflang: string; href: string }> {
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: LANGUAGE_TAGS[language].hreflang,
      href: absolute(publicUrl, localizedPath(path, language)),
    })),
    { hreflang: 'x-default', href: absolute(publicUrl, path) },
  ];
}

/**
 * Built by a loader: the SEO screen's entry for the page when staff wrote one, otherwise the page's own
 * defaults. URLs are absolute (PUBLIC_URL) because crawlers and link previews need them so. `path` is the
 * page's English path; the canonical URL is the page's own language's (decision 038). The SEO screen's
 * entries are English for now: an Urdu page shows them until Urdu entries exist (a later step).
 */
export function buildPageSeo(
  entry: SeoEntry | null,
  defaults: Defaults,
  site: { publicUrl: string; path: string; siteName: string; language: Language },
): PageSeo {
  const title = entry?.title || defaults.title;
  const description = entry?.description || defaults.description;
  const image = entry?.ogImage || defaults.image || null;
  return {
    title,
    description,
    keywords: entry?.keywords ?? [],
    canonical: absolute(site.publicUrl, localizedPath(site.path, site.language)),
    ogTitle: entry?.ogTitle || title,
    ogDescription: entry?.ogDescription || description,
    ogImage: image ? absolute(site.publicUrl, image) : null,
    ogType: defaults.ogType ?? 'website',
    siteName: site.siteName,
    language: site.language,
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
    { property: 'og:locale', content: LANGUAGE_TAGS[seo.language].ogLocale },
    ...LANGUAGES.filter((language) => language !== seo.language).map((language) => ({
      property: 'og:locale:alternate',
      content: LANGUAGE_TAGS[language].ogLocale,
    })),
    { name: 'twitter:card', content: seo.ogImage ? 'summary_large_image' : 'summary' },
  ];
  if (seo.keywords.length) tags.push({ name: 'keywords', content: seo.keywords.join(', ') });
  if (seo.ogImage) tags.push({ property: 'og:image', content: seo.ogImage });
  for (const data of jsonLd) tags.push({ 'script:ld+json': data });
  return tags;
}
