import { createHash, timingSafeEqual } from 'node:crypto';
import { readAmount, fromPaisa } from '../../../../common/money';
import {
  CourierPushRejected,
  type CourierEvent,
  type CourierPushReceiver,
  type PushedPayment,
  type ReportedCharges,
} from './courier-api';
import { pakistanTime, traxEvent, traxTrackingNumber } from './trax-statuses';

/**
 * Trax's webhooks (docs/couriers/trax.md): shipment status, payment status and charges, each posted to the
 * address the merchant enters on Trax's portal. Trax signs nothing, so the address the shop gives it carries
 * a secret (`?secret=…`), which the route hands over as `request.secret`; a header `x-trax-secret` or
 * `authorization` with the secret is taken too, for a proxy that moves it there.
 */
export function createTraxPushReceiver(options: { secret: string }): CourierPushReceiver {
  const expected = digest(options.secret);
  return {
    authenticate(request) {
      if (!options.secret) return false;
      const offered = [
        request.secret,
        first(request.headers['x-trax-secret']),
        first(request.headers.authorization),
      ];
      return offered.some((value) => typeof value === 'string' && timingSafeEqual(digest(value), expected));
    },

    parse(body) {
      const pushes = Array.isArray(body) ? body : [body];
      if (pushes.length === 0) throw new CourierPushRejected('an empty list is not a Trax webhook');
      return pushes.flatMap((push) => eventsOf(push));
    },

    // Trax retries a push that fails or takes over 3 s (five times, then it blocks the subscription).
    accepted: () => ({ status: 200, body: { status: 0, message: 'Received' } }),

    // The initial and the final charges push carry `total_charges`, what Trax deducts from the parcel's
    // cash (its charges and their GST: `net_payable` is the COD amount less it); the later one replaces it.
    charges(body) {
      return pushesOf(body).flatMap((fields): ReportedCharges[] => {
        const trackingNumber = traxTrackingNumber(fields.tracking_number);
        const total = fields.total_charges;
        if (!trackingNumber || !isChargesPush(fields)) return [];
        const reading = typeof total === 'string' || typeof total === 'number' ? readAmount(total) : null;
        return reading?.ok ? [{ trackingNumber, charges: fromPaisa(reading.paisa) }] : [];
      });
    },

    // The payment status push names the payment (`payment_id`) and when, not its amount: a fetch asks
    // Trax for it (docs/settlements.md).
    payments(body) {
      return pushesOf(body).flatMap((fields): PushedPayment[] => {
        const trackingNumber = traxTrackingNumber(fields.tracking_number);
        const id = fields.payment_id;
        const reference = typeof id === 'number' || typeof id === 'string' ? String(id).trim() : '';
        if (!trackingNumber || !reference || !isPaymentPush(fields)) return [];
        const at = typeof fields.date_time === 'string' ? pakistanTime(fields.date_time) : null;
        return [{ trackingNumber, reference, at }];
      });
    },
  };
}

function eventsOf(push: unknown): CourierEvent[] {
  if (typeof push !== 'object' || push === null || Array.isArray(push)) {
    throw new CourierPushRejected('a Trax webhook is a JSON object');
  }
  const fields = push as Record<string, unknown>;
  const trackingNumber = traxTrackingNumber(fields.tracking_number);
  if (!trackingNumber) throw new CourierPushRejected('a Trax webhook names its shipment by tracking_number');
  // Payment status and charges webhooks tell the shop about money, not about the parcel: no event.
  if (isPaymentPush(fields) || isChargesPush(fields)) return [];
  if (typeof fields.status !== 'string' || fields.status.trim() === '') {
    throw new CourierPushRejected('a Trax shipment status webhook carries its status');
  }
  const at = typeof fields.date_time === 'string' ? pakistanTime(fields.date_time) : null;
  if (!at) throw new CourierPushRejected('a Trax shipment status webhook carries its date_time');
  // Trax documents no reason in this webhook; one is kept if it sends one as tracking does.
  const reason =
    typeof fields.status_reason === 'string'
      ? fields.status_reason
      : typeof fields.reason === 'string'
        ? fields.reason
        : null;
  const event = traxEvent(trackingNumber, fields.status, reason, at);
  return event ? [event] : [];
}

/** The pushes of a body (Trax posts one, or a list of them) that are objects. */
function pushesOf(body: unknown): Record<string, unknown>[] {
  return (Array.isArray(body) ? body : [body]).filter(
    (push): push is Record<string, unknown> => typeof push === 'object' && push !== null,
  );
}

function isPaymentPush(fields: Record<string, unknown>): boolean {
  return (
    'payment_id' in fields || (typeof fields.status === 'string' && /^\s*payment\s*-/i.test(fields.status))
  );
}

function isChargesPush(fields: Record<string, unknown>): boolean {
  return 'total_charges' in fields || 'net_payable' in fields || 'weight_charges' in fields;
}

/** Digests of equal length, so that timingSafeEqual compares them whatever the length offered. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
