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
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
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
  return {
    async send(mail) {
      const info = await stream.sendMail({ from: options.from, ...mail });
      await mkdir(folder, { recursive: true });
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
