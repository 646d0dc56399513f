import type { ReceivedMail } from '../../server/testing/smtp-sink';

/** What the tests need of a message the SMTP sink received. */
export type Mail = {
  /** The envelope's recipients (RCPT TO), not the To header. */
  to: string[];
  subject: string;
  messageId: string;
  /** The raw message with quoted-printable undone: a link split over lines reads whole again. */
  text: string;
};

export function readMail(raw: ReceivedMail): Mail {
  const [head = '', ...rest] = raw.body.split(/\r?\n\r?\n/);
  // Unfolding (RFC 5322 §2.2.3): a line starting with white space continues the previous one.
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return {
    to: raw.to,
    subject: decodeWords(headers.get('subject') ?? ''),
    messageId: headers.get('message-id') ?? '',
    text: decodeQuotedPrintable(rest.join('\n\n')),
  };
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), which nodemailer uses for long subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?') // white space between two encoded words is not part of the text
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, coding: string, text: string) =>
      coding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'latin1').toString('utf8'),
    );
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
