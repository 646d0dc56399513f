import { useMemo, useState } from 'react';
import { isRecord, type Fields } from '../../../../common/content/fields';
import { defaultSectionContent } from '../../../../common/content/section-defaults';
import { checkSectionContent, type SectionProblem } from '../../../../common/content/section-rules';
import { isTypedSectionKey } from '../../../../common/content/sections';
import type { SectionCardInfo } from './content-view';
import { shownContent } from './content-view';
import { mergeOverDefaults } from './list-rules';
import { formatJson, parseJsonText } from './raw-json-editor';
import type { Errors } from './section-form';
import { SECTION_FORMS } from './section-forms';

/**
 * The editor's draft of one section: the form's values (or the raw JSON text), the content they stand
 * for, its check against the section's rules, and whether it changed since the editor opened. Messages
 * show next to their fields once a save was tried, and follow the draft from then on.
 */
export function useSectionDraft(card: SectionCardInfo) {
  const form = isTypedSectionKey(card.key) ? SECTION_FORMS[card.key] : null;
  const valuesOf = (content: Fields): unknown => (form ? form.fromContent(content) : formatJson(content));

  const [opened] = useState(() => valuesOf(shownContent(card.key, card.record)));
  const [values, setValues] = useState(opened);
  const [submitted, setSubmitted] = useState(false);
  const [jsonError, setJsonError] = useState<string | null>(null);

  /** The draft as content; undefined while the raw JSON does not parse. */
  const content = useMemo<unknown>(() => {
    if (form) return form.toContent(values);
    const parsed = parseJsonText(values as string);
    return parsed.ok ? parsed.value : undefined;
  }, [form, values]);

  const check = useMemo(
    () => (content === undefined ? null : checkSectionContent(card.page, card.section, content)),
    [card.page, card.section, content],
  );
  const problems = useMemo<SectionProblem[]>(
    () => (submitted && check && !check.ok ? check.problems : []),
    [submitted, check],
  );

  const errors = useMemo(() => {
    const byPath: Record<string, string> = {};
    for (const problem of problems) byPath[problem.path] ??= problem.message;
    return byPath as Errors;
  }, [problems]);

  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(opened), [values, opened]);

  return {
    form,
    values,
    setValues,
    content,
    previewContent: isRecord(content) ? content : undefined,
    check,
    problems,
    errors,
    dirty,
    submitted,
    markSubmitted: () => setSubmitted(true),
    jsonError,
    setJsonError,
    /** A saved version back in the form, read as the page would show it. */
    restore(versionContent: Fields) {
      setValues(valuesOf(mergeOverDefaults(defaultSectionContent(card.key), versionContent)));
      setJsonError(null);
    },
  };
}

export type SectionDraft = ReturnType<typeof useSectionDraft>;
