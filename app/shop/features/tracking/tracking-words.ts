import { shopClockParts } from '../../../../common/orders/order-tracking';
import type { ParcelStatus } from '../../../../common/orders/parcels';
import type { OrderStatus } from '../../../../common/orders/statuses';
import { fill, type Messages } from '../../i18n/messages';

type TrackingWords = Messages['tracking'];

/**
 * A status as the shopper reads it, in the page's words (decision 038). The API and its schema keep the
 * English titles (`TRACKING_STATUS_WORDS`); the page words the status the order has.
 */
const STATUS: Record<OrderStatus, { title: keyof TrackingWords; detail: keyof TrackingWords }> = {
  pending: { title: 'pendingTitle', detail: 'pendingDetail' },
  processing: { title: 'processingTitle', detail: 'processingDetail' },
  shipped: { title: 'shippedTitle', detail: 'shippedDetail' },
  completed: { title: 'completedTitle', detail: 'completedDetail' },
  cancelled: { title: 'cancelledTitle', detail: 'cancelledDetail' },
  returned: { title: 'returnedTitle', detail: 'returnedDetail' },
};

const PARCEL: Record<ParcelStatus, keyof TrackingWords> = {
  booked: 'parcelBooked',
  picked: 'parcelPicked',
  'in-transit': 'parcelInTransit',
  'out-for-delivery': 'parcelOutForDelivery',
  attempted: 'parcelAttempted',
  delivered: 'parcelDelivered',
  'return-in-transit': 'parcelReturnInTransit',
  returned: 'parcelReturned',
};

export function statusWords(status: OrderStatus, words: TrackingWords) {
  return { title: words[STATUS[status].title], detail: words[STATUS[status].detail] };
}

export function parcelWords(status: ParcelStatus, words: TrackingWords): string {
  return words[PARCEL[status]];
}

/** A moment on the shop's clock in the page's words: `12 Jan 2026, 3:04 pm`, `12 جنوری 2026، 3:04 PM`. */
export function trackingDate(iso: string, words: TrackingWords): string {
  const { day, month, year, clock, afternoon } = shopClockParts(iso);
  const months = words.months.split(' ');
  const time = `${clock} ${afternoon ? words.pm : words.am}`;
  return fill(words.dateTime, { day, month: months[month] ?? '', year, time });
}

/**
 * The tracking page's refusals as the shared schema and the server word them (one rule book, in
 * English), each with its name in the page's words; one it does not know is shown as the server wrote it.
 */
const REFUSALS: Record<string, keyof TrackingWords> = {
  'We could not find an order with that number and phone. Check both and try again.': 'notFound',
  'Enter the order number as printed, for example #6fb27fd9': 'orderFieldError',
  'Enter the phone number you gave at checkout, for example 0300 1234567': 'phoneFieldError',
  'Too many requests. Please wait before trying again.': 'tooManyRequests',
};

export function trackingMessage(message: string, words: TrackingWords): string {
  const key = REFUSALS[message];
  return key ? words[key] : message;
}
