import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

// Without SMTP_URL the server writes each mail to DATA_DIR/mail (.e2e-data for the built e2e server;
// set E2E_DATA_DIR when pointing E2E_BASE_URL at a server with another folder).
const mailFolder = join(process.env.E2E_DATA_DIR ?? '.e2e-data', 'mail');

/**
 * Undoes quoted-printable: soft line breaks ('=' at a line end) and =XX escapes such as '=3D', as bytes
 * read as UTF-8 (an Urdu mail's letters are several escaped bytes each).
 */
function decodeQuotedPrintable(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const escaped = text[i] === '=' && /^[0-9A-F]{2}$/.test(text.slice(i + 1, i + 3));
    if (escaped) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A MIME part's body as text, whichever transfer encoding the mailer chose for it. */
function decodePart(part: string): string {
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(head)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return decodeQuotedPrintable(body);
}

/** The text parts of the mails written so far to `email`, newest first. */
export async function mailTextsTo(email: string): Promise<string[]> {
  const files = (await readdir(mailFolder).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  const texts: string[] = [];
  // File names start with the time they were written: newest first.
  for (const file of files.sort().reverse()) {
    const raw = await readFile(join(mailFolder, file), 'utf8');
    if (!new RegExp(`^To: ${email}$`, 'm').test(raw)) continue;
    const textPart = raw.split(/Content-Type: text\/plain[^\n]*\n/)[1]?.split(/\n--/)[0] ?? '';
    texts.push(decodePart(textPart));
  }
  return texts;
}
