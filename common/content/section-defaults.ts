import { DEFAULT_PRICING_TIERS } from '../catalog/bundle-pricing';
import { PRODUCT_CATEGORIES } from '../catalog/categories';
import { DEFAULT_LEGAL_CONTENT } from './legal-pages';

/**
 * What each content section holds when staff have saved nothing (back-office §2 Content management,
 * storefront §2–3 and §9 defaults), in the stored shape. The storefront's readers fall back to these
 * values field by field, and the content editor opens Create with them, so a card's preview, the
 * editor's first draft and the live page never disagree.
 */

export const GUARANTEE_TEXT = '100% returns / money-back guarantee (*7 day)';
export const DELIVERY_TEXT = 'Cash on delivery all over Pakistan';
export const NSF_BADGE = 'NSF Certified';
export const REVIEWS_BADGE = '1000+ Reviews';
/** back-office §9: "Default honey strip background: a yellow hex value". */
export const HONEY_STRIP_BACKGROUND = '#FEF3C7';

export const FEATURE_ICONS = ['Leaf', 'Shield', 'Truck', 'Award', 'Heart', 'Star', 'Check', 'Zap'] as const;
export type FeatureIcon = (typeof FEATURE_ICONS)[number];

/** Icon names an About page value may ask for (back-office §2 about-values); the values grid draws each. */
export const VALUE_ICON_NAMES = [
  'leaf',
  'sprout',
  'heart',
  'handshake',
  'shield',
  'shieldcheck',
  'award',
  'star',
  'users',
  'sun',
  'flask',
  'recycle',
  'eye',
  'check',
  'zap',
] as const;
export type ValueIconName = (typeof VALUE_ICON_NAMES)[number];

export const SORT_OPTION_DEFAULTS = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
  { value: 'name', label: 'Name: A-Z' },
  { value: 'newest', label: 'Newest First' },
  { value: 'rating', label: 'Highest Rated' },
] as const;

export const CATEGORY_CHIP_DEFAULTS = [
  { id: 'all', label: 'All Products' },
  .../*#__PURE__*/ PRODUCT_CATEGORIES.map((category) => ({ id: category, label: category })),
] as const;

export const SECTION_DEFAULTS = {
  'home-hero': {
    videoUrl: '',
    heading: 'Pure Nature, Delivered to Your Door',
    subheading: `Organic supplements, raw honey, dry fruits and herbal remedies, tested for purity. ${DELIVERY_TEXT}.`,
    ctaText: 'Shop Now',
    secondaryCtaText: 'Discover Vitalix',
  },
  'home-vitalix': {
    heading: 'Meet Vitalix, Your Daily Dose of Vitality',
    description:
      'Nine time-honoured herbs in a base of raw honey. One teaspoon a day supports steady energy, stamina and a calmer response to everyday stress.',
    imageUrl: '',
    benefits: [
      'Supports natural, steady energy',
      'Helps the body adapt to everyday stress',
      'No caffeine, synthetic stimulants or preservatives',
    ],
    ctaText: 'Order Vitalix Now',
    highlightedText: `${DELIVERY_TEXT} · ${GUARANTEE_TEXT}`,
  },
  'home-quality': {
    heading: 'Certified Quality You Can Trust',
    description:
      'Every batch is made with care and checked before it reaches you: no fillers and no hidden ingredients.',
    videoUrl: '',
    imageUrl: '',
    certifications: [
      { title: NSF_BADGE, description: 'Blended in an NSF-certified facility.' },
      { title: 'Certified Organic Sourcing', description: 'Herbs from certified organic farms.' },
      { title: 'Third-Party Lab Tested', description: 'Every batch tested for purity and safety.' },
    ],
  },
  'home-testimonials': {
    heading: 'What Our Customers Say',
    subheading: `${REVIEWS_BADGE} from customers all over Pakistan.`,
  },
  'home-vitalix-pricing': {
    heading: 'Choose Your Vitalix Pack',
    subheading: 'One jar holds 30 servings. Save more with a bundle.',
    imageUrl: '',
    imageAlt: 'Jars of Vitalix',
    // In the stored shape: the price as typed, without the amount the page reads from it.
    pricingTiers: /*#__PURE__*/ DEFAULT_PRICING_TIERS.map(({ amount: _amount, ...tier }) => ({
      ...tier,
      quantity: tier.quantity ?? 1,
    })),
    ctaButtonText: 'Order Now',
    footerText: DELIVERY_TEXT,
    guaranteeText: GUARANTEE_TEXT,
    recommendedTierIndex: 1,
    showUrgencyTimer: false,
    urgencyTimerText: 'Offer ends soon: order today',
  },
  'home-honey-strip': {
    sectionHeading: 'From Our Hives to Your Home',
    subheading: 'Raw honey from the forests and valleys of Pakistan',
    title: 'Raw Honey, Straight from the Hive',
    punchline: '',
    ctaLabel: '',
    imageUrl: '',
    ctaButtonText: 'Shop Raw Honey',
    ctaLink: '/products?q=honey',
    backgroundColor: HONEY_STRIP_BACKGROUND,
    features: ['100% Raw & Pure', 'Wildflower Sourced', 'No Processing', 'Rich in Antioxidants'],
  },
  'about-hero': {
    heading: 'About Us',
    subheading:
      'Honest, organic wellness products from trusted Pakistani farms and beekeepers, delivered to your door.',
  },
  'about-mission-vision': {
    mission:
      'To bring pure, honestly labelled natural products to every Pakistani family, sourced fairly from local growers and delivered with cash on delivery.',
    vision:
      'A Pakistan where traditional wisdom and modern quality standards go hand in hand, and choosing natural wellness never means guessing what is in the jar.',
  },
  'about-values': {
    heading: 'Our Core Values',
    subheading: 'The principles behind every product we make and every order we deliver.',
    values: [
      {
        icon: 'leaf',
        title: 'Purity First',
        description: 'No fillers, no artificial colours and no shortcuts: only what is on the label.',
      },
      {
        icon: 'handshake',
        title: 'Fair Sourcing',
        description: 'We buy directly from farmers and beekeepers and pay a fair price for their work.',
      },
      {
        icon: 'eye',
        title: 'Transparency',
        description: 'Clear ingredient lists and honest information about what our products can do.',
      },
      {
        icon: 'recycle',
        title: 'Care for the Land',
        description: 'Organic farming, responsible wild harvesting and minimal packaging.',
      },
    ],
  },
  'about-promise': {
    heading: 'Our Product Promise',
    imageUrl: '',
    // storefront §2: "if none supplied, three fixed paragraphs on certified organic farms, rigorous
    // testing, and transparency and education".
    paragraphs: [
      'Every product starts on certified organic farms and with trusted growers we know personally. We visit our partners, see how they work, and buy only what meets our standards.',
      'Before anything is packed, it goes through rigorous testing: an independent laboratory checks each batch for purity, heavy metals and microbial safety.',
      'We believe in transparency and education. Full ingredient lists, clear usage instructions and honest answers help you make informed choices for yourself and your family.',
    ],
  },
  'about-quality': {
    heading: 'Quality You Can Trust',
    imageUrl: '',
    // storefront §2: the four fixed features of the quality section.
    standards: [
      {
        title: 'Certified Organic',
        description:
          'Sourced from certified organic farms, grown without synthetic pesticides or fertilisers.',
      },
      {
        title: 'Lab Tested',
        description: 'Every batch is checked by an independent lab for purity, heavy metals and microbes.',
      },
      {
        title: 'No Additives',
        description: 'No artificial colours, flavours, preservatives or fillers: only what is on the label.',
      },
      {
        title: 'Sustainable Practices',
        description: 'Responsible harvesting, fair prices for growers and recyclable packaging.',
      },
    ],
  },
  'about-ingredients': {
    heading: 'The Power of Nature',
    subheading: 'A closer look at the ingredients behind Vitalix and our raw honey.',
    vitalixIngredients: [
      { name: 'Turmeric Root', description: 'Golden haldi, valued for its natural antioxidant curcumin.' },
      {
        name: 'Ashwagandha',
        description: 'An adaptogenic root that helps the body cope with everyday stress.',
      },
      {
        name: 'Holy Basil',
        description: 'Tulsi, a revered herb traditionally used to support calm and balance.',
      },
      { name: 'Moringa', description: 'Nutrient-dense leaves rich in vitamins, minerals and plant protein.' },
      { name: 'Black Pepper Extract', description: 'Helps the body absorb the curcumin in turmeric.' },
    ],
    honeyDetails: [
      {
        title: 'Raw & Unheated',
        description: 'Never heated above hive temperature, so natural enzymes stay intact.',
      },
      { title: 'Single-Origin Harvests', description: 'Each harvest is kept separate and never blended.' },
      {
        title: 'No Added Sugar or Syrup',
        description: 'Nothing added, ever; every batch is tested for adulteration.',
      },
      {
        title: 'Rich in Antioxidants',
        description: 'Natural antioxidants, enzymes and pollen that processing removes.',
      },
      {
        title: 'Ethical Beekeeping',
        description: 'Sourced from family beekeepers who care for their colonies.',
      },
    ],
    philosophy:
      'We believe nature already provides what we need; our job is to find the best of it and change it as little as possible: whole herbs instead of synthetic isolates, raw honey instead of processed syrup, and complete honesty about what goes into every jar.',
  },
  'products-hero': {
    heading: 'Our Products',
    subheading:
      'Organic supplements, natural foods, dry fruits and herbal medicines, carefully sourced and tested.',
  },
  'products-features': {
    features: [
      {
        icon: 'Leaf',
        title: '100% Organic',
        description: 'Sourced from certified organic farms and trusted growers.',
      },
      {
        icon: 'Shield',
        title: 'Quality Tested',
        description: 'Every batch is tested for purity and safety.',
      },
      { icon: 'Truck', title: 'Free Shipping', description: 'Free shipping on orders over $50.' },
      {
        icon: 'Award',
        title: '90-Day Guarantee',
        description: 'Not satisfied? We make it right within 90 days.',
      },
    ],
  },
  'products-categories': { categories: /*#__PURE__*/ CATEGORY_CHIP_DEFAULTS.map((chip) => ({ ...chip })) },
  'products-sort': { options: /*#__PURE__*/ SORT_OPTION_DEFAULTS.map((option) => ({ ...option })) },
  'products-cta': {
    heading: 'Not Sure Where to Start?',
    subheading: 'Our team is happy to help you choose the right products for your routine.',
    primaryButtonText: 'Shop Vitalix',
    secondaryButtonText: 'Contact Us',
  },
  // The footer's legal pages: their whole text (legal-pages.ts).
  'privacy-main': DEFAULT_LEGAL_CONTENT.privacy,
  'terms-main': DEFAULT_LEGAL_CONTENT.terms,
} as const satisfies Record<string, Record<string, unknown>>;

/**
 * A value without a (known) icon takes the default values' icons in turn, so a grid of values staff left
 * without icons does not repeat one icon.
 */
export const DEFAULT_VALUE_ICONS: readonly ValueIconName[] = /*#__PURE__*/ SECTION_DEFAULTS[
  'about-values'
].values.map((value) => value.icon);

export type DefaultedSectionKey = keyof typeof SECTION_DEFAULTS;

/** A fresh copy of a section's default content (`{}` for a section without defaults). */
export function defaultSectionContent(key: string): Record<string, unknown> {
  const defaults = (SECTION_DEFAULTS as Record<string, Record<string, unknown>>)[key];
  return defaults ? (structuredClone(defaults) as Record<string, unknown>) : {};
}
