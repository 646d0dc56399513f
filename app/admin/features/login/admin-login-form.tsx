import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  adminLoginFormSchema,
  type AdminLoginForm as Credentials,
} from '../../../../common/accounts/schemas';
import { TextField } from '../../forms/fields';
import { FormFrame } from '../../forms/form-frame';
import { FormRefusal } from '../../forms/form-refusal';
import { useAdminForm } from '../../forms/use-admin-form';
import { SubmitButton } from '../../../ui/forms/submit-button';
import { notify } from '../../../lib/toast';
import { SessionEndedNotice } from './session-ended-notice';
import { signIn } from './sign-in';
import { AuthCard, authLink } from './auth-card';

/** Back-office §9: the dashboard opens 1 second after a successful login. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

/**
 * Admin login (back-office §2): Username and Password, both required, with their messages beside the
 * fields; success toasts and opens /admin/dashboard after 1 second; a refusal shows the server's words
 * (or 'Login failed') above the fields and in an 'Error' toast.
 */
export function AdminLoginForm() {
  const navigate = useNavigate();
  // The form posts from the browser: until the page is interactive there is nothing to post it.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const { form, submit, busy } = useAdminForm<Credentials>({
    defaultValues: { username: '', password: '' },
    schema: adminLoginFormSchema,
    save: (values) => signIn(adminLoginFormSchema.parse(values)),
    onSaved: () => {
      notify('Login successful', 'Opening the dashboard…');
      redirectTimer.current = setTimeout(
        () => void navigate('/admin/dashboard', { replace: true }),
        LOGIN_REDIRECT_DELAY_MS,
      );
    },
    failedMessage: 'Login failed',
    refusalShown: 'both',
  });
  // Signed in: the button stays busy until the dashboard opens.
  const signedIn = form.formState.isSubmitSuccessful;

  return (
    <AuthCard title="Admin Login" description="Sign in to the back office.">
      <SessionEndedNotice />
      <FormFrame form={form} submit={submit}>
        <FormRefusal />
        <fieldset disabled={!interactive} className="space-y-4">
          <TextField name="username" label="Username" autoComplete="username" required />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
          />
          <p className="-mt-2 text-right text-sm">
            <Link to="/admin/forgot-password" className={authLink}>
              Forgot password?
            </Link>
          </p>
          <SubmitButton label="Login" busyLabel="Logging in..." busy={busy || signedIn} />
        </fieldset>
      </FormFrame>
    </AuthCard>
  );
}
