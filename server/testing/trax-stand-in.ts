import { SHOP_OFFSET_MS } from '../../common/shop-clock';
import { randomBytes } from 'node:crypto';
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { CourierStandIn } from '../modules/orders/couriers/courier-api';
import { pushAnswer } from './courier-test-kit';

/**
 * Trax's merchant API ("Sonic" v2) on loopback, for tests: its paths, its bare `Authorization` key, its
 * envelope (`status` 0, or 1 with `message` and `errors` by field, in Trax's own validation words), its
 * city list and pickup addresses, air waybills and receiving sheets as PDFs, request/rcp and cancel.
 * docs/couriers/trax.md says where each behaviour was read.
 */
export type TraxStandIn = CourierStandIn & {
  readonly apiKey: string;
  /**
   * Moves the parcel to `traxStatusCode` (Trax's status words, its only code) and posts Trax's shipment
   * status webhook for it to `webhookUrl`, with `headers` if given; answers what the shop answered.
   */
  pushTo(
    webhookUrl: string,
    trackingNumber: string,
    traxStatusCode: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: unknown }>;
  /** Trax charges a parcel ("Charges of a Shipment" then states them), in rupees. */
  charge(trackingNumber: string, charges: TraxCharges): void;
  /** Trax pays a parcel (its payments then list the payment); the payable is the amount less charges and GST. */
  pay(trackingNumber: string, payment: { id: number; amount: number; charges: number; gst: number }): void;
  /**
   * Posts Trax's payment status webhook for a payment (`payment_id`, no amount) to `webhookUrl`, with
   * `headers` if given; answers what the shop answered.
   */
  pushPaymentTo(
    webhookUrl: string,
    trackingNumber: string,
    paymentId: number,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: unknown }>;
};

/** A shipment's charges as Trax states them; its total is the charges before their GST. */
export type TraxCharges = { weight: number; fuel: number; cashHandling: number; gst: number };
type TraxPayment = { id: number; amount: number; charges: number; gst: number; at: Date };

type Fields = Record<string, unknown>;
type Answer = { status: number; json: unknown } | { status: 200; pdf: Uint8Array };
type HistoryLine = { status: string; reason: string | null; at: Date };
type Parcel = {
  reference: string;
  fields: Fields;
  cancelled: boolean;
  charges?: TraxCharges;
  payments?: TraxPayment[];
};

const REGULAR_DELIVERY = { Regular: ['Rush', 'Saver Plus'], Replacement: ['Rush'] };
/** Ids 101, 102 and 202 are the samples of Trax's document; the others are the stand-in's own. */
const CITIES = [
  { id: 101, name: 'Abbottabad', pickup: true, delivery: REGULAR_DELIVERY },
  { id: 102, name: 'Abdul Hakim', pickup: false, delivery: REGULAR_DELIVERY },
  { id: 202, name: 'Karachi', pickup: true, delivery: REGULAR_DELIVERY },
  { id: 211, name: 'Lahore', pickup: true, delivery: REGULAR_DELIVERY },
  { id: 221, name: 'Islamabad', pickup: true, delivery: REGULAR_DELIVERY },
  { id: 222, name: 'Rawalpindi', pickup: true, delivery: REGULAR_DELIVERY },
  { id: 231, name: 'Faisalabad', pickup: true, delivery: REGULAR_DELIVERY },
  { id: 251, name: 'Multan', pickup: true, delivery: REGULAR_DELIVERY },
  { id: 261, name: 'Peshawar', pickup: true, delivery: REGULAR_DELIVERY },
  { id: 271, name: 'Quetta', pickup: true, delivery: REGULAR_DELIVERY },
  // A town the stand-in does not deliver to: Trax lists it, with no delivery (PHP's empty array).
  { id: 281, name: 'Skardu', pickup: false, delivery: [] as string[] },
];

const PICKUP_ADDRESSES = [
  { id: 3012, person_of_contact: 'Sahban', phone_number: '0349-1330874', default: false },
  { id: 3015, person_of_contact: 'Ali Baba', phone_number: '0300-1234567', default: true },
].map((address) => ({
  ...address,
  email_address: 'dispatch@example.pk',
  address: 'Shahra-e-Faisal',
  status: 1,
  city: { id: 202, name: 'Karachi' },
}));

/** Trax's names for its fields, as its validation messages write them. */
const FIELD_NAMES: Record<string, string> = {
  service_type_id: 'Service Type ID',
  pickup_address_id: 'Pickup Address ID',
  information_display: 'Information Display',
  consignee_city_id: 'Consignee City ID',
  consignee_name: 'Consignee Name',
  consignee_address: 'Consignee Address',
  consignee_phone_number_1: 'Consignee Phone Number 1',
  consignee_phone_number_2: 'Consignee Phone Number 2',
  consignee_email_address: 'Consignee Email Address',
  order_id: 'Order ID',
  item_product_type_id: 'Item Product Type ID',
  item_description: 'Item Description',
  item_quantity: 'Item Quantity',
  item_insurance: 'Item Insurance',
  pickup_date: 'Pickup Date',
  special_instructions: 'Special Instructions',
  estimated_weight: 'Estimated Weight',
  shipping_mode_id: 'Shipping Mode ID',
  amount: 'Collection Amount',
  payment_mode_id: 'Payment Mode ID',
  charges_mode_id: 'Charges Mode ID',
  pieces_quantity: 'Pieces Quantity',
  tracking_number: 'Tracking Number',
  tracking_numbers: 'Tracking Numbers',
  receiving_sheet_id: 'Receiving Sheet ID',
  type: 'Type',
  remarks: 'Remarks',
};

/** Statuses in which Trax waits for the shipper's advice, and so takes request/rcp. */
const AWAITING_ADVICE = new Set([
  'Shipment - Delivery Unsuccessful',
  'Shipment - On Hold',
  'Shipment - Non-Service Area',
  'Shipment - Confirmation Pending',
  'Shipment - Return Confirmation Pending',
]);

export async function startTraxStandIn(options: { apiKey?: string } = {}): Promise<TraxStandIn> {
  const apiKey = options.apiKey ?? `trax-stand-in-${randomBytes(12).toString('base64url')}`;
  const calls: CourierStandIn['calls'] = [];
  const parcels = new Map<string, Parcel>();
  const histories = new Map<string, HistoryLine[]>();
  const receivingSheets = new Map<number, string[]>();
  const failures: Array<{ path: string; status: number; remaining: number; afterApplying: boolean }> = [];
  let nextTrackingNumber = 202_202_366_400;
  let nextReceivingSheetId = 6158;

  function parcelOf(trackingNumber: string): Parcel {
    const parcel = parcels.get(trackingNumber);
    if (!parcel) throw new Error(`The Trax stand-in booked no parcel ${trackingNumber}`);
    return parcel;
  }

  function currentStatus(trackingNumber: string): string {
    return histories.get(trackingNumber)!.at(-1)!.status;
  }

  /** Each status a second after the last at least, so that a parcel's history reads in one order. */
  function moveTo(trackingNumber: string, status: string, reason: string | null): Date {
    const history = histories.get(trackingNumber);
    if (!history) throw new Error(`The Trax stand-in booked no parcel ${trackingNumber}`);
    const at = new Date(Math.max(Date.now(), history.at(-1)!.at.getTime() + 1000));
    history.push({ status, reason, at });
    return at;
  }

  /** The parcel a request names, or Trax's refusal of the number. */
  function parcelNamed(value: unknown): { trackingNumber: string } | { refusal: Answer } {
    const digits = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (!digits) return { refusal: inputErrors({ tracking_number: [required('tracking_number')] }) };
    if (!/^\d{12,20}$/.test(digits)) {
      return {
        refusal: inputErrors({ tracking_number: ['Tracking Number must be between 12 and 20 Digits.'] }),
      };
    }
    if (!parcels.has(digits))
      return { refusal: inputErrors({ tracking_number: [invalidId('tracking_number')] }) };
    return { trackingNumber: digits };
  }

  const routes: Record<string, (query: URLSearchParams, body: Fields) => Answer | Promise<Answer>> = {
    'GET /api/pickup_addresses': () =>
      success({ message: 'Pickup Addresses', pickup_addresses: PICKUP_ADDRESSES }),

    'GET /api/cities': () =>
      success({
        message: 'Pickup and Delivery Information of Cities',
        cities: CITIES.map((city) => ({ ...city, hub: { id: city.id, name: city.name } })),
      }),

    'POST /api/shipment/book': (_query, body) => {
      const errors = bookingErrors(body, [...parcels.values()]);
      if (Object.keys(errors).length) return inputErrors(errors);
      const city = CITIES.find((candidate) => candidate.id === Number(body.consignee_city_id))!;
      const regularModes = Array.isArray(city.delivery) ? [] : city.delivery.Regular;
      const modeName = ['Rush', 'Saver Plus', 'Swift', 'Same Day'][Number(body.shipping_mode_id) - 1];
      if (Number(body.service_type_id) !== 1 || !regularModes.includes(modeName ?? '')) {
        return refusal(
          `Delivery is not allowed for City ID #${city.id} with Service Type ID #${body.service_type_id}` +
            ` and Shipping Mode ID #${body.shipping_mode_id}`,
        );
      }
      const trackingNumber = String(nextTrackingNumber++);
      parcels.set(trackingNumber, {
        reference: typeof body.order_id === 'string' ? body.order_id : '',
        fields: body,
        cancelled: false,
      });
      histories.set(trackingNumber, [{ status: 'Shipment - Booked', reason: null, at: new Date() }]);
      return success({ message: 'Shipment has been Booked!', tracking_number: trackingNumber });
    },

    'GET /api/shipment/track': (query) => {
      const named = parcelNamed(query.get('tracking_number'));
      if ('refusal' in named) return named.refusal;
      const typeErrors = typeOfTracking(query.get('type'));
      if (typeErrors) return typeErrors;
      const { trackingNumber } = named;
      const fields = parcels.get(trackingNumber)!.fields;
      const city = CITIES.find((candidate) => candidate.id === Number(fields.consignee_city_id));
      return success({
        message: `Tracking of Shipment #${trackingNumber}`,
        details: {
          tracking_number: trackingNumber,
          order_id: fields.order_id ?? null,
          shipper: { name: 'Stand-in Shop', account_number: 10374 },
          pickup: { origin: 'Karachi' },
          consignee: {
            name: fields.consignee_name,
            phone_number_1: fields.consignee_phone_number_1,
            destination: city?.name,
            address: fields.consignee_address,
          },
          order_information: {
            items: [{ order_id: fields.order_id ?? null, description: fields.item_description, quantity: 1 }],
            weight: Number(fields.estimated_weight),
            shipping_mode: 'Rush',
            amount: Number(fields.amount),
            instructions: fields.special_instructions ?? null,
          },
          // Newest first, as Trax lists them.
          tracking_history: [...histories.get(trackingNumber)!].reverse().map((line) => ({
            date_time: trackingTime(line.at),
            timestamp: Math.floor(line.at.getTime() / 1000),
            status: line.status,
            status_reason: line.reason,
          })),
        },
      });
    },

    'GET /api/shipment/status/order_id': (query) => {
      const orderId = query.get('order_id') ?? '';
      if (!orderId) return inputErrors({ order_id: [required('order_id')] });
      const typeErrors = typeOfTracking(query.get('type'));
      if (typeErrors) return typeErrors;
      const found = [...parcels].filter(([, parcel]) => parcel.reference === orderId);
      if (!found.length) return inputErrors({ order_id: [invalidId('order_id')] });
      return success({
        message: `Status of Shipment(s) - Order ID #${orderId}`,
        details: found.map(([trackingNumber, parcel]) => {
          const latest = histories.get(trackingNumber)!.at(-1)!;
          return {
            origin: 'Karachi',
            destination: CITIES.find((city) => city.id === Number(parcel.fields.consignee_city_id))?.name,
            // A JSON number here, as Trax's document shows.
            tracking_number: Number(trackingNumber),
            status: latest.status,
            reason: latest.reason,
            current_status_datetime: trackingTime(latest.at),
          };
        }),
      });
    },

    'GET /api/shipment/air_waybill': async (query) => {
      const named = parcelNamed(query.get('tracking_number'));
      if ('refusal' in named) return named.refusal;
      const printErrors = printType(query.get('type'));
      if (printErrors) return printErrors;
      const fields = parcels.get(named.trackingNumber)!.fields;
      return {
        status: 200,
        pdf: await pdfOfLines([
          'TRAX - Air Waybill',
          named.trackingNumber,
          `Consignee: ${String(fields.consignee_name)}`,
          `Order ID: ${String(fields.order_id ?? '')}`,
          `COD: Rs ${String(fields.amount)}`,
        ]),
      };
    },

    // "Payment Details of a Shipment [Multiple]": each shipment's payments, without amounts.
    'GET /api/payments': (query) => {
      const numbers = query.getAll('tracking_number[]');
      if (numbers.length === 0) return inputErrors({ tracking_number: [required('tracking_number')] });
      const errors: Record<string, string[]> = {};
      numbers.forEach((number, index) => {
        if (!parcels.has(number)) errors[`tracking_number.${index}`] = [invalidId('tracking_number')];
      });
      if (Object.keys(errors).length) return inputErrors(errors);
      return success({
        payments: Object.fromEntries(
          numbers.map((number) => [
            number,
            (parcels.get(number)!.payments ?? []).map((payment) => ({
              payment_status: 'Processed',
              billing_method: 'Reimbursement Account',
              payment_date: webhookTime(payment.at),
              payment_method: 'IBFT',
              payment_type: 'Delivered',
              payment_id: payment.id,
            })),
          ]),
        ),
      });
    },

    // "Payment Details of a Shipment": its payments with their amounts, charges and payables.
    'GET /api/shipment/payments': (query) => {
      const named = parcelNamed(query.get('tracking_number'));
      if ('refusal' in named) return named.refusal;
      const payments = parcels.get(named.trackingNumber)!.payments ?? [];
      return success({
        message: `Payment(s) of Shipment #${named.trackingNumber}`,
        charges: { cash_handling_charges: '0.00' },
        current_payment_status: payments.length ? 'Payment - Processed' : 'Payment - Pending',
        payments: payments.map((payment) => ({
          id: payment.id,
          datetime: webhookTime(payment.at),
          type: 0,
          amount: payment.amount,
          charges: payment.charges.toFixed(2),
          gst: payment.gst.toFixed(2),
          payable: (payment.amount - payment.charges - payment.gst).toFixed(2),
        })),
      });
    },

    // "Charges of a Shipment": before Trax charges a shipment, the stand-in's own refusal.
    'GET /api/shipment/charges': (query) => {
      const named = parcelNamed(query.get('tracking_number'));
      if ('refusal' in named) return named.refusal;
      const charges = parcels.get(named.trackingNumber)!.charges;
      if (!charges) return refusal(`Charges of Shipment #${named.trackingNumber} are not calculated yet`);
      const total = charges.weight + charges.fuel + charges.cashHandling;
      const amount = Number(parcels.get(named.trackingNumber)!.fields.amount) || 0;
      return success({
        message: `Charges of Shipment #${named.trackingNumber}`,
        charges: {
          weight_charges: charges.weight.toFixed(2),
          fuel_surcharge: charges.fuel.toFixed(2),
          cash_handling_charges: charges.cashHandling.toFixed(2),
          net_payable: (amount - total - charges.gst).toFixed(2),
          total_charges: total.toFixed(2),
          gst: charges.gst.toFixed(2),
        },
      });
    },

    'POST /api/shipment/cancel': (_query, body) => {
      const named = parcelNamed(body.tracking_number);
      if ('refusal' in named) return named.refusal;
      const { trackingNumber } = named;
      if (currentStatus(trackingNumber) !== 'Shipment - Booked') {
        return refusal("Shipment's Status has already been changed");
      }
      parcels.get(trackingNumber)!.cancelled = true;
      moveTo(trackingNumber, 'Shipment - Cancelled', null);
      return success({ message: `Shipment #${trackingNumber} is Cancelled` });
    },

    'POST /api/request/rcp': (_query, body) => {
      const named = parcelNamed(body.tracking_number);
      if ('refusal' in named) return named.refusal;
      const type = Number(body.type);
      if (body.type === undefined || body.type === '') return inputErrors({ type: [required('type')] });
      // Intercept / rebook (type 3) needs the new consignee's details; the shop does not ask for it.
      if (type !== 1 && type !== 2) return inputErrors({ type: [invalidId('type')] });
      const { trackingNumber } = named;
      const remarks = typeof body.remarks === 'string' ? body.remarks : null;
      if (!AWAITING_ADVICE.has(currentStatus(trackingNumber))) {
        return refusal(
          `Shipment is in different status, Cannot mark it as ${type === 1 ? 'Return - Confirm' : 'Re-Attempt'}!`,
        );
      }
      if (type === 1) {
        moveTo(trackingNumber, 'Return - Confirm', remarks);
        return success({ message: 'Shipment successfully marked as Shipment - Return Confirm' });
      }
      moveTo(trackingNumber, 'Shipment - Re-Attempt Requested', remarks);
      return success({ message: 'Shipment successfully updated as (Re-Attempt - Requested)' });
    },

    'POST /api/receiving_sheet/create': (_query, body) => {
      const numbers = body.tracking_numbers;
      if (!Array.isArray(numbers) || numbers.length === 0) {
        return inputErrors({ tracking_numbers: [required('tracking_numbers')] });
      }
      const trackingNumbers: string[] = [];
      for (const [index, value] of numbers.entries()) {
        const named = parcelNamed(value);
        if ('refusal' in named)
          return inputErrors({ [`tracking_numbers.${index}`]: [invalidId('tracking_number')] });
        if (trackingNumbers.includes(named.trackingNumber)) {
          return inputErrors({ [`tracking_numbers.${index}`]: ['Tracking Number must not be Repeated.'] });
        }
        trackingNumbers.push(named.trackingNumber);
      }
      const id = nextReceivingSheetId++;
      receivingSheets.set(id, trackingNumbers);
      return success({ message: 'Receiving Sheet has been Created', receiving_sheet_id: id });
    },

    'GET /api/receiving_sheet/view': async (query) => {
      const trackingNumbers = receivingSheets.get(Number(query.get('receiving_sheet_id')));
      if (!trackingNumbers) return inputErrors({ receiving_sheet_id: [invalidId('receiving_sheet_id')] });
      const printErrors = printType(query.get('type'));
      if (printErrors) return printErrors;
      return {
        status: 200,
        pdf: await pdfOfLines([
          `TRAX - Receiving Sheet #${query.get('receiving_sheet_id')}`,
          ...trackingNumbers,
        ]),
      };
    },
  };

  async function answer(request: IncomingMessage, url: URL, body: Fields): Promise<Answer> {
    if (request.headers.authorization !== apiKey)
      return { status: 401, json: { status: 1, message: 'Invalid API Key' } };
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) return { status: 404, json: { message: 'Not Found' } };
    return route(url.searchParams, body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = await bodyOf(request);
    const path = `${url.pathname}${url.search}`;
    calls.push({ method: request.method ?? 'GET', path, headers: flatHeaders(request), body: body });
    const failure = failures.find((rule) => rule.remaining > 0 && path.includes(rule.path));
    if (failure) {
      failure.remaining--;
      if (failure.afterApplying) await answer(request, url, body ?? {});
      // Laravel's own error body, not Trax's envelope.
      const message = failure.status >= 500 ? 'Server Error' : (STATUS_CODES[failure.status] ?? 'Error');
      return send(response, { status: failure.status, json: { message } });
    }
    send(response, await answer(request, url, body ?? {}));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, { status: 500, json: { message: 'Server Error', detail: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    calls,
    parcels,

    failNext(path, { status, times = 1, afterApplying = false }) {
      failures.push({ path, status, remaining: times, afterApplying });
    },

    setStatus(trackingNumber, courierCode, reason) {
      moveTo(trackingNumber, courierCode, reason ?? null);
    },

    charge(trackingNumber, charges) {
      parcelOf(trackingNumber).charges = charges;
    },

    pay(trackingNumber, payment) {
      (parcelOf(trackingNumber).payments ??= []).push({ ...payment, at: new Date() });
    },

    async pushPaymentTo(webhookUrl, trackingNumber, paymentId, headers = {}) {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({
          tracking_number: trackingNumber,
          status: 'Payment-Processed',
          date_time: webhookTime(new Date()),
          payment_id: paymentId,
        }),
      });
      return pushAnswer(response);
    },

    async pushTo(webhookUrl, trackingNumber, traxStatusCode, headers = {}) {
      const at = parcels.has(trackingNumber) ? moveTo(trackingNumber, traxStatusCode, null) : new Date();
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({
          tracking_number: trackingNumber,
          status: traxStatusCode,
          date_time: webhookTime(at),
        }),
      });
      return pushAnswer(response);
    },

    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** Trax's rules for a Regular booking, with its messages (from its API's validation). */
function bookingErrors(body: Fields, booked: Parcel[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const present = (field: string) => body[field] !== undefined && body[field] !== null && body[field] !== '';
  const requiredFields = [
    'service_type_id',
    'pickup_address_id',
    'information_display',
    'consignee_city_id',
    'consignee_name',
    'consignee_address',
    'consignee_phone_number_1',
    'item_product_type_id',
    'item_description',
    'item_quantity',
    'item_insurance',
    'pickup_date',
    'estimated_weight',
    'shipping_mode_id',
    'amount',
    'payment_mode_id',
    'charges_mode_id',
  ];
  for (const field of requiredFields) if (!present(field)) fail(field, required(field));

  const integerIn = (field: string, allowed: (value: number) => boolean) => {
    if (!present(field)) return;
    if (!isInteger(body[field])) fail(field, `${FIELD_NAMES[field]} must be an Integer.`);
    else if (!allowed(Number(body[field]))) fail(field, invalidId(field));
  };
  integerIn('service_type_id', (id) => id === 1 || id === 2);
  integerIn('pickup_address_id', (id) => PICKUP_ADDRESSES.some((address) => address.id === id));
  integerIn('consignee_city_id', (id) => CITIES.some((city) => city.id === id));
  integerIn('item_product_type_id', (id) => id >= 1 && id <= 24);
  integerIn('shipping_mode_id', (id) => id >= 1 && id <= 3);
  integerIn('payment_mode_id', (id) => id === 1 || id === 4);
  integerIn('charges_mode_id', (id) => id === 4);

  for (const field of ['information_display', 'item_insurance']) {
    if (present(field) && ![0, 1, '0', '1', true, false].includes(body[field] as never)) {
      fail(field, `${FIELD_NAMES[field]} must be 0 or 1.`);
    }
  }
  const lengthAtMost = (field: string, limit: number) => {
    if (present(field) && String(body[field]).length > limit) {
      fail(field, `The ${FIELD_NAMES[field] ?? field} may not be greater than ${limit} characters.`);
    }
  };
  lengthAtMost('consignee_name', 100);
  lengthAtMost('consignee_address', 190);
  lengthAtMost('item_description', 190);
  lengthAtMost('special_instructions', 190);
  lengthAtMost('order_id', 100);
  for (let n = 1; n <= 5; n++) lengthAtMost(`shipper_reference_number_${n}`, 190);

  for (const field of ['consignee_phone_number_1', 'consignee_phone_number_2']) {
    if (present(field) && !/^0\d{10}$/.test(String(body[field]))) {
      fail(field, `${FIELD_NAMES[field]} format is Invalid, required Format is: 03000000000.`);
    }
  }
  if (
    present('consignee_email_address') &&
    !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(body.consignee_email_address))
  ) {
    fail('consignee_email_address', 'Consignee Email Address must be a Valid Email Address.');
  }
  if (present('order_id') && booked.some((parcel) => parcel.reference === body.order_id)) {
    fail('order_id', 'Order ID is already Present.');
  }
  if (present('pickup_date')) {
    const date = String(body.pickup_date);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      fail('pickup_date', 'Pickup Date must be of valid Format, required Format is: YYYY-MM-DD.');
    } else if (date < pakistanToday()) {
      fail('pickup_date', 'The Pickup Date must be a date after yesterday.');
    }
  }
  if (present('estimated_weight')) {
    const weight = Number(body.estimated_weight);
    if (typeof body.estimated_weight === 'boolean' || Number.isNaN(weight)) {
      fail('estimated_weight', 'Estimated Weight must be a Number.');
    } else if (weight < 0.1 || weight > 10000) {
      fail('estimated_weight', 'The Estimated Weight must be between 0.1 and 10000.');
    }
  }
  if (present('amount')) {
    if (!isInteger(body.amount)) fail('amount', 'Collection Amount must be an Integer.');
    else if (Number(body.amount) < 0 || Number(body.amount) > 1_000_000) {
      fail('amount', 'The Collection Amount must be between 0 and 1000000.');
    }
  }
  for (const field of ['item_quantity', 'pieces_quantity']) {
    if (!present(field)) continue;
    const limit = field === 'pieces_quantity' ? 10 : 1000;
    if (!isInteger(body[field])) fail(field, `${FIELD_NAMES[field]} must be an Integer.`);
    else if (Number(body[field]) < 1 || Number(body[field]) > limit) {
      fail(field, `The ${FIELD_NAMES[field]} must be between 1 and ${limit}.`);
    }
  }
  return errors;
}

function typeOfTracking(type: string | null): Answer | null {
  if (type === null || type === '') return inputErrors({ type: [required('type')] });
  return type === '0' || type === '1' ? null : inputErrors({ type: ['Type must be 0 or 1.'] });
}

/** Trax prints JPEG (type 0) or PDF (type 1); the stand-in prints only the PDF the shop asks for. */
function printType(type: string | null): Answer | null {
  if (type === null || type === '') return inputErrors({ type: [required('type')] });
  return type === '1' ? null : inputErrors({ type: ['The Trax stand-in prints PDF (type=1) only.'] });
}

function success(fields: Fields): Answer {
  return { status: 200, json: { status: 0, ...fields } };
}

function refusal(message: string): Answer {
  return { status: 200, json: { status: 1, message } };
}

function inputErrors(errors: Record<string, string[]>): Answer {
  return { status: 200, json: { status: 1, message: 'Error(s) in Input', errors } };
}

function required(field: string): string {
  return `${FIELD_NAMES[field] ?? field} is Required.`;
}

function invalidId(field: string): string {
  return `Given ${FIELD_NAMES[field] ?? field} is of Invalid ID.`;
}

function isInteger(value: unknown): boolean {
  return (
    (typeof value === 'number' && Number.isInteger(value)) ||
    (typeof value === 'string' && /^-?\d+$/.test(value))
  );
}

function send(response: ServerResponse, answer: Answer) {
  if ('pdf' in answer) {
    response.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': answer.pdf.length });
    response.end(Buffer.from(answer.pdf));
    return;
  }
  const text = JSON.stringify(answer.json);
  response.writeHead(answer.status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

/** The request's body as Trax takes it: JSON, or a form (`tracking_numbers[]=…` as a list). */
async function bodyOf(request: IncomingMessage): Promise<Fields | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  const type = request.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    const fields: Fields = {};
    for (const [name, value] of new URLSearchParams(text)) {
      if (name.endsWith('[]')) ((fields[name.slice(0, -2)] ??= []) as string[]).push(value);
      else fields[name] = value;
    }
    return fields;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Fields) : {};
  } catch {
    return {};
  }
}

function flatHeaders(request: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : (value ?? ''),
    ]),
  );
}

async function pdfOfLines(lines: string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([298, 420]);
  lines.forEach((line, index) => {
    // The standard font writes Latin-1 only; a name in Urdu would not print.
    page.drawText(line.replace(/[^\x20-\x7e]/g, '?'), { x: 20, y: 380 - index * 22, size: 12, font });
  });
  return document.save();
}

/** Pakistan's wall clock as ISO parts, the zone Trax writes its times in. */
function pakistanParts(at: Date) {
  const [date, time] = new Date(at.getTime() + SHOP_OFFSET_MS).toISOString().split('T') as [string, string];
  const [year, month, day] = date.split('-') as [string, string, string];
  return {
    year,
    month,
    day,
    hours: Number(time.slice(0, 2)),
    minutes: time.slice(3, 5),
    seconds: time.slice(6, 8),
  };
}

function pakistanToday(): string {
  const { year, month, day } = pakistanParts(new Date());
  return `${year}-${month}-${day}`;
}

/** "05/04/2022 12:44 PM", as Trax's tracking writes it. */
function trackingTime(at: Date): string {
  const { year, month, day, hours, minutes } = pakistanParts(at);
  const hour12 = String(hours % 12 || 12).padStart(2, '0');
  return `${day}/${month}/${year} ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "2021-06-11 17:29:36", as Trax's webhooks write it. */
function webhookTime(at: Date): string {
  const { year, month, day, hours, minutes, seconds } = pakistanParts(at);
  return `${year}-${month}-${day} ${String(hours).padStart(2, '0')}:${minutes}:${seconds}`;
}
