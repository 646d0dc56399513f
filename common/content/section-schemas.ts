import { z } from 'zod';
import { isPriceText } from '../money-schemas';
import { hasNoControlCharacters } from '../text/text-rules';
import { CONTENT_MESSAGES, isSiteLink } from './content-messages';
import { CATEGORY_CHIP_DEFAULTS, FEATURE_ICONS, SORT_OPTION_DEFAULTS } from './section-defaults';
import type { TypedSectionKey } from './sections';

/**
 * What each typed content section holds (back-office §2 sections, §5 Content editor): one schema per
 * section, checked by the editor before it saves and by the server on every write (section-rules.ts), and
 * the source of the section's TypeScript type for everyone else (the seed, the storefront's readers).
 */

export const MAX_PRODUCTS_FEATURES = 6;
export const MAX_PRICING_TIERS = 6;
export const MAX_HONEY_FEATURES = 8;
export const MAX_BENEFITS = 10;

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
/** A titled card (certifications, standards, honey details). */
export const titled = z.object({ title: optional(200), description: optional(1000) });
export const named = z.object({ name: optional(200), description: optional(1000) });
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

/**
 * A page's hero: heading and subheading, both required (back-office §5). The about hero's schema; the
 * products hero is free JSON held to the same rule by its id (section-rules.ts), and has this shape.
 */
export const headingSection = z.object({
  heading: required(CONTENT_MESSAGES.headingRequired, 200),
  subheading: required(CONTENT_MESSAGES.subheadingRequired, 500),
});

/** Each typed section's one definition: the writer, and through the types below the seed's shapes. */
export const SECTION_SCHEMAS = {
  'home-hero': z.object({
    videoUrl: requiredLink(CONTENT_MESSAGES.videoRequired),
    heading: required(CONTENT_MESSAGES.headingRequired, 200),
    subheading: required(CONTENT_MESSAGES.subheadingRequired, 500),
    ctaText: optional(60),
    secondaryCtaText: optional(60),
  }),
  'home-vitalix': z.object({
    heading: optional(200),
    description: required(CONTENT_MESSAGES.descriptionRequired, 2000),
    imageUrl: requiredLink(CONTENT_MESSAGES.imageRequired),
    benefits: lines(MAX_BENEFITS, 'Benefits'),
    ctaText: optional(60),
    highlightedText: optional(300),
  }),
  'home-quality': z.object({
    heading: optional(200),
    description: optional(2000),
    videoUrl: link(),
    imageUrl: link(),
    certifications: list(titled, 3, 'Certifications'),
  }),
  'home-testimonials': z.object({ heading: optional(200), subheading: optional(500) }),
  'home-vitalix-pricing': z
    .object({
      heading: optional(200),
      subheading: optional(500),
      imageUrl: link(),
      imageAlt: optional(200),
      pricingTiers: z
        .array(tierSchema, { error: CONTENT_MESSAGES.tiersRequired })
        .min(1, CONTENT_MESSAGES.tiersRequired)
        .max(MAX_PRICING_TIERS, `Pricing tiers: at most ${MAX_PRICING_TIERS}`),
      ctaButtonText: optional(60),
      footerText: optional(300),
      guaranteeText: optional(300),
      // Left out, the page marks its own default (the second tier when there is one).
      recommendedTierIndex: z.coerce.number().int().min(0).optional(),
      showUrgencyTimer: z.boolean({ error: 'Show urgency timer must be yes or no' }).default(false),
      urgencyTimerText: optional(200),
    })
    .refine((c) => c.recommendedTierIndex === undefined || c.recommendedTierIndex < c.pricingTiers.length, {
      message: CONTENT_MESSAGES.recommendedTier,
      path: ['recommendedTierIndex'],
    }),
  'home-honey-strip': z.object({
    sectionHeading: optional(200),
    subheading: optional(500),
    title: optional(200),
    punchline: optional(300),
    ctaLabel: optional(100),
    imageUrl: link(),
    ctaButtonText: optional(60),
    ctaLink: link(),
    backgroundColor: plain(7)
      .refine((v) => v === '' || /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(v), CONTENT_MESSAGES.color)
      .default(''),
    features: lines(MAX_HONEY_FEATURES, 'Features'),
  }),
  'about-hero': headingSection,
  'about-mission-vision': z.object({ mission: optional(2000), vision: optional(2000) }),
  'about-values': z.object({
    heading: optional(200),
    subheading: optional(500),
    values: list(titled.extend({ icon: optional(30) }), 4, 'Values'),
  }),
  'about-promise': z.object({
    heading: optional(200),
    imageUrl: link(),
    paragraphs: z
      .array(plain(3000))
      .max(10, 'Paragraphs: at most 10')
      .transform((list) => list.filter(Boolean))
      .default([]),
  }),
  'about-quality': z.object({
    heading: optional(200),
    imageUrl: link(),
    standards: list(titled, 4, 'Standards'),
  }),
  'about-ingredients': z.object({
    heading: optional(200),
    subheading: optional(500),
    vitalixIngredients: list(named, 5, 'Vitalix ingredients'),
    honeyDetails: list(titled, 5, 'Honey details'),
    philosophy: optional(3000),
  }),
  'products-categories': z.object({
    categories: list(
      z.object({
        id: z.enum(
          CATEGORY_CHIP_DEFAULTS.map((c) => c.id),
          { error: `Category id must be one of ${CATEGORY_CHIP_DEFAULTS.map((c) => c.id).join(', ')}` },
        ),
        label: optional(60),
      }),
      CATEGORY_CHIP_DEFAULTS.length,
      'Categories',
    ),
  }),
  'products-sort': z.object({
    options: list(
      z.object({
        value: z.enum(
          SORT_OPTION_DEFAULTS.map((o) => o.value),
          { error: `Sort value must be one of ${SORT_OPTION_DEFAULTS.map((o) => o.value).join(', ')}` },
        ),
        label: optional(60),
      }),
      SORT_OPTION_DEFAULTS.length,
      'Sort options',
    ),
  }),
  'products-cta': z.object({
    heading: optional(200),
    subheading: optional(500),
    primaryButtonText: optional(60),
    secondaryButtonText: optional(60),
  }),
  'products-features': z.object({
    features: list(
      z.object({
        icon: z
          .enum(FEATURE_ICONS, { error: `Icon must be one of ${FEATURE_ICONS.join(', ')}` })
          .default('Leaf'),
        title: optional(100),
        description: optional(300),
      }),
      MAX_PRODUCTS_FEATURES,
      'Feature cards',
    ),
  }),
} satisfies Record<TypedSectionKey, z.ZodType>;

/** What a typed section holds once saved: the writer's output. */
export type SectionContent<K extends TypedSectionKey> = z.output<(typeof SECTION_SCHEMAS)[K]>;
/** What a typed section's writer accepts: fields with a default may be left out. */
export type SectionInput<K extends TypedSectionKey> = z.input<(typeof SECTION_SCHEMAS)[K]>;
export type HeadingContent = z.output<typeof headingSection>;
export type TitleDescription = z.output<typeof titled>;
export type NameDescription = z.output<typeof named>;
export type PricingTierContent = z.output<typeof tierSchema>;
