import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CourierStandIn } from '../modules/orders/couriers/courier-api';
import { pakistanDateTime } from '../modules/orders/couriers/leopards-time';
import { leopardsPackets, type LeopardsBill } from './leopards-stand-in-packets';
import { pushAnswer } from './courier-test-kit';

/**
 * A stand-in for Leopards Courier's merchant API v2 and its Push API (docs/couriers/leopards.md): a real
 * HTTP server on loopback that speaks Leopards' paths (`/api/<method>/format/json/`), takes the credentials
 * in the body, answers its envelopes (`status` 1 or 0 with `error`), serves slips and load sheets as PDFs,
 * and pushes statuses to a shop's URL as Leopards does.
 */
export type LeopardsStandIn = CourierStandIn & {
  apiKey: string;
  apiPassword: string;
  /** POSTs Leopards' Push API body to the shop, with `X-Api-Key` (none when null); answers the shop's reply. */
  pushTo(
    webhookUrl: string,
    events: Array<{ trackingNumber: string; status: string; reason?: string; receiverName?: string }>,
    pushKey: string | null,
  ): Promise<{ status: number; body: unknown }>;
  /** Leopards bills a parcel's charges (getShippingCharges then lists them). */
  bill(trackingNumber: string, bill: LeopardsBill): void;
  /** Leopards pays a parcel by a cheque of `day` (getPaymentDetails then says so). */
  pay(trackingNumber: string, cheque: string, day: string): void;
};

type Answer = { status: number; type: string; body: string | Uint8Array };
type Failure = { path: string; status: number; times: number; afterApplying: boolean };
type Call = CourierStandIn['calls'][number];

export async function startLeopardsStandIn(options?: {
  apiKey?: string;
  apiPassword?: string;
}): Promise<LeopardsStandIn> {
  const apiKey = options?.apiKey ?? randomBytes(16).toString('hex').toUpperCase();
  const apiPassword = options?.apiPassword ?? `LCS-${randomBytes(6).toString('hex')}`;
  const calls: Call[] = [];
  const failures: Failure[] = [];
  const packets = leopardsPackets();

  const server = createServer((request, response) => {
    // A fault of the stand-in itself answers 500 with its message, so the test that met it says why.
    const answered = answer(request).catch((error: unknown): Answer => ({
      status: 500,
      type: 'text/plain',
      body: String(error),
    }));
    void answered.then(({ status, type, body }) => {
      response.writeHead(status, { 'Content-Type': type });
      response.end(body);
    });
  });

  async function answer(request: IncomingMessage): Promise<Answer> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const raw = await readBody(request);
    const body = parseBody(request.headers['content-type'], raw);
    calls.push({
      method: request.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      headers: flatHeaders(request.headers),
      body: body === undefined ? null : body,
    });
    const failure = failures.find((rule) => rule.times > 0 && url.pathname.includes(rule.path));
    if (failure) failure.times -= 1;
    if (failure && !failure.afterApplying) return serverError(failure.status);
    const answered = await route(request.method ?? 'GET', url, body);
    return failure ? serverError(failure.status) : answered;
  }

  async function route(method: string, url: URL, body: unknown): Promise<Answer> {
    const slip = /^\/slip\/([0-9a-f]+)\.pdf$/.exec(url.pathname);
    if (slip && method === 'GET') {
      const pdf = await packets.slip(slip[1]!);
      return pdf ? { status: 200, type: 'application/pdf', body: pdf } : notFound();
    }
    const call = /^\/api\/([A-Za-z]+)\/(format\/json\/?)?$/.exec(url.pathname);
    if (!call) return notFound();
    const fields: Record<string, unknown> =
      method === 'GET' ? Object.fromEntries(url.searchParams) : isRecord(body) ? body : {};
    if (fields.api_key !== apiKey || fields.api_password !== apiPassword) {
      return json({ status: 0, error: 'Invalid API Key or API Password' });
    }
    const name = call[1]!;
    if (name === 'downloadLoadSheet' && !call[2] && fields.response_type !== 'JSON') {
      const pdf = await packets.loadSheetPdf(fields.load_sheet_id);
      return pdf ? { status: 200, type: 'application/pdf', body: pdf } : json(packets.noLoadSheet());
    }
    const handler = packets.methods[name];
    if (!handler || (method === 'GET') !== GET_METHODS.has(name)) return notFound();
    return json(handler(fields, `http://127.0.0.1:${port()}`));
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = () => (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port()}/api/`;

  return {
    url,
    apiKey,
    apiPassword,
    calls,
    parcels: packets.parcels,
    failNext(path, { status, times = 1, afterApplying = false }) {
      failures.push({ path, status, times, afterApplying });
    },
    setStatus(trackingNumber, courierCode, reason) {
      packets.move(trackingNumber, courierCode, reason ?? null);
    },
    bill: (trackingNumber, bill) => packets.bill(trackingNumber, bill),
    pay: (trackingNumber, cheque, day) => packets.pay(trackingNumber, cheque, day),
    async pushTo(webhookUrl, events, pushKey) {
      const activityDate = pakistanDateTime(new Date());
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(pushKey === null ? {} : { 'X-Api-Key': pushKey }),
        },
        body: JSON.stringify({
          data: events.map((event) => ({
            cn_number: event.trackingNumber,
            status: event.status,
            receiver_name: event.receiverName ?? '',
            reason: event.reason ?? '',
            activity_date: activityDate,
          })),
        }),
      });
      return pushAnswer(response);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The calls Leopards documents as GET (their credentials in the query); every other one is a POST. */
const GET_METHODS = new Set(['getBookedPacketLastStatus', 'getPaymentDetails', 'getShippingCharges']);

function json(body: unknown): Answer {
  return { status: 200, type: 'application/json', body: JSON.stringify(body) };
}

function notFound(): Answer {
  return {
    status: 404,
    type: 'application/json',
    body: JSON.stringify({ status: false, error: 'Unknown method' }),
  };
}

/** Leopards' server failing: its web server's page, not its envelope. */
function serverError(status: number): Answer {
  return { status, type: 'text/html', body: `<html><body><h1>${status} Server Error</h1></body></html>` };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

/** Leopards takes JSON (as its documentation sends it) or a form (as its older PHP samples do). */
function parseBody(contentType: string | undefined, raw: string): unknown {
  if (raw === '') return undefined;
  if (contentType?.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function flatHeaders(headers: IncomingMessage['headers']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : (value ?? ''),
    ]),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
