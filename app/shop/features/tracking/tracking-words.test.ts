import { describe, expect, it } from 'vitest';
import {
  TRACKING_FIELD_MESSAGES,
  TRACKING_NOT_FOUND,
  TRACKING_PARCEL_WORDS,
  TRACKING_STATUS_WORDS,
  trackingDateText,
} from '../../../../common/orders/order-tracking';
import { PARCEL_STATUSES } from '../../../../common/orders/parcels';
import { ORDER_STATUSES } from '../../../../common/orders/statuses';
import { en } from '../../i18n/en';
import { ur } from '../../i18n/ur';
import { parcelWords, statusWords, trackingDate, trackingMessage } from './tracking-words';

const REFUSALS = [
  TRACKING_NOT_FOUND,
  TRACKING_FIELD_MESSAGES.order,
  TRACKING_FIELD_MESSAGES.phone,
  // The limits' refusal (server/lib/rate-limits.ts, TOO_MANY_REQUESTS), which app/ may not import.
  'Too many requests. Please wait before trying again.',
];
const URDU = /[\u0600-\u06ff]/;

describe('the tracking words in the page language (decision 038)', () => {
  it('words each status and parcel status on an English page as the API does, word for word', () => {
    for (const status of ORDER_STATUSES) {
      expect(statusWords(status, en.tracking)).toEqual(TRACKING_STATUS_WORDS[status]);
    }
    for (const status of PARCEL_STATUSES) {
      expect(parcelWords(status, en.tracking)).toBe(TRACKING_PARCEL_WORDS[status]);
    }
  });

  it('words each of them in Urdu on an Urdu page', () => {
    for (const status of ORDER_STATUSES) {
      const { title, detail } = statusWords(status, ur.tracking);
      expect(title, status).toMatch(URDU);
      expect(detail, status).toMatch(URDU);
    }
    expect(statusWords('shipped', ur.tracking).title).toBe('راستے میں ہے');
    for (const status of PARCEL_STATUSES) expect(parcelWords(status, ur.tracking), status).toMatch(URDU);
  });

  it('writes the shop clock’s moments as `trackingDateText` does in English, with Urdu months in Urdu', () => {
    for (const iso of ['2026-01-12T10:04:00.000Z', '2026-12-31T19:30:00Z', '2026-06-01T07:05:09+00:00']) {
      expect(trackingDate(iso, en.tracking)).toBe(trackingDateText(iso));
    }
    expect(trackingDate('2026-01-12T10:04:00.000Z', ur.tracking)).toBe('12 جنوری 2026، 3:04 PM');
    expect(trackingDate('2026-12-31T19:30:00Z', ur.tracking)).toBe('1 جنوری 2027، 12:30 AM');
    expect(ur.tracking.months.split(' ')).toHaveLength(12);
  });

  it('keeps the schema’s and the server’s refusals word for word in English, and knows each in Urdu', () => {
    for (const message of REFUSALS) {
      expect(trackingMessage(message, en.tracking)).toBe(message);
      const urdu = trackingMessage(message, ur.tracking);
      expect(urdu, message).not.toBe(message);
      expect(urdu).toMatch(URDU);
    }
  });

  it('shows a refusal it does not know as the server wrote it', () => {
    expect(trackingMessage('Something new', ur.tracking)).toBe('Something new');
  });
});
