import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

type Props = {
  name: string;
  label: string;
  error: string | undefined;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'defaultValue' | 'autoFocus'
>;

/** A labelled input with its message beside it, tied together for screen readers. */
export function TextField({ name, label, error, type = 'text', ...rest }: Props) {
  const id = `field-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(
          'mt-1 block w-full rounded-lg border px-3 py-2.5 text-base text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none',
          error ? 'border-red-600' : 'border-stone-300',
        )}
        {...rest}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
