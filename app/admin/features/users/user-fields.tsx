import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import {
  missingPasswordItems,
  PASSWORD_HINT_OK,
  passwordMissingMessage,
} from '../../../../common/accounts/staff-admin-schemas';
import { FieldLabel, fieldId } from '../../forms/editor-fields';
import { TextField, useBoundField } from '../../forms/fields';
import { cn } from '../../../lib/cn';

/**
 * The new user's password (back-office §5), bound to the form as `password`, in the field kit's look:
 * its own field rather than TextField because a password wants `autoComplete="new-password"` (so the
 * browser offers to generate one and never fills the signed-in admin's own), a Show button (the admin
 * passes it on to the new member of staff) and the live hint under it, which says what is still missing
 * as they type and is read out politely when it changes. A weak password's problem is that hint, shown
 * in red; any other (the server's) shows under the field.
 */
export function PasswordField() {
  const { value, onChange, onBlur, inputRef, error } = useBoundField<string>('password');
  const [shown, setShown] = useState(false);
  const id = fieldId('password');
  const missing = missingPasswordItems(value);
  const hint = missing.length ? passwordMissingMessage(missing) : PASSWORD_HINT_OK;
  const message = error && error !== hint ? error : undefined;
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
          aria-invalid={Boolean(error)}
          aria-describedby={[message ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          ref={inputRef}
          className={cn(
            'block w-full min-w-0 flex-1 rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none sm:text-sm',
            error ? 'border-red-600' : 'border-stone-300',
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
      {message ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      ) : null}
      <p
        id={`${id}-hint`}
        aria-live="polite"
        className={cn(
          'mt-1 text-xs',
          missing.length ? (error ? 'text-red-700' : 'text-stone-700') : 'font-medium text-green-800',
        )}
      >
        {hint}
      </p>
    </div>
  );
}

/**
 * The account's username and email, the first fields of the Add and Edit User dialogs; `usernameHint`
 * says what a username may hold.
 */
export function IdentityFields({ usernameHint }: { usernameHint?: string }) {
  return (
    <>
      <TextField name="username" label="Username" hint={usernameHint} required />
      <TextField name="email" label="Email" type="email" inputMode="email" required />
    </>
  );
}
