import { Plus, Trash2 } from 'lucide-react';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A list typed as text (one entry per line or separated by commas, back-office §5): the text as typed,
 * and what was loaded, so an untouched field saves back exactly what it held.
 */
export type ListText = { text: string; loaded?: { text: string; list: string[] } };

/**
 * The back-office editors' controlled fields (products, content, SEO, testimonials, FAQs), in the form kit's look (components/forms/text-field.tsx): a label, the
 * control, an optional hint and the field's message, tied together for screen readers. `name` is the
 * field's key (the API body's path), which the editor's checks and the form's blur handler use.
 */
export const fieldId = (name: string) => `field-${name.replace(/\./g, '-')}`;

const controlClass = (error: string | undefined) =>
  cn(
    'block w-full min-w-0 rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none sm:text-sm',
    error ? 'border-red-600' : 'border-stone-300',
  );

type Shell = {
  name: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shown beside the control (a button such as Auto or Generate). */
  addon?: ReactNode;
  /** Shown under the control, before the message (a live status line). */
  after?: ReactNode;
  className?: string;
};

function describedBy(name: string, error: string | undefined, hint: ReactNode) {
  const id = fieldId(name);
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

function FieldShell({
  name,
  label,
  error,
  hint,
  addon,
  after,
  className,
  children,
}: Shell & { children: ReactNode }) {
  const id = fieldId(name);
  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <div className="min-w-0 flex-1">{children}</div>
        {addon}
      </div>
      {after}
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

export function TextInput({
  value,
  onChange,
  required,
  type,
  inputMode,
  step,
  min,
  max,
  placeholder,
  ...shell
}: Shell & {
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
} & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'step' | 'min' | 'max' | 'placeholder'
  >) {
  const { name, error, hint } = shell;
  return (
    <FieldShell {...shell}>
      <input
        id={fieldId(name)}
        name={name}
        value={value}
        required={required}
        type={type}
        inputMode={inputMode}
        step={step}
        min={min}
        max={max}
        placeholder={placeholder}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(name, error, hint)}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass(error)}
      />
    </FieldShell>
  );
}

export function TextArea({
  value,
  onChange,
  required,
  rows = 3,
  placeholder,
  ...shell
}: Shell & {
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  rows?: number;
  placeholder?: string;
}) {
  const { name, error, hint } = shell;
  return (
    <FieldShell {...shell}>
      <textarea
        id={fieldId(name)}
        name={name}
        value={value}
        rows={rows}
        required={required}
        placeholder={placeholder}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(name, error, hint)}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass(error)}
      />
    </FieldShell>
  );
}

export function SelectField<V extends string>({
  value,
  onChange,
  options,
  ...shell
}: Shell & {
  value: V;
  onChange: (value: V) => void;
  options: ReadonlyArray<{ value: V; label: string }>;
}) {
  const { name, error, hint } = shell;
  return (
    <FieldShell {...shell}>
      <select
        id={fieldId(name)}
        name={name}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(name, error, hint)}
        onChange={(event) => onChange(event.target.value as V)}
        className={controlClass(error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A part of a tab, with its heading (an <h3>: the dialog's title is the <h2>). */
export function Section({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="space-y-4 border-t border-stone-200 pt-5 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-stone-900">{title}</h3>
          {description ? <p className="mt-0.5 text-sm text-stone-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

export const secondaryButton =
  'inline-flex shrink-0 items-center justify-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-60';

export function AddButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" onClick={onClick} disabled={disabled} className={secondaryButton}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {label}
    </button>
  );
}

/** Removes one row; `label` names it for screen readers ('Remove plan 2'). */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="inline-flex shrink-0 items-center justify-center rounded-md border border-red-200 bg-white p-2 text-red-800 hover:bg-red-50"
    >
      <Trash2 aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}

/** One row of a list (a plan, a benefit, an FAQ): a bordered group named by its title, with Remove. */
export function RowCard({
  title,
  removeLabel,
  onRemove,
  children,
}: {
  title: string;
  removeLabel: string;
  onRemove: () => void;
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
          <RemoveButton label={removeLabel} onClick={onRemove} />
        </div>
        <div className="space-y-3">{children}</div>
      </div>
    </li>
  );
}

/** A list typed as text (one entry per line or separated by commas, back-office §5). */
export function ListTextArea({
  value,
  onChange,
  rows = 3,
  hint = 'One per line, or separated by commas.',
  ...shell
}: Omit<Shell, 'hint'> & {
  value: ListText;
  onChange: (value: ListText) => void;
  rows?: number;
  hint?: ReactNode;
}) {
  return (
    <TextArea
      {...shell}
      rows={rows}
      hint={hint}
      value={value.text}
      onChange={(text) => onChange({ ...value, text })}
    />
  );
}

/** Immutable list edits for the rows of a tab. */
export function replaceAt<T>(list: readonly T[], index: number, patch: Partial<T>): T[] {
  return list.map((item, i) => (i === index ? { ...item, ...patch } : item));
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/**
 * A block's heading and subheading (the benefits and ingredients sections), with their errors under the
 * block's field names (`productBenefits.heading`).
 */
export function HeadingFields({
  block,
  value,
  onChange,
  errors,
}: {
  block: string;
  value: { heading: string; subheading: string };
  onChange: (patch: { heading?: string; subheading?: string }) => void;
  errors: Record<string, string | undefined>;
}) {
  return (
    <>
      <TextInput
        name={`${block}.heading`}
        label="Heading"
        value={value.heading}
        onChange={(heading) => onChange({ heading })}
        error={errors[`${block}.heading`]}
      />
      <TextArea
        name={`${block}.subheading`}
        label="Subheading"
        rows={2}
        value={value.subheading}
        onChange={(subheading) => onChange({ subheading })}
        error={errors[`${block}.subheading`]}
      />
    </>
  );
}
