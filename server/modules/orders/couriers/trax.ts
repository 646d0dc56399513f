import { PDFDocument } from 'pdf-lib';
import { fromPaisa } from '../../../../common/money';
import {
  courierPaisa,
  CourierRefusal,
  CourierUnavailable,
  type Booking,
  type CourierApi,
  type CourierCity,
  type CourierEvent,
  type CourierPayment,
  type ParcelToBook,
  type ReportedCharges,
  type ShipperAdvice,
} from './courier-api';
import { batches, inPool } from './courier-calls';
import { isTraxCancelled, pakistanTime, traxEvent, traxTrackingNumber } from './trax-statuses';

/**
 * Trax's merchant API, "Sonic" v2 (docs/couriers/trax.md). Every answer is JSON with `status` 0 for
 * success; anything else carries Trax's `message`, and `errors` by field when the input was refused.
 */
export const TRAX_API_DEFAULT_URL = 'https://sonic.pk';

/** The values the shop books with, from the appendices of Trax's API document. */
const REGULAR_SERVICE = 1; // Appendix A: service_type_id
const ORGANIC_AND_HEALTH_PRODUCTS = 15; // Appendix B: item_product_type_id
const RUSH = { id: 1, name: 'Rush' }; // Appendix C: shipping_mode_id, and its name in the city list
const CASH_ON_DELIVERY = 1; // Appendix D: payment_mode_id
// Appendix F: Trax deducts its charges from the cash it remits (the account type a COD shop opens).
const REIMBURSEMENT = 4;
const SHIPPER_TRACKING = 0; // Appendix E: with weight and payment statuses
const ADVICE_TYPE: Record<ShipperAdvice, number> = { return: 1, reattempt: 2 }; // Appendix J
const PRINT_AS_PDF = 1;
const DESCRIPTION_LIMIT = 190;
const TIMEOUT_MS = 15_000;
const PARALLEL_TRACKING = 4;
/** Tracking numbers asked about in one "payment details [multiple]" call (Trax documents no limit). */
const PAYMENTS_LISTED_PER_CALL = 50;

type Envelope = Record<string, unknown> & { status: number };
/** A query's fields, or a list where a name repeats (`tracking_number[]`, as Trax takes several). */
type Query = Record<string, string> | URLSearchParams;

export function createTraxApi(options: { apiUrl: string; apiKey: string }): CourierApi {
  const base = options.apiUrl.replace(/\/+$/, '');
  let pickupAddressId: Promise<number> | undefined;

  async function send(method: 'GET' | 'POST', path: string, input: { query?: Query; body?: object } = {}) {
    const url = new URL(`${base}${path}`);
    const query =
      input.query instanceof URLSearchParams ? [...input.query] : Object.entries(input.query ?? {});
    for (const [name, value] of query) url.searchParams.append(name, value);
    try {
      return await fetch(url, {
        method,
        // Trax takes the key bare, without a scheme.
        headers: {
          Authorization: options.apiKey,
          Accept: 'application/json',
          ...(input.body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: input.body ? JSON.stringify(input.body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw unavailable(`${method} ${path}: ${describe(error)}`);
    }
  }

  /** Trax's answer, refused or not; throws CourierUnavailable when it is not Trax's envelope. */
  async function envelope(method: 'GET' | 'POST', path: string, input?: { query?: Query; body?: object }) {
    return envelopeOf(await send(method, path, input), `${method} ${path}`);
  }

  async function succeeded(method: 'GET' | 'POST', path: string, input?: { query?: Query; body?: object }) {
    return successOf(await envelope(method, path, input));
  }

  /** A PDF Trax prints, or its refusal in its JSON envelope. */
  async function pdf(path: string, query: Query): Promise<Uint8Array> {
    const response = await send('GET', path, { query });
    if (response.ok && (response.headers.get('content-type') ?? '').includes('application/pdf')) {
      const bytes = await readBytes(response, `GET ${path}`);
      if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') {
        throw unavailable(`GET ${path} answered a PDF that is not one`);
      }
      return bytes;
    }
    successOf(await envelopeOf(response, `GET ${path}`));
    throw unavailable(`GET ${path} answered without a PDF`);
  }

  /**
   * Each shipment's payments as "payment details [multiple]" lists them. Trax refuses a list naming a
   * shipment it does not know, field by field (`tracking_number.3`): those are left out and the rest
   * asked again.
   */
  async function paymentsListed(trackingNumbers: string[]): Promise<Record<string, unknown>> {
    const ask = (numbers: string[]) =>
      envelope('GET', '/api/payments', {
        query: new URLSearchParams(numbers.map((number) => ['tracking_number[]', number])),
      });
    let asked = trackingNumbers;
    let answer = await ask(asked);
    const unknown = answer.status === 0 ? new Set<number>() : refusedEntries(answer, 'tracking_number');
    if (unknown.size) {
      asked = asked.filter((_, index) => !unknown.has(index));
      if (!asked.length) return {};
      answer = await ask(asked);
    }
    const listed = successOf(answer).payments;
    return isRecord(listed) ? listed : {};
  }

  /** The merchant's pickup address to book from: asked once, its default (or its first active one). */
  function pickupAddress(): Promise<number> {
    pickupAddressId ??= (async () => {
      const answer = await succeeded('GET', '/api/pickup_addresses');
      const addresses = listOf(answer.pickup_addresses, 'pickup_addresses').filter(
        (address): address is Record<string, unknown> & { id: number } =>
          isRecord(address) && typeof address.id === 'number',
      );
      const active = addresses.filter(
        (address) => address.status === undefined || Number(address.status) === 1,
      );
      const chosen = active.find((address) => address.default === true) ?? active[0] ?? addresses[0];
      if (!chosen) throw new CourierRefusal('trax', 'No Pickup Address');
      return chosen.id;
    })().catch((error: unknown) => {
      pickupAddressId = undefined;
      throw error;
    });
    return pickupAddressId;
  }

  return {
    key: 'trax',

    async cities(): Promise<CourierCity[]> {
      const answer = await succeeded('GET', '/api/cities');
      return listOf(answer.cities, 'cities')
        .filter(isRecord)
        .filter(
          (city) =>
            (typeof city.id === 'number' || typeof city.id === 'string') && typeof city.name === 'string',
        )
        .filter(deliversRegularRush)
        .map((city) => ({ id: String(city.id), name: String(city.name) }));
    },

    async book(parcel: ParcelToBook): Promise<Booking> {
      const amount = wholeRupees(parcel.codAmount);
      const { consignee } = parcel;
      const body = {
        service_type_id: REGULAR_SERVICE,
        pickup_address_id: await pickupAddress(),
        information_display: 1,
        consignee_city_id: Number(consignee.city.id),
        consignee_name: consignee.name,
        consignee_address: consignee.address,
        consignee_phone_number_1: consignee.phone,
        // Trax's validation takes the e-mail as optional, though its document lists it as mandatory.
        ...(consignee.email ? { consignee_email_address: consignee.email } : {}),
        order_id: parcel.reference,
        shipper_reference_number_1: parcel.orderNumber,
        item_product_type_id: ORGANIC_AND_HEALTH_PRODUCTS,
        item_description: shortened(parcel.description, DESCRIPTION_LIMIT),
        // Trax counts items; the shop knows its pieces, and each piece is at least one item.
        item_quantity: parcel.pieces,
        item_insurance: 0,
        pickup_date: pakistanDate(new Date()),
        ...(parcel.instructions ? { special_instructions: parcel.instructions } : {}),
        estimated_weight: kilograms(parcel.weightGrams),
        shipping_mode_id: RUSH.id,
        amount,
        payment_mode_id: CASH_ON_DELIVERY,
        charges_mode_id: REIMBURSEMENT,
        pieces_quantity: parcel.pieces,
      };
      const answer = await succeeded('POST', '/api/shipment/book', { body });
      const trackingNumber = traxTrackingNumber(answer.tracking_number);
      if (!trackingNumber) throw unavailable('the booking was answered without a tracking number');
      // The air waybill is printed only with the API key, so there is no address to hand on.
      return { trackingNumber, labelUrl: null };
    },

    async findBooking(reference: string): Promise<Booking | null> {
      // Trax keeps order_id unique per shipper and looks shipments up by it: no date range is needed.
      const answer = await envelope('GET', '/api/shipment/status/order_id', {
        query: { order_id: reference, type: String(SHIPPER_TRACKING) },
      });
      if (answer.status !== 0 && refusesOnlyField(answer, 'order_id')) return null;
      const details = listOf(successOf(answer).details, 'details').filter(isRecord);
      const live = details.find(
        (detail) => !(typeof detail.status === 'string' && isTraxCancelled(detail.status)),
      );
      const trackingNumber = live ? traxTrackingNumber(live.tracking_number) : null;
      return trackingNumber ? { trackingNumber, labelUrl: null } : null;
    },

    async track(trackingNumbers: string[]): Promise<CourierEvent[]> {
      const histories = await inPool(trackingNumbers, PARALLEL_TRACKING, async (trackingNumber) => {
        const answer = await succeeded('GET', '/api/shipment/track', {
          query: { tracking_number: trackingNumber, type: String(SHIPPER_TRACKING) },
        });
        if (!isRecord(answer.details)) throw unavailable('tracking was answered without its details');
        // Trax leaves the history out of a shipment that has none yet.
        const history = answer.details.tracking_history ?? [];
        return listOf(history, 'tracking_history').map((line) => historyEvent(trackingNumber, line));
      });
      return histories.flat().filter((event): event is CourierEvent => event !== null);
    },

    async labels(trackingNumbers: string[]): Promise<Uint8Array> {
      const waybills: Uint8Array[] = [];
      for (const trackingNumber of trackingNumbers) {
        waybills.push(
          await pdf('/api/shipment/air_waybill', {
            tracking_number: trackingNumber,
            type: String(PRINT_AS_PDF),
          }),
        );
      }
      return joinPdfs(waybills);
    },

    async loadSheet(trackingNumbers: string[]): Promise<Uint8Array> {
      const created = await succeeded('POST', '/api/receiving_sheet/create', {
        body: { tracking_numbers: trackingNumbers },
      });
      const id = created.receiving_sheet_id;
      if (typeof id !== 'number' && typeof id !== 'string') {
        throw unavailable('the receiving sheet was answered without its id');
      }
      return pdf('/api/receiving_sheet/view', { receiving_sheet_id: String(id), type: String(PRINT_AS_PDF) });
    },

    async advise(trackingNumber: string, advice: ShipperAdvice, remarks: string): Promise<void> {
      await succeeded('POST', '/api/request/rcp', {
        body: {
          tracking_number: trackingNumber,
          type: ADVICE_TYPE[advice],
          ...(remarks.trim() ? { remarks: remarks.trim() } : {}),
        },
      });
    },

    async cancel(trackingNumber: string): Promise<void> {
      await succeeded('POST', '/api/shipment/cancel', { body: { tracking_number: trackingNumber } });
    },

    /**
     * Trax lists the payments of many shipments at once without their amounts ("payment details
     * [multiple]", `GET /api/payments`); each shipment paid is then asked for its payments with their
     * amounts (`GET /api/shipment/payments`): what Trax paid is each payment's `payable`, its amount less
     * its charges and their GST, which are the parcel's charges.
     */
    async payments({ trackingNumbers }) {
      const paid: string[] = [];
      for (const batch of batches([...new Set(trackingNumbers)], PAYMENTS_LISTED_PER_CALL)) {
        const listed = await paymentsListed(batch);
        paid.push(
          ...batch.filter((number) => {
            const payments = listed[number];
            return Array.isArray(payments) && payments.some(isProcessed);
          }),
        );
      }
      const answers = await inPool(paid, PARALLEL_TRACKING, async (trackingNumber) => {
        const answer = await succeeded('GET', '/api/shipment/payments', {
          query: { tracking_number: trackingNumber },
        });
        return { trackingNumber, payments: listOf(answer.payments ?? [], 'payments').filter(isRecord) };
      });
      const payments: CourierPayment[] = [];
      const charges: ReportedCharges[] = [];
      for (const { trackingNumber, payments: listed } of answers) {
        let charged = 0;
        for (const payment of listed) {
          const id =
            typeof payment.id === 'number' || typeof payment.id === 'string' ? String(payment.id) : '';
          const payable = courierPaisa(payment.payable);
          charged += (courierPaisa(payment.charges) ?? 0) + (courierPaisa(payment.gst) ?? 0);
          if (!id || payable === null) continue;
          const at = typeof payment.datetime === 'string' ? pakistanTime(payment.datetime) : null;
          payments.push({
            trackingNumber,
            reference: `payment ${id}`,
            amount: fromPaisa(payable),
            paidOn: at ? pakistanDate(at) : null,
          });
        }
        if (charged > 0) charges.push({ trackingNumber, charges: fromPaisa(charged) });
      }
      return { payments, charges };
    },

    /** "Charges of a shipment": its charges and their GST, what Trax keeps of its cash. */
    async charges(trackingNumbers) {
      const answers = await inPool(
        [...new Set(trackingNumbers)],
        PARALLEL_TRACKING,
        async (trackingNumber) => {
          const answer = await envelope('GET', '/api/shipment/charges', {
            query: { tracking_number: trackingNumber },
          });
          // A shipment Trax has not charged yet is no charges, not a failure of the others.
          if (answer.status !== 0 || !isRecord(answer.charges)) return null;
          const total = courierPaisa(answer.charges.total_charges);
          if (total === null) return null;
          return { trackingNumber, charges: fromPaisa(total + (courierPaisa(answer.charges.gst) ?? 0)) };
        },
      );
      return answers.filter((answer): answer is ReportedCharges => answer !== null);
    },
  };
}

/** A payment Trax lists as made ("Processed"; its webhooks say "Payment-Processed"). */
function isProcessed(payment: unknown): boolean {
  return (
    isRecord(payment) &&
    typeof payment.payment_status === 'string' &&
    /processed/i.test(payment.payment_status)
  );
}

async function envelopeOf(response: Response, what: string): Promise<Envelope> {
  if (response.status === 429 || response.status >= 500) {
    throw unavailable(`${what} answered HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // A wrong key is refused whatever the body; another try with the same key changes nothing.
    if (response.status === 401 || response.status === 403) throw refusedKey(response.status, null);
    throw unavailable(`${what} answered HTTP ${response.status} without JSON`);
  }
  const status = isRecord(body) ? statusOf(body.status) : null;
  if (status === null) {
    if (response.status === 401 || response.status === 403) throw refusedKey(response.status, body);
    throw unavailable(`${what} answered HTTP ${response.status} outside Trax's envelope`);
  }
  const answer = { ...(body as Record<string, unknown>), status };
  if (status === 0 && !response.ok) throw unavailable(`${what} answered HTTP ${response.status}`);
  return answer;
}

function successOf(answer: Envelope): Envelope {
  if (answer.status !== 0) throw new CourierRefusal('trax', refusalWords(answer));
  return answer;
}

/** Trax's message, with its words for each refused field ("Error(s) in Input: Consignee Name is Required."). */
function refusalWords(answer: Envelope): string {
  const message = typeof answer.message === 'string' ? answer.message.trim() : '';
  const details = isRecord(answer.errors)
    ? Object.values(answer.errors).flatMap((words) => (Array.isArray(words) ? words : [words]))
    : [];
  const fieldWords = details.filter(
    (words): words is string => typeof words === 'string' && words.trim() !== '',
  );
  const all = [message, fieldWords.join(' ')].filter(Boolean);
  return all.length ? all.join(': ') : 'Trax refused the request without a message';
}

/** The entries of a list Trax refused one by one (`field.0`, `field.3`); empty when it refused anything else. */
function refusedEntries(answer: Envelope, field: string): Set<number> {
  const keys = isRecord(answer.errors) ? Object.keys(answer.errors) : [];
  const entries = keys.map((key) => new RegExp(`^${field}\\.(\\d+)$`).exec(key));
  return entries.every((entry) => entry !== null)
    ? new Set(entries.map((entry) => Number(entry![1])))
    : new Set();
}

function refusesOnlyField(answer: Envelope, field: string): boolean {
  return isRecord(answer.errors) && Object.keys(answer.errors).length === 1 && field in answer.errors;
}

function refusedKey(httpStatus: number, body: unknown): CourierRefusal {
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : '';
  return new CourierRefusal('trax', message || `Trax refused the API key (HTTP ${httpStatus})`);
}

function statusOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

function historyEvent(trackingNumber: string, line: unknown): CourierEvent | null {
  if (!isRecord(line) || typeof line.status !== 'string') {
    throw unavailable(`a tracking line of ${trackingNumber} is not in Trax's shape`);
  }
  const at =
    typeof line.timestamp === 'number'
      ? new Date(line.timestamp * 1000)
      : typeof line.date_time === 'string'
        ? pakistanTime(line.date_time)
        : null;
  if (!at) throw unavailable(`a tracking line of ${trackingNumber} has no time`);
  const reason = typeof line.status_reason === 'string' ? line.status_reason : null;
  return traxEvent(trackingNumber, line.status, reason, at);
}

function deliversRegularRush(city: Record<string, unknown>): boolean {
  const regular = isRecord(city.delivery) ? city.delivery.Regular : undefined;
  return (
    Array.isArray(regular) && regular.some((mode) => String(mode).toLowerCase() === RUSH.name.toLowerCase())
  );
}

/** Trax takes the amount as whole rupees ("no commas or dots"); paise are refused, never rounded away. */
function wholeRupees(codAmount: string): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(codAmount.trim());
  if (!match)
    throw new CourierRefusal('trax', `The amount to collect is not a number of rupees: ${codAmount}`);
  if (match[2] && /[1-9]/.test(match[2])) {
    throw new CourierRefusal('trax', `Trax collects whole rupees only; ${codAmount} has paise`);
  }
  return Number(match[1]);
}

/** Trax's estimate in kilograms, at least its minimum of 0.1 kg (it charges by the weight it measures). */
function kilograms(grams: number): number {
  return Math.max(grams / 1000, 0.1);
}

function shortened(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

/** Today in Pakistan (YYYY-MM-DD): Trax refuses a pickup date before its own today. */
function pakistanDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(now);
}

async function joinPdfs(documents: Uint8Array[]): Promise<Uint8Array> {
  if (documents.length === 1) return documents[0]!;
  const joined = await PDFDocument.create();
  for (const bytes of documents) {
    let source: PDFDocument;
    try {
      source = await PDFDocument.load(bytes);
    } catch (error) {
      throw unavailable(`an air waybill could not be read as a PDF: ${describe(error)}`);
    }
    for (const page of await joined.copyPages(source, source.getPageIndices())) joined.addPage(page);
  }
  return joined.save();
}

async function readBytes(response: Response, what: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    throw unavailable(`${what}: ${describe(error)}`);
  }
}

function listOf(value: unknown, name: string): unknown[] {
  if (!Array.isArray(value)) throw unavailable(`the answer has no ${name} list`);
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unavailable(detail: string): CourierUnavailable {
  return new CourierUnavailable('trax', detail);
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return `no answer within ${TIMEOUT_MS / 1000} s`;
  // fetch says only "fetch failed"; the refused connection or the unknown host is in its cause.
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}
