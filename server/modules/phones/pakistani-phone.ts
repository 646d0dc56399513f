import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';

/**
 * Phone numbers as a Cash-on-Delivery shop in Pakistan needs them (decision 022): the same customer types
 * 0300-1234567, +92 300 1234567, 923001234567 or 3001234567, and the confirmation desk, the repeat-order
 * check and the blocklist must see one number. libphonenumber's full metadata (`/max`, server only: the
 * shop's pages never load it) knows which numbers can exist and which are mobiles.
 */

export type PakistaniPhone = {
  /** E.164, the form numbers are compared and stored in: `+923001234567`. */
  normalized: string;
  /** As staff read it and dial it: `+92 300 1234567`. */
  display: string;
  /** A mobile can be sent WhatsApp; a landline (or a business's UAN) can only be called. */
  kind: 'mobile' | 'landline';
};

/** What the checkout says of a number that cannot be a Pakistani phone. */
export const NOT_A_PAKISTANI_PHONE =
  'Enter a Pakistani phone number, for example 0300 1234567 or +92 300 1234567';

const LANDLINE_TYPES: ReadonlySet<NumberType> = new Set([
  'FIXED_LINE',
  'FIXED_LINE_OR_MOBILE',
  'UAN',
  'VOIP',
  'SHARED_COST',
  'TOLL_FREE',
]);

/**
 * The Pakistani number a typed phone is, or null when it cannot be one: too short or long for its area,
 * an area or mobile prefix that does not exist, or another country's number (couriers deliver and call
 * in Pakistan only). Written without a country code it is read as Pakistani, with or without the trunk
 * 0 (0300…, 300…); `92…` and `0092…` are read as the country code.
 */
export function normalizePakistaniPhone(typed: string): PakistaniPhone | null {
  const digits = typed.replace(/\D/g, '');
  // `923001234567` (no plus) is the country code, not a local number starting 92.
  const text = /^92\d{9,11}$/.test(digits) && !typed.trim().startsWith('0') ? `+${digits}` : typed;
  const parsed = parsePhoneNumberFromString(text, 'PK');
  if (!parsed || parsed.country !== 'PK' || !parsed.isValid()) return null;
  const type = parsed.getType();
  const kind = type === 'MOBILE' ? 'mobile' : type && LANDLINE_TYPES.has(type) ? 'landline' : null;
  if (!kind) return null;
  // Formatted when read: a new order's screening needs only the E.164 form, and formatting was about a
  // quarter of the work of reading a number (docs/performance.md, orders on a hot product).
  return {
    normalized: parsed.number,
    get display() {
      return parsed.formatInternational();
    },
    kind,
  };
}

/** A typed phone as the desk's lists answer it (`deskPhoneSchema`): E.164 to call, the form staff read, its kind. */
export function deskPhoneOf(
  typed: string,
): { e164: string; display: string; kind: PakistaniPhone['kind'] } | null {
  const phone = normalizePakistaniPhone(typed);
  return phone && { e164: phone.normalized, display: phone.display, kind: phone.kind };
}
