import type { ParcelStatus } from './courier-api';

/**
 * PostEx speaks of a parcel in two vocabularies (docs/couriers/postex.md has both tables):
 * - the codes of its tracking history (`transactionStatusHistory[].transactionStatusMessageCode`), each with
 *   PostEx's words for it, as the Merchant API Integration Guide lists them;
 * - the order statuses (`transactionStatus`, and the list `get-all-order` filters by), in words.
 */
export const POSTEX_HISTORY_CODES = {
  '0001': { words: "At Merchant's Warehouse", status: 'booked' },
  '0002': { words: 'Returned', status: 'returned' },
  '0003': { words: 'At PostEx Warehouse', status: 'in-transit' },
  // "Package on Route" is the rider's leg to the customer: the order list calls it "Out For Delivery".
  '0004': { words: 'Package on Route', status: 'out-for-delivery' },
  '0005': { words: 'Delivered', status: 'delivered' },
  '0006': { words: 'Returned', status: 'returned' },
  '0007': { words: 'Returned', status: 'returned' },
  // PostEx parks a parcel here after failed attempts until the shop advises (save-shipper-advice).
  '0008': { words: 'Delivery Under Review', status: 'attempted' },
  // The words carry the reason: "Attempt Made: CNA(CUSTOMER NOT AVAILABLE)".
  '0013': { words: 'Attempt Made', status: 'attempted' },
  // Not in the guide's table; integrators' records show it between the last attempt and "Returned".
  '0040': { words: 'Return Initiated', status: 'return-in-transit' },
} as const satisfies Record<string, { words: string; status: ParcelStatus }>;

export type PostExHistoryCode = keyof typeof POSTEX_HISTORY_CODES;

/**
 * PostEx's order statuses, lower case. `null`: the booking ended without the parcel moving (cancelled by the
 * shop, or expired unpicked); the shop's vocabulary has no such parcel status, so such a row makes no event.
 * The second names of a status are the ones the live service was seen to use beside the guide's.
 */
const ORDER_STATUSES: Record<string, ParcelStatus | null> = {
  unbooked: 'booked',
  booked: 'booked',
  'picked by postex': 'picked',
  'postex warehouse': 'in-transit',
  'at postex warehouse': 'in-transit',
  'en-route to postex warehouse': 'in-transit',
  transferred: 'in-transit',
  'out for delivery': 'out-for-delivery',
  'delivery en-route': 'out-for-delivery',
  attempted: 'attempted',
  'delivery under review': 'attempted',
  'under verification': 'attempted',
  delivered: 'delivered',
  'out for return': 'return-in-transit',
  'return in-transit': 'return-in-transit',
  'return initiated': 'return-in-transit',
  returned: 'returned',
  return: 'returned',
  'un-assigned by me': null,
  cancelled: null,
  expired: null,
};

/** The shop's status for a history code; undefined for a code PostEx has not documented. */
export function statusOfHistoryCode(code: string): ParcelStatus | undefined {
  return (POSTEX_HISTORY_CODES as Record<string, { status: ParcelStatus }>)[code]?.status;
}

/**
 * The shop's status for PostEx's words (an order status, or a history line whose code is unknown); null for a
 * booking that ended unmoved, undefined for words PostEx has not documented.
 */
export function statusOfWords(words: string): ParcelStatus | null | undefined {
  const key = words
    .replace(/\{\d+\}/g, ' ') // the live list leaves template holes: "En-Route to {14} warehouse"
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  if (key in ORDER_STATUSES) return ORDER_STATUSES[key];
  return key.startsWith('attempt made') ? 'attempted' : undefined;
}

/** The reason in an attempt's words ("Attempt Made: CNA(CUSTOMER NOT AVAILABLE)" → "CNA(CUSTOMER NOT AVAILABLE)"). */
export function attemptReason(words: string): string | null {
  const match = /^\s*attempt(?:ed| made)?\s*:\s*(.+?)\s*$/i.exec(words);
  return match?.[1] ?? null;
}
