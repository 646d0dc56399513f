import { useId, type ReactNode } from 'react';
import { fieldId, replaceAt, TextArea, TextInput } from '../../components/admin/editor-fields';
import type { Errors } from './section-form';

/** One row of a fixed list (a certification, a value…): a bordered group named by its title. */
export function RowGroup({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <li className="rounded-lg border border-stone-200 bg-stone-50 p-3 sm:p-4">
      <div role="group" aria-labelledby={titleId}>
        <div className="mb-3 flex items-center justify-between gap-2">
          <p id={titleId} className="text-sm font-semibold text-stone-800">
            {title}
          </p>
          {actions}
        </div>
        <div className="space-y-3">{children}</div>
      </div>
    </li>
  );
}

type Pair = { key: string; label: string };

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
  second,
}: {
  /** The list's path in the content ('certifications'). */
  name: string;
  rows: readonly R[];
  onChange: (rows: R[]) => void;
  errors: Errors;
  rowTitle: (index: number) => string;
  first: Pair;
  second: Pair;
}) {
  return (
    <ol className="space-y-3">
      {rows.map((row, index) => {
        const at = `${name}.${index}`;
        const title = rowTitle(index);
        return (
          <RowGroup key={index} title={title}>
            <TextInput
              name={`${at}.${first.key}`}
              label={`${first.label} (${title})`}
              value={String(row[first.key] ?? '')}
              onChange={(text) => onChange(replaceAt(rows, index, { [first.key]: text } as Partial<R>))}
              error={errors[`${at}.${first.key}`]}
            />
            <TextArea
              name={`${at}.${second.key}`}
              label={`${second.label} (${title})`}
              rows={2}
              value={String(row[second.key] ?? '')}
              onChange={(text) => onChange(replaceAt(rows, index, { [second.key]: text } as Partial<R>))}
              error={errors[`${at}.${second.key}`]}
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
  const id = fieldId(name);
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={described || undefined}
          aria-invalid={Boolean(error)}
          className="h-4 w-4 rounded border-stone-400 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
    </div>
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
  name,
  label,
  value,
  onChange,
  fallback,
  hint,
  error,
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
      name={name}
      label={label}
      value={value}
      onChange={onChange}
      placeholder={fallback}
      hint={hint}
      error={error}
      addon={
        <input
          type="color"
          aria-label={`${label}: colour picker`}
          value={fullHex(value) ?? fullHex(fallback) ?? '#000000'}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-stone-300 bg-white p-1"
        />
      }
    />
  );
}
