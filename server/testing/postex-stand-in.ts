import { shopDateTime } from '../../common/shop-clock';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { CourierStandIn } from '../modules/orders/couriers/courier-api';
import { POSTEX_HISTORY_CODES, type PostExHistoryCode } from '../modules/orders/couriers/postex-statuses';
import { listenOnLoopback } from './stand-in-server';

/**
 * PostEx's merchant API on loopback, as its Merchant API Integration Guide (v4.1.9) describes it and as
 * integrators found the live service answering where the two differ (docs/couriers/postex.md): the `token`
 * header, the `{ statusCode: "200", statusMessage, dist }` envelope with the refusal in statusCode, Spring's own
 * error bodies for a missing query parameter or an unknown path, PDFs for airway bills and load sheets.
 * PostEx publishes no sandbox, so this is what the client is tested against.
 */

const BASE_PATH = '/services/integration/api/order';
const INVOICES_PER_CALL = 10;

/** A few real cities; Skardu is on PostEx's list for pickups only, so a delivery there is refused. */
const CITIES = [
  ...['Lahore', 'Karachi', 'Islamabad', 'Rawalpindi', 'Faisalabad', 'Multan', 'Peshawar', 'Quetta'].map(
    (name) => ({ name, pickup: true, delivery: true }),
  ),
  { name: 'Skardu', pickup: true, delivery: false },
];

const MERCHANT_ADDRESSES = [
  {
    addressCode: '001',
    addressType: 'Default Address',
    cityName: 'Lahore',
    address: '12 Main Boulevard, Gulberg',
  },
  {
    addressCode: '002',
    addressType: 'Return Address',
    cityName: 'Lahore',
    address: '4 Canal Road, Johar Town',
  },
];

const ORDER_TYPES = ['Normal', 'Reversed', 'Replacement'];

/** The order statuses the guide lists for get-all-order's orderStatusId (0 is every one). */
const ORDER_STATUS_IDS: Record<string, number> = {
  Unbooked: 1,
  Booked: 2,
  'PostEx WareHouse': 3,
  'Out For Delivery': 4,
  Delivered: 5,
  Returned: 6,
  'Un-Assigned By Me': 7,
  Expired: 8,
  'Delivery Under Review': 9,
  'Picked By PostEx': 15,
  'Out For Return': 16,
  Attempted: 17,
  'En-Route to PostEx warehouse': 18,
};

/** Where each history code leaves the order's status. */
const STATUS_AFTER_CODE: Record<PostExHistoryCode, string> = {
  '0001': 'Booked',
  '0002': 'Returned',
  '0003': 'PostEx WareHouse',
  '0004': 'Out For Delivery',
  '0005': 'Delivered',
  '0006': 'Returned',
  '0007': 'Returned',
  '0008': 'Delivery Under Review',
  '0013': 'Attempted',
  '0040': 'Out For Return',
};

/** The statuses in which the rider has not yet collected the parcel: the only ones cancel-order accepts. */
const UNPICKED = new Set(['Unbooked', 'Booked']);

/** A part of a parcel's payment, with its receipt (CPR) and its day. */
type PaymentPart = { amount: number; cpr: string; day: string };

type Order = {
  trackingNumber: string;
  fields: Record<string, unknown>;
  bookedAt: Date;
  status: string;
  history: { code: PostExHistoryCode; words: string; at: Date }[];
  /** PostEx's fee for the parcel and the tax on it, once it states them. */
  fee: number;
  tax: number;
  upfront: PaymentPart | null;
  reserve: PaymentPart | null;
};

/**
 * PostEx's stand-in, with what a test does on PostEx's side: book on its portal (a parcel the shop did
 * not book), state a parcel's fees, and pay a part of a parcel with its receipt.
 */
export type PostExStandIn = CourierStandIn & {
  token: string;
  /** An order booked on PostEx's portal, not by the shop: its tracking number. */
  bookOnPortal(fields: { invoicePayment: number; orderRefNumber?: string; bookedAt?: Date }): string;
  /** PostEx's fee and the tax on it for a parcel, as its orders then state them. */
  charge(trackingNumber: string, fee: number, tax: number): void;
  /** Pays the upfront or the reserve part of a parcel, with its receipt's number and day. */
  pay(trackingNumber: string, part: 'upfront' | 'reserve', payment: PaymentPart): void;
};

type Answer = { status: number; type: string; body: string | Uint8Array };

type Request = {
  method: string;
  path: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
};

type Route = {
  method: string;
  pattern: RegExp;
  handle(request: Request, match: RegExpExecArray): Answer | Promise<Answer>;
};

export async function startPostExStandIn(
  /** `port`: a fixed one, for the browser tests' shop, configured before the stand-in starts. */
  options: { token?: string; port?: number } = {},
): Promise<PostExStandIn> {
  const token = options.token ?? 'postex-test-token';
  const calls: CourierStandIn['calls'] = [];
  const parcels: CourierStandIn['parcels'] = new Map();
  const orders = new Map<string, Order>();
  const failures: { path: string; status: number; times: number; afterApplying: boolean }[] = [];
  let lastSerial = 0;

  function order(trackingNumber: string): Order | undefined {
    return orders.get(trackingNumber);
  }

  /** The order as track-order and track-bulk-order show it. */
  function tracked(entry: Order) {
    return {
      ...orderRow(entry, entry.status),
      transactionStatusHistory: entry.history.map((line) => ({
        transactionStatusMessage: line.words,
        transactionStatusMessageCode: line.code,
        updatedAt: pakistanTime(line.at),
      })),
    };
  }

  const routes: Route[] = [
    {
      method: 'GET',
      pattern: /^\/v2\/get-operational-city$/,
      handle({ url }) {
        const type = url.searchParams.get('operationalCityType');
        if (type !== null && type !== 'pickup' && type !== 'delivery') {
          return refusal('400', 'INVALID OPERATIONAL CITY TYPE', 400);
        }
        const cities = CITIES.filter(
          (city) => type === null || (type === 'pickup' ? city.pickup : city.delivery),
        );
        return ok(
          cities.map((city) => ({
            operationalCityName: city.name,
            countryName: 'Pakistan',
            isPickupCity: city.pickup,
            isDeliveryCity: city.delivery,
          })),
        );
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/get-merchant-address$/,
      handle({ url }) {
        const city = url.searchParams.get('cityName');
        return ok(
          MERCHANT_ADDRESSES.filter((address) => !city || sameName(address.cityName, city)).map(
            (address, index) => ({
              merchantAddressId: index + 1,
              ...address,
              phone1: '04235711111',
              phone2: '03001234567',
              contactPersonName: 'Warehouse',
              merchantId: 1001,
            }),
          ),
        );
      },
    },
    {
      method: 'POST',
      pattern: /^\/v3\/create-order$/,
      handle({ body }) {
        const fields = isRecord(body) ? body : {};
        const problem = bookingProblem(fields);
        if (problem) return refusal('400', problem);
        lastSerial += 1;
        const trackingNumber = `2670456${String(lastSerial).padStart(7, '0')}`;
        const bookedAt = new Date();
        orders.set(trackingNumber, { ...newOrder(trackingNumber, fields), bookedAt });
        parcels.set(trackingNumber, { reference: String(fields.orderRefNumber), fields, cancelled: false });
        return ok(
          { trackingNumber, orderStatus: 'Unbooked', orderDate: pakistanTime(bookedAt) },
          'ORDER HAS BEEN CREATED',
        );
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/track-order\/([^/]+)$/,
      handle(_request, match) {
        const entry = order(decodeURIComponent(match[1]!));
        return entry ? ok(tracked(entry)) : refusal('404', 'RECORD NOT FOUND');
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/track-bulk-order$/,
      handle({ url, path }) {
        const numbers = listParameter(url, 'TrackingNumbers');
        if (numbers.length === 0) return missingParameter('TrackingNumbers', 'List', path);
        return ok(
          numbers.map((trackingNumber) => {
            const entry = order(trackingNumber);
            return entry
              ? { trackingNumber, message: 'ORDER FOUND', trackingResponse: tracked(entry) }
              : { trackingNumber, message: 'ORDER NOT FOUND' };
          }),
        );
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/get-all-order$/,
      handle({ url, path }) {
        for (const name of ['orderStatusId', 'startDate', 'endDate']) {
          if (!url.searchParams.get(name))
            return missingParameter(name, name === 'orderStatusId' ? 'int' : 'String', path);
        }
        const [start, end] = [url.searchParams.get('startDate')!, url.searchParams.get('endDate')!];
        if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end)) {
          return refusal('400', 'INVALID DATE FORMAT, IT MUST BE YYYY-MM-DD', 400);
        }
        const statusId = Number(url.searchParams.get('orderStatusId'));
        return ok(
          [...orders.values()]
            .filter((entry) => {
              const day = pakistanTime(entry.bookedAt).slice(0, 10);
              return (
                day >= start && day <= end && (statusId === 0 || ORDER_STATUS_IDS[entry.status] === statusId)
              );
            })
            // The list says "Cancelled" where tracking says "Un-Assigned By Me", as the live service does.
            .map((entry) =>
              orderRow(entry, entry.status === 'Un-Assigned By Me' ? 'Cancelled' : entry.status),
            ),
        );
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/get-invoice$/,
      async handle({ url, path }) {
        const numbers = listParameter(url, 'trackingNumbers');
        if (numbers.length === 0) return missingParameter('trackingNumbers', 'String', path);
        if (numbers.length > INVOICES_PER_CALL) {
          return refusal('400', `MAXIMUM ${INVOICES_PER_CALL} TRACKING NUMBERS ARE ALLOWED`, 400);
        }
        const unknown = numbers.find((trackingNumber) => !orders.has(trackingNumber));
        if (unknown) return refusal('404', `Order not found with tracking Number : ${unknown}`, 404);
        return pdf(await airwayBills(numbers.map((trackingNumber) => orders.get(trackingNumber)!)));
      },
    },
    {
      method: 'POST',
      pattern: /^\/v2\/generate-load-sheet$/,
      async handle({ body }) {
        const numbers = isRecord(body) && Array.isArray(body.trackingNumbers) ? body.trackingNumbers : [];
        if (numbers.length === 0 || !numbers.every((n): n is string => typeof n === 'string')) {
          return refusal('400', 'TRACKING NUMBERS MUST NOT BE EMPTY');
        }
        const unknown = numbers.find((trackingNumber) => !orders.has(trackingNumber));
        if (unknown) return refusal('404', `Order not found with tracking Number : ${unknown}`);
        const listed = numbers.map((trackingNumber) => orders.get(trackingNumber)!);
        // The hand-over: the parcels wait at the merchant's warehouse for the rider.
        for (const entry of listed.filter((entry) => entry.status === 'Unbooked')) moveTo(entry, '0001');
        return pdf(await loadSheet(listed));
      },
    },
    {
      method: 'PUT',
      pattern: /^\/v2\/save-shipper-advice$/,
      handle({ body }) {
        const fields = isRecord(body) ? body : {};
        const missing = ['trackingNumber', 'statusId', 'remarks'].filter((name) => isBlank(fields[name]));
        if (missing.length > 0) return refusal('400', fieldErrors('shipperAdviceRequest', missing));
        if (fields.statusId !== 1 && fields.statusId !== 2) return refusal('400', 'INVALID STATUS ID');
        const entry = order(String(fields.trackingNumber));
        if (!entry) return refusal('404', 'ORDER NOT FOUND');
        const latest = entry.history.at(-1)?.code;
        if (latest !== '0008' && latest !== '0013') {
          return refusal('400', 'SHIPPER ADVICE IS ONLY ALLOWED ON ATTEMPTED OR UNDER REVIEW ORDERS');
        }
        return ok(null, 'SHIPPER ADVICE HAS BEEN SAVED');
      },
    },
    {
      method: 'PUT',
      pattern: /^\/v1\/cancel-order$/,
      handle({ body }) {
        const trackingNumber = isRecord(body) ? body.trackingNumber : undefined;
        if (isBlank(trackingNumber))
          return refusal('400', fieldErrors('cancelOrderRequest', ['trackingNumber']));
        const entry = order(String(trackingNumber));
        if (!entry) return refusal('404', 'ORDER NOT FOUND');
        if (entry.status === 'Un-Assigned By Me') return refusal('400', 'ORDER IS ALREADY CANCELLED');
        if (!UNPICKED.has(entry.status)) {
          return refusal('400', `ORDER CANNOT BE CANCELLED IN ${entry.status.toUpperCase()} STATUS`);
        }
        entry.status = 'Un-Assigned By Me';
        parcels.get(entry.trackingNumber)!.cancelled = true;
        return ok(null, 'ORDER HAS BEEN CANCELLED');
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment-status\/([^/]+)$/,
      handle(_request, match) {
        const entry = order(decodeURIComponent(match[1]!));
        if (!entry) return refusal('404', 'RECORD NOT FOUND');
        // Only the keys that have values, as the live service answers (an unpaid order is three keys).
        const { upfront, reserve } = entry;
        return ok({
          orderRefNumber: entry.fields.orderRefNumber,
          trackingNumber: entry.trackingNumber,
          settle: reserve !== null,
          ...(reserve ? { settlementDate: reserve.day } : {}),
          ...(upfront ? { upfrontPaymentDate: upfront.day, cprNumber_1: upfront.cpr } : {}),
          ...(reserve ? { reservePaymentDate: reserve.day, cprNumber_2: reserve.cpr } : {}),
        });
      },
    },
  ];

  function moveTo(entry: Order, code: PostExHistoryCode, reason?: string) {
    const words = POSTEX_HISTORY_CODES[code].words;
    entry.history.push({
      code,
      words: code === '0013' ? `${words}: ${reason ?? 'CNA(CUSTOMER NOT AVAILABLE)'}` : words,
      at: new Date(),
    });
    entry.status = STATUS_AFTER_CODE[code];
  }

  async function answer(request: Request): Promise<Answer> {
    if (!request.path.startsWith(`${BASE_PATH}/`)) return springError(404, 'Not Found', request.path);
    const route = request.path.slice(BASE_PATH.length);
    const matching = routes.filter((candidate) => candidate.pattern.test(route));
    if (matching.length === 0) return springError(404, 'Not Found', request.path);
    const chosen = matching.find((candidate) => candidate.method === request.method);
    if (!chosen) return springError(405, 'Method Not Allowed', request.path);
    if (request.headers.token !== token) return refusal('401', 'TOKEN IS INVALID', 401);
    return chosen.handle(request, chosen.pattern.exec(route)!);
  }

  async function serve(incoming: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(incoming);
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const headers = Object.fromEntries(
      Object.entries(incoming.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : (value ?? ''),
      ]),
    );
    let body: unknown;
    let unreadable = false;
    if (raw.length > 0) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = raw.toString('utf8');
        unreadable = true;
      }
    }
    const path = url.pathname;
    calls.push({ method: incoming.method ?? 'GET', path: path + url.search, headers, body });

    const request: Request = { method: incoming.method ?? 'GET', path, url, headers, body };
    const failure = failures.find(
      (candidate) => candidate.times > 0 && (path + url.search).includes(candidate.path),
    );
    let result: Answer;
    if (unreadable) {
      result = springError(400, 'Bad Request', path, 'JSON parse error: Unexpected character');
    } else if (failure) {
      failure.times -= 1;
      if (failure.afterApplying) await answer(request);
      result = serverError(failure.status, path);
    } else {
      result = await answer(request);
    }
    response.writeHead(result.status, { 'Content-Type': result.type });
    response.end(result.body);
  }

  const { server, port } = await listenOnLoopback(serve, options.port ?? 0);

  return {
    url: `http://127.0.0.1:${port}${BASE_PATH}`,
    token,
    calls,
    parcels,
    bookOnPortal({ invoicePayment, orderRefNumber, bookedAt = new Date() }) {
      lastSerial += 1;
      const trackingNumber = `2670456${String(lastSerial).padStart(7, '0')}`;
      const fields = { orderRefNumber: orderRefNumber ?? `PORTAL-${lastSerial}`, invoicePayment };
      orders.set(trackingNumber, { ...newOrder(trackingNumber, fields), bookedAt, status: 'Booked' });
      return trackingNumber;
    },
    charge(trackingNumber, fee, tax) {
      const entry = orders.get(trackingNumber);
      if (!entry) throw new Error(`The PostEx stand-in has no order ${trackingNumber}`);
      Object.assign(entry, { fee, tax });
    },
    pay(trackingNumber, part, payment) {
      const entry = orders.get(trackingNumber);
      if (!entry) throw new Error(`The PostEx stand-in has no order ${trackingNumber}`);
      entry[part] = payment;
    },
    failNext(path, { status, times = 1, afterApplying = false }) {
      failures.push({ path, status, times, afterApplying });
    },
    setStatus(trackingNumber, courierCode, reason) {
      const entry = orders.get(trackingNumber);
      if (!entry) throw new Error(`The PostEx stand-in booked no parcel ${trackingNumber}`);
      if (!(courierCode in POSTEX_HISTORY_CODES)) throw new Error(`PostEx has no status code ${courierCode}`);
      moveTo(entry, courierCode as PostExHistoryCode, reason);
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** What create-order refuses, in PostEx's words, or null for a booking it takes. */
function bookingProblem(fields: Record<string, unknown>): string | null {
  const required = [
    'orderRefNumber',
    'invoicePayment',
    'customerName',
    'customerPhone',
    'deliveryAddress',
    'cityName',
    'invoiceDivision',
    'items',
    'orderType',
  ];
  const missing = required.filter((name) => isBlank(fields[name]));
  if (missing.length > 0) return fieldErrors('orderRequest', missing);
  if (isBlank(fields.pickupAddressCode) && isBlank(fields.storeAddressCode)) {
    return 'BOTH PICKUP ADDRESS CODE AND STORE ADDRESS CODE MUST NOT BE NULL AT THE SAME TIME';
  }
  const pickup = MERCHANT_ADDRESSES.find(
    (address) => address.addressCode === fields.pickupAddressCode && address.addressType !== 'Return Address',
  );
  if (!isBlank(fields.pickupAddressCode) && !pickup) return 'INVALID PICKUP ADDRESS CODE';
  if (!/^03\d{9}$/.test(String(fields.customerPhone))) {
    return 'INVALID CUSTOMER PHONE NUMBER, IT MUST BE IN 03XXXXXXXXX FORMAT';
  }
  const city = CITIES.find((candidate) => sameName(candidate.name, String(fields.cityName)));
  if (!city?.delivery) return `DELIVERY IS NOT AVAILABLE IN CITY ${String(fields.cityName).toUpperCase()}`;
  if (!isAmount(fields.invoicePayment)) return 'INVOICE PAYMENT MUST BE A VALID AMOUNT';
  if (!isCount(fields.items) || !isCount(fields.invoiceDivision)) {
    return 'ITEMS AND INVOICE DIVISION MUST BE GREATER THAN ZERO';
  }
  if (!ORDER_TYPES.includes(String(fields.orderType))) return 'INVALID ORDER TYPE';
  const weight = fields.bookingWeight;
  if (weight !== undefined && !(typeof weight === 'number' && weight > 0)) return 'INVALID BOOKING WEIGHT';
  return null;
}

/** Spring's bean-validation message, which PostEx passes on in statusMessage. */
function fieldErrors(object: string, fields: string[]): string {
  const errors = fields.map(
    (field) =>
      `[Field error in object '${object}' on field '${field}': rejected value [null]; default message [must not be null]]`,
  );
  return `Validation failed for argument [0] with ${fields.length} error(s): ${errors.join(' ')}`;
}

function newOrder(trackingNumber: string, fields: Record<string, unknown>): Omit<Order, 'bookedAt'> {
  return {
    trackingNumber,
    fields,
    status: 'Unbooked',
    history: [],
    fee: 0,
    tax: 0,
    upfront: null,
    reserve: null,
  };
}

/**
 * An order as get-all-order and tracking state it, with its money as integrators read it from the live
 * service: the fee and its tax, the reversal fee and its tax (a return), and the payment's parts.
 */
function orderRow(entry: Order, status: string) {
  const { fields } = entry;
  const invoice = Number(fields.invoicePayment) || 0;
  const paid = (entry.upfront?.amount ?? 0) + (entry.reserve?.amount ?? 0);
  return {
    orderRefNumber: fields.orderRefNumber,
    trackingNumber: entry.trackingNumber,
    customerName: fields.customerName,
    customerPhone: fields.customerPhone,
    deliveryAddress: fields.deliveryAddress,
    cityName: fields.cityName,
    invoicePayment: fields.invoicePayment,
    orderDetail: fields.orderDetail ?? null,
    transactionNotes: fields.transactionNotes ?? null,
    items: fields.items,
    invoiceDivision: fields.invoiceDivision,
    merchantName: 'Test Shop',
    transactionDate: pakistanTime(entry.bookedAt),
    transactionStatus: status,
    transactionFee: entry.fee,
    transactionTax: entry.tax,
    reversalFee: 0,
    reversalTax: 0,
    upfrontPayment: entry.upfront?.amount ?? 0,
    ...(entry.upfront ? { upfrontPaymentDate: entry.upfront.day } : {}),
    reservePayment: entry.reserve?.amount ?? 0,
    balancePayment: paid ? Math.max(0, invoice - entry.fee - entry.tax - paid) : 0,
  };
}

/** Airway bills, one a page, each naming its tracking number as PostEx's do ("Tracking No: …"). */
async function airwayBills(listed: Order[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const entry of listed) {
    const page = document.addPage([420, 297]);
    const lines = [
      'PostEx airway bill',
      `Tracking No: ${entry.trackingNumber}`,
      `Order Ref: ${String(entry.fields.orderRefNumber)}`,
      `City: ${String(entry.fields.cityName)}`,
      `COD: Rs ${String(entry.fields.invoicePayment)}`,
    ];
    lines.forEach((line, index) => page.drawText(line, { x: 24, y: 260 - index * 22, size: 12, font }));
  }
  return document.save();
}

async function loadSheet(listed: Order[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  page.drawText(`PostEx load sheet: ${listed.length} parcels`, { x: 40, y: 800, size: 14, font });
  listed.forEach((entry, index) =>
    page.drawText(`${index + 1}. ${entry.trackingNumber}  ${String(entry.fields.cityName)}`, {
      x: 40,
      y: 770 - index * 16,
      size: 10,
      font,
    }),
  );
  return document.save();
}

function ok(dist: unknown, statusMessage = 'SUCCESSFULLY OPERATED'): Answer {
  return json(200, { statusCode: '200', statusMessage, dist });
}

/** A refusal: the live service answers most with HTTP 200 and the refusal in statusCode. */
function refusal(statusCode: string, statusMessage: string, httpStatus = 200): Answer {
  return json(httpStatus, { statusCode, statusMessage, dist: null });
}

function missingParameter(name: string, type: string, path: string): Answer {
  return springError(400, 'Bad Request', path, `Required ${type} parameter '${name}' is not present`);
}

function springError(status: number, error: string, path: string, message = ''): Answer {
  return json(status, { timestamp: new Date().toISOString(), status, error, message, path });
}

/** A failure on PostEx's side: Spring's 500 body, or nginx's page for a gateway error. */
function serverError(status: number, path: string): Answer {
  if (status === 500) return springError(500, 'Internal Server Error', path);
  if (status >= 500) {
    const title = `${status} ${status === 502 ? 'Bad Gateway' : status === 503 ? 'Service Temporarily Unavailable' : 'Gateway Time-out'}`;
    return {
      status,
      type: 'text/html',
      body: `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`,
    };
  }
  return refusal(String(status), 'ERROR', status);
}

function json(status: number, body: unknown): Answer {
  return { status, type: 'application/json', body: JSON.stringify(body) };
}

function pdf(bytes: Uint8Array): Answer {
  return { status: 200, type: 'application/pdf', body: bytes };
}

/** Spring binds a list parameter from one comma-separated value or from the parameter repeated. */
function listParameter(url: URL, name: string): string[] {
  return url.searchParams
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

const pakistanTime = shopDateTime;

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function isAmount(value: unknown): boolean {
  const amount = typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0;
}

function isCount(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function readBody(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
  });
}
