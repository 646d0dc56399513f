import { SECTION_DEFAULTS } from '../../../../common/content/section-defaults';
import type { NameDescription, TitleDescription } from '../../../../common/content/section-schemas';

/**
 * The About page's content sections (storefront §2 "About", §3 "About content") parsed into typed shapes.
 * Staff edit these blocks as free JSON in the back office, so every field may be missing, empty or of the
 * wrong type: each one falls back to its default in SECTION_DEFAULTS, so every section always renders.
 */

export type { NameDescription, TitleDescription };

/** Icon names a core value may ask for; the values grid maps each to a lucide icon. */
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

/** Values without a (known) icon take these in turn, so a grid of defaults does not repeat one icon. */
export const DEFAULT_VALUE_ICONS: readonly ValueIconName[] = ['leaf', 'handshake', 'eye', 'recycle'];

export type AboutValue = TitleDescription & { icon: ValueIconName };

export type AboutContent = {
  hero: { heading: string; subheading: string };
  missionVision: { mission: string; vision: string };
  values: { heading: string; subheading: string; values: AboutValue[] };
  promise: { heading: string; imageUrl: string | null; paragraphs: string[] };
  /** `standards`: the four features of the quality section, shown with the icons of their places. */
  quality: { heading: string; imageUrl: string | null; standards: TitleDescription[] };
  ingredients: {
    heading: string;
    subheading: string;
    vitalixIngredients: NameDescription[];
    honeyDetails: TitleDescription[];
    philosophy: string;
  };
};

/**
 * The About page's defaults: SECTION_DEFAULTS by section (the content editor opens with the same), plus
 * §2's words for a value left without a title or description.
 */
export const ABOUT_DEFAULTS = {
  hero: SECTION_DEFAULTS['about-hero'],
  missionVision: SECTION_DEFAULTS['about-mission-vision'],
  values: SECTION_DEFAULTS['about-values'],
  valueTitle: 'Value',
  valueDescription: 'Description',
  promise: SECTION_DEFAULTS['about-promise'],
  quality: SECTION_DEFAULTS['about-quality'],
  ingredients: SECTION_DEFAULTS['about-ingredients'],
} as const;

type Block = { section: string; content: unknown };
type Fields = Record<string, unknown>;

/** A block's content as an object; stored JSON text is parsed, anything unreadable counts as empty. */
function fieldsOf(blocks: readonly Block[], section: string): Fields {
  let content = blocks.find((block) => block.section === section)?.content;
  if (typeof content === 'string') {
    try {
      content = JSON.parse(content) as unknown;
    } catch {
      return {};
    }
  }
  return isRecord(content) ? content : {};
}

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The trimmed text, or '' when the value is not a string. */
function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function textOr(value: unknown, fallback: string): string {
  return text(value) || fallback;
}

/**
 * A path of this site or an http(s) URL; anything else (empty, wrong type, `javascript:`...) is no image.
 * `//host`, `/\host` and `/<tab>/host` are other hosts to a browser, so they are no path of ours.
 */
function imageUrl(value: unknown): string | null {
  const url = text(value);
  if (/[\t\n\r]/.test(url)) return null;
  return (url.startsWith('/') && !/^\/[/\\]/.test(url)) || /^https?:\/\//i.test(url) ? url : null;
}

/** Parses a list with `item`, dropping entries it rejects; an empty result takes the fallback list. */
function listOr<T>(
  value: unknown,
  item: (entry: unknown, index: number) => T | null,
  fallback: readonly T[],
): T[] {
  const parsed = Array.isArray(value)
    ? value.map((entry, index) => item(entry, index)).filter((entry): entry is T => entry !== null)
    : [];
  // Copies, so that whoever holds the answer cannot change the shared defaults.
  return parsed.length ? parsed : fallback.map((entry) => (isRecord(entry) ? { ...entry } : entry));
}

/** 'Shield-Check', 'shield_check' and 'ShieldCheck' all name the same icon. */
export function valueIcon(value: unknown, index: number): ValueIconName {
  const key = text(value)
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  const known = VALUE_ICON_NAMES.find((name) => name === key);
  return known ?? DEFAULT_VALUE_ICONS[index % DEFAULT_VALUE_ICONS.length] ?? 'leaf';
}

function parseValue(entry: unknown, index: number): AboutValue | null {
  if (typeof entry === 'string' && entry.trim()) {
    return {
      icon: valueIcon(null, index),
      title: entry.trim(),
      description: ABOUT_DEFAULTS.valueDescription,
    };
  }
  if (!isRecord(entry)) return null;
  return {
    icon: valueIcon(entry.icon, index),
    title: textOr(entry.title, ABOUT_DEFAULTS.valueTitle),
    description: textOr(entry.description, ABOUT_DEFAULTS.valueDescription),
  };
}

function parseParagraph(entry: unknown): string | null {
  return text(entry) || null;
}

/** An ingredient without a name says nothing, so it is left out. */
function parseIngredient(entry: unknown): NameDescription | null {
  if (!isRecord(entry) || !text(entry.name)) return null;
  return { name: text(entry.name), description: text(entry.description) };
}

/** A honey detail or quality standard without a title says nothing, so it is left out. */
function parseTitled(entry: unknown): TitleDescription | null {
  if (!isRecord(entry) || !text(entry.title)) return null;
  return { title: text(entry.title), description: text(entry.description) };
}

/** The quality section has four places, each with its icon (quality-section.tsx). */
const QUALITY_STANDARD_COUNT = 4;

/** Everything the About page shows from its content blocks (the rows of `content.listPublishedSections('about')`). */
export function parseAboutContent(blocks: readonly Block[]): AboutContent {
  const hero = fieldsOf(blocks, 'hero');
  const missionVision = fieldsOf(blocks, 'mission-vision');
  const values = fieldsOf(blocks, 'values');
  const promise = fieldsOf(blocks, 'promise');
  const quality = fieldsOf(blocks, 'quality');
  const ingredients = fieldsOf(blocks, 'ingredients');
  const d = ABOUT_DEFAULTS;

  return {
    hero: {
      heading: textOr(hero.heading, d.hero.heading),
      subheading: textOr(hero.subheading, d.hero.subheading),
    },
    missionVision: {
      mission: textOr(missionVision.mission, d.missionVision.mission),
      vision: textOr(missionVision.vision, d.missionVision.vision),
    },
    values: {
      heading: textOr(values.heading, d.values.heading),
      subheading: textOr(values.subheading, d.values.subheading),
      values: listOr(values.values, parseValue, d.values.values),
    },
    promise: {
      heading: textOr(promise.heading, d.promise.heading),
      imageUrl: imageUrl(promise.imageUrl),
      paragraphs: listOr(promise.paragraphs, parseParagraph, d.promise.paragraphs),
    },
    quality: {
      heading: textOr(quality.heading, d.quality.heading),
      imageUrl: imageUrl(quality.imageUrl),
      standards: listOr(quality.standards, parseTitled, d.quality.standards).slice(0, QUALITY_STANDARD_COUNT),
    },
    ingredients: {
      heading: textOr(ingredients.heading, d.ingredients.heading),
      subheading: textOr(ingredients.subheading, d.ingredients.subheading),
      vitalixIngredients: listOr(
        ingredients.vitalixIngredients,
        parseIngredient,
        d.ingredients.vitalixIngredients,
      ),
      honeyDetails: listOr(ingredients.honeyDetails, parseTitled, d.ingredients.honeyDetails),
      philosophy: textOr(ingredients.philosophy, d.ingredients.philosophy),
    },
  };
}
