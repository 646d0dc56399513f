import type { ReactNode } from 'react';
import { get, useFormState, useWatch } from 'react-hook-form';
import type { UrduGroupShape, UrduShape } from '../../../common/i18n/urdu-version';
import { TextArea, TextInput } from './editor-fields';
import { useBoundField } from './fields';
import { shorten } from './record-form';
import { URDU_VALUES } from './text-language';
import { urduFieldLabel, urduItemName } from './urdu-labels';

/**
 * The Urdu version of a record's texts (decision 039), drawn from its shape (common/, derived from the
 * record's one definition) beside the English the form holds: one right-to-left field per English text,
 * the English as its placeholder, since an empty Urdu field shows the English. Lists of items follow the
 * English rows (their number, order and everything but words are the English's); a list of texts is
 * typed one per line. Only what the English says (or the Urdu already does) is offered.
 */

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const linesOf = (value: unknown) => (Array.isArray(value) ? value.map(textOf) : []);
const hasText = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : Array.isArray(value)
      ? value.some(hasText)
      : isRecord(value) && Object.values(value).some(hasText);

/** A text longer than this may take several lines: a text area rather than a line. */
const ONE_LINE_MAX = 300;

const RTL = { dir: 'rtl', lang: 'ur' } as const;
/** 'Name (Urdu)': told apart from the English field everywhere a field is named (a conflict's list too). */
const urduLabel = (label: string) => `${label} (Urdu)`;

function UrduTextField({
  name,
  label,
  english,
  max,
}: {
  name: string;
  label: string;
  english: string;
  max?: number;
}) {
  const { value, ...field } = useBoundField<string | undefined>(name);
  const props = { ...field, ...RTL, label: urduLabel(label), value: value ?? '', placeholder: english };
  if (max !== undefined && max <= ONE_LINE_MAX && !english.includes('\n')) return <TextInput {...props} />;
  return <TextArea {...props} rows={Math.min(6, Math.max(2, Math.ceil(english.length / 80)))} />;
}

/** The first message among a field's own problem and its lines' (a line too long: `ur.benefits.3`). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  for (const entry of Object.values(error)) {
    const found = firstMessage(entry);
    if (found) return found;
  }
  return undefined;
}

function UrduLinesField({ name, label, english }: { name: string; label: string; english: string[] }) {
  const { value, onChange, error, ...field } = useBoundField<string[] | undefined>(name);
  const { errors } = useFormState({ name });
  return (
    <TextArea
      {...field}
      {...RTL}
      label={urduLabel(label)}
      value={(value ?? []).join('\n')}
      onChange={(text) => onChange(text.split('\n'))}
      error={error ?? firstMessage(get(errors, name))}
      placeholder={english.join('\n')}
      rows={Math.min(8, Math.max(2, english.length))}
      hint="One per line; none shows the English list."
    />
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-stone-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-stone-800">{legend}</legend>
      {children}
    </fieldset>
  );
}

type Walk = { include: (path: string) => boolean; urdu: unknown };

const pathOf = (base: string, key: string | number) => (base ? `${base}.${key}` : String(key));

/** The first words of an English item, to say which one a row translates ('FAQ 2 · Is it raw?'). */
function itemSummary(shape: UrduGroupShape, item: unknown): string {
  if (!isRecord(item)) return '';
  for (const [key, field] of Object.entries(shape.fields)) {
    if (field.kind === 'text' && textOf(item[key]).trim()) return ` · ${shorten(textOf(item[key]), 60)}`;
  }
  return '';
}

/** The fields of one part of the shape, or null when it has nothing to translate. */
function part(shape: UrduShape, key: string, english: unknown, path: string, walk: Walk): ReactNode {
  const urdu = get(walk.urdu, path) as unknown;
  const name = `${URDU_VALUES}.${path}`;
  switch (shape.kind) {
    case 'text': {
      const text = textOf(english);
      if (!walk.include(path) || (!text.trim() && !hasText(urdu))) return null;
      return (
        <UrduTextField key={path} name={name} label={urduFieldLabel(key)} english={text} max={shape.max} />
      );
    }
    case 'lines': {
      const lines = linesOf(english);
      if (!walk.include(path) || (!hasText(lines) && !hasText(urdu))) return null;
      return <UrduLinesField key={path} name={name} label={urduFieldLabel(key)} english={lines} />;
    }
    case 'items': {
      if (!Array.isArray(english)) return null;
      const rows = english.map((item, index) => {
        const fields = group(shape.item, item, pathOf(path, index), walk);
        if (!fields) return null;
        const legend = `${urduItemName(key)} ${index + 1}${itemSummary(shape.item, item)}`;
        return (
          <Group key={index} legend={legend}>
            {fields}
          </Group>
        );
      });
      return rows.some(Boolean) ? (
        <Group key={path} legend={urduFieldLabel(key)}>
          {rows}
        </Group>
      ) : null;
    }
    case 'group': {
      const fields = group(shape, english, path, walk);
      return fields ? (
        <Group key={path} legend={urduFieldLabel(key)}>
          {fields}
        </Group>
      ) : null;
    }
  }
}

function group(shape: UrduGroupShape, english: unknown, path: string, walk: Walk): ReactNode[] | null {
  const record = isRecord(english) ? english : {};
  const fields = Object.entries(shape.fields)
    .map(([key, field]) => part(field, key, record[key], pathOf(path, key), walk))
    .filter(Boolean);
  return fields.length ? fields : null;
}

/**
 * The Urdu fields of a record, or of the part of it `include` names (a tab's fields, by their English
 * paths); `empty` when the English says nothing there yet.
 */
export function UrduTextFields({
  shape,
  english,
  include = () => true,
  empty = 'Nothing to translate here yet: the English fields are empty.',
}: {
  shape: UrduGroupShape;
  /** The record's English, as the body the form's values make. */
  english: unknown;
  include?: (path: string) => boolean;
  empty?: ReactNode;
}) {
  const urdu = useWatch({ name: URDU_VALUES }) as unknown;
  const fields = group(shape, english, '', { include, urdu });
  return fields ? (
    <div className="space-y-4">{fields}</div>
  ) : (
    <p className="text-sm text-stone-600">{empty}</p>
  );
}
