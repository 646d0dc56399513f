import { z } from 'zod';

/**
 * The account forms and their API bodies (storefront §5, §7), with the spec's messages. Each screen,
 * its React Router action and its /api/auth route parse with the same schema.
 */

/** Login (storefront §5): the same schema checks the form and the API body. */
export const loginSchema = z.object({
  emailOrUsername: z
    .string({ error: 'Email or username is required' })
    .trim()
    .min(1, 'Email or username is required')
    .max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
  isAdmin: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * The admin login form (back-office §2): Username and Password, both required. It posts the login body
 * above (`emailOrUsername` is the username, `isAdmin` true first).
 */
export const adminLoginFormSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export type AdminLoginForm = z.infer<typeof adminLoginFormSchema>;

export const PASSWORD_MIN = 8;
// scrypt reads every byte: a cap keeps one request from buying seconds of CPU.
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

/** Emails are compared and stored trimmed and in lower case, so "Ali@X.pk" and "ali@x.pk" are one. */
const email = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().pipe(z.email(message).max(254, message));

const newPassword = z
  .string({ error: `Password must be at least ${PASSWORD_MIN} characters` })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

const confirmation = z
  .string({ error: 'Please confirm your password' })
  .min(1, 'Please confirm your password');

/**
 * "Passwords don't match" on Confirm Password. `when` lets it speak while another field (the username,
 * say) is still wrong: zod would otherwise hold object checks back until every field passes.
 */
function passwordsMatch<K extends string>(field: K) {
  return {
    check: (form: Record<K | 'confirmPassword', string>) => form[field] === form.confirmPassword,
    params: {
      error: "Passwords don't match",
      path: ['confirmPassword'],
      when: ({ value }: { value: unknown }) => {
        const form = value as Record<string, unknown>;
        return typeof form[field] === 'string' && typeof form.confirmPassword === 'string';
      },
    },
  };
}
const registerMatch = passwordsMatch('password');
const resetMatch = passwordsMatch('newPassword');

/**
 * Usernames: 3 to 30 letters, digits, dots, underscores or hyphens. No spaces or '@', so a username
 * can never be mistaken for an email at login (one field takes either).
 */
export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9._-]*$/, 'Username may only contain letters, digits, dots, underscores and hyphens');

/** POST /api/auth/register: the confirmation is checked by the form and never sent (storefront §5). */
export const registerSchema = z.object({
  username: usernameSchema,
  email: email('Invalid email address'),
  password: newPassword,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The register form: the API body plus Confirm Password, which must equal the password. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: confirmation })
  .refine(registerMatch.check, registerMatch.params);

export const forgotPasswordSchema = z.object({ email: email('Please enter a valid email address') });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** Tokens are 43 URL-safe characters; anything far longer is not one of ours and is refused early. */
const token = (missing: string) => z.string({ error: missing }).trim().min(1, missing).max(200, missing);

export const RESET_TOKEN_MISSING = 'Reset token is missing';
export const resetPasswordSchema = z.object({ token: token(RESET_TOKEN_MISSING), newPassword });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset form: New Password and Confirm Password, which must match (storefront §5). */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: confirmation })
  .refine(resetMatch.check, resetMatch.params);

export const verifyEmailSchema = z.object({ token: token('Verification token is missing') });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/** Resend verification (storefront §5): an empty field says 'Please enter your email address'. */
export const resendVerificationSchema = z.object({
  email: z
    .string({ error: 'Please enter your email address' })
    .trim()
    .min(1, { error: 'Please enter your email address', abort: true })
    .toLowerCase()
    .pipe(z.email('Invalid email address').max(254, 'Invalid email address')),
});
export type ResendVerificationInput = z.infer<typeof resendVerificationSchema>;

/** The 409 answers of registration: the register screen shows each beside its field. */
export const USERNAME_TAKEN = 'This username is already taken';
export const EMAIL_TAKEN = 'An account with this email already exists';
