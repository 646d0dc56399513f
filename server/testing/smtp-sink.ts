import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; body: string };

export type SmtpSink = {
  port: number;
  /** Every message received, raw (headers and body), in arrival order. */
  received: ReceivedMail[];
  close(): Promise<void>;
};

/**
 * A real SMTP server on loopback that keeps what it receives: mail tests talk real SMTP to it.
 * `onConnect` hears of each connection a client opens.
 */
export function startSmtpSink(
  port = 0,
  received: ReceivedMail[] = [],
  onConnect: () => void = () => {},
): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      onConnect();
      callback();
    },
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        callback();
      });
    },
  });
  // A client that dies in the middle of a message (a server process a test kills) resets its connection;
  // smtp-server reports that as an 'error' event, which unheard would end the test process.
  server.on('error', () => {});
  return new Promise((resolve, reject) => {
    // Before it listens, an error is the port's (in use): the caller hears of it.
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve({
        port: (server.server.address() as AddressInfo).port,
        received,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
