import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationOutbox } from '../../db/schema';
import { createMailer } from '../../modules/notifications/mailer';
import { createOutboxWorker } from '../../modules/notifications/outbox';
import { orderNotificationFlags } from '../../modules/orders/orders.service';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../testing/smtp-sink';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { NEW_PASSWORD, post, registration, tokenIn } from './auth-testing';

type Received = ReceivedMail & { decoded: string };
const received: ReceivedMail[] = [];

/** Undoes quoted-printable: soft line breaks ('=' at a line end) and =XX escapes. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function mailTo(email: string, subject: string): Promise<Received> {
  return vi.waitFor(
    () => {
      const mail = received
        .map((m) => ({ ...m, decoded: decodeQuotedPrintable(m.body) }))
        .find((m) => m.to.includes(email) && m.decoded.includes(`Subject: ${subject}`));
      if (!mail) throw new Error(`no "${subject}" mail to ${email} yet`);
      return mail;
    },
    { timeout: 5000, interval: 50 },
  );
}

function expectTextAndHtml(mail: Received, link: string) {
  expect(mail.body).toMatch(/Content-Type: multipart\/alternative/);
  expect(mail.body).toMatch(/Content-Type: text\/plain/);
  expect(mail.body).toMatch(/Content-Type: text\/html/);
  // The text part has the link once; the HTML part has it as the button and as copyable text.
  expect(mail.decoded.split(link).length - 1).toBeGreaterThanOrEqual(3);
}

let smtp: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpSink(0, received);
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, publicUrl: 'https://shop.example.pk' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('account mail over SMTP', () => {
  it('sends the verification link, which verifies the account', async () => {
    const form = registration('Mailed');
    expect((await post(t, 'register', form)).statusCode).toBe(201);
    const mail = await mailTo(form.email, 'Verify your email for Vitalix Organics');
    expect(mail.decoded).toContain('Hello Mailed,');
    expect(mail.decoded).toContain('expires in 24 hours');
    const token = tokenIn(mail.decoded, 'verify-email');
    expectTextAndHtml(mail, `https://shop.example.pk/verify-email?token=${token}`);

    expect((await post(t, 'verify-email', { token })).statusCode).toBe(200);
    expect(
      (await post(t, 'login', { emailOrUsername: form.username, password: form.password })).statusCode,
    ).toBe(200);
  });

  it('sends the reset link, which sets a new password', async () => {
    const form = registration('Forgetful');
    await post(t, 'register', form);
    await post(t, 'verify-email', {
      token: tokenIn(
        (await mailTo(form.email, 'Verify your email for Vitalix Organics')).decoded,
        'verify-email',
      ),
    });
    expect((await post(t, 'forgot-password', { email: form.email })).statusCode).toBe(200);
    const mail = await mailTo(form.email, 'Reset your Vitalix Organics password');
    expect(mail.decoded).toContain('expires in 1 hour');
    const token = tokenIn(mail.decoded, 'reset-password');
    expectTextAndHtml(mail, `https://shop.example.pk/reset-password?token=${token}`);

    expect((await post(t, 'reset-password', { token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post(t, 'login', { emailOrUsername: form.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });
});

describe('with the mail server down', () => {
  it('still registers, and the outbox delivers the mail once the server is back', async () => {
    const probe = await startSmtpSink(0);
    const port = probe.port;
    await probe.close(); // nothing listens there now
    const down = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      publicUrl: 'https://shop.example.pk',
    });
    try {
      const form = registration('Patient');
      expect((await post(down, 'register', form)).statusCode).toBe(201);
      await down.app.services.outbox.idle();
      const [waiting] = await down.database.db
        .select()
        .from(notificationOutbox)
        .where(eq(notificationOutbox.kind, 'account-verification'));
      expect(waiting).toMatchObject({ sentAt: null, attempts: 1 });
      expect(waiting!.lastError).toContain('ECONNREFUSED'); // nothing listened on the port

      const back = await startSmtpSink(port, received);
      // Its pooled connection is closed before the server is (which would wait for it).
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'shop@example.com',
        dataDir: '/unused',
        log: () => {},
      });
      try {
        const later = createOutboxWorker({
          db: down.database.db,
          mailer,
          whatsapp: null,
          flags: orderNotificationFlags,
          log: () => {},
          now: () => new Date(Date.now() + 10 * 60_000), // past the retry's back-off
        });
        expect(await later.deliverDue()).toBe(1);
        const mail = await mailTo(form.email, 'Verify your email for Vitalix Organics');
        expect(
          (await post(down, 'verify-email', { token: tokenIn(mail.decoded, 'verify-email') })).statusCode,
        ).toBe(200);
      } finally {
        mailer.close();
        await back.close();
      }
    } finally {
      await down.close();
    }
  });
});
