import type { Language } from '../i18n/languages';
import { isBlankUrdu, textsInLanguage, type UrduGroup, type UrduRecord } from '../i18n/urdu-version';
import { hasNoControlCharacters } from '../text/text-rules';
import { CONTENT_MESSAGES, isSiteLink } from './content-messages';
import { SECTION_DEFAULTS, type DefaultedSectionKey } from './section-defaults';
import { SECTION_SCHEMAS, SECTIONS } from './section-schemas';
import { isTypedSectionKey, sectionKey } from './sections';

/**
 * What a content section may hold (back-office §5 Content editor), checked by the editor before it saves
 * and by the server on every write, with the same messages. Typed sections have a schema each
 * (section-schemas.ts); any other section is free JSON, held to the generic rules only (a hero needs
 * heading and subheading, a video section a videoUrl, an image section an imageUrl) and to the link rule
 * for every field that names an address. Everything staff type is stored as text and rendered as text.
 */

export { CONTENT_MESSAGES, duplicateSectionMessage, isSiteLink } from './content-messages';
export {
  MAX_BENEFITS,
  MAX_HONEY_FEATURES,
  MAX_LEGAL_PARAGRAPHS,
  MAX_LEGAL_SECTIONS,
  MAX_PRICING_TIERS,
  MAX_PRODUCTS_FEATURES,
  SECTION_SCHEMAS,
} from './section-schemas';

export const MAX_CONTENT_JSON = 100_000;
/** Objects and lists within each other: a section's own shapes use four or five. */
export const MAX_CONTENT_DEPTH = 20;

/** Field names that hold an address: every such string, at any depth, must pass `isSiteLink` when set. */
const LINK_FIELD = /(url|link|href|src|image)$/i;

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

const hasDefinition = (key: string): key is DefaultedSectionKey => Object.hasOwn(SECTION_DEFAULTS, key);

/**
 * A section's Urdu version (decision 039), derived from its definition: the sections the shop's pages
 * read by their fields (the typed ones and the products page's hero). Any other key has none.
 */
export function sectionUrdu(page: string, section: string): UrduGroup | undefined {
  const key = sectionKey(page, section);
  return hasDefinition(key) ? SECTIONS[key].urdu : undefined;
}

/**
 * A section's stored content with its words in `language` (decision 039): the Urdu over the English field
 * by field, the English (and, as the page reads it, the section's default) wherever the Urdu is empty.
 */
export function sectionTextsIn(
  page: string,
  section: string,
  content: Record<string, unknown>,
  ur: unknown,
  language: Language,
): Record<string, unknown> {
  const urdu = sectionUrdu(page, section);
  return urdu ? textsInLanguage(content, ur, urdu.shape, language) : content;
}

export type SectionUrduCheck =
  { ok: true; ur: UrduRecord | null } | { ok: false; problems: SectionProblem[] };

/**
 * Checks a section's Urdu version as `checkSectionContent` checks its content: what to store (null for
 * none) or every problem with its path and the English field's message.
 */
export function checkSectionUrdu(page: string, section: string, ur: unknown): SectionUrduCheck {
  if (isBlankUrdu(ur)) return { ok: true, ur: null };
  const urdu = sectionUrdu(page, section);
  if (!urdu) return { ok: false, problems: [{ path: '', message: CONTENT_MESSAGES.noUrdu }] };
  const parsed = urdu.schema.safeParse(ur);
  if (parsed.success) return { ok: true, ur: (parsed.data as UrduRecord | undefined) ?? null };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  };
}
