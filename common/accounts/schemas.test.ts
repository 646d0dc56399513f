import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  forgotPasswordSchema,
  registerFormSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from './schemas';

function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}

const registration = {
  username: 'amina_k',
  email: '  Amina.Khan@Example.PK ',
  password: 'long-enough',
  confirmPassword: 'long-enough',
};

describe('register (storefront §5)', () => {
  it('accepts a good form, normalises the email, and drops the confirmation from the API body', () => {
    expect(registerFormSchema.parse(registration)).toMatchObject({ email: 'amina.khan@example.pk' });
    expect(registerSchema.parse(registration)).toEqual({
      username: 'amina_k',
      email: 'amina.khan@example.pk',
      password: 'long-enough',
    });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ email: '' }, 'email', 'Invalid email address'],
    [{ password: 'short', confirmPassword: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'x'.repeat(129) }, 'password', 'Password must be at most 128 characters'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    [{ confirmPassword: 'long-enougH' }, 'confirmPassword', "Passwords don't match"],
    [{ username: '' }, 'username', 'Username is required'],
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(31) }, 'username', 'Username must be at most 30 characters'],
    [
      { username: 'amina khan' },
      'username',
      'Username may only contain letters, digits, dots, underscores and hyphens',
    ],
    [
      { username: 'amina@example.pk' },
      'username',
      'Username may only contain letters, digits, dots, underscores and hyphens',
    ],
  ])('%j → %s: %s', (change, field, message) => {
    expect(messages(registerFormSchema, { ...registration, ...change })[field]).toBe(message);
  });

  it('takes usernames of letters, digits, dot, underscore and hyphen from 3 to 30 characters', () => {
    for (const username of ['abc', 'A.b_c-9', 'x'.repeat(30)]) {
      expect(registerSchema.safeParse({ ...registration, username }).success).toBe(true);
    }
  });
});

describe('forgot and reset password (storefront §5)', () => {
  it('asks for a valid email', () => {
    expect(forgotPasswordSchema.parse({ email: ' Bilal@Example.com' })).toEqual({
      email: 'bilal@example.com',
    });
    for (const email of ['', 'bilal', undefined]) {
      expect(messages(forgotPasswordSchema, { email }).email).toBe('Please enter a valid email address');
    }
  });

  it('needs a token and a new password of at least 8 characters that the confirmation matches', () => {
    const form = { token: 'abc', newPassword: 'new-password', confirmPassword: 'new-password' };
    expect(resetPasswordSchema.parse(form)).toEqual({ token: 'abc', newPassword: 'new-password' });
    expect(messages(resetPasswordFormSchema, { ...form, token: '' }).token).toBe('Reset token is missing');
    expect(messages(resetPasswordFormSchema, { ...form, newPassword: 'short' }).newPassword).toBe(
      'Password must be at least 8 characters',
    );
    expect(messages(resetPasswordFormSchema, { ...form, confirmPassword: '' }).confirmPassword).toBe(
      'Please confirm your password',
    );
    expect(
      messages(resetPasswordFormSchema, { ...form, confirmPassword: 'other-password' }).confirmPassword,
    ).toBe("Passwords don't match");
  });
});

describe('verify and resend (storefront §5)', () => {
  it('needs a token to verify', () => {
    expect(messages(verifyEmailSchema, {}).token).toBe('Verification token is missing');
    expect(verifyEmailSchema.parse({ token: ' t0k3n ' })).toEqual({ token: 't0k3n' });
  });

  it('asks for an email to resend to, in the spec words when it is empty', () => {
    expect(messages(resendVerificationSchema, { email: '  ' }).email).toBe('Please enter your email address');
    expect(messages(resendVerificationSchema, {}).email).toBe('Please enter your email address');
    expect(messages(resendVerificationSchema, { email: 'nope' }).email).toBe('Invalid email address');
    expect(resendVerificationSchema.parse({ email: 'Sara@Example.PK' })).toEqual({
      email: 'sara@example.pk',
    });
  });
});

describe('confirmation', () => {
  it("says the passwords don't match even while another field is still wrong", () => {
    expect(
      messages(registerFormSchema, { ...registration, username: '', confirmPassword: 'other' }),
    ).toMatchObject({ username: 'Username is required', confirmPassword: "Passwords don't match" });
    expect(
      messages(resetPasswordFormSchema, { token: '', newPassword: 'new-password', confirmPassword: 'x' }),
    ).toMatchObject({ token: 'Reset token is missing', confirmPassword: "Passwords don't match" });
  });
});
