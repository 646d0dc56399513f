import { desc, eq } from 'drizzle-orm';
import { notificationOutbox, users } from '../../db/schema';
import type { Mail } from '../../modules/notifications/mailer';
import type { TestApp } from '../../testing/test-app';

/** Helpers for the account contract tests: post to /api/auth/*, and read the mail the outbox holds. */

export const NEW_PASSWORD = 'Fresh-Start-2024';

export function post(t: TestApp, path: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `/api/auth/${path}`, payload, headers });
}

export function registration(name: string) {
  return { username: name, email: `${name.toLowerCase()}@example.pk`, password: 'Strong-Pass-1' };
}

/**
 * Waits until the outbox worker has carried out what the requests so far left it: forgot password and
 * resend verification write their mail only then (a task done after the answer).
 */
export async function outboxDone(t: TestApp): Promise<void> {
  await t.app.services.outbox.idle();
}

/** The newest message of a kind the outbox holds for an address, or undefined. */
export async function latestMail(t: TestApp, to: string, kind: string): Promise<Mail | undefined> {
  await outboxDone(t);
  const rows = await t.database.db
    .select({ payload: notificationOutbox.payload })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.kind, kind))
    .orderBy(desc(notificationOutbox.createdAt));
  return rows.map((r) => r.payload as Mail).find((mail) => mail.to === to);
}

export async function mailCount(t: TestApp, to: string): Promise<number> {
  await outboxDone(t);
  const rows = await t.database.db.select({ payload: notificationOutbox.payload }).from(notificationOutbox);
  return rows.filter((r) => (r.payload as Mail).to === to).length;
}

/** The token of the first `${publicUrl}/<page>?token=…` link in a text. */
export function tokenIn(text: string, page: 'verify-email' | 'reset-password'): string {
  const match = new RegExp(`/${page}\\?token=([\\w-]+)`).exec(text);
  if (!match) throw new Error(`no ${page} link in:\n${text}`);
  return match[1]!;
}

export async function verificationToken(t: TestApp, email: string): Promise<string> {
  const mail = await latestMail(t, email, 'account-verification');
  if (!mail) throw new Error(`no verification mail to ${email}`);
  return tokenIn(mail.text, 'verify-email');
}

export async function resetToken(t: TestApp, email: string): Promise<string> {
  const mail = await latestMail(t, email, 'account-password-reset');
  if (!mail) throw new Error(`no reset mail to ${email}`);
  return tokenIn(mail.text, 'reset-password');
}

export async function userRow(t: TestApp, email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

/** Registers through the API and verifies through the link, as a shopper would. */
export async function verifiedCustomer(t: TestApp, name: string) {
  const form = registration(name);
  const res = await post(t, 'register', form);
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  await post(t, 'verify-email', { token: await verificationToken(t, form.email) });
  return form;
}
