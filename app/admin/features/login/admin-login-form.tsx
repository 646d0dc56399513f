import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { adminLoginFormSchema } from '../../../../common/accounts/schemas';
import { errorMessage } from '../../data/admin-api';
import { FormAlert } from '../../../ui/forms/form-alert';
import { formValues } from '../../../ui/forms/form-checks';
import { SubmitButton } from '../../../ui/forms/submit-button';
import { TextField } from '../../../ui/forms/text-field';
import { useFieldChecks } from '../../../ui/forms/use-field-checks';
import { notify, notifyError } from '../../../lib/toast';
import { signIn } from './sign-in';

/** Back-office §9: the dashboard opens 1 second after a successful login. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

/**
 * Admin login (back-office §2): Username and Password, both required, with their messages beside the
 * fields; success toasts and opens /admin/dashboard after 1 second; a refusal shows the server's words
 * (or 'Login failed') above the form and in an 'Error' toast.
 */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const { errors, handlers } = useFieldChecks(adminLoginFormSchema, undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The form posts from the browser: until the page is interactive there is nothing to post it.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    handlers.onSubmit(event); // a field with a problem: its message shows, it takes focus, nothing is sent
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (busy) return;
    const form = adminLoginFormSchema.parse(formValues(new FormData(event.currentTarget)));
    setBusy(true);
    setFormError(null);
    try {
      await signIn(form);
      notify('Login successful', 'Opening the dashboard…');
      redirectTimer.current = setTimeout(
        () => void navigate('/admin/dashboard', { replace: true }),
        LOGIN_REDIRECT_DELAY_MS,
      );
    } catch (error) {
      const message = errorMessage(error, 'Login failed');
      setFormError(message);
      notifyError('Error', message);
      setBusy(false);
    }
  }

  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-center text-2xl font-bold text-stone-900">Admin Login</h1>
        <p className="mt-2 text-center text-sm text-stone-600">Sign in to the back office.</p>
        <div className="mt-6">
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <form
            method="post"
            noValidate
            onBlur={handlers.onBlur}
            onChange={handlers.onChange}
            onSubmit={(event) => void onSubmit(event)}
          >
            <fieldset disabled={!interactive} className="space-y-4">
              <TextField name="username" label="Username" autoComplete="username" error={errors.username} />
              <TextField
                name="password"
                label="Password"
                type="password"
                autoComplete="current-password"
                error={errors.password}
              />
              <SubmitButton label="Login" busyLabel="Logging in..." busy={busy} />
            </fieldset>
          </form>
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="font-medium text-brand-700 underline hover:text-brand-800">
            Back to the store
          </Link>
        </p>
      </div>
    </main>
  );
}
