import { fromShopWallTime } from '../../../../common/shop-clock';
import type { CourierEvent, ParcelStatus } from './courier-api';

/**
 * Trax's shipment statuses for a Regular (COD) shipment, as its API writes them in tracking and webhooks,
 * in the shop's words (docs/couriers/trax.md has the table with the reasons). Trax's API gives no status
 * code, only these words: they are the event's code.
 */
const TRAX_STATUSES: ReadonlyArray<readonly [string, ParcelStatus]> = [
  ['Shipment - Booked', 'booked'],
  ['Shipment - Rider Picked', 'picked'],
  ['Shipment - Arrived at Origin', 'picked'],
  ['Shipment - Arrival Service Center', 'in-transit'],
  ['Shipment - In Transit', 'in-transit'],
  ['Shipment - Received at Junction', 'in-transit'],
  ['Shipment - Onward Forwarded', 'in-transit'],
  ['Shipment - Dispatched From Warehouse', 'in-transit'],
  ['Shipment - Misrouted', 'in-transit'],
  ['Shipment - Misroute Forwarded', 'in-transit'],
  ['Shipment - Re-Booked', 'in-transit'],
  ['Shipment - Arrived at Destination', 'in-transit'],
  ['Shipment - Rider Exchange', 'in-transit'],
  // Trax tries again by itself: no delivery was attempted, nothing for staff to decide.
  ['Shipment - Not Attempted', 'in-transit'],
  ['Shipment - On Hold for Self Collection', 'in-transit'],
  // Staff advised a re-attempt: the parcel waits for its next run, no longer for an answer.
  ['Shipment - Re-Attempt', 'in-transit'],
  ['Shipment - Re-Attempt Requested', 'in-transit'],
  ['Shipment - Out for Delivery', 'out-for-delivery'],
  // An attempt failed and Trax waits for the shipper's advice (request/rcp).
  ['Shipment - Delivery Unsuccessful', 'attempted'],
  ['Shipment - On Hold', 'attempted'],
  ['Shipment - Non-Service Area', 'attempted'],
  ['Shipment - Confirmation Pending', 'attempted'],
  ['Shipment - Return Confirmation Pending', 'attempted'],
  ['Return - Confirmation Pending', 'attempted'],
  ['Shipment - Delivered', 'delivered'],
  ['Return - Confirm', 'return-in-transit'],
  ['Return - In Transit', 'return-in-transit'],
  ['Return - Arrived at Origin', 'return-in-transit'],
  ['Return - Dispatched', 'return-in-transit'],
  ['Return - Rider Exchange', 'return-in-transit'],
  ['Return - Delivery Unsuccessful', 'return-in-transit'],
  ['Return - Not Attempted', 'return-in-transit'],
  ['Return - On Hold', 'return-in-transit'],
  ['Return - Delivered to Shipper', 'returned'],
];

/**
 * Statuses the shop's vocabulary has no word for: a cancelled booking is the shop's own doing (cancel),
 * and a lost parcel is settled with Trax by a claim, not by tracking. Their events are left out.
 */
const TRAX_STATUSES_WITHOUT_EVENT = ['Shipment - Cancelled', 'Shipment - Lost'] as const;

/** Trax's webhooks write the same words differently ("Shipment-Arrived at origin"): one key for both. */
function keyOf(words: string): string {
  return words
    .trim()
    .toLowerCase()
    .replace(/\s*-\s*/g, ' - ')
    .replace(/\s+/g, ' ');
}

const BY_KEY = new Map(TRAX_STATUSES.map(([words, status]) => [keyOf(words), { words, status }]));
const WITHOUT_EVENT = new Set<string>(TRAX_STATUSES_WITHOUT_EVENT.map(keyOf));

/** Whether these words are Trax's status for a cancelled booking. */
export function isTraxCancelled(words: string): boolean {
  return keyOf(words) === keyOf(TRAX_STATUSES_WITHOUT_EVENT[0]);
}

/**
 * The shop's event for one of Trax's statuses, or null for one it keeps no event of. A status Trax adds
 * later still counts by its first word (a parcel on its way out, or on its way back), so that tracking
 * does not stop at words this table has not met; Replacement and Try & Buy statuses never reach a Regular
 * shipment and are left out.
 */
export function traxEvent(
  trackingNumber: string,
  words: string,
  reason: string | null,
  at: Date,
): CourierEvent | null {
  const key = keyOf(words);
  if (WITHOUT_EVENT.has(key)) return null;
  const known = BY_KEY.get(key);
  const status =
    known?.status ??
    (key.startsWith('return - ') ? 'return-in-transit' : key.startsWith('shipment - ') ? 'in-transit' : null);
  if (!status) return null;
  return {
    trackingNumber,
    status,
    code: known?.words ?? words.trim(),
    description: words.trim(),
    reason: reason?.trim() || null,
    at,
  };
}

/** A tracking number as Trax writes it: digits, as a string or (in some answers) a JSON number. */
export function traxTrackingNumber(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return value.trim();
  return null;
}

/**
 * A time Trax writes in Pakistan time without a zone: "05/04/2022 12:44 PM" (tracking) or
 * "2021-06-11 17:29:36" (webhooks). Null for anything else.
 */
export function pakistanTime(text: string): Date | null {
  const trimmed = text.trim();
  const dayFirst = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{1,2}):(\d{2}) ([AP]M)$/i.exec(trimmed);
  if (dayFirst) {
    const [, day, month, year, hour, minute, half] = dayFirst;
    const hour24 = (Number(hour) % 12) + (half!.toUpperCase() === 'PM' ? 12 : 0);
    return utcOf(Number(year), Number(month), Number(day), hour24, Number(minute), 0);
  }
  const yearFirst = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(trimmed);
  if (yearFirst) {
    const [, year, month, day, hour, minute, second] = yearFirst;
    return utcOf(Number(year), Number(month), Number(day), Number(hour), Number(minute), Number(second ?? 0));
  }
  return null;
}

const utcOf = fromShopWallTime;
