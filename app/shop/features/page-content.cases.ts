import { SECTION_DEFAULTS } from '../../../common/content/section-defaults';
import DEMO_SECTIONS from './page-content.demo.json';

/**
 * What the storefront's content readers are fed in page-content.test.ts: the demo shop's sections, no
 * sections, and malformed ones (wrong types, missing fields, extra fields, unsafe addresses, content that
 * is not an object). Staff may save any JSON in a free section (back-office §5), so each page must still
 * render with the fallbacks of storefront §2–3.
 */

export type Block = { section: string; content: unknown };
export type PageName = 'home' | 'about' | 'products';

/** The sections each page reads, by their names in site_content. */
const PAGE_SECTIONS: Record<PageName, string[]> = {
  home: ['hero', 'vitalix', 'quality', 'testimonials', 'vitalix-pricing', 'honey-strip'],
  about: ['hero', 'mission-vision', 'values', 'promise', 'quality', 'ingredients'],
  products: ['hero', 'features', 'categories', 'sort', 'cta'],
};

const fieldsOf = (page: PageName, section: string): string[] =>
  Object.keys((SECTION_DEFAULTS as Record<string, object>)[`${page}-${section}`] ?? {});

/** Every section of the page with every one of its fields set to `value`. */
const everyField = (page: PageName, value: unknown): Block[] =>
  PAGE_SECTIONS[page].map((section) => ({
    section,
    content: Object.fromEntries(fieldsOf(page, section).map((key) => [key, value])),
  }));

/** Every section of the page holding `content` as a whole. */
const everySection = (page: PageName, content: unknown): Block[] =>
  PAGE_SECTIONS[page].map((section) => ({ section, content }));

/**
 * The demo shop's sections (server/seed/demo-content.ts) as they were seeded when the expected answers
 * were written; kept as data, since app/ imports server/ only as types.
 */
const demo = (page: PageName): Block[] => structuredClone(DEMO_SECTIONS[page]);

/** The demo sections with extra keys at the top and in every listed item. */
function withExtraKeys(blocks: Block[]): Block[] {
  const extend = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(extend)
      : typeof value === 'object' && value !== null
        ? { ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, extend(v)])), extra: 'x', n: 1 }
        : value;
  return [...blocks.map(({ section, content }) => ({ section, content: extend(content) })), ...stray];
}

/** Sections no page reads. */
const stray: Block[] = [{ section: 'banner', content: { heading: 'Not read' } }];

/** Only the first field of each section. */
const firstFieldOnly = (blocks: Block[]): Block[] =>
  blocks.map(({ section, content }) => ({
    section,
    content: Object.fromEntries(Object.entries(content as object).slice(0, 1)),
  }));

const UNSAFE_ADDRESSES = [
  'javascript:alert(1)',
  '//evil.example/a.png',
  '/\\evil.example',
  '/\n/evil.example',
];

function commonCases(page: PageName): Record<string, Block[]> {
  return {
    demo: demo(page),
    empty: [],
    'demo with extra keys': withExtraKeys(demo(page)),
    'demo with only the first field of each section': firstFieldOnly(demo(page)),
    'demo as JSON text': demo(page).map(({ section, content }) => ({
      section,
      content: JSON.stringify(content),
    })),
    'every field a number': everyField(page, 42),
    'every field true': everyField(page, true),
    'every field null': everyField(page, null),
    'every field an object': everyField(page, { text: 'x' }),
    'every field an empty list': everyField(page, []),
    'every field a list of odd items': everyField(page, [' Item ', 3, '', null, { title: 'T' }, ['x']]),
    'every field blank': everyField(page, '   '),
    'every field padded text': everyField(page, '  Padded text  '),
    'every field an unsafe address': everyField(page, 'javascript:alert(1)'),
    'sections of no object': [
      ...everySection(page, null).slice(0, 2),
      ...everySection(page, 'plain words').slice(2, 4),
      ...everySection(page, [1, 2]).slice(4),
    ],
    'sections of unreadable JSON text': everySection(page, '{not json'),
    'sections of no fields': everySection(page, {}),
  };
}

export const HOME_CASES: Record<string, Block[]> = {
  ...commonCases('home'),
  'odd tiers and lists': [
    {
      section: 'vitalix-pricing',
      content: {
        pricingTiers: [
          { name: '1 Jar', servings: 30, quantity: 1, price: 'Rs. 6,500' },
          { name: 'No price', price: '' },
          '2 jars',
          { name: 'Free', price: 'Rs 0' },
          { price: 6500, quantity: '2' },
          { price: 'Rs. 1,000', servings: '60', name: '  ', quantity: 1.5, description: 7 },
          null,
        ],
        recommendedTierIndex: 2,
        showUrgencyTimer: true,
        urgencyTimerText: '   ',
      },
    },
    {
      section: 'quality',
      content: {
        certifications: [
          { title: ' Padded ', description: 5 },
          { title: '' },
          'text',
          null,
          { title: 7, description: ' d ' },
        ],
        videoUrl: 'https://videos.example/q.mp4',
        imageUrl: 'data:image/png,x',
      },
    },
    { section: 'vitalix', content: { benefits: [' a ', 3, '', null, 'b', { x: 1 }], imageUrl: '/\t/evil' } },
    {
      section: 'honey-strip',
      content: { ctaLink: ' https://honey.example/shop ', backgroundColor: '#FFF', features: 'one' },
    },
  ],
  'recommended tier as text, urgency as text': [
    { section: 'vitalix-pricing', content: { recommendedTierIndex: '2', showUrgencyTimer: 'yes' } },
    { section: 'honey-strip', content: { ctaLink: '//evil.example', backgroundColor: '#fff;x:url(y)' } },
  ],
  'recommended tier past the end': [
    { section: 'vitalix-pricing', content: { recommendedTierIndex: 9, showUrgencyTimer: false } },
  ],
  'recommended tier the first, urgency on': [
    {
      section: 'vitalix-pricing',
      content: { recommendedTierIndex: 0, showUrgencyTimer: true, urgencyTimerText: ' Ends soon ' },
    },
  ],
  ...Object.fromEntries(
    UNSAFE_ADDRESSES.map((address) => [
      `unsafe address ${JSON.stringify(address)}`,
      [
        { section: 'hero', content: { videoUrl: address } },
        { section: 'vitalix', content: { imageUrl: address } },
        { section: 'quality', content: { videoUrl: address, imageUrl: address } },
        { section: 'vitalix-pricing', content: { imageUrl: address } },
        { section: 'honey-strip', content: { imageUrl: address, ctaLink: address } },
      ],
    ]),
  ),
};

export const ABOUT_CASES: Record<string, Block[]> = {
  ...commonCases('about'),
  'odd lists': [
    {
      section: 'values',
      content: {
        values: [
          3,
          '  A value as text ',
          null,
          { icon: 'Shield-Check', title: '', description: 5 },
          { icon: 'unknown', title: 'T' },
          { title: 'x', icon: 5 },
          {},
          { icon: 'shield_check', title: ' Padded ', description: ' d ' },
        ],
      },
    },
    {
      section: 'promise',
      content: { paragraphs: [' p ', '', 3, null, 'q'], imageUrl: 'http://x.example/a.png' },
    },
    {
      section: 'quality',
      content: {
        imageUrl: '/uploads/q.webp',
        standards: [
          { title: ' Cold ', description: ' Pressed. ' },
          { description: 'Untitled' },
          { title: 'Clean', description: null },
          ['Organic'],
          { title: 'Checked', description: 'Each batch.' },
          { title: 'Nearby', description: 'Local farms.' },
          { title: 'Over four', description: 'Not shown.' },
        ],
      },
    },
    {
      section: 'ingredients',
      content: {
        vitalixIngredients: [{ name: ' n ', description: 4 }, { name: '' }, 'x', { name: 5 }],
        honeyDetails: [{ title: 'Sidr' }, { title: 9 }, []],
      },
    },
  ],
  'values of text only': [
    { section: 'values', content: { values: ['One', 'Two', '', 'Three', 'Four', 'Five'] } },
  ],
  ...Object.fromEntries(
    UNSAFE_ADDRESSES.map((address) => [
      `unsafe address ${JSON.stringify(address)}`,
      [
        { section: 'promise', content: { imageUrl: address } },
        { section: 'quality', content: { imageUrl: address } },
      ],
    ]),
  ),
};

export const PRODUCTS_CASES: Record<string, Block[]> = {
  ...commonCases('products'),
  'odd lists': [
    {
      section: 'features',
      content: {
        features: [
          { icon: 'Truck', title: ' Padded ' },
          { icon: 'truck', title: 'x', description: 4 },
          { title: '' },
          'text',
          { icon: 5, title: 'Y', description: '  ' },
        ],
      },
    },
    {
      section: 'categories',
      content: {
        categories: [
          { id: 'Dry Fruits', label: ' Nuts ' },
          { id: 'all', label: '' },
          { id: 'Nope', label: 'x' },
          { id: 'Supplements', label: 5 },
          null,
          { id: 'Supplements', label: 'Second' },
          { id: 'Herbal Medicines', label: 'Herbs' },
          { id: 'Herbal Medicines', label: '  ' },
        ],
      },
    },
    {
      section: 'sort',
      content: {
        options: [
          { value: 'price-low', label: 'Cheap' },
          { value: 'price-asc', label: 'Cheap 2' },
          { value: 'rating', label: '' },
          { value: 5, label: 'x' },
          { value: 'bogus', label: 'y' },
          { label: 'no value' },
          { value: 'newest', label: ' Newest ' },
        ],
      },
    },
  ],
};
