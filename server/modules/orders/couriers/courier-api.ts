/**
 * What the shop asks of a courier whose merchant API it books through (docs/couriers.md, decision 031):
 * PostEx, Trax and Leopards. Each courier's client (`postex.ts`, `trax.ts`, `leopards.ts`) speaks that
 * courier's own documented protocol and answers in these words; the booking, tracking and desk code
 * above it never sees a courier's paths, envelopes or status codes.
 */

import { readAmount } from '../../../../common/money';
import type { ApiCourierKey, ParcelStatus, ShipperAdvice } from '../../../../common/orders/parcels';

export {
  API_COURIER_KEYS,
  PARCEL_STATUSES,
  type ApiCourierKey,
  type ParcelStatus,
  type ShipperAdvice,
} from '../../../../common/orders/parcels';

/** A city in the courier's own list, as its booking call wants it (Leopards and Trax by id, PostEx by name). */
export type CourierCity = { id: string; name: string };

/**
 * Where a parcel goes, as the shop knows it; each client writes it in its courier's fields and formats.
 * `reference` is the shop's own unique reference for the booking (the order's id, a UUID): sent as the
 * courier's order reference, and what `findBooking` looks a parcel up by.
 */
export type ParcelToBook = {
  reference: string;
  /** The order number as printed (`6fb27fd9`), for the label's "order id" where the courier prints one. */
  orderNumber: string;
  consignee: {
    name: string;
    /** `03XXXXXXXXX`: eleven digits, as every one of these couriers wants a mobile number. */
    phone: string;
    email: string | null;
    address: string;
    city: CourierCity;
  };
  /** The amount to collect in rupees, exact, two decimals ("4500.00"); "0.00" is never booked. */
  codAmount: string;
  pieces: number;
  weightGrams: number;
  /** What is in the parcel, in a line ("Vitalix x2, Honey 500 g x1"). */
  description: string;
  /** Staff's instructions for the rider, if any. */
  instructions: string | null;
};

/** What a booking gives back: the courier's tracking number (its "CN"), and its label's address if it has one. */
export type Booking = { trackingNumber: string; labelUrl: string | null };

/** One event of a parcel, as the courier reported it (a track call's history line, a push, a webhook). */
export type CourierEvent = {
  trackingNumber: string;
  status: ParcelStatus;
  /** The courier's own code or status text, kept so that an event is recognised when it comes again. */
  code: string;
  /** The courier's words for the event ("Delivered to consignee", "Consignee not available"). */
  description: string;
  /** Why an attempt failed or a parcel is coming back, in the courier's words, when it says. */
  reason: string | null;
  /** When it happened, by the courier's clock (Pakistan time when the courier gives no zone). */
  at: Date;
};

/**
 * The courier refused, for a reason that another try will not change (a city it does not serve, a phone
 * it does not accept, a parcel already picked up): shown to staff in the courier's words, never retried.
 */
export class CourierRefusal extends Error {
  constructor(
    readonly courier: ApiCourierKey,
    /** The courier's own message, as it gave it. */
    readonly courierMessage: string,
  ) {
    super(courierMessage);
    this.name = 'CourierRefusal';
  }
}

/**
 * The courier could not be reached or failed on its side (a network error, a timeout, a 5xx, an answer
 * that is not its documented shape): worth trying again later.
 */
export class CourierUnavailable extends Error {
  constructor(
    readonly courier: ApiCourierKey,
    detail: string,
  ) {
    super(`${courier}: ${detail}`);
    this.name = 'CourierUnavailable';
  }
}

/** A courier's merchant API, in the shop's words. Every call throws CourierRefusal or CourierUnavailable. */
export interface CourierApi {
  readonly key: ApiCourierKey;
  /** The courier's cities for booking (the caller keeps them and refreshes daily). */
  cities(): Promise<CourierCity[]>;
  /** Books one parcel. */
  book(parcel: ParcelToBook): Promise<Booking>;
  /**
   * The parcel booked with `reference`, if the courier has one: asked before every retry of a booking, so
   * that a booking whose answer was lost (a timeout, a 500 after the courier booked) is found, not made
   * twice. `bookedSince` bounds a search by date where the courier can only list bookings by date.
   */
  findBooking(reference: string, bookedSince: Date): Promise<Booking | null>;
  /** Every event the courier knows of these parcels (any order; the caller keeps each once). */
  track(trackingNumbers: string[]): Promise<CourierEvent[]>;
  /** The courier's own labels for these parcels, as one PDF (batched as the courier requires). */
  labels(trackingNumbers: string[]): Promise<Uint8Array>;
  /**
   * The courier's own load sheet for these parcels, for the rider to sign at pickup, as one PDF; null for
   * a courier that documents none (the shop prints its own list then).
   */
  loadSheet(trackingNumbers: string[]): Promise<Uint8Array | null>;
  /** Tells the courier to try the delivery again or to return the parcel. */
  advise(trackingNumber: string, advice: ShipperAdvice, remarks: string): Promise<void>;
  /** Cancels a booking the courier has not picked up. */
  cancel(trackingNumber: string): Promise<void>;
  /**
   * The payments the courier reports for parcels booked on the query's days, and the charges it reports
   * on the way (docs/settlements.md, decision 036). Each courier answers from what its API gives: PostEx
   * its order list and each paid order's payment status, Trax and Leopards about the parcels named.
   */
  payments(query: PaymentQuery): Promise<ReportedPayments>;
  /** The charges the courier reports for these parcels (those it has not billed yet are left out). */
  charges(trackingNumbers: string[]): Promise<ReportedCharges[]>;
}

/**
 * What a fetch asks a courier about: the days its parcels were booked on (`YYYY-MM-DD`, Pakistan's
 * calendar, both included), and the shop's own parcels of those days with whatever else the courier
 * told the shop it paid (Trax's payment pushes).
 */
export type PaymentQuery = { from: string; to: string; trackingNumbers: string[] };

/**
 * A payment the courier reports for one parcel: the whole of it, or one part, for a courier that pays a
 * parcel in parts (PostEx's upfront and reserve payments).
 */
export type CourierPayment = {
  trackingNumber: string;
  /**
   * The courier's own name for this payment of this parcel (PostEx's CPR number, Leopards' cheque, Trax's
   * payment id): with the tracking number, what makes the same payment fetched again the same payment.
   */
  reference: string;
  /** What the courier paid for the parcel, in rupees, exact ("822.14"). */
  amount: string;
  /**
   * For a courier whose API names no amount paid (Leopards), the COD amount it collected: `amount` is
   * then that less its billed charges, before the taxes it withholds, which the shop deducts at the
   * courier's rates (decision 036). Absent where `amount` is what the courier paid.
   */
  collected?: string;
  /** The payment's day on Pakistan's calendar, when the courier gives one. */
  paidOn: string | null;
};

/** A courier's answer to a fetch: its payments, and the charges it reported for parcels on the way. */
export type ReportedPayments = { payments: CourierPayment[]; charges: ReportedCharges[] };

/** A payment a courier pushed news of, without its amount (Trax's payment status webhook). */
export type PushedPayment = { trackingNumber: string; reference: string; at: Date | null };

/**
 * A courier that pushes its parcels' events to the shop (Trax webhooks, Leopards' Push API), received at
 * `POST /api/webhooks/couriers/{courier}`.
 */
export interface CourierPushReceiver {
  /** Whether the request carries the secret the shop gave the courier (compared in constant time). */
  authenticate(request: { headers: Record<string, string | string[] | undefined>; secret?: string }): boolean;
  /** The events in a pushed body; throws CourierPushRejected for a body that is not the courier's shape. */
  parse(body: unknown): CourierEvent[];
  /** What the courier expects back once the events are kept (Leopards: 202 `{"status":1,"errors":[]}`). */
  accepted(): { status: number; body: unknown };
  /**
   * The charges a pushed body reports per parcel, for a courier that pushes them (Trax's charges webhook):
   * kept on the parcel for its settlement (docs/settlements.md). A figure it cannot read is left out.
   */
  charges?(body: unknown): ReportedCharges[];
  /**
   * The payments a pushed body tells of (Trax's payment status webhook): kept until a fetch asks the
   * courier for them (docs/settlements.md). A push that names no payment gives none.
   */
  payments?(body: unknown): PushedPayment[];
}

/** What a courier says it keeps of a parcel's cash: its charges, GST included, in rupees ("137.86"). */
export type ReportedCharges = { trackingNumber: string; charges: string };

/** A pushed body that is not the courier's documented shape: answered 400, nothing kept. */
export class CourierPushRejected extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'CourierPushRejected';
  }
}

/**
 * A stand-in for a courier's API in tests (server/testing/): a real HTTP server on loopback speaking the
 * courier's documented protocol, with handles to look at what it was sent and to steer what it answers.
 */
export interface CourierStandIn {
  /** The base address to give the client (as `POSTEX_API_URL`, `TRAX_API_URL`, `LEOPARDS_API_URL`). */
  readonly url: string;
  /** Every request it was sent, in order: method, path (with query), headers (lower-case), parsed body. */
  readonly calls: Array<{ method: string; path: string; headers: Record<string, string>; body: unknown }>;
  /** The parcels it has booked, by tracking number, with the fields exactly as they were sent. */
  readonly parcels: Map<string, { reference: string; fields: Record<string, unknown>; cancelled: boolean }>;
  /**
   * The next `times` calls whose path contains `path` answer `status` (a 5xx: the courier's error body);
   * with `afterApplying`, the call is carried out first (a booking is made) and then answered with the
   * error, as when the courier booked but the answer was lost.
   */
  failNext(path: string, options: { status: number; times?: number; afterApplying?: boolean }): void;
  /** Moves a booked parcel to a status given in the courier's own code, with its reason if any. */
  setStatus(trackingNumber: string, courierCode: string, reason?: string): void;
  close(): Promise<void>;
}

/**
 * A money figure as a courier writes it (a string or a JSON number, "1,020.00" or 1020), in paisa; null
 * when it is not an amount of at most two decimals, or is negative (a deduction is no payment). Exact:
 * never read through a float's rounding.
 */
export function courierPaisa(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const reading = readAmount(value);
  return reading.ok ? reading.paisa : null;
}
