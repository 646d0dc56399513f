import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import {
  missingPasswordItems,
  PASSWORD_HINT_OK,
  passwordMissingMessage,
} from '../../../../common/accounts/staff-admin-schemas';
import { fieldId, secondaryButton, TextInput } from '../../forms/editor-fields';
import { TextField, useBoundField } from '../../forms/fields';
import { cn } from '../../../lib/cn';

/**
 * The new user's password (back-office §5), a text field of the kit with what a password wants:
 * `autoComplete="new-password"` (so the browser offers to generate one and never fills the signed-in
 * admin's own), a Show button (the admin passes it on to the new member of staff) and the live hint
 * under it, which says what is still missing as they type and is read out politely when it changes. A
 * weak password's problem is that hint, shown in red; any other (the server's) shows under the field.
 */
export function PasswordField() {
  const field = useBoundField<string>('password');
  const { value, error } = field;
  const [shown, setShown] = useState(false);
  const id = fieldId('password');
  const missing = missingPasswordItems(value);
  const hint = missing.length ? passwordMissingMessage(missing) : PASSWORD_HINT_OK;
  return (
    <TextInput
      {...field}
      label="Password"
      type={shown ? 'text' : 'password'}
      required
      autoComplete="new-password"
      spellCheck={false}
      invalid={Boolean(error)}
      error={error && error !== hint ? error : undefined}
      describedBy={`${id}-hint`}
      addon={
        <button
          type="button"
          onClick={() => setShown((current) => !current)}
          aria-pressed={shown}
          aria-controls={id}
          className={secondaryButton}
        >
          {shown ? (
            <EyeOff aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Eye aria-hidden="true" className="h-4 w-4" />
          )}
          Show<span className="sr-only"> password</span>
        </button>
      }
      after={
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
      }
    />
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
