import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { isRecord, type Fields } from '../../../../common/content/fields';
import {
  checkSectionContent,
  checkSectionUrdu,
  CONTENT_MESSAGES,
  sectionUrdu,
} from '../../../../common/content/section-rules';
import { isTypedSectionKey } from '../../../../common/content/sections';
import { urduFieldPath, type UrduRecord } from '../../../../common/i18n/urdu-version';
import { URDU_VALUES } from '../../forms/text-language';
import type { SectionCardInfo } from './content-view';
import { formatJson, invalidJsonMessage, parseJsonText, RAW_FIELD } from './raw-json-editor';
import type { AnySectionForm } from './section-form';
import { SECTION_FORMS } from './section-forms';

/**
 * The section editor's draft (back-office §2, §5): the section's form, or for any other section the raw
 * JSON editor's one field, and its Urdu version under `ur` (decision 039); the content the values stand
 * for; and the section's rules, the same the server applies (common/content/section-rules.ts), as the
 * form's check.
 */

export function sectionFormOf(key: string): AnySectionForm | null {
  return isTypedSectionKey(key) ? SECTION_FORMS[key] : null;
}

/**
 * The form's values for a section's content (its form's, or the content as JSON text) and for its Urdu
 * version as saved (decision 039).
 */
export function valuesOf(
  form: AnySectionForm | null,
  content: Fields,
  ur?: Record<string, unknown> | null,
): FieldValues {
  const english = form ? form.fromContent(content) : { [RAW_FIELD]: formatJson(content) };
  return { ...english, [URDU_VALUES]: structuredClone(ur ?? {}) };
}

/** The values the section's content is made of: all but its Urdu version. */
function contentValues(values: FieldValues): FieldValues {
  const { [URDU_VALUES]: _urdu, ...rest } = values;
  return rest;
}

/** The draft as the live preview reads it; undefined while the raw JSON does not parse. */
export function previewContentOf(
  form: AnySectionForm | null,
  values: FieldValues,
): Record<string, unknown> | undefined {
  if (form) return form.toContent(contentValues(values));
  const parsed = parseJsonText(String(values[RAW_FIELD]));
  return parsed.ok && isRecord(parsed.value) ? parsed.value : undefined;
}

type Issue = { path: string[]; message: string };
type DraftCheck =
  | { ok: true; content: Record<string, unknown>; ur: UrduRecord | null | undefined }
  | { ok: false; issues: Issue[] };

/**
 * The section's Urdu version checked with its rules (decision 039): what to save (undefined for a
 * section that has none), or each problem on its Urdu field (a line's on its list; one no field shows is
 * the form's own, `root.<n>` from `unplaced`).
 */
function checkUrdu(
  card: SectionCardInfo,
  values: FieldValues,
  unplaced: number,
): { ur: UrduRecord | null | undefined; issues: Issue[] } {
  const urdu = sectionUrdu(card.page, card.section);
  if (!urdu) return { ur: undefined, issues: [] };
  const check = checkSectionUrdu(card.page, card.section, values[URDU_VALUES]);
  if (check.ok) return { ur: check.ur, issues: [] };
  let n = unplaced;
  const issues = check.problems.map((problem) => {
    const path = urduFieldPath(urdu.shape, problem.path ? problem.path.split('.') : []);
    return { path: path.length ? [URDU_VALUES, ...path] : ['root', String(n++)], message: problem.message };
  });
  return { ur: undefined, issues };
}

/**
 * The field a problem's path lands on: the path through the values as far as it goes, stopping at text
 * (a list typed as text holds the problems of its entries) or at a list (its own problem: too many).
 * A path that ends on a row, or names nothing of the values, has no field.
 */
function fieldAt(values: FieldValues, path: string): string | null {
  const walked: string[] = [];
  let at: unknown = values;
  for (const part of path.split('.').filter(Boolean)) {
    if (typeof at !== 'object' || at === null || !(part in at)) break;
    at = (at as Record<string, unknown>)[part];
    walked.push(part);
  }
  if (!walked.length || isRecord(at)) return null;
  return walked.join('.');
}

/**
 * The draft checked with the section's rules: the content and the Urdu version to store (trimmed, only
 * the section's fields), or each problem on the field it is about. The raw JSON editor's problems are all
 * its one field's, as `path: message`; a typed form's problem without a field is the form's own
 * (`root.<n>`).
 */
export function checkDraft(
  card: SectionCardInfo,
  form: AnySectionForm | null,
  values: FieldValues,
): DraftCheck {
  const english = checkContent(card, form, values);
  const urdu = checkUrdu(card, values, english.ok ? 0 : english.unplaced);
  const issues = [...(english.ok ? [] : english.issues), ...urdu.issues];
  return english.ok && !issues.length
    ? { ok: true, content: english.content, ur: urdu.ur }
    : { ok: false, issues };
}

function checkContent(
  card: SectionCardInfo,
  form: AnySectionForm | null,
  values: FieldValues,
): { ok: true; content: Record<string, unknown> } | { ok: false; issues: Issue[]; unplaced: number } {
  if (!form) {
    const parsed = parseJsonText(String(values[RAW_FIELD]));
    if (!parsed.ok) {
      const message = invalidJsonMessage(parsed.message);
      return { ok: false, issues: [{ path: [RAW_FIELD], message }], unplaced: 0 };
    }
    const check = checkSectionContent(card.page, card.section, parsed.value);
    if (check.ok) return check;
    const said = check.problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('; ');
    return { ok: false, issues: [{ path: [RAW_FIELD], message: said }], unplaced: 0 };
  }
  const english = contentValues(values);
  const check = checkSectionContent(card.page, card.section, form.toContent(english));
  if (check.ok) return check;
  let unplaced = 0;
  const issues = check.problems.map((problem) => {
    const field = fieldAt(english, form.fieldOf?.(problem.path) ?? problem.path);
    return { path: field ? field.split('.') : ['root', String(unplaced++)], message: problem.message };
  });
  return { ok: false, issues, unplaced };
}

/** The form's check: the section's rules on the content the values make. */
export function draftSchema(card: SectionCardInfo, form: AnySectionForm | null) {
  return z.custom<FieldValues>().superRefine((values, ctx) => {
    const check = checkDraft(card, form, values);
    if (!check.ok) for (const issue of check.issues) ctx.addIssue({ code: 'custom', ...issue });
  });
}

/** Whether a problem of the raw JSON field is that the JSON does not parse (`invalidJsonMessage`). */
export const isJsonSyntaxProblem = (message: string | undefined) =>
  message?.startsWith(`${CONTENT_MESSAGES.invalidJson}: `) ?? false;
