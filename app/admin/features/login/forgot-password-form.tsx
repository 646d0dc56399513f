import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { forgotPasswordSchema, type ForgotPasswordInput } from '../../../../common/accounts/schemas';
import { adminFetch } from '../../data/admin-api';
import { TextField } from '../../forms/fields';
import { FormFrame } from '../../forms/form-frame';
import { FormRefusal } from '../../forms/form-refusal';
import { useAdminForm } from '../../forms/use-admin-form';
import { SubmitButton } from '../../../ui/forms/submit-button';
import { notify } from '../../../lib/toast';
import { AuthCard } from './auth-card';

/** POST /api/auth/forgot-password: the same words whether or not the email has an account. */
const requestedSchema = z.object({ success: z.literal(true), message: z.string() });

/** The storefront's words for a request that failed (storefront §8), the one flow staff share. */
const REQUEST_FAILED = 'Failed to send reset email';

const BACK_TO_LOGIN = { to: '/admin/login', label: 'Back to Login' };

/**
 * Forgot password for staff (the admin login's "Forgot password?", decision 018): the shop's reset flow
 * (POST /api/auth/forgot-password, its limits, its answer that never says whether an account exists).
 * A staff account's mail links to /admin/reset-password.
 */
export function AdminForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const { form, submit, busy } = useAdminForm<ForgotPasswordInput>({
    defaultValues: { email: '' },
    schema: forgotPasswordSchema,
    save: async (values) => {
      const answer = await adminFetch('/api/auth/forgot-password', {
        method: 'POST',
        body: forgotPasswordSchema.parse(values),
        schema: requestedSchema,
      });
      setSent(answer.message);
      notify('Check Your Email', answer.message);
    },
    failedMessage: REQUEST_FAILED,
    refusalShown: 'both',
  });

  if (sent) {
    return (
      <AuthCard title="Check Your Email" description={sent} back={BACK_TO_LOGIN}>
        <div role="status" className="flex flex-col items-center gap-3 text-center text-sm text-stone-700">
          <MailCheck aria-hidden="true" className="h-10 w-10 text-brand-700" />
          <p>The link works once and expires in 1 hour.</p>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Forgot Password"
      description="Enter the email of your staff account and we will send you a link to choose a new password."
      back={BACK_TO_LOGIN}
    >
      <FormFrame form={form} submit={submit}>
        <FormRefusal />
        <div className="space-y-4">
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
          <SubmitButton label="Send Reset Link" busyLabel="Sending..." busy={busy} />
        </div>
      </FormFrame>
    </AuthCard>
  );
}
