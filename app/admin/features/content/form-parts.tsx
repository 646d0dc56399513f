import type { ReactNode } from 'react';
import {
  AddButton,
  CheckboxInput,
  describedBy,
  FieldLabel,
  FieldMessages,
  replaceAt,
  RowGroup,
  TextArea,
  TextInput,
} from '../../forms/editor-fields';
import type { Errors } from './section-form';

type Pair = { key: string; label: string };

/** The two fields of most fixed rows: a certification's, a value's, a standard's. */
const TITLE: Pair = { key: 'title', label: 'Title' };
const DESCRIPTION: Pair = { key: 'description', label: 'Description' };

/**
 * The two text fields of one row, labelled with the row's title ('Title (Certification 1)') and named by
 * the row's path (`at`, 'certifications.0'), as the section's check names their messages.
 */
export function PairFields<R extends Record<string, unknown>>({
  at,
  title,
  row,
  onChange,
  errors,
  first = TITLE,
  second = DESCRIPTION,
}: {
  at: string;
  title: string;
  row: R;
  onChange: (patch: Partial<R>) => void;
  errors: Errors;
  /** The row's text field; a title unless said otherwise. */
  first?: Pair;
  /** The row's longer text under it; a description unless said otherwise. */
  second?: Pair;
}) {
  return (
    <>
      <TextInput
        name={`${at}.${first.key}`}
        label={`${first.label} (${title})`}
        value={String(row[first.key] ?? '')}
        onChange={(text) => onChange({ [first.key]: text } as Partial<R>)}
        error={errors[`${at}.${first.key}`]}
      />
      <TextArea
        name={`${at}.${second.key}`}
        label={`${second.label} (${title})`}
        rows={2}
        value={String(row[second.key] ?? '')}
        onChange={(text) => onChange({ [second.key]: text } as Partial<R>)}
        error={errors[`${at}.${second.key}`]}
      />
    </>
  );
}

/**
 * A fixed number of rows with two text fields each (three certifications with title and description,
 * five ingredients with name and description…). Rows keep any other field they hold (a value's icon).
 */
export function PairRows<R extends Record<string, unknown>>({
  name,
  rows,
  onChange,
  errors,
  rowTitle,
  first,
}: {
  /** The list's path in the content ('certifications'). */
  name: string;
  rows: readonly R[];
  onChange: (rows: R[]) => void;
  errors: Errors;
  rowTitle: (index: number) => string;
  /** The row's text field when it is not a title (an ingredient's name). */
  first?: Pair;
}) {
  return (
    <ol className="space-y-3">
      {rows.map((row, index) => {
        const title = rowTitle(index);
        return (
          <RowGroup key={index} title={title}>
            <PairFields
              at={`${name}.${index}`}
              title={title}
              row={row}
              onChange={(patch) => onChange(replaceAt(rows, index, patch))}
              errors={errors}
              first={first}
            />
          </RowGroup>
        );
      })}
    </ol>
  );
}

/** A yes/no switch as a labelled checkbox, with its hint and message tied to it. */
export function CheckboxField({
  name,
  label,
  checked,
  onChange,
  hint,
  error,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  error?: string;
}) {
  return (
    <div>
      <div className="flex items-center gap-2">
        <CheckboxInput
          name={name}
          checked={checked}
          onChange={onChange}
          aria-describedby={describedBy(name, error, hint)}
          aria-invalid={Boolean(error)}
          className="h-4 w-4 rounded border-stone-400 accent-brand-700"
        />
        <FieldLabel name={name}>{label}</FieldLabel>
      </div>
      <FieldMessages name={name} error={error} hint={hint} />
    </div>
  );
}

/**
 * A list staff grow and shrink (feature cards, honey features, pricing tiers): its rows, the list's own
 * message (too many, none), and the Add button while there is room for another row.
 */
export function GrowingList({
  addLabel,
  onAdd,
  canAdd,
  error,
  className = 'space-y-3',
  children,
}: {
  addLabel: string;
  onAdd: () => void;
  /** False once the list holds as many rows as the section allows: the button is hidden then. */
  canAdd: boolean;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <ol className={className}>{children}</ol>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      {canAdd ? <AddButton label={addLabel} onClick={onAdd} /> : null}
    </>
  );
}

const HEX = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;

/** `#abc` as the colour input needs it (`#aabbcc`); anything else is not a colour it can show. */
export function fullHex(value: string): string | null {
  const hex = value.trim();
  if (!HEX.test(hex)) return null;
  if (hex.length === 7) return hex.toLowerCase();
  return `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`.toLowerCase();
}

/** A colour: the browser's picker beside its hex text, either one editable. */
export function ColorField({
  fallback,
  ...field
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What the picker shows while the text is not a colour. */
  fallback: string;
  hint?: string;
  error?: string;
}) {
  return (
    <TextInput
      {...field}
      placeholder={fallback}
      addon={
        <input
          type="color"
          aria-label={`${field.label}: colour picker`}
          value={fullHex(field.value) ?? fullHex(fallback) ?? '#000000'}
          onChange={(event) => field.onChange(event.target.value.toUpperCase())}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-stone-300 bg-white p-1"
        />
      }
    />
  );
}
