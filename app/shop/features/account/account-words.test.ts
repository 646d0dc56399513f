import { describe, expect, it } from 'vitest';
import {
  EMAIL_TAKEN,
  forgotPasswordSchema,
  loginSchema,
  registerFormSchema,
  resendVerificationSchema,
  resetPasswordFormSchema,
  USERNAME_TAKEN,
  verifyEmailSchema,
} from '../../../../common/accounts/schemas';
import { en } from '../../i18n/en';
import { ur } from '../../i18n/ur';
import { accountMessage } from './account-words';

/** Every message the account forms' schemas give for some bad forms (storefront §5). */
function schemaMessages(): string[] {
  const bad: Array<[{ safeParse(value: unknown): { error?: { issues: { message: string }[] } } }, object]> = [
    [loginSchema, {}],
    [loginSchema, { emailOrUsername: ' ', password: '' }],
    [registerFormSchema, { username: '', email: 'nope', password: 'short', confirmPassword: '' }],
    [
      registerFormSchema,
      { username: 'ab', email: 'a@b.pk', password: 'x'.repeat(129), confirmPassword: 'y' },
    ],
    [
      registerFormSchema,
      { username: 'a'.repeat(31), email: 'a@b.pk', password: 'longenough', confirmPassword: 'x' },
    ],
    [
      registerFormSchema,
      { username: 'ali khan', email: 'a@b.pk', password: 'longenough', confirmPassword: 'longenough' },
    ],
    [forgotPasswordSchema, { email: 'nope' }],
    [resetPasswordFormSchema, { token: '', newPassword: 'longenough', confirmPassword: 'other' }],
    [verifyEmailSchema, { token: '' }],
    [resendVerificationSchema, { email: '' }],
    [resendVerificationSchema, { email: 'nope' }],
  ];
  return [
    ...new Set(bad.flatMap(([schema, form]) => schema.safeParse(form).error!.issues.map((i) => i.message))),
  ];
}

/** What the account service and the limits refuse with (server/modules/accounts, server/lib/rate-limits). */
const SERVER_REFUSALS = [
  USERNAME_TAKEN,
  EMAIL_TAKEN,
  'Invalid username or password',
  'Your email is not verified. Please verify your email before logging in.',
  'The verification link is invalid or has expired.',
  'This password reset link is invalid or has expired.',
  'Too many requests. Please wait before trying again.',
];

describe('the account refusals in the page language (decision 038)', () => {
  it('keeps every English message word for word', () => {
    const messages = [...schemaMessages(), ...SERVER_REFUSALS];
    expect(messages.length).toBeGreaterThan(20);
    for (const message of messages) expect(accountMessage(message, en.account)).toBe(message);
  });

  it('knows every message of the schemas and the service in Urdu', () => {
    for (const message of [...schemaMessages(), ...SERVER_REFUSALS]) {
      const urdu = accountMessage(message, ur.account);
      expect(urdu, message).not.toBe(message);
      expect(urdu).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('carries the numbers into the Urdu sentence', () => {
    expect(accountMessage('Password must be at least 8 characters', ur.account)).toBe(
      'پاس ورڈ کم از کم 8 حروف کا ہونا چاہیے',
    );
  });

  it('shows a message it does not know as the server wrote it', () => {
    expect(accountMessage('Something new', ur.account)).toBe('Something new');
  });
});
