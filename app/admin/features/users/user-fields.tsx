import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import {
  missingPasswordItems,
  PASSWORD_HINT_OK,
  passwordMissingMessage,
} from '../../../../common/accounts/staff-admin-schemas';
import { FieldLabel, FieldMessages, fieldId, TextInput } from '../../forms/editor-fields';
import { cn } from '../../../lib/cn';

/**
 * The new user's password (back-office §5), in the editor fields' look: its own field rather than
 * TextInput because a password wants `autoComplete="new-password"` (so the browser offers to generate
 * one and never fills the signed-in admin's own), a Show button (the admin passes it on to the new
 * member of staff) and the live hint under it, which says what is still missing as they type and is read
 * out politely when it changes.
 */
export function PasswordInput({
  value,
  onChange,
  error,
  invalid,
}: {
  value: string;
  onChange: (value: string) => void;
  /** A refusal in words (the server's); the hint already says what a weak password lacks. */
  error?: string;
  /** Marked invalid without a message of its own: a weak password once the form was sent. */
  invalid?: boolean;
}) {
  const bad = invalid || Boolean(error);
  const [shown, setShown] = useState(false);
  const id = fieldId('password');
  const missing = missingPasswordItems(value);
  return (
    <div className="min-w-0">
      <FieldLabel name="password">Password</FieldLabel>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          name="password"
          type={shown ? 'text' : 'password'}
          value={value}
          required
          autoComplete="new-password"
          spellCheck={false}
          aria-invalid={bad}
          aria-describedby={[error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value)}
          className={cn(
            'block w-full min-w-0 flex-1 rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none sm:text-sm',
            bad ? 'border-red-600' : 'border-stone-300',
          )}
        />
        <button
          type="button"
          onClick={() => setShown((current) => !current)}
          aria-pressed={shown}
          aria-controls={id}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100"
        >
          {shown ? (
            <EyeOff aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Eye aria-hidden="true" className="h-4 w-4" />
          )}
          Show<span className="sr-only"> password</span>
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <p
        id={`${id}-hint`}
        aria-live="polite"
        className={cn(
          'mt-1 text-xs',
          missing.length ? (invalid ? 'text-red-700' : 'text-stone-700') : 'font-medium text-green-800',
        )}
      >
        {missing.length ? passwordMissingMessage(missing) : PASSWORD_HINT_OK}
      </p>
    </div>
  );
}

/** A labelled checkbox with a line saying what it does; when `disabled`, `describedBy` gives the reason. */
export function CheckboxField({
  name,
  label,
  hint,
  checked,
  onChange,
  disabled,
  describedBy,
}: {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Another element that explains the box (the super admin's note). */
  describedBy?: string;
}) {
  const id = fieldId(name);
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={[`${id}-hint`, describedBy].filter(Boolean).join(' ')}
        className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700 disabled:cursor-not-allowed"
      />
      <div>
        <label htmlFor={id} className={cn('text-sm font-medium text-stone-800', disabled && 'opacity-70')}>
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

/**
 * A role select in the editor fields' look. Its own rather than SelectInput because the super admin's
 * role can be shown but not changed (`disabled`, with the reason in `describedBy`).
 */
export function RoleSelect<V extends string>({
  name,
  label,
  value,
  onChange,
  options,
  hint,
  error,
  disabled,
  describedBy,
}: {
  name: string;
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: ReadonlyArray<{ value: V; label: string }>;
  hint?: string;
  error?: string;
  disabled?: boolean;
  describedBy?: string;
}) {
  const id = fieldId(name);
  return (
    <div className="min-w-0">
      <FieldLabel name={name}>{label}</FieldLabel>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={
          [error ? `${id}-error` : null, hint ? `${id}-hint` : null, describedBy].filter(Boolean).join(' ') ||
          undefined
        }
        onChange={(event) => onChange(event.target.value as V)}
        className={cn(
          'mt-1 block w-full min-w-0 rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-600 sm:text-sm',
          error ? 'border-red-600' : 'border-stone-300',
        )}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages name={name} error={error} hint={hint} />
    </div>
  );
}

/**
 * The account's username and email, the first fields of the Add and Edit User dialogs; `usernameHint`
 * says what a username may hold.
 */
export function IdentityFields({
  values,
  errors,
  set,
  usernameHint,
}: {
  values: { username: string; email: string };
  errors: Partial<Record<'username' | 'email', string>>;
  set: (key: 'username' | 'email') => (value: string) => void;
  usernameHint?: string;
}) {
  return (
    <>
      <TextInput
        name="username"
        label="Username"
        value={values.username}
        onChange={set('username')}
        error={errors.username}
        hint={usernameHint}
        required
      />
      <TextInput
        name="email"
        label="Email"
        type="email"
        inputMode="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        required
      />
    </>
  );
}

/** The dialogs fill a phone's screen (375 px) and stay a centred card from `sm` up. */
export const FULL_SCREEN_ON_PHONES =
  'max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-none max-sm:rounded-none';
