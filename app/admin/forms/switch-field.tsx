import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldLabel, fieldId } from './editor-fields';
import { useBoundField } from './fields';

/**
 * An on/off value as a switch (role="switch", its state read out as on or off), bound to the form by
 * `name` as the kit's other fields are: a button, so Space and Enter both flip it, labelled by its
 * visible label and described by its hint. The words beside it say On or Off as well, so the state never
 * depends on the colour or the knob's position alone.
 */
export function SwitchField({
  name,
  label,
  hint,
  disabled,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const { value: checked, onChange, onBlur, inputRef, disabled: formDisabled } = useBoundField<boolean>(name);
  const id = fieldId(name);
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <FieldLabel name={name}>{label}</FieldLabel>
        {hint ? (
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-stone-600">
            {hint}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <span aria-hidden="true" className="w-7 text-right text-xs font-semibold text-stone-700">
          {checked ? 'On' : 'Off'}
        </span>
        <button
          id={id}
          name={name}
          type="button"
          role="switch"
          aria-checked={checked}
          aria-describedby={hint ? `${id}-hint` : undefined}
          disabled={disabled || formDisabled}
          onClick={() => onChange(!checked)}
          onBlur={onBlur}
          ref={inputRef}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60',
            checked ? 'bg-brand-700' : 'bg-stone-400',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
              checked ? 'translate-x-5' : 'translate-x-0',
            )}
          />
        </button>
      </div>
    </div>
  );
}
