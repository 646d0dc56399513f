import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

/**
 * Outgoing mail (DESIGN.md §5): over SMTP when SMTP_URL is set; otherwise each message is written to
 * DATA_DIR/mail as an .eml file and logged, so verification and order mails work in development too.
 * Delivery retries belong to the outbox; a failure here throws so the outbox can try again later.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: (message: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(pooledSmtpUrl(options.smtpUrl));
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const folder = join(options.dataDir, 'mail');
  const stream: Transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  // Made on the first message, not for each: a sale day writes one for every order.
  let made: Promise<unknown> | undefined;
  return {
    async send(mail) {
      const info = await stream.sendMail({ from: options.from, ...mail });
      await (made ??= mkdir(folder, { recursive: true }).catch((error: unknown) => {
        made = undefined; // tried again with the next message
        throw error;
      }));
      const file = join(
        folder,
        `${new Date().toISOString().replaceAll(':', '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.log(`Mail to ${mail.to} ("${mail.subject}") written to ${file}`);
    },
    close: () => stream.close(),
  };
}

/**
 * The SMTP URL with nodemailer's connection pool on, unless the URL says otherwise (`?pool=false`):
 * messages share a few kept connections instead of each opening its own (TCP, greeting, TLS, sign-in),
 * which on a sale day's rate of orders (a shop mail each) is thousands of sessions an hour that mail
 * providers limit. The pool reconnects by itself when the server closes an idle connection.
 */
export function pooledSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}
