import { z } from 'zod';
import { listOf } from '../catalog/blocks/lenient-fields';
import { parsePricingTiers } from '../catalog/bundle-pricing';
import { isPriceText } from '../money-schemas';
import { urduGroup, urduItems, urduPartOf, type UrduGroup } from '../i18n/urdu-version';
import { hasNoControlCharacters } from '../text/text-rules';
import { CONTENT_MESSAGES, isSiteLink } from './content-messages';
import { defineItem, defineSection, listOr, mediaField, TEXT_RULES, textFields } from './define-section';
import type { LegalContent } from './legal-pages';
import { honeyBackground, honeyLink } from './safe-values';
import {
  CATEGORY_CHIP_DEFAULTS,
  DEFAULT_VALUE_ICONS,
  FEATURE_ICONS,
  SECTION_DEFAULTS,
  SORT_OPTION_DEFAULTS,
  VALUE_ICON_NAMES,
  type DefaultedSectionKey,
  type ValueIconName,
} from './section-defaults';
import type { TypedSectionKey } from './sections';

/**
 * What each content section holds (back-office §2 sections, §5 Content editor), defined once per section
 * (define-section.ts): the writer, checked by the editor before it saves and by the server on every write
 * (section-rules.ts); the storefront's reader (`readSection`), which falls back field by field to
 * SECTION_DEFAULTS; and the TypeScript types of both for everyone else (the seed, the storefront).
 */

export const MAX_PRODUCTS_FEATURES = 6;
export const MAX_PRICING_TIERS = 6;
export const MAX_HONEY_FEATURES = 8;
export const MAX_BENEFITS = 10;
export const MAX_LEGAL_SECTIONS = 30;
export const MAX_LEGAL_PARAGRAPHS = 20;

// ---- Small pieces ----------------------------------------------------------------------------------

/** Text; a missing value reads `missing` (the spec's "… is required"), another type "Must be text". */
const plain = (max: number, missing = 'Must be text') =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : 'Must be text') })
    .trim()
    .max(max, `At most ${max} characters`)
    .refine(hasNoControlCharacters, 'May not contain control characters');
const optional = (max = 2000) => plain(max).default('');
const required = (message: string, max = 2000) => plain(max, message).min(1, message);
const link = () =>
  plain(2000)
    .refine((v) => v === '' || isSiteLink(v), CONTENT_MESSAGES.link)
    .default('');
const requiredLink = (message: string) =>
  plain(2000, message)
    .min(1, message)
    .refine((v) => v === '' || isSiteLink(v), CONTENT_MESSAGES.link);
const lines = (max: number, label: string) =>
  z
    .array(plain(500), { error: `${label} must be a list` })
    .max(max, `${label}: at most ${max}`)
    .transform((list) => list.filter(Boolean))
    .default([]);
const list = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z
    .array(item, { error: `${label} must be a list` })
    .max(max, `${label}: at most ${max}`)
    .default([]);

export const tierSchema = z.object({
  name: required(CONTENT_MESSAGES.tierNameRequired, 100),
  servings: z.coerce.number({ error: 'Servings must be a number' }).int().min(0).max(10_000).default(30),
  quantity: z.coerce
    .number({ error: CONTENT_MESSAGES.tierQuantity })
    .int(CONTENT_MESSAGES.tierQuantity)
    .min(1, CONTENT_MESSAGES.tierQuantity)
    .max(100, 'Quantity must be at most 100'),
  // Stored as typed and shown so; checkout charges it read as one amount above 0 (common/money.ts).
  price: required(CONTENT_MESSAGES.tierPriceRequired, 50).superRefine(
    isPriceText('Price', { zero: CONTENT_MESSAGES.tierPriceRequired }),
  ),
  originalPrice: optional(50),
  savingsText: optional(100),
  description: optional(500),
});

/** A tier's words (decision 039): its name, savings line and description; never its price or quantity. */
const tierUrdu = urduGroup({
  name: urduPartOf(tierSchema.shape.name, 'text'),
  savingsText: urduPartOf(tierSchema.shape.savingsText, 'text'),
  description: urduPartOf(tierSchema.shape.description, 'text'),
});

// ---- Fields: each with its writer and its reader -------------------------------------------------

const home = textFields(TEXT_RULES.home);
const about = textFields(TEXT_RULES.about);
const products = textFields(TEXT_RULES.products);

/**
 * A list of items: at most `max` saved, read keeping the items that read, else the defaults, and
 * translated item by item (decision 039).
 */
const listField = <S extends z.ZodType, L extends z.ZodType>(
  item: { strict: S; lenient: L; urdu: UrduGroup },
  max: number,
  label: string,
) => ({
  strict: list(item.strict, max, label),
  lenient: (fallback: readonly z.output<L>[]) => listOr(item.lenient, fallback),
  urdu: urduItems(item.urdu, max, `${label}: at most ${max}`),
});

/** A titled card (certifications, standards, honey details), read with its page's text rule. */
const titled = (text: ReturnType<typeof textFields>) =>
  defineItem({ title: text.itemKey(optional(200)), description: text.itemText(optional(1000)) });
const named = defineItem({ name: about.itemKey(optional(200)), description: about.itemText(optional(1000)) });
const homeTitled = titled(home);
const aboutTitled = titled(about);

/** A value left without a title or description says these words (storefront §2 About). */
export const VALUE_TITLE = 'Value';
export const VALUE_DESCRIPTION = 'Description';

/** 'Shield-Check', 'shield_check' and 'ShieldCheck' all name the same icon; unknown ones take one in turn. */
export function valueIcon(value: unknown, index: number): ValueIconName {
  const key = (typeof value === 'string' ? value.trim() : '').toLowerCase().replace(/[^a-z]/g, '');
  const known = VALUE_ICON_NAMES.find((name) => name === key);
  return known ?? DEFAULT_VALUE_ICONS[index % DEFAULT_VALUE_ICONS.length] ?? 'leaf';
}

/** A core value: a card, or a text alone read as its title. */
const valueItem = z.union([
  TEXT_RULES.about.transform((title) => ({
    icon: undefined as unknown,
    title,
    description: VALUE_DESCRIPTION,
  })),
  z.object({
    icon: z.unknown().optional(),
    title: TEXT_RULES.about.catch(VALUE_TITLE),
    description: TEXT_RULES.about.catch(VALUE_DESCRIPTION),
  }),
]);

/** The core values: an icon for each, by its place in the list staff saved (storefront §2 About). */
const valuesField = {
  strict: list(aboutTitled.strict.extend({ icon: optional(30) }), 4, 'Values'),
  lenient: (fallback: readonly { icon: ValueIconName; title: string; description: string }[]) =>
    z
      .array(z.unknown())
      .catch([])
      .transform((items) =>
        items.flatMap((raw, index) => {
          const value = valueItem.safeParse(raw);
          return value.success ? [{ ...value.data, icon: valueIcon(value.data.icon, index) }] : [];
        }),
      )
      .transform((values) => (values.length ? values : structuredClone([...fallback]))),
  urdu: urduItems(aboutTitled.urdu, 4, 'Values: at most 4'),
};

/** A stored value the page uses only when it is safe (safe-values.ts), else the default. */
const safeOr = (read: (value: unknown) => string | undefined) => (fallback: string) =>
  z
    .unknown()
    .optional()
    .transform((value) => read(value) ?? fallback);

/** Each section's heading and subheading, both required (back-office §5): the About and products heroes. */
const headingFields = (text: ReturnType<typeof textFields>) => ({
  heading: text.text(required(CONTENT_MESSAGES.headingRequired, 200)),
  subheading: text.text(required(CONTENT_MESSAGES.subheadingRequired, 500)),
});

/**
 * One of the page's fixed choices (a category chip, a sort option), which staff may only rename: the page
 * keeps all its choices and takes the labels of those it knows.
 */
const choiceField = <V extends string>(values: readonly V[], what: string) => ({
  strict: z.enum(values, { error: `${what} must be one of ${values.join(', ')}` }),
  lenient: z.string().catch(''),
});
const choiceLabel = products.itemText(optional(60));
const CATEGORY_IDS = CATEGORY_CHIP_DEFAULTS.map((c) => c.id);
const SORT_VALUES = SORT_OPTION_DEFAULTS.map((o) => o.value);

// ---- The legal pages -------------------------------------------------------------------------------

const legal = textFields(TEXT_RULES.legal);

/** Paragraphs may come as a list or as one text with a blank line between two (as they are typed). */
const paragraphList = (value: unknown) => (typeof value === 'string' ? value.split(/\n\s*\n/) : value);

/** One part of a legal page: a heading and its paragraphs; a part without a paragraph is not shown. */
const legalPart = defineItem({
  heading: legal.itemText(optional(200)),
  paragraphs: {
    strict: z.preprocess(
      paragraphList,
      z
        .array(plain(5000), {
          error: (issue) =>
            issue.input === undefined ? CONTENT_MESSAGES.paragraphsRequired : 'Paragraphs must be a list',
        })
        .max(MAX_LEGAL_PARAGRAPHS, `Paragraphs: at most ${MAX_LEGAL_PARAGRAPHS}`)
        .transform((list) => list.filter(Boolean))
        .refine((list) => list.length > 0, CONTENT_MESSAGES.paragraphsRequired),
    ),
    lenient: z.preprocess(paragraphList, listOf(TEXT_RULES.legal)).pipe(z.array(z.string()).min(1)),
    urdu: 'lines',
  },
});

/** A legal page: its heading, introduction and parts, the parts that read or else the default text's. */
const legalPage = (defaults: LegalContent) =>
  defineSection(defaults, {
    heading: legal.text(optional(200)),
    intro: legal.text(optional(3000)),
    sections: {
      strict: z
        .array(legalPart.strict, { error: CONTENT_MESSAGES.legalSectionsRequired })
        .min(1, CONTENT_MESSAGES.legalSectionsRequired)
        .max(MAX_LEGAL_SECTIONS, `Sections: at most ${MAX_LEGAL_SECTIONS}`),
      lenient: (fallback: readonly z.output<typeof legalPart.lenient>[]) =>
        listOr(legalPart.lenient, fallback),
      urdu: urduItems(legalPart.urdu, MAX_LEGAL_SECTIONS, `Sections: at most ${MAX_LEGAL_SECTIONS}`),
    },
  });

// ---- The sections ----------------------------------------------------------------------------------

const D = SECTION_DEFAULTS;

/** Each section's one definition. 'products-hero' is free JSON (section-rules.ts) read with this shape. */
export const SECTIONS = {
  'home-hero': defineSection(D['home-hero'], {
    videoUrl: mediaField(requiredLink(CONTENT_MESSAGES.videoRequired)),
    heading: home.text(required(CONTENT_MESSAGES.headingRequired, 200)),
    subheading: home.text(required(CONTENT_MESSAGES.subheadingRequired, 500)),
    ctaText: home.text(optional(60)),
    secondaryCtaText: home.text(optional(60)),
  }),
  'home-vitalix': defineSection(D['home-vitalix'], {
    heading: home.text(optional(200)),
    description: home.text(required(CONTENT_MESSAGES.descriptionRequired, 2000)),
    imageUrl: mediaField(requiredLink(CONTENT_MESSAGES.imageRequired)),
    benefits: home.lines(lines(MAX_BENEFITS, 'Benefits')),
    ctaText: home.text(optional(60)),
    highlightedText: home.text(optional(300)),
  }),
  'home-quality': defineSection(D['home-quality'], {
    heading: home.text(optional(200)),
    description: home.text(optional(2000)),
    videoUrl: mediaField(link()),
    imageUrl: mediaField(link()),
    certifications: listField(homeTitled, 3, 'Certifications'),
  }),
  'home-testimonials': defineSection(D['home-testimonials'], {
    heading: home.text(optional(200)),
    subheading: home.text(optional(500)),
  }),
  'home-vitalix-pricing': defineSection(D['home-vitalix-pricing'], {
    heading: home.text(optional(200)),
    subheading: home.text(optional(500)),
    imageUrl: mediaField(link()),
    imageAlt: home.text(optional(200)),
    pricingTiers: {
      strict: z
        .array(tierSchema, { error: CONTENT_MESSAGES.tiersRequired })
        .min(1, CONTENT_MESSAGES.tiersRequired)
        .max(MAX_PRICING_TIERS, `Pricing tiers: at most ${MAX_PRICING_TIERS}`),
      // Read as checkout reads them, with the amount each price charges (common/catalog/bundle-pricing.ts).
      lenient: () => z.unknown().optional().transform(parsePricingTiers),
      urdu: urduItems(tierUrdu, MAX_PRICING_TIERS, `Pricing tiers: at most ${MAX_PRICING_TIERS}`),
    },
    ctaButtonText: home.text(optional(60)),
    footerText: home.text(optional(300)),
    guaranteeText: home.text(optional(300)),
    recommendedTierIndex: {
      // Left out, the page marks its own default (the second tier when there is one).
      strict: z.coerce.number().int().min(0).optional(),
      lenient: () => z.number().nullable().catch(null),
    },
    showUrgencyTimer: {
      strict: z.boolean({ error: 'Show urgency timer must be yes or no' }).default(false),
      lenient: (fallback: boolean) => z.boolean().catch(fallback),
    },
    urgencyTimerText: home.text(optional(200)),
  }),
  'home-honey-strip': defineSection(D['home-honey-strip'], {
    sectionHeading: home.text(optional(200)),
    subheading: home.text(optional(500)),
    title: home.text(optional(200)),
    punchline: home.text(optional(300)),
    ctaLabel: home.text(optional(100)),
    imageUrl: mediaField(link()),
    ctaButtonText: home.text(optional(60)),
    ctaLink: { strict: link(), lenient: safeOr(honeyLink) },
    backgroundColor: {
      strict: plain(7)
        .refine((v) => v === '' || /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(v), CONTENT_MESSAGES.color)
        .default(''),
      lenient: safeOr(honeyBackground),
    },
    features: home.lines(lines(MAX_HONEY_FEATURES, 'Features')),
  }),
  'about-hero': defineSection(D['about-hero'], headingFields(about)),
  'about-mission-vision': defineSection(D['about-mission-vision'], {
    mission: about.text(optional(2000)),
    vision: about.text(optional(2000)),
  }),
  'about-values': defineSection(D['about-values'], {
    heading: about.text(optional(200)),
    subheading: about.text(optional(500)),
    values: valuesField,
  }),
  'about-promise': defineSection(D['about-promise'], {
    heading: about.text(optional(200)),
    imageUrl: mediaField(link()),
    paragraphs: about.lines(
      z
        .array(plain(3000))
        .max(10, 'Paragraphs: at most 10')
        .transform((list) => list.filter(Boolean))
        .default([]),
    ),
  }),
  'about-quality': defineSection(D['about-quality'], {
    heading: about.text(optional(200)),
    imageUrl: mediaField(link()),
    standards: listField(aboutTitled, 4, 'Standards'),
  }),
  'about-ingredients': defineSection(D['about-ingredients'], {
    heading: about.text(optional(200)),
    subheading: about.text(optional(500)),
    vitalixIngredients: listField(named, 5, 'Vitalix ingredients'),
    honeyDetails: listField(aboutTitled, 5, 'Honey details'),
    philosophy: about.text(optional(3000)),
  }),
  'products-hero': defineSection(D['products-hero'], headingFields(products)),
  'products-categories': defineSection(D['products-categories'], {
    categories: listField(
      defineItem({ id: choiceField(CATEGORY_IDS, 'Category id'), label: choiceLabel }),
      CATEGORY_IDS.length,
      'Categories',
    ),
  }),
  'products-sort': defineSection(D['products-sort'], {
    options: listField(
      defineItem({ value: choiceField(SORT_VALUES, 'Sort value'), label: choiceLabel }),
      SORT_VALUES.length,
      'Sort options',
    ),
  }),
  'products-cta': defineSection(D['products-cta'], {
    heading: products.text(optional(200)),
    subheading: products.text(optional(500)),
    primaryButtonText: products.text(optional(60)),
    secondaryButtonText: products.text(optional(60)),
  }),
  'products-features': defineSection(D['products-features'], {
    features: listField(
      defineItem({
        icon: {
          strict: z
            .enum(FEATURE_ICONS, { error: `Icon must be one of ${FEATURE_ICONS.join(', ')}` })
            .default('Leaf'),
          lenient: z.enum(FEATURE_ICONS).catch('Leaf'),
        },
        title: products.itemKey(optional(100)),
        description: products.itemText(optional(300)),
      }),
      MAX_PRODUCTS_FEATURES,
      'Feature cards',
    ),
  }),
  'privacy-main': legalPage(D['privacy-main']),
  'terms-main': legalPage(D['terms-main']),
} satisfies Record<DefaultedSectionKey, { strict: z.ZodType; lenient: z.ZodType }>;

type Sections = typeof SECTIONS;

/**
 * A page's hero: heading and subheading, both required (back-office §5). The about hero's writer; the
 * products hero is free JSON held to the same rule by its id (section-rules.ts), and has this shape.
 */
export const headingSection = SECTIONS['about-hero'].strict;

const typed = <K extends TypedSectionKey>(key: K): Sections[K]['strict'] => SECTIONS[key].strict;

/** Each typed section's writer. */
export const SECTION_SCHEMAS = {
  'home-hero': typed('home-hero'),
  'home-vitalix': typed('home-vitalix'),
  'home-quality': typed('home-quality'),
  'home-testimonials': typed('home-testimonials'),
  'home-vitalix-pricing': typed('home-vitalix-pricing').refine(
    (c) => c.recommendedTierIndex === undefined || c.recommendedTierIndex < c.pricingTiers.length,
    { message: CONTENT_MESSAGES.recommendedTier, path: ['recommendedTierIndex'] },
  ),
  'home-honey-strip': typed('home-honey-strip'),
  'about-hero': typed('about-hero'),
  'about-mission-vision': typed('about-mission-vision'),
  'about-values': typed('about-values'),
  'about-promise': typed('about-promise'),
  'about-quality': typed('about-quality'),
  'about-ingredients': typed('about-ingredients'),
  'products-categories': typed('products-categories'),
  'products-sort': typed('products-sort'),
  'products-cta': typed('products-cta'),
  'products-features': typed('products-features'),
  'privacy-main': typed('privacy-main'),
  'terms-main': typed('terms-main'),
} satisfies Record<TypedSectionKey, z.ZodType>;

/** What a typed section holds once saved: the writer's output. */
export type SectionContent<K extends TypedSectionKey> = z.output<(typeof SECTION_SCHEMAS)[K]>;
/** What a typed section's writer accepts: fields with a default may be left out. */
export type SectionInput<K extends TypedSectionKey> = z.input<(typeof SECTION_SCHEMAS)[K]>;
/** What the storefront reads from a section: every field there, each stored value or its default. */
export type SectionRead<K extends DefaultedSectionKey> = z.output<Sections[K]['lenient']>;

/** A section's stored content as the storefront reads it; anything at all may be passed. */
export function readSection<K extends DefaultedSectionKey>(key: K, content: unknown): SectionRead<K> {
  return SECTIONS[key].lenient.parse(content) as SectionRead<K>;
}

export type HeadingContent = z.output<typeof headingSection>;
export type TitleDescription = z.output<typeof aboutTitled.lenient>;
export type NameDescription = z.output<typeof named.lenient>;
export type PricingTierContent = z.output<typeof tierSchema>;
