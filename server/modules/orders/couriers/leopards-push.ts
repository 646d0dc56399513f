import { createHash, timingSafeEqual } from 'node:crypto';
import { CourierPushRejected, type CourierEvent, type CourierPushReceiver } from './courier-api';
import { isRecord } from './leopards-http';
import { keepsReason, leopardsPushCode, leopardsReason, leopardsTrackText } from './leopards-statuses';
import { leopardsTime } from './leopards-time';

/**
 * Leopards' Push API (Push Consignment Status, v1.0): Leopards POSTs `{"data":[{cn_number, status,
 * receiver_name, reason, activity_date}]}` to the URL the shop gave it, with the key the shop gave it in the
 * `X-Api-Key` header, and expects 202 `{"status":1,"errors":[]}`.
 */
export function createLeopardsPushReceiver(options: { pushKey: string }): CourierPushReceiver {
  const expected = digest(options.pushKey);
  return {
    authenticate({ headers }) {
      const given = headers['x-api-key'];
      const key = Array.isArray(given) ? given[0] : given;
      // Digests of equal length, so neither the key nor its length shows in the time a comparison takes.
      return options.pushKey !== '' && typeof key === 'string' && timingSafeEqual(digest(key), expected);
    },
    parse(body) {
      if (!isRecord(body) || !Array.isArray(body.data)) {
        throw new CourierPushRejected('Expected {"data": [...]}');
      }
      return body.data.flatMap((item, index) => pushedEvent(item, index));
    },
    accepted() {
      return { status: 202, body: { status: 1, errors: [] } };
    },
  };
}

function pushedEvent(item: unknown, index: number): CourierEvent[] {
  const where = `data[${index}]`;
  if (!isRecord(item)) throw new CourierPushRejected(`${where} is not an object`);
  const { cn_number: cn, status: code, activity_date: date } = item;
  if (typeof cn !== 'string' || cn.trim() === '')
    throw new CourierPushRejected(`${where}.cn_number is missing`);
  if (typeof code !== 'string' || code.trim() === '')
    throw new CourierPushRejected(`${where}.status is missing`);
  if (typeof date !== 'string') throw new CourierPushRejected(`${where}.activity_date is missing`);
  for (const field of ['receiver_name', 'reason'] as const) {
    const value = item[field];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      throw new CourierPushRejected(`${where}.${field} is not text`);
    }
  }
  const at = leopardsTime(date);
  if (!at) throw new CourierPushRejected(`${where}.activity_date is not yyyy-mm-dd H:i:s`);
  // The documented pushes carry a short code; a status written out in full is read as tracking writes it.
  const known = leopardsPushCode(code);
  const status = known?.status ?? leopardsTrackText(code);
  // A code Leopards added after its documentation is accepted and left out: refusing it would have
  // Leopards push the whole batch again, and the next known status moves the parcel.
  if (!status) return [];
  return [
    {
      trackingNumber: cn.trim(),
      status,
      code: code.trim(),
      description: known?.name ?? code.trim(),
      reason: keepsReason(status) ? leopardsReason(item.reason) : null,
      at,
    },
  ];
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
