import { SHOP_OFFSET_MS, SHOP_UTC_OFFSET } from '../../../../common/shop-clock';
import { PDFDocument } from 'pdf-lib';
import { fromPaisa } from '../../../../common/money';
import {
  courierPaisa,
  CourierRefusal,
  CourierUnavailable,
  type Booking,
  type CourierApi,
  type CourierEvent,
  type CourierPayment,
  type ParcelToBook,
  type ReportedCharges,
} from './courier-api';
import { batches, inPool } from './courier-calls';
import { attemptReason, statusOfHistoryCode, statusOfWords } from './postex-statuses';

/**
 * PostEx's merchant API, as its Merchant API Integration Guide (v4.1.9) describes it, where the live service
 * agrees; docs/couriers/postex.md says where integrators found it differs and which one this client follows.
 * PostEx has no sandbox and no webhooks: this is the live service, and the shop polls it.
 */
export const POSTEX_API_DEFAULT_URL = 'https://api.postex.pk/services/integration/api/order';

const TIMEOUT_MS = 15_000;
/** get-invoice prints at most 10 airway bills a call (the guide's limit). */
const INVOICES_PER_CALL = 10;
/** The guide sets no limit on track-bulk-order; the numbers travel in the query, so batches stay short. */
const TRACKING_NUMBERS_PER_CALL = 50;
/** get-all-order slows with its range (integrators saw weeks time out): one week a call, newest first. */
const ORDER_LIST_DAYS = 7;
const DAY_MS = 86_400_000;
/** payment-status answers one parcel a call: asked a few at a time, and at most this many in a fetch. */
const PAYMENT_LOOKUPS_AT_ONCE = 4;
const PAYMENT_LOOKUPS_PER_FETCH = 1000;

type Request = {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
};

/** PostEx's answer to every JSON call: `{ statusCode: "200", statusMessage, dist }`. */
type Envelope = { statusCode: string | number; statusMessage: string; dist?: unknown };

type Row = Record<string, unknown>;

export function createPostExApi(options: { apiUrl: string; token: string }): CourierApi {
  const base = options.apiUrl.replace(/\/+$/, '');
  let pickupAddress: Promise<string> | undefined;

  async function send({ method, path, query, body }: Request): Promise<Response> {
    const url = new URL(base + path);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
    try {
      return await fetch(url, {
        method,
        headers: {
          token: options.token,
          Accept: 'application/json, application/pdf',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw unreachable(path, error);
    }
  }

  /** The `dist` of a JSON call; PostEx's refusals become CourierRefusal with its own words. */
  async function call(request: Request): Promise<unknown> {
    const response = await send(request);
    return (await envelope(response, request.path)).dist;
  }

  async function envelope(response: Response, path: string): Promise<Envelope> {
    // A 5xx (or nginx's 502/504 page) and throttling are PostEx's trouble, not a verdict on the parcel.
    if (response.status >= 500 || response.status === 429) {
      await response.body?.cancel();
      throw new CourierUnavailable('postex', `${path}: HTTP ${response.status}`);
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch (error) {
      if (isTimeout(error)) throw unreachable(path, error);
      throw new CourierUnavailable('postex', `${path}: HTTP ${response.status}, not JSON`);
    }
    if (!isEnvelope(answer)) {
      // Spring's own error bodies (a missing query parameter) land here: not PostEx's documented answer.
      throw new CourierUnavailable('postex', `${path}: HTTP ${response.status}, not PostEx's envelope`);
    }
    const code = Number(answer.statusCode);
    if (code >= 500) throw new CourierUnavailable('postex', `${path}: ${answer.statusMessage}`);
    // The live service refuses with HTTP 200 and the refusal in statusCode as often as with a 4xx.
    if (code !== 200 || !response.ok) throw new CourierRefusal('postex', answer.statusMessage);
    return answer;
  }

  async function pdf(request: Request): Promise<Uint8Array> {
    const response = await send(request);
    if (response.ok && (response.headers.get('content-type') ?? '').includes('application/pdf')) {
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        throw unreachable(request.path, error);
      }
      if (new TextDecoder().decode(bytes.subarray(0, 5)) !== '%PDF-') {
        throw new CourierUnavailable('postex', `${request.path}: a PDF answer that is not a PDF`);
      }
      return bytes;
    }
    await envelope(response, request.path);
    throw new CourierUnavailable('postex', `${request.path}: JSON where a PDF was expected`);
  }

  /**
   * create-order refuses a booking without a pickup (or store) address code although the guide marks it
   * optional; the account's addresses are asked once and the default pickup address kept.
   */
  function pickupAddressCode(): Promise<string> {
    pickupAddress ??= lookUpPickupAddress().catch((error: unknown) => {
      pickupAddress = undefined;
      throw error;
    });
    return pickupAddress;
  }

  async function lookUpPickupAddress(): Promise<string> {
    const addresses = rows(
      await call({ method: 'GET', path: '/v1/get-merchant-address' }),
      'get-merchant-address',
    );
    const pickups = addresses
      .map((address) => ({ code: idText(address.addressCode), type: text(address.addressType) ?? '' }))
      .filter((address): address is { code: string; type: string } => address.code !== null)
      .filter((address) => !/^return address$/i.test(address.type));
    const chosen = pickups.find((address) => /default/i.test(address.type)) ?? pickups[0];
    if (!chosen) throw new CourierRefusal('postex', 'PostEx lists no pickup address for this account');
    return chosen.code;
  }

  /**
   * The account's orders booked from day `first` to day `last` (days since 1970, Pakistan's calendar), one
   * week a call, newest first.
   */
  async function* ordersByWeek(first: number, last: number): AsyncGenerator<Row[]> {
    for (let end = last; end >= first; end -= ORDER_LIST_DAYS) {
      const start = Math.max(first, end - ORDER_LIST_DAYS + 1);
      const answer = await call({
        method: 'GET',
        path: '/v1/get-all-order',
        // The guide spells these orderStatusID, fromDate and toDate; the live service answers 400 to those.
        query: { orderStatusId: '0', startDate: dayText(start), endDate: dayText(end) },
      });
      yield rows(answer, 'get-all-order').map(unwrap);
    }
  }

  /** Each parcel's order as track-bulk-order answers it, up to 50 parcels a call; those PostEx does not know left out. */
  async function trackedOrders(
    trackingNumbers: string[],
  ): Promise<Array<{ trackingNumber: string; order: Row }>> {
    const tracked: Array<{ trackingNumber: string; order: Row }> = [];
    for (const batch of batches([...new Set(trackingNumbers)], TRACKING_NUMBERS_PER_CALL)) {
      const answers = rows(
        await call({
          method: 'GET',
          path: '/v1/track-bulk-order',
          // The guide says trackingNumber; the live service wants this list parameter.
          query: { TrackingNumbers: batch.join(',') },
        }),
        'track-bulk-order',
      );
      for (const answer of answers) {
        // A number PostEx does not know comes back as a row with "ORDER NOT FOUND" and no order.
        const order = answer.trackingResponse;
        if (!isRow(order)) continue;
        const trackingNumber = idText(answer.trackingNumber) ?? idText(order.trackingNumber);
        if (trackingNumber) tracked.push({ trackingNumber, order });
      }
    }
    return tracked;
  }

  /** A parcel's payment status (its receipts' numbers and days), or null for a parcel PostEx does not know. */
  async function paymentStatus(trackingNumber: string): Promise<Row | null> {
    try {
      const status = await call({
        method: 'GET',
        path: `/v1/payment-status/${encodeURIComponent(trackingNumber)}`,
      });
      return isRow(status) ? status : null;
    } catch (error) {
      if (error instanceof CourierRefusal && /not found/i.test(error.courierMessage)) return null;
      throw error;
    }
  }

  return {
    key: 'postex',

    async cities() {
      const cities = rows(
        await call({ method: 'GET', path: '/v2/get-operational-city' }),
        'get-operational-city',
      );
      return cities
        .filter((city) => city.isDeliveryCity === true || city.isDeliveryCity === 'true')
        .map((city) => text(city.operationalCityName))
        .filter((name): name is string => name !== null)
        .map((name) => ({ id: name, name }));
    },

    async book(parcel: ParcelToBook): Promise<Booking> {
      const invoicePayment = wholeRupees(parcel.codAmount);
      const fields = {
        orderRefNumber: parcel.reference,
        invoicePayment,
        orderDetail: parcel.description,
        customerName: parcel.consignee.name,
        customerPhone: parcel.consignee.phone,
        deliveryAddress: parcel.consignee.address,
        cityName: parcel.consignee.city.name,
        invoiceDivision: 1,
        items: parcel.pieces,
        bookingWeight: parcel.weightGrams / 1000,
        orderType: 'Normal',
        pickupAddressCode: await pickupAddressCode(),
        ...(parcel.instructions ? { transactionNotes: parcel.instructions } : {}),
      };
      const booked = await call({ method: 'POST', path: '/v3/create-order', body: fields });
      const trackingNumber = isRow(booked) ? idText(booked.trackingNumber) : null;
      // Booked but unnamed: worth a retry, which findBooking turns into a look-up.
      if (!trackingNumber) throw new CourierUnavailable('postex', 'create-order: no tracking number');
      return { trackingNumber, labelUrl: null };
    },

    async findBooking(reference, bookedSince) {
      const today = pakistanDay(new Date());
      for await (const orders of ordersByWeek(Math.min(pakistanDay(bookedSince), today), today)) {
        const booked = orders.find(
          (order) =>
            order.orderRefNumber === reference &&
            statusOfWords(text(order.transactionStatus) ?? '') !== null &&
            idText(order.trackingNumber) !== null,
        );
        if (booked) return { trackingNumber: idText(booked.trackingNumber)!, labelUrl: null };
      }
      return null;
    },

    async track(trackingNumbers) {
      const events: CourierEvent[] = [];
      for (const { trackingNumber, order } of await trackedOrders(trackingNumbers)) {
        events.push(...eventsOf(trackingNumber, order));
      }
      return events;
    },

    async labels(trackingNumbers) {
      const joined = await PDFDocument.create();
      for (const batch of batches(trackingNumbers, INVOICES_PER_CALL)) {
        const bills = await pdf({
          method: 'GET',
          path: '/v1/get-invoice',
          query: { trackingNumbers: batch.join(',') },
        });
        let part: PDFDocument;
        try {
          part = await PDFDocument.load(bills);
        } catch {
          throw new CourierUnavailable('postex', 'get-invoice: a PDF that cannot be read');
        }
        for (const page of await joined.copyPages(part, part.getPageIndices())) joined.addPage(page);
      }
      return joined.save();
    },

    loadSheet(trackingNumbers) {
      return pdf({ method: 'POST', path: '/v2/generate-load-sheet', body: { trackingNumbers } });
    },

    async advise(trackingNumber, advice, remarks) {
      await call({
        method: 'PUT',
        path: '/v2/save-shipper-advice',
        // The guide prints this one path under /service/ (singular), which the live service answers 404.
        body: { trackingNumber, statusId: advice === 'reattempt' ? 2 : 1, remarks },
      });
    },

    async cancel(trackingNumber) {
      await call({ method: 'PUT', path: '/v1/cancel-order', body: { trackingNumber } });
    },

    /**
     * PostEx pays a parcel in two parts, each with its receipt (CPR): the upfront payment, then the
     * reserve. Its order list gives each order's parts (`upfrontPayment`, `reservePayment`) and its fees
     * (`transactionFee`, `transactionTax`); the payment status of each order paid gives the receipts'
     * numbers and days. A part counts as paid once its receipt is issued.
     */
    async payments({ from, to }) {
      const charges: ReportedCharges[] = [];
      const paid: Array<{ trackingNumber: string; upfront: number | null; reserve: number | null }> = [];
      const seen = new Set<string>();
      for await (const orders of ordersByWeek(dayOf(from), dayOf(to))) {
        for (const order of orders) {
          const trackingNumber = idText(order.trackingNumber);
          if (!trackingNumber || seen.has(trackingNumber)) continue;
          seen.add(trackingNumber);
          const charged = chargesOf(order);
          if (charged) charges.push({ trackingNumber, charges: charged });
          const upfront = partOf(order.upfrontPayment);
          const reserve = partOf(order.reservePayment);
          if (upfront !== null || reserve !== null) paid.push({ trackingNumber, upfront, reserve });
        }
      }
      if (paid.length > PAYMENT_LOOKUPS_PER_FETCH) {
        throw new CourierRefusal(
          'postex',
          `${paid.length} orders booked from ${from} to ${to} are paid; ` +
            `at most ${PAYMENT_LOOKUPS_PER_FETCH} are fetched at once: choose fewer days`,
        );
      }
      const statuses = await inPool(paid, PAYMENT_LOOKUPS_AT_ONCE, (order) =>
        paymentStatus(order.trackingNumber),
      );
      const payments = paid.flatMap((order, index): CourierPayment[] => {
        const status = statuses[index];
        if (!status) return [];
        const parts = [
          {
            name: 'upfront',
            paisa: order.upfront,
            receipt: status.cprNumber_1,
            day: status.upfrontPaymentDate,
          },
          {
            name: 'reserve',
            paisa: order.reserve,
            receipt: status.cprNumber_2,
            day: status.reservePaymentDate,
          },
        ];
        return parts.flatMap(({ name, paisa, receipt, day }) => {
          const cpr = idText(receipt);
          if (paisa === null || !cpr) return [];
          return [
            {
              trackingNumber: order.trackingNumber,
              reference: `${name} CPR ${cpr}`,
              amount: fromPaisa(paisa),
              paidOn: dayOfTime(day),
            },
          ];
        });
      });
      return { payments, charges };
    },

    /** The fees PostEx reports on each parcel's order, as tracking answers it. */
    async charges(trackingNumbers) {
      return (await trackedOrders(trackingNumbers)).flatMap(({ trackingNumber, order }) => {
        const charged = chargesOf(order);
        return charged ? [{ trackingNumber, charges: charged }] : [];
      });
    },
  };
}

/**
 * What PostEx keeps of a delivered parcel's cash, as its order states it: its fee and the tax on the fee
 * (`transactionFee` + `transactionTax`), "180.00" + "28.80". Null until PostEx states a fee.
 */
function chargesOf(order: Row): string | null {
  const fee = courierPaisa(order.transactionFee);
  if (fee === null || fee === 0) return null;
  return fromPaisa(fee + (courierPaisa(order.transactionTax) ?? 0));
}

/** A part of a parcel's payment as its order states it, in paisa; null when none was paid. */
function partOf(value: unknown): number | null {
  const paisa = courierPaisa(value);
  return paisa === null || paisa === 0 ? null : paisa;
}

/** The day of a PostEx date or time ("2026-07-14", "2026-07-14 16:00:00", Pakistan's clock), or null. */
function dayOfTime(value: unknown): string | null {
  const match = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2})(?:[ T]|$)/.exec(value.trim()) : null;
  return match ? match[1]! : null;
}

/** Days since 1970 of a `YYYY-MM-DD` day. */
function dayOf(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/**
 * invoicePayment is whole rupees: PostEx drops paisa. Money is never rounded here, so an amount with paisa is
 * refused before anything is sent.
 */
function wholeRupees(codAmount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(codAmount);
  const rupees = match ? Number(match[1]) : Number.NaN;
  if (!match || !Number.isSafeInteger(rupees)) {
    throw new CourierRefusal('postex', `The COD amount ${codAmount} is not an amount in rupees`);
  }
  if (/[1-9]/.test(match[2] ?? '')) {
    throw new CourierRefusal('postex', `PostEx collects whole rupees only; ${codAmount} has paisa`);
  }
  return rupees;
}

/** One event a line of the parcel's history; a parcel with no history yet, one event from its status. */
function eventsOf(trackingNumber: string, order: Row): CourierEvent[] {
  const history = Array.isArray(order.transactionStatusHistory) ? order.transactionStatusHistory : [];
  if (history.length === 0) {
    const words = text(order.transactionStatus);
    const at = readPostExTime(order.statusUpdatedAt) ?? readPostExTime(order.transactionDate);
    const status = words ? statusOfWords(words) : undefined;
    if (!words || !status || !at) return [];
    return [{ trackingNumber, status, code: words, description: words, reason: null, at }];
  }
  return history.filter(isRow).flatMap((line): CourierEvent[] => {
    const code = idText(line.transactionStatusMessageCode);
    const words = text(line.transactionStatusMessage) ?? '';
    const status = (code ? statusOfHistoryCode(code) : undefined) ?? statusOfWords(words);
    const at = readPostExTime(line.updatedAt) ?? readPostExTime(line.modifiedDatetime);
    if (!status || !at) return [];
    const reason = status === 'attempted' ? attemptReason(words) : null;
    return [{ trackingNumber, status, code: code ?? words, description: words, reason, at }];
  });
}

/**
 * A time as PostEx writes it ("2026-06-27 16:00:00", Pakistan time, no zone), or null. A time that names its
 * zone is read as written.
 */
export function readPostExTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?$/.exec(
    value.trim(),
  );
  if (!match) return null;
  const at = new Date(`${match[1]}T${match[2]}${match[3] ?? SHOP_UTC_OFFSET}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Days since 1970 on Pakistan's calendar. */
function pakistanDay(at: Date): number {
  return Math.floor((at.getTime() + SHOP_OFFSET_MS) / DAY_MS);
}

function dayText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Rows of a list answer; anything else is not PostEx's documented shape. */
function rows(dist: unknown, path: string): Row[] {
  if (!Array.isArray(dist) || !dist.every(isRow)) {
    throw new CourierUnavailable('postex', `${path}: not a list of records`);
  }
  return dist;
}

/** get-all-order's rows are flat orders, or wrapped as track-bulk-order's are. */
function unwrap(row: Row): Row {
  return isRow(row.trackingResponse) ? row.trackingResponse : row;
}

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    isRow(value) &&
    (typeof value.statusCode === 'string' || typeof value.statusCode === 'number') &&
    typeof value.statusMessage === 'string'
  );
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Tracking numbers and address codes come as strings, sometimes as numbers. */
function idText(value: unknown): string | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : text(value);
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function unreachable(path: string, error: unknown): CourierUnavailable {
  if (isTimeout(error))
    return new CourierUnavailable('postex', `${path}: no answer in ${TIMEOUT_MS / 1000} s`);
  const cause =
    error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
  return new CourierUnavailable('postex', `${path}: ${cause || 'unreachable'}`);
}
