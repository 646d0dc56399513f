import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { RESET_REQUESTED, VERIFICATION_RESENT } from './auth';
import {
  latestMail,
  mailCount,
  outboxDone,
  post,
  registration,
  userRow,
  verifiedCustomer,
} from './auth-testing';

/**
 * Forgot password and resend verification take the same time whether or not the email has an account:
 * the request only queues a task, the same one row either way, and the outbox worker does the lookup,
 * the token and the mail after the answer (modules/accounts/mailed-token.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example.pk' });
});
afterAll(() => t.close());

const tasksFor = async (kind: string) =>
  (
    await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.kind, kind))
      .orderBy(asc(notificationOutbox.createdAt))
  ).map((row) => ({ channel: row.channel, email: row.payload.email, done: row.sentAt !== null }));

/** Holds the worker at the start of a task until `release`, so a test sees what the request alone did. */
function holdTask(kind: string) {
  const original = t.app.services.accounts.outboxTasks[kind]!;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  t.app.services.outbox.handle({
    [kind]: async (payload) => {
      await gate;
      await original(payload);
    },
  });
  return {
    release() {
      release();
      t.app.services.outbox.handle({ [kind]: original });
    },
  };
}

describe.each([
  {
    path: 'forgot-password',
    task: 'password-reset-request',
    mail: 'account-password-reset',
    message: RESET_REQUESTED,
    account: (name: string) => verifiedCustomer(t, name),
    token: 'resetTokenHash' as const,
  },
  {
    path: 'resend-verification',
    task: 'verification-resend-request',
    mail: 'account-verification',
    message: VERIFICATION_RESENT,
    account: async (name: string) => {
      const form = registration(name);
      await post(t, 'register', form);
      return form;
    },
    token: 'verificationTokenHash' as const,
  },
])('POST /api/auth/$path', ({ path, task, mail, message, account, token }) => {
  it('answers before any lookup, with one queued task alike for a known and an unknown email', async () => {
    const known = await account(`Known-${path}`);
    const unknown = `nobody-${path}@example.pk`;
    const mailsBefore = await mailCount(t, known.email);
    const tokenBefore = (await userRow(t, known.email))![token];

    const held = holdTask(task);
    const answers = [await post(t, path, { email: known.email }), await post(t, path, { email: unknown })];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message });
    }
    // Answered, and nothing done yet but the queueing: no new token, no mail.
    expect(await tasksFor(task)).toEqual([
      { channel: 'task', email: known.email, done: false },
      { channel: 'task', email: unknown, done: false },
    ]);
    expect((await userRow(t, known.email))![token]).toBe(tokenBefore);

    held.release();
    await outboxDone(t);
    expect(await tasksFor(task)).toEqual([
      { channel: 'task', email: known.email, done: true },
      { channel: 'task', email: unknown, done: true },
    ]);
    expect(await mailCount(t, known.email)).toBe(mailsBefore + 1);
    expect(await mailCount(t, unknown)).toBe(0);
    expect(await latestMail(t, known.email, mail)).toBeDefined();
    expect((await userRow(t, known.email))![token]).not.toBe(tokenBefore);
  });
});

describe('an Urdu page’s requests (decision 038)', () => {
  // The /ur pages' actions call the service with their language (app/shop/routes/account/*.tsx).
  it('mails the reset link in Urdu, to the Urdu page, right to left', async () => {
    const form = await verifiedCustomer(t, 'Urdu-reset');
    await t.app.services.accounts.requestPasswordReset(form.email, 'ur');
    const mail = (await latestMail(t, form.email, 'account-password-reset'))!;
    expect(mail.subject).toBe('اپنا Vitalix Organics پاس ورڈ ری سیٹ کریں');
    expect(mail.text).toContain('السلام علیکم Urdu-reset،');
    expect(mail.text).toMatch(/https:\/\/shop\.example\.pk\/ur\/reset-password\?token=[\w-]+/);
    expect(mail.html).toContain('<html lang="ur" dir="rtl">');

    // The same shopper asking from an English page gets the English mail.
    await t.app.services.accounts.requestPasswordReset(form.email);
    const english = (await latestMail(t, form.email, 'account-password-reset'))!;
    expect(english.subject).toBe('Reset your Vitalix Organics password');
    expect(english.text).toMatch(/https:\/\/shop\.example\.pk\/reset-password\?token=/);
  });

  it('mails the verification link in Urdu, on registering and on asking again', async () => {
    const form = registration('Urdu-verify');
    await t.app.services.accounts.register(form, 'ur');
    const first = (await latestMail(t, form.email, 'account-verification'))!;
    expect(first.subject).toBe('Vitalix Organics کے لیے اپنی ای میل کی تصدیق کریں');
    expect(first.text).toContain('/ur/verify-email?token=');
    await t.app.services.accounts.resendVerification(form.email, 'ur');
    const again = (await latestMail(t, form.email, 'account-verification'))!;
    expect(again.text).not.toBe(first.text);
    expect(again.html).toContain('<html lang="ur" dir="rtl">');
  });
});
