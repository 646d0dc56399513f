import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { createMailer, pooledSmtpUrl } from './mailer';

let sink: SmtpSink;
let received: SmtpSink['received'];
let port: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  ({ port, received } = sink);
});
afterAll(() => sink.close());

describe('mailer', () => {
  it('delivers over SMTP to a real server on loopback', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Shop <shop@example.com>',
      dataDir: '/unused',
      log: () => {},
    });
    await mailer.send({ to: 'amina@example.com', subject: 'Your order', text: 'Thank you for your order.' });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['amina@example.com']);
    expect(received[0]!.body).toContain('Subject: Your order');
    expect(received[0]!.body).toContain('Thank you for your order.');
  });

  it('sends one message after another over one kept connection', async () => {
    const connections: number[] = [];
    const counted = await startSmtpSink(0, [], () => connections.push(1));
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${counted.port}`,
      from: 'shop@example.com',
      dataDir: '/unused',
      log: () => {},
    });
    for (const n of [1, 2, 3])
      await mailer.send({ to: 'shop@example.com', subject: `Order ${n}`, text: 'New' });
    mailer.close();
    await counted.close();
    expect(counted.received.map((mail) => /Subject: (.*)/.exec(mail.body)?.[1])).toEqual([
      'Order 1',
      'Order 2',
      'Order 3',
    ]);
    expect(connections).toHaveLength(1);
  });

  it('keeps the pool setting an SMTP URL names', () => {
    expect(pooledSmtpUrl('smtp://user:pass@mail.example.com:587')).toBe(
      'smtp://user:pass@mail.example.com:587?pool=true',
    );
    expect(pooledSmtpUrl('smtps://mail.example.com/?pool=false')).toBe(
      'smtps://mail.example.com/?pool=false',
    );
  });

  it('fails loudly when the SMTP server is down, so the outbox retries', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'shop@example.com',
      dataDir: '/unused',
      log: () => {},
    });
    await expect(mailer.send({ to: 'a@example.com', subject: 'x', text: 'y' })).rejects.toThrow();
    mailer.close();
  });

  it('writes messages to DATA_DIR/mail without SMTP_URL', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mail-'));
    const logged: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'shop@example.com',
      dataDir,
      log: (m) => logged.push(m),
    });
    await mailer.send({ to: 'bilal@example.com', subject: 'Verify your email', text: 'Open the link' });
    const files = readdirSync(join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dataDir, 'mail', files[0]!), 'utf8');
    expect(eml).toContain('To: bilal@example.com');
    expect(eml).toContain('Open the link');
    expect(logged[0]).toMatch(/Mail to bilal@example.com/);
  });
});
