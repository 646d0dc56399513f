import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

// Without SMTP_URL the server writes each mail to DATA_DIR/mail (.e2e-data for the built e2e server;
// set E2E_DATA_DIR when pointing E2E_BASE_URL at a server with another folder).
const mailFolder = join(process.env.E2E_DATA_DIR ?? '.e2e-data', 'mail');

/** Undoes quoted-printable: soft line breaks ('=' at a line end) and =XX escapes such as '=3D'. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
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
    texts.push(decodeQuotedPrintable(textPart));
  }
  return texts;
}
