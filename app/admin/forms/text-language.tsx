import { useEffect, useId, useState } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import type { Language } from '../../../common/i18n/languages';
import { cn } from '../../lib/cn';
import { controlOf } from './editor-fields';
import { ProblemCount, problemNames } from './form-tabs';

/**
 * The language an editor's texts are being typed in (decision 039): the record's English, or its Urdu
 * version, which the form holds under `ur` (the API body's field). Both stay drawn, the other one hidden,
 * so every field keeps its value and is checked; the switch says how many problems each language has, and
 * a refused save shows the language of the problem it focuses.
 */
export type TextLanguage = Language;

/** Where a form keeps a record's Urdu version: the body's `ur` field, by the English key names. */
export const URDU_VALUES = 'ur';

/** Whether a field of the form is part of the Urdu version. */
export const isUrduName = (name: string) => name === URDU_VALUES || name.startsWith(`${URDU_VALUES}.`);

const languageOf = (name: string): TextLanguage => (isUrduName(name) ? 'ur' : 'en');

/**
 * The editor's language, and what the switch shows. `focus`: after a refused save, focus the first
 * problem of the language shown (a form in tabs leaves that to its tabs, which see only the language
 * shown: `shows`). `control` for an editor that holds its form itself (outside the form's provider).
 */
export function useTextLanguage<V extends FieldValues>({
  control,
  focus = true,
}: { control?: Control<V>; focus?: boolean } = {}) {
  const { errors, submitCount } = useFormState({ control });
  const [language, setLanguage] = useState<TextLanguage>('en');
  const [seenSubmits, setSeenSubmits] = useState(submitCount);
  const [focusing, setFocusing] = useState<{ name: string } | null>(null);
  const problems = problemNames(errors);
  const counts = {
    en: problems.filter((name) => languageOf(name) === 'en').length,
    ur: problems.filter((name) => languageOf(name) === 'ur').length,
  };

  // A save was tried: stay where the person is typing if it has a problem, else show the other language.
  if (submitCount !== seenSubmits) {
    setSeenSubmits(submitCount);
    const first = problems.find((name) => languageOf(name) === language) ?? problems[0];
    if (first) {
      setLanguage(languageOf(first));
      if (focus) setFocusing({ name: first });
    }
  }
  // Once its language shows: a hidden field cannot take focus.
  useEffect(() => {
    if (focusing) controlOf(focusing.name)?.focus();
  }, [focusing]);

  return {
    language,
    setLanguage,
    counts,
    /** Whether a field is in the language shown. */
    shows: (name: string) => languageOf(name) === language,
  };
}

export type TextLanguageState = ReturnType<typeof useTextLanguage>;

const CHOICES: ReadonlyArray<{ value: TextLanguage; label: string; lang: string }> = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ur', label: 'اردو', lang: 'ur' },
];

/**
 * The switch between the English and the Urdu version of an editor's texts: two radio buttons (the arrow
 * keys move between them), each saying how many of its fields have a problem.
 */
export function TextLanguageSwitch({
  languages,
  hint = 'Urdu fields left empty show the English on the Urdu pages.',
}: {
  languages: TextLanguageState;
  hint?: string;
}) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1" aria-describedby={hintId}>
      <legend className="sr-only">Language of the texts</legend>
      <div className="inline-flex rounded-lg border border-stone-300 bg-stone-100 p-0.5">
        {CHOICES.map((choice) => {
          const n = languages.counts[choice.value];
          const checked = languages.language === choice.value;
          return (
            <label
              key={choice.value}
              className={cn(
                'relative inline-flex min-h-10 cursor-pointer items-center rounded-md px-4 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700',
                checked ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-700 hover:text-stone-900',
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => languages.setLanguage(choice.value)}
                className="sr-only"
              />
              <span lang={choice.lang}>{choice.label}</span>
              <ProblemCount count={n} />
            </label>
          );
        })}
      </div>
      <p id={hintId} className="text-xs text-stone-600">
        {hint}
      </p>
    </fieldset>
  );
}
