import { z } from 'zod';
import { isPriceText } from '../money-schemas';
import { hasNoControlCharacters } from '../text/text-rules';
import { FEATURE_ICONS, SORT_OPTION_DEFAULTS, CATEGORY_CHIP_DEFAULTS } from './section-defaults';
import { isTypedSectionKey, sectionKey, type TypedSectionKey } from './sections';

/**
 * What a content section may hold (back-office §5 Content editor), checked by the editor before it saves
 * and by the server on every write, with the same messages. Typed sections have a schema each; any other
 * section is free JSON, held to the generic rules only (a hero needs heading and subheading, a video
 * section a videoUrl, an image section an imageUrl) and to the link rule for every field that names an
 * address. Everything staff type is stored as text and rendered as text.
 */

export const CONTENT_MESSAGES = {
  headingRequired: 'Heading is required',
  subheadingRequired: 'Subheading is required',
  videoRequired: 'Video URL is required',
  imageRequired: 'Image URL is required',
  descriptionRequired: 'Description is required',
  tiersRequired: 'At least one pricing tier is required',
  tierNameRequired: 'Product name is required',
  tierPriceRequired: 'Price is required',
  tierQuantity: 'Quantity must be greater than 0',
  validationTitle: 'Validation Error',
  validationDescription: 'Please fix the errors before saving',
  invalidJson: 'Invalid JSON',
  invalidJsonHelp: 'Please fix the JSON syntax. Check for missing quotes, commas, or brackets.',
  saved: 'Content saved',
  savedDescription: 'Your changes have been saved successfully and are now live on the website',
  saveFailed: 'Failed to save content',
  notObject: 'Content must be a JSON object',
  tooLarge: 'Content is too large: at most 100,000 characters of JSON',
  tooDeep: 'Content is nested too deeply: at most 20 levels of objects and lists',
  link: 'Enter a web address starting with http:// or https://, or a path on this site starting with /',
  color: 'Background colour must be a hex colour such as #FEF3C7',
  recommendedTier: 'The recommended tier must be one of the tiers',
  notFound: 'Content section not found',
  noSections: 'No sections are defined for this page yet.',
} as const;

export const duplicateSectionMessage = (page: string, section: string) =>
  `Content for the ${page} page's ${section} section already exists`;

export const MAX_CONTENT_JSON = 100_000;
/** Objects and lists within each other: a section's own shapes use four or five. */
export const MAX_CONTENT_DEPTH = 20;
export const MAX_PRODUCTS_FEATURES = 6;
export const MAX_PRICING_TIERS = 6;
export const MAX_HONEY_FEATURES = 8;
export const MAX_BENEFITS = 10;

/** A stored address: http(s) or a path on this site, never `javascript:`, `data:` or `//host`. */
export function isSiteLink(value: string): boolean {
  return (
    (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !/\s/.test(value)) ||
    /^https?:\/\/[^\s]+$/i.test(value)
  );
}

/** Field names that hold an address: every such string, at any depth, must pass `isSiteLink` when set. */
const LINK_FIELD = /(url|link|href|src|image)$/i;

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
const titled = z.object({ title: optional(200), description: optional(1000) });
const named = z.object({ name: optional(200), description: optional(1000) });
const list = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z
    .array(item, { error: `${label} must be a list` })
    .max(max, `${label}: at most ${max}`)
    .default([]);

const tierSchema = z.object({
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
  'about-hero': z.object({
    heading: required(CONTENT_MESSAGES.headingRequired, 200),
    subheading: required(CONTENT_MESSAGES.subheadingRequired, 500),
  }),
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

export type SectionProblem = { path: string; message: string };
export type SectionCheck =
  { ok: true; content: Record<string, unknown> } | { ok: false; problems: SectionProblem[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function blank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** back-office §5: the rules that follow from a section's id alone, for every section. */
function idRules(key: string, content: Record<string, unknown>): SectionProblem[] {
  const problems: SectionProblem[] = [];
  if (key.includes('hero')) {
    if (blank(content.heading)) problems.push({ path: 'heading', message: CONTENT_MESSAGES.headingRequired });
    if (blank(content.subheading))
      problems.push({ path: 'subheading', message: CONTENT_MESSAGES.subheadingRequired });
  }
  if (key.includes('video') && blank(content.videoUrl))
    problems.push({ path: 'videoUrl', message: CONTENT_MESSAGES.videoRequired });
  if (key.includes('image') && blank(content.imageUrl))
    problems.push({ path: 'imageUrl', message: CONTENT_MESSAGES.imageRequired });
  return problems;
}

/** Every string under an address-like key, at any depth, must be a site link (or empty). */
function linkProblems(value: unknown, path: string[] = []): SectionProblem[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => linkProblems(item, [...path, String(i)]));
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const at = [...path, key];
    if (typeof item === 'string' && LINK_FIELD.test(key) && item.trim() && !isSiteLink(item.trim()))
      return [{ path: at.join('.'), message: CONTENT_MESSAGES.link }];
    return linkProblems(item, at);
  });
}

/** Text with control characters (other than line breaks and tabs) at any depth. */
function controlProblems(value: unknown, path: string[] = []): SectionProblem[] {
  if (typeof value === 'string')
    return hasNoControlCharacters(value)
      ? []
      : [{ path: path.join('.'), message: 'May not contain control characters' }];
  if (Array.isArray(value)) return value.flatMap((item, i) => controlProblems(item, [...path, String(i)]));
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => controlProblems(item, [...path, key]));
}

/**
 * Whether a parsed JSON value nests objects and lists more than `limit` deep. Walked with a list instead
 * of recursion: the value is hostile until checked, and the other walks here (and JSON.stringify) recurse,
 * so a few thousand levels overflowed the stack (a 500) before this check.
 */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<[item: unknown, depth: number]> = [[value, 0]];
  while (pending.length) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Content given as JSON text is parsed; anything else is taken as it is. */
export function parseContentInput(
  input: unknown,
): { ok: true; value: unknown } | { ok: false; message: string } {
  if (typeof input !== 'string') return { ok: true, value: input };
  try {
    return { ok: true, value: JSON.parse(input) as unknown };
  } catch {
    return { ok: false, message: CONTENT_MESSAGES.invalidJson };
  }
}

/**
 * Checks a section's content and answers the content to store (trimmed; typed sections keep only their
 * fields) or every problem with its field path and the spec's message, the first of them first.
 */
export function checkSectionContent(page: string, section: string, content: unknown): SectionCheck {
  if (!isRecord(content)) return { ok: false, problems: [{ path: '', message: CONTENT_MESSAGES.notObject }] };
  if (nestedDeeperThan(content, MAX_CONTENT_DEPTH))
    return { ok: false, problems: [{ path: '', message: CONTENT_MESSAGES.tooDeep }] };
  if (JSON.stringify(content).length > MAX_CONTENT_JSON)
    return { ok: false, problems: [{ path: '', message: CONTENT_MESSAGES.tooLarge }] };
  const key = sectionKey(page, section);
  if (isTypedSectionKey(key)) {
    const parsed = SECTION_SCHEMAS[key].safeParse(content);
    if (parsed.success) return { ok: true, content: parsed.data as Record<string, unknown> };
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    };
  }
  const problems = [...idRules(key, content), ...linkProblems(content), ...controlProblems(content)];
  return problems.length ? { ok: false, problems } : { ok: true, content };
}
