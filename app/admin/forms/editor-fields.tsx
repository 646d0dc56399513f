import { Plus, Trash2 } from 'lucide-react';
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';

/**
 * A list typed as text (one entry per line or separated by commas, back-office §5): the text as typed,
 * and what was loaded, so an untouched field saves back exactly what it held.
 */
export type ListText = { text: string; loaded?: { text: string; list: string[] } };

/**
 * The back office's controlled fields, which the bound kit (fields.tsx) puts on the form engine: a label,
 * the control, an optional hint and the field's message, tied together for screen readers. `name` is the
 * field's key (the API body's path), which the editor's checks and the form's blur handler use.
 */
export const fieldId = (name: string) => `field-${name.replace(/\./g, '-')}`;

/**
 * The control that shows a value: its own field, or the field it is part of (a list typed as text, an
 * Urdu list typed one entry per line).
 */
export function controlOf(path: string): HTMLElement | null {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const control = document.getElementById(fieldId(parts.slice(0, n).join('.')));
    if (control) return control;
  }
  return null;
}

const controlClass = (bad: boolean) =>
  cn(
    'block w-full min-w-0 rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-600 sm:text-sm',
    bad ? 'border-red-600' : 'border-stone-300',
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
  /** The id of another element that explains the field (why it cannot be changed, a live hint). */
  describedBy?: string;
  /** Marked invalid without a message of its own: a live hint beside it says what is wrong. */
  invalid?: boolean;
  className?: string;
};

/** The ids of the field's message and hint, which a screen reader reads after the label. */
export function describedBy(name: string, error: string | undefined, hint: ReactNode, also?: string) {
  const id = fieldId(name);
  return (
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null, also].filter(Boolean).join(' ') || undefined
  );
}

/** What every control of a shell shares: its id and name, its error state, what describes it, its look. */
function controlProps({ name, error, hint, describedBy: also, invalid }: Shell) {
  const bad = Boolean(error) || Boolean(invalid);
  return {
    id: fieldId(name),
    name,
    'aria-invalid': bad,
    'aria-describedby': describedBy(name, error, hint, also),
    className: controlClass(bad),
  };
}

/** A field's message and hint under its control, with the ids `describedBy` names. */
export function FieldMessages({ name, error, hint }: { name: string; error?: string; hint?: ReactNode }) {
  const id = fieldId(name);
  return (
    <>
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
    </>
  );
}

/** A field's label, tied to its control by the id `fieldId(name)` gives it. */
export function FieldLabel({ name, children }: { name: string; children: ReactNode }) {
  return (
    <label htmlFor={fieldId(name)} className="text-sm font-medium text-stone-800">
      {children}
    </label>
  );
}

/** The checkbox of a yes/no field, with the id and name every field of the editors has. */
export function CheckboxInput({
  name,
  checked,
  onChange,
  className,
  inputRef,
  ...rest
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className: string;
  inputRef?: Ref<HTMLInputElement>;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'aria-describedby' | 'aria-invalid' | 'onBlur' | 'disabled'
>) {
  return (
    <input
      id={fieldId(name)}
      name={name}
      type="checkbox"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className={className}
      ref={inputRef}
      {...rest}
    />
  );
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
  return (
    <div className={cn('min-w-0', className)}>
      <FieldLabel name={name}>{label}</FieldLabel>
      <div className="mt-1 flex gap-2">
        <div className="min-w-0 flex-1">{children}</div>
        {addon}
      </div>
      {after}
      <FieldMessages name={name} error={error} hint={hint} />
    </div>
  );
}

/** What the form engine hands a control besides its value (fields.tsx). */
type Binding = {
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>;
  disabled?: boolean;
};

type TextProps = Shell &
  Binding & {
    value: string;
    onChange: (value: string) => void;
    required?: boolean;
    placeholder?: string;
    /** The most characters the control takes (the browser stops there). */
    maxLength?: number;
    spellCheck?: boolean;
  };

/** Splits a text field's props into what goes around the control (the shell) and onto it. */
function textControl({
  value,
  onChange,
  required,
  placeholder,
  maxLength,
  spellCheck,
  onBlur,
  inputRef,
  disabled,
  ...shell
}: TextProps) {
  const control = {
    ...controlProps(shell),
    value,
    required,
    placeholder,
    maxLength,
    spellCheck,
    onBlur,
    ref: inputRef,
    disabled,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return { shell, control };
}

export function TextInput({
  type,
  inputMode,
  step,
  min,
  max,
  list,
  autoComplete,
  spellCheck,
  dir,
  lang,
  ...props
}: TextProps &
  Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'step' | 'min' | 'max' | 'list' | 'autoComplete' | 'spellCheck' | 'lang'
  > & { dir?: 'ltr' | 'rtl' | 'auto' }) {
  const { shell, control } = textControl(props);
  return (
    <FieldShell {...shell}>
      <input
        {...control}
        dir={dir}
        lang={lang}
        type={type}
        inputMode={inputMode}
        step={step}
        min={min}
        max={max}
        list={list}
        autoComplete={autoComplete}
        spellCheck={spellCheck}
      />
    </FieldShell>
  );
}

/** A whole number typed in a text field (an order, a quantity): the numeric keyboard on phones. */
export const WHOLE_NUMBER = { type: 'number', inputMode: 'numeric', step: 1 } as const;

/** Text of several lines; `dir` and `lang` for text in another script (an Urdu message is right to left). */
export function TextArea({
  rows = 3,
  dir,
  lang,
  ...props
}: TextProps & { rows?: number; dir?: 'ltr' | 'rtl' | 'auto'; lang?: string }) {
  const { shell, control } = textControl(props);
  return (
    <FieldShell {...shell}>
      <textarea {...control} rows={rows} dir={dir} lang={lang} />
    </FieldShell>
  );
}

export function SelectInput<V extends string>({
  value,
  onChange,
  options,
  onBlur,
  inputRef,
  disabled,
  ...shell
}: Shell &
  Binding & {
    value: V;
    onChange: (value: V) => void;
    options: ReadonlyArray<{ value: V; label: string }>;
  }) {
  return (
    <FieldShell {...shell}>
      <select
        {...controlProps(shell)}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        onBlur={onBlur}
        ref={inputRef}
        disabled={disabled}
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

/** One row of a list (a plan, a certification, a value…): a bordered group named by its title. */
export function RowGroup({
  title,
  actions,
  children,
}: {
  /** Text, or a piece that follows the row's values ('Tier 2: 2 Jars'). */
  title: ReactNode;
  /** Beside the title: the row's Remove button, when it has one. */
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

/** One row of a list (a plan, a benefit, an FAQ) that staff may remove. */
export function RowCard({
  title,
  removeLabel,
  onRemove,
  children,
}: {
  title: ReactNode;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <RowGroup title={title} actions={<RemoveButton label={removeLabel} onClick={onRemove} />}>
      {children}
    </RowGroup>
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

/**
 * A yes/no flag of a record dialog (Published, Verified…): the checkbox beside its label, with the line
 * that explains it under the label.
 */
export function CheckboxWithHint({
  name,
  label,
  hint,
  checked,
  onChange,
  onBlur,
  inputRef,
  disabled,
  describedBy: also,
}: {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** The id of another element that explains the box (why it cannot be changed). */
  describedBy?: string;
}) {
  const hintId = `${fieldId(name)}-hint`;
  return (
    <div className="flex items-start gap-2">
      <CheckboxInput
        name={name}
        checked={checked}
        onChange={onChange}
        onBlur={onBlur}
        inputRef={inputRef}
        disabled={disabled}
        aria-describedby={also ? `${hintId} ${also}` : hintId}
        className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700 disabled:cursor-not-allowed"
      />
      <div>
        <FieldLabel name={name}>{label}</FieldLabel>
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      </div>
    </div>
  );
}
