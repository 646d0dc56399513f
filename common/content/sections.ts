import { LEGAL_PATHS } from './legal-pages';

/**
 * The content screen's catalogue (back-office §2 Content management): the tabs, and for each page the
 * sections the storefront reads, with the card's title and description. A section's key is
 * `{page}-{section}` (home-hero, about-values…); the keys of `TYPED_SECTION_KEYS` have a form of their
 * own, every other key the raw JSON editor. After the spec's four tabs come the footer's Privacy Policy
 * and Terms pages (storefront §2 Footer), one section each: their whole text.
 */

export const CONTENT_TABS = [
  { page: 'home', label: 'Homepage', path: '/' },
  { page: 'about', label: 'About Page', path: '/about' },
  { page: 'products', label: 'Products Page', path: '/products' },
  { page: 'product-detail', label: 'Product Detail Page', path: null },
  { page: 'privacy', label: 'Privacy Policy', path: LEGAL_PATHS.privacy },
  { page: 'terms', label: 'Terms & Conditions', path: LEGAL_PATHS.terms },
] as const;
export type ContentTabPage = (typeof CONTENT_TABS)[number]['page'];

export type SectionInfo = { page: ContentTabPage; section: string; title: string; description: string };

export const CONTENT_SECTIONS: readonly SectionInfo[] = [
  {
    page: 'home',
    section: 'hero',
    title: 'Hero Section',
    description: 'The video banner at the top of the home page with its heading and buttons.',
  },
  {
    page: 'home',
    section: 'vitalix',
    title: 'Vitalix Product Section',
    description: 'The flagship product: heading, description, image, benefits and call to action.',
  },
  {
    page: 'home',
    section: 'quality',
    title: 'Quality & Certifications',
    description: 'The quality story with its video or image and three certifications.',
  },
  {
    page: 'home',
    section: 'testimonials',
    title: 'Customer Reviews',
    description: 'The heading above the customer reviews (the reviews come from Testimonials).',
  },
  {
    page: 'home',
    section: 'vitalix-pricing',
    title: 'Vitalix Pricing',
    description: 'The bundle tiers shoppers choose from, the recommended tier and the urgency note.',
  },
  {
    page: 'home',
    section: 'honey-strip',
    title: 'Honey Promotion Strip',
    description: 'The raw honey banner: titles, features, background and button.',
  },
  {
    page: 'about',
    section: 'hero',
    title: 'About Hero',
    description: 'The heading and subheading at the top of the About page.',
  },
  {
    page: 'about',
    section: 'mission-vision',
    title: 'Mission & Vision',
    description: 'The two cards: our mission and our vision.',
  },
  {
    page: 'about',
    section: 'values',
    title: 'Core Values',
    description: 'The heading, subheading and four values.',
  },
  {
    page: 'about',
    section: 'promise',
    title: 'Product Promise',
    description: 'The promise heading, image and paragraphs.',
  },
  {
    page: 'about',
    section: 'quality',
    title: 'Quality Standards',
    description: 'The quality heading, image and four standards.',
  },
  {
    page: 'about',
    section: 'ingredients',
    title: 'Power of Nature',
    description: 'Five Vitalix ingredients, five honey details and the ingredient philosophy.',
  },
  {
    page: 'products',
    section: 'hero',
    title: 'Products Hero',
    description: 'The heading and subheading above the product list.',
  },
  {
    page: 'products',
    section: 'features',
    title: 'Features Strip',
    description: 'Up to six feature cards, each with an icon, title and description.',
  },
  {
    page: 'products',
    section: 'categories',
    title: 'Category Filters',
    description: 'The labels of the five category chips.',
  },
  {
    page: 'products',
    section: 'sort',
    title: 'Sort Options',
    description: 'The labels of the six sort options.',
  },
  {
    page: 'products',
    section: 'cta',
    title: 'Call to Action',
    description: 'The block below the product list with its two buttons.',
  },
  {
    page: 'privacy',
    section: 'main',
    title: 'Privacy Policy',
    description: 'The whole page: its heading, introduction and sections of paragraphs.',
  },
  {
    page: 'terms',
    section: 'main',
    title: 'Terms & Conditions',
    description: 'The whole page: its heading, introduction and sections of paragraphs.',
  },
];

export const TYPED_SECTION_KEYS = [
  'home-hero',
  'home-vitalix',
  'home-quality',
  'home-testimonials',
  'home-vitalix-pricing',
  'home-honey-strip',
  'about-hero',
  'about-mission-vision',
  'about-values',
  'about-promise',
  'about-quality',
  'about-ingredients',
  'products-categories',
  'products-sort',
  'products-cta',
  'products-features',
  'privacy-main',
  'terms-main',
] as const;
export type TypedSectionKey = (typeof TYPED_SECTION_KEYS)[number];

export function sectionKey(page: string, section: string): string {
  return `${page}-${section}`;
}

export function isTypedSectionKey(key: string): key is TypedSectionKey {
  return (TYPED_SECTION_KEYS as readonly string[]).includes(key);
}

export function sectionsOfPage(page: string): SectionInfo[] {
  return CONTENT_SECTIONS.filter((info) => info.page === page);
}

export function sectionInfo(page: string, section: string): SectionInfo | undefined {
  return CONTENT_SECTIONS.find((info) => info.page === page && info.section === section);
}

/** The card's description preview (back-office §2: cut at 50 characters). */
export function previewText(text: string, max = 50): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
