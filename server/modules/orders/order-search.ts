import { between, or, sql, type SQL } from 'drizzle-orm';
import { orders, phoneNational } from './orders.tables';

/**
 * How the order desk reads a search (back-office §9: id, name, email, phone, address, city, postal code;
 * decision 012). A search matches an order when any of these holds, each answered by an index:
 * - text: the name, email, address, city, postal code or phone (as typed) contains it, in any case
 *   (trigram index on `orders.search_text`);
 * - phone: it reads as a phone, and the order's phone starts with it once both are in national form,
 *   so '+92 300 1234567', '0300 1234567', '03001234567' and '300-1234567' find one another
 *   (btree on `phoneNational`);
 * - order number: it is the start of the order's id, 4 characters or more (the primary key's range).
 * Where the planner cannot tell how many orders that is, the counts decide how the page is read
 * (status-counts.ts, `ReadPlan` in order-desk.ts).
 */
export type SearchFilter = {
  where: SQL;
  /**
   * The same condition with the text found by `strpos` instead of `LIKE`: the same orders (the lowered
   * text as typed, `%`, `_` and `\` included, within the search text), but no index answers it, so the
   * planner walks the sort's index without being told to. A search that matches many orders reads its
   * page with it in one statement (`ReadPlan` 'walk' in order-desk.ts, decision 012).
   */
  walk: SQL;
  /** False when the text has no run of three letters or digits, which a trigram index cannot narrow. */
  indexed: boolean;
  /** It reads as a phone or an order number, which few orders share. */
  number: boolean;
  /** What the trigram index is asked for: the search as typed, or a phone's national digits. */
  text: string;
};

/** `%` and `_` typed into the search box are searched for, not used as wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** pg_trgm indexes runs of letters and digits; a pattern needs a run of three to use the index. */
const TRIGRAM_WORD = /[\p{L}\p{N}]{3}/u;

export function searchFilter(q: string): SearchFilter {
  const phone = phonePrefix(q);
  // A phone's digits are looked for in the text too, so part of one ('2222222') or a postal code is
  // found, but without the trunk 0 or country code: '030' and '923' stand in nearly every phone, and
  // the trigram index would read most of its entries to intersect them. A whole number (ten digits) is
  // a phone and nothing else: its prefix finds it in whatever form it was typed.
  const text = phone ?? q;
  const others: SQL[] = [];
  if (phone) others.push(sql`${phoneNational(orders.customerPhone)} LIKE ${`${phone}%`}`);
  const range = orderNumberRange(q);
  if (range) others.push(between(orders.id, range[0], range[1]));
  const inText = !phone || phone.length < WHOLE_PHONE;
  return {
    where: or(...(inText ? [sql`${orders.searchText} LIKE lower(${likePattern(text)})`] : []), ...others)!,
    walk: or(...(inText ? [sql`strpos(${orders.searchText}, lower(${text}::text)) > 0`] : []), ...others)!,
    indexed: TRIGRAM_WORD.test(text),
    number: Boolean(phone ?? range),
    text,
  };
}

/** The digits of a Pakistani mobile number in national form ('300 1234567'). */
const WHOLE_PHONE = 10;

/** What the checkout's phone field accepts: digits, +, -, spaces and parentheses. */
const PHONE_SHAPE = /^[0-9+\- ()]+$/;

/**
 * A phone's national form (the twin of `phoneNational` in orders.tables.ts, held to it by a test): its
 * digits without the country code 92 (read as one only with nine or more digits after it) or the trunk 0.
 */
export function nationalPhone(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^(0092|92(?=\d{9}))?0?/, '');
}

/**
 * The national digits a typed phone must start with, or null when the search is not a phone. A search
 * is typed before it is whole, so a leading '+92' or '0092' is the country code however few digits
 * follow ('+92 300' is already '300'), where a stored phone needs nine.
 */
export function phonePrefix(q: string): string | null {
  if (!PHONE_SHAPE.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  const international = /^(\+|00)\s*92/.test(q);
  const national = international ? digits.replace(/^(00)?92/, '').replace(/^0/, '') : nationalPhone(digits);
  // Fewer than three digits would match most phones, and the text search covers them anyway.
  return national.length >= 3 ? national : null;
}

const UUID_SHAPE = 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx';

/**
 * The ids that start with the search, as a range of the primary key, when it is the start of an order
 * id (the order number is its first 8 characters) of at least 4 characters; else null. The number may
 * be typed as mails, slips and the confirmation page print it: '#6fb27fd9'.
 */
export function orderNumberRange(q: string): [string, string] | null {
  const text = q.replace(/^#\s*/, '').toLowerCase();
  if (text.length > UUID_SHAPE.length) return null;
  const fits = [...text].every((c, i) => (UUID_SHAPE[i] === '-' ? c === '-' : /[0-9a-f]/.test(c)));
  const hex = text.replaceAll('-', '');
  if (!fits || hex.length < 4) return null;
  const asUuid = (digits: string) =>
    [
      digits.slice(0, 8),
      digits.slice(8, 12),
      digits.slice(12, 16),
      digits.slice(16, 20),
      digits.slice(20),
    ].join('-');
  return [asUuid(hex.padEnd(32, '0')), asUuid(hex.padEnd(32, 'f'))];
}
