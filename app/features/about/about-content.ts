/**
 * The About page's content sections (storefront §2 "About", §3 "About content") parsed into typed shapes.
 * Staff edit these blocks as free JSON in the back office, so every field may be missing, empty or of the
 * wrong type: each one falls back to the spec's default (or, where the spec names none, to shop copy) so
 * every section always renders.
 */

export type TitleDescription = { title: string; description: string };
export type NameDescription = { name: string; description: string };

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
  quality: { heading: string; imageUrl: string | null };
  ingredients: {
    heading: string;
    subheading: string;
    vitalixIngredients: NameDescription[];
    honeyDetails: TitleDescription[];
    philosophy: string;
  };
};

export const ABOUT_DEFAULTS = {
  hero: {
    heading: 'About Us',
    subheading:
      'Honest, organic wellness products from trusted Pakistani farms and beekeepers, delivered to your door.',
  },
  missionVision: {
    mission:
      'To bring pure, honestly labelled natural products to every Pakistani family, sourced fairly from local growers and delivered with cash on delivery.',
    vision:
      'A Pakistan where traditional wisdom and modern quality standards go hand in hand, and choosing natural wellness never means guessing what is in the jar.',
  },
  values: {
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
    ] satisfies AboutValue[],
  },
  /** §2: a value without a title or description shows these. */
  valueTitle: 'Value',
  valueDescription: 'Description',
  promise: {
    heading: 'Our Product Promise',
    // §2: "if none supplied, three fixed paragraphs on certified organic farms, rigorous testing, and
    // transparency and education".
    paragraphs: [
      'Every product starts on certified organic farms and with trusted growers we know personally. We visit our partners, see how they work, and buy only what meets our standards.',
      'Before anything is packed, it goes through rigorous testing: an independent laboratory checks each batch for purity, heavy metals and microbial safety.',
      'We believe in transparency and education. Full ingredient lists, clear usage instructions and honest answers help you make informed choices for yourself and your family.',
    ],
  },
  quality: { heading: 'Quality You Can Trust' },
  ingredients: {
    heading: 'The Power of Nature',
    subheading: 'A closer look at the ingredients behind Vitalix and our raw honey.',
    // §2: the ingredients card falls back to these five.
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
    // §2: the honey card falls back to five fixed features.
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

/** A relative or absolute http(s) URL; anything else (empty, wrong type, `javascript:`...) is no image. */
function imageUrl(value: unknown): string | null {
  const url = text(value);
  return url.startsWith('/') || /^https?:\/\//i.test(url) ? url : null;
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
  return parsed.length ? parsed : [...fallback];
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

function parseHoneyDetail(entry: unknown): TitleDescription | null {
  if (!isRecord(entry) || !text(entry.title)) return null;
  return { title: text(entry.title), description: text(entry.description) };
}

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
    },
    ingredients: {
      heading: textOr(ingredients.heading, d.ingredients.heading),
      subheading: textOr(ingredients.subheading, d.ingredients.subheading),
      vitalixIngredients: listOr(
        ingredients.vitalixIngredients,
        parseIngredient,
        d.ingredients.vitalixIngredients,
      ),
      honeyDetails: listOr(ingredients.honeyDetails, parseHoneyDetail, d.ingredients.honeyDetails),
      philosophy: textOr(ingredients.philosophy, d.ingredients.philosophy),
    },
  };
}
