import type { ParcelStatus } from './parcels';
import type { OrderStatus } from './statuses';

/**
 * Tracking an order without an account (docs/storefront.md, "Tracking an order"): the words a shopper
 * reads. No zod here: the tracking page loads this file in the browser (decision 008).
 */

/** One answer for an unknown number and for a known number with another phone: nothing is given away. */
export const TRACKING_NOT_FOUND =
  'We could not find an order with that number and phone. Check both and try again.';

export const TRACKING_FIELD_MESSAGES = {
  order: 'Enter the order number as printed, for example #6fb27fd9',
  phone: 'Enter the phone number you gave at checkout, for example 0300 1234567',
} as const;

/** Each status as a shopper reads it: a short title and what it means for them (Cash on Delivery). */
export const TRACKING_STATUS_WORDS: Record<OrderStatus, { title: string; detail: string }> = {
  pending: {
    title: 'Order received',
    detail: 'We have your order. We will call you to confirm it before it is sent.',
  },
  processing: {
    title: 'Confirmed and being packed',
    detail: 'Your order is confirmed and is being packed for the courier.',
  },
  shipped: {
    title: 'On its way',
    detail: 'Your parcel is with the courier. Please keep the cash ready for when it arrives.',
  },
  completed: {
    title: 'Delivered',
    detail: 'Your parcel was delivered. Thank you for shopping with us.',
  },
  cancelled: {
    title: 'Cancelled',
    detail: 'This order was cancelled and will not be sent. Nothing is owed.',
  },
  returned: {
    title: 'Returned',
    detail: 'The parcel came back to us and the order is closed. Nothing is owed.',
  },
};

/** A courier's parcel status (decision 031) as a shopper reads it. */
export const TRACKING_PARCEL_WORDS: Record<ParcelStatus, string> = {
  booked: 'Booked with the courier',
  picked: 'Picked up by the courier',
  'in-transit': 'In transit',
  'out-for-delivery': 'Out for delivery',
  attempted: 'Delivery attempted',
  delivered: 'Delivered',
  'return-in-transit': 'On its way back to us',
  returned: 'Returned to us',
};

/**
 * The order number a shopper typed, as the shop prints it (the first 8 characters of the id, storefront
 * §4): `#6FB27FD9`, `6fb27fd9` and `# 6fb27fd9` are one number; anything else is null.
 */
export function readOrderNumber(typed: string): string | null {
  const number = typed.trim().replace(/^#\s*/, '').toLowerCase();
  return /^[0-9a-f]{8}$/.test(number) ? number : null;
}

/** The tracking page's address for an order, as a link in a message or on the confirmation page. */
export function trackingPagePath(orderNumber: string, phone: string): string {
  return `/track?${new URLSearchParams({ order: orderNumber, phone })}`;
}

/**
 * Pakistan's offset from UTC, as `SHOP_OFFSET_MS` in shop-clock.ts, which is not imported: it reaches zod
 * through the dashboard's schemas, and this file goes to the browser.
 */
const PAKISTAN_OFFSET_MS = 5 * 3_600_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A moment on the shop's clock (Pakistan, +05:00 all year), in the parts a date is written with. */
export function shopClockParts(iso: string) {
  const at = new Date(new Date(iso).getTime() + PAKISTAN_OFFSET_MS);
  const hour = at.getUTCHours();
  return {
    day: at.getUTCDate(),
    /** 0 for January. */
    month: at.getUTCMonth(),
    year: at.getUTCFullYear(),
    /** `3:04`, on a twelve-hour clock. */
    clock: `${hour % 12 || 12}:${String(at.getUTCMinutes()).padStart(2, '0')}`,
    afternoon: hour >= 12,
  };
}

/**
 * A moment on the shop's clock as a shopper reads it in English: `12 Jan 2026, 3:04 pm` (a page in
 * another language writes the same parts in its words, features/tracking/tracking-words.ts).
 * Written by hand, not by Intl, so the server's render and the browser's hydration say the same words.
 */
export function trackingDateText(iso: string): string {
  const { day, month, year, clock, afternoon } = shopClockParts(iso);
  return `${day} ${MONTHS[month]} ${year}, ${clock} ${afternoon ? 'pm' : 'am'}`;
}
