import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { normalizePakistaniPhone } from '../phones/pakistani-phone';
import { whatsappOptOuts } from './notifications.tables';

/** The words that stop the shop's messages, in any case and with any spacing (Meta's own opt-out word). */
const STOP_WORDS = ['stop'];
/** The word that lets them start again. */
const START_WORDS = ['start'];

/** A text as a keyword compares: trimmed, lower-cased, inner spaces made one, a final full stop dropped. */
function keyword(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.!۔]+$/u, '');
}

/**
 * What a customer's message says of the shop's messages (docs/whatsapp.md): `stop` for STOP or the
 * owner's word (their customers' Urdu, for example "بند کریں"), `start` for START, else nothing. Only the
 * whole message counts: "please don't stop my order" stops nothing.
 */
export function optOutWordOf(text: string, ownerWord: string | null): 'stop' | 'start' | null {
  const said = keyword(text);
  if (!said) return null;
  if (STOP_WORDS.includes(said) || (ownerWord && said === keyword(ownerWord))) return 'stop';
  if (START_WORDS.includes(said)) return 'start';
  return null;
}

/** Meta names a number by its digits with the country code (`923001234567`); the shop keeps E.164. */
export function e164OfWhatsApp(number: string): string | null {
  const phone = normalizePakistaniPhone(`+${number.replace(/\D/g, '')}`);
  return phone?.normalized ?? null;
}

/** Keeps that the number wrote STOP (again: the first time stands), or forgets it on START. */
export async function recordOptOut(db: DbOrTx, phone: string, word: 'stop' | 'start', said: string) {
  if (word === 'start') {
    await db.delete(whatsappOptOuts).where(eq(whatsappOptOuts.phone, phone));
    return;
  }
  await db
    .insert(whatsappOptOuts)
    .values({ phone, word: said.trim().slice(0, 60) })
    .onConflictDoNothing();
}

/** Which of these numbers (E.164) wrote STOP: the shop starts no message to them. */
export async function optedOut(db: DbOrTx, phones: string[]): Promise<Set<string>> {
  if (!phones.length) return new Set();
  const rows = await db
    .select({ phone: whatsappOptOuts.phone })
    .from(whatsappOptOuts)
    .where(inArray(whatsappOptOuts.phone, phones));
  return new Set(rows.map((row) => row.phone));
}
