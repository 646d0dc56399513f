import { urduBodyOf, type UrduRecord } from '../../../../common/i18n/urdu-version';
import {
  seoUrdu,
  splitKeywords,
  type SeoCreate,
  type SeoEntryRecord,
  type SeoPatch,
} from '../../../../common/seo/seo-admin-schemas';

/**
 * The SEO screen's rules (back-office §2, §5): which storefront page a key names and how it reads to
 * staff, the pages still without an entry, the form's values and the bodies they make, and what the
 * search-result preview shows.
 */

/** The storefront's own pages, in the order the screen lists them, with where each lives. */
export const KNOWN_PAGES = [
  { page: 'home', name: 'Home', path: '/' },
  { page: 'products', name: 'Products', path: '/products' },
  { page: 'about', name: 'About', path: '/about' },
  { page: 'privacy', name: 'Privacy Policy', path: '/privacy-policy' },
  { page: 'terms', name: 'Terms', path: '/terms' },
] as const;

const PRODUCT_PREFIX = 'product:';

/** What the screen needs of a product: its name for the labels, its slug for the key. */
export type ProductRef = { name: string; slug: string };

export const productPage = (slug: string) => `${PRODUCT_PREFIX}${slug}`;

/** 'Home page', 'Product: Vitalix' (its slug until the products are known); an unknown key as it is. */
export function pageLabel(page: string, products: readonly ProductRef[] = []): string {
  const known = KNOWN_PAGES.find((p) => p.page === page);
  if (known) return `${known.name} page`;
  if (page.startsWith(PRODUCT_PREFIX)) {
    const slug = page.slice(PRODUCT_PREFIX.length);
    return `Product: ${products.find((p) => p.slug === slug)?.name ?? slug}`;
  }
  return page;
}

/** The pages the Add dialog offers: the known ones, then each product's, none that has an entry yet. */
export function pageChoices(
  entries: readonly Pick<SeoEntryRecord, 'page'>[],
  products: readonly ProductRef[],
): Array<{ value: string; label: string }> {
  const taken = new Set(entries.map((entry) => entry.page));
  const fixed = KNOWN_PAGES.map((p) => ({ value: p.page, label: `${p.name} (${p.page})` }));
  const productChoices = [...products]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((p) => ({ value: productPage(p.slug), label: `Product: ${p.name} (${productPage(p.slug)})` }));
  return [...fixed, ...productChoices].filter((choice) => !taken.has(choice.value));
}

/** The entries as the screen lists them: the known pages in their order, then the rest by key. */
export function sortEntries<T extends Pick<SeoEntryRecord, 'page'>>(entries: readonly T[]): T[] {
  const rank = (page: string) => {
    const i = KNOWN_PAGES.findIndex((p) => p.page === page);
    return i < 0 ? KNOWN_PAGES.length : i;
  };
  return [...entries].sort((a, b) => rank(a.page) - rank(b.page) || a.page.localeCompare(b.page));
}

/** Where the page lives on the shop: '/', '/product/vitalix'. */
export function pagePath(page: string): string {
  const known = KNOWN_PAGES.find((p) => p.page === page);
  if (known) return known.path;
  if (page.startsWith(PRODUCT_PREFIX)) return `/product/${page.slice(PRODUCT_PREFIX.length)}`;
  return `/${page}`;
}

/** A search result's address line: 'shop.pk › product › vitalix'. */
export function breadcrumb(host: string, path: string): string {
  return [host, ...path.split('/').filter(Boolean)].join(' › ');
}

/** Text cut as a search result cuts it: at most `max` characters, at a word when one is near, then '…'. */
export function cutText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.75 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The live counter under the title and description (back-office §5 hints, never enforced). */
export function lengthHint(
  length: number,
  range: { min: number; max: number },
): { text: string; tone: 'ok' | 'short' | 'long' | 'none' } {
  const text = `${length} ${length === 1 ? 'character' : 'characters'} (${range.min}–${range.max} recommended)`;
  if (length === 0) return { text, tone: 'none' };
  if (length < range.min) return { text, tone: 'short' };
  if (length > range.max) return { text, tone: 'long' };
  return { text, tone: 'ok' };
}

/** The form as typed: every field is text, the keywords one comma-separated line. */
export type SeoFormValues = {
  page: string;
  title: string;
  description: string;
  keywords: string;
  ogImage: string;
  ogTitle: string;
  ogDescription: string;
  /** The Urdu version (decision 039) as the API holds it; its keywords one per line, as typed. */
  ur: UrduRecord;
};

const OPTIONAL = ['ogImage', 'ogTitle', 'ogDescription'] as const;

export function formValuesOf(entry: SeoEntryRecord | null): SeoFormValues {
  return {
    page: entry?.page ?? '',
    title: entry?.title ?? '',
    description: entry?.description ?? '',
    keywords: entry?.keywords.join(', ') ?? '',
    ogImage: entry?.ogImage ?? '',
    ogTitle: entry?.ogTitle ?? '',
    ogDescription: entry?.ogDescription ?? '',
    ur: structuredClone(entry?.ur ?? {}) as UrduRecord,
  };
}

/** The Urdu version to send: as the API stores it (null for none), or as typed for it to refuse. */
export const urduOfValues = (values: SeoFormValues) => urduBodyOf(seoUrdu, values.ur);

/** POST /api/admin/seo: an optional field left empty is not sent (back-office §5). */
export function createBody(values: SeoFormValues): SeoCreate {
  const body: SeoCreate = {
    page: values.page.trim(),
    title: values.title.trim(),
    description: values.description.trim(),
  };
  const keywords = splitKeywords(values.keywords);
  if (keywords.length) body.keywords = keywords;
  for (const key of OPTIONAL) {
    const value = values[key].trim();
    if (value) body[key] = value;
  }
  const ur = urduOfValues(values);
  if (ur !== null) body.ur = ur;
  return body;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * PATCH /api/admin/seo/{page}: only what changed, the page never (it is immutable); an optional field
 * emptied is sent as null, which clears it.
 */
export function patchBody(loaded: SeoFormValues, values: SeoFormValues): SeoPatch {
  const body: SeoPatch = {};
  if (values.title.trim() !== loaded.title.trim()) body.title = values.title.trim();
  if (values.description.trim() !== loaded.description.trim()) body.description = values.description.trim();
  const keywords = splitKeywords(values.keywords);
  if (!sameList(keywords, splitKeywords(loaded.keywords))) body.keywords = keywords;
  for (const key of OPTIONAL) {
    const value = values[key].trim();
    if (value !== loaded[key].trim()) body[key] = value || null;
  }
  // The whole Urdu version when any of it changed; null clears it.
  const ur = urduOfValues(values);
  if (JSON.stringify(ur) !== JSON.stringify(urduOfValues(loaded))) body.ur = ur;
  return body;
}
