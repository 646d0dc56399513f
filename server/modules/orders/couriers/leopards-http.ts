import { CourierRefusal, CourierUnavailable } from './courier-api';

/**
 * How Leopards' merchant API v2 is spoken (docs/couriers/leopards.md): the credentials go in every JSON
 * body (in the query of its few GET calls), each call's path ends in `/format/json/`, and every answer is
 * an envelope whose `status` is 1 (success) or 0 (refused, with Leopards' words in `error`).
 */

const TIMEOUT_MS = 15_000;

export type LeopardsAnswer = Record<string, unknown>;

export type LeopardsHttp = {
  post(method: string, fields: Record<string, unknown>): Promise<LeopardsAnswer>;
  get(method: string, params: Record<string, string>): Promise<LeopardsAnswer>;
  /** A call that answers a file (the load sheet's PDF), or Leopards' envelope when it refuses. */
  postForFile(path: string, fields: Record<string, unknown>): Promise<Uint8Array>;
  /** A document at an address Leopards gave (a slip link): no credentials, the same limits. */
  download(url: string, what: string): Promise<Uint8Array>;
};

export function createLeopardsHttp(options: {
  apiUrl: string;
  apiKey: string;
  apiPassword: string;
}): LeopardsHttp {
  const base = options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`;
  const credentials = { api_key: options.apiKey, api_password: options.apiPassword };
  const postInit = (fields: Record<string, unknown>): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ ...credentials, ...fields }),
  });

  return {
    async post(method, fields) {
      const { status, bytes } = await exchange(method, `${base}${method}/format/json/`, postInit(fields));
      return envelope(method, status, bytes);
    },
    async get(method, params) {
      const query = new URLSearchParams({ ...credentials, ...params });
      const url = `${base}${method}/format/json/?${query}`;
      const { status, bytes } = await exchange(method, url, { headers: { Accept: 'application/json' } });
      return envelope(method, status, bytes);
    },
    async postForFile(path, fields) {
      const { status, bytes } = await exchange(path, `${base}${path}`, postInit(fields));
      if (status === 200 && isPdf(bytes)) return bytes;
      envelope(path, status, bytes);
      throw unavailable(`${path} answered neither a PDF nor a refusal`);
    },
    async download(url, what) {
      const { status, bytes } = await exchange(what, url, {});
      if (status !== 200 || !isPdf(bytes)) throw unavailable(`${what} answered HTTP ${status} without a PDF`);
      return bytes;
    },
  };
}

/** One request within the time limit; its failures are the courier's unavailability, never a refusal. */
async function exchange(
  what: string,
  url: string,
  init: RequestInit,
): Promise<{ status: number; bytes: Uint8Array }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, bytes };
  } catch (error) {
    // The message never carries the address: a GET call's query holds the API password.
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${TIMEOUT_MS / 1000} s`
        : error instanceof Error
          ? error.message
          : 'request failed';
    throw unavailable(`${what}: ${reason}`);
  }
}

function envelope(what: string, status: number, bytes: Uint8Array): LeopardsAnswer {
  if (status >= 500) throw unavailable(`${what} answered HTTP ${status}`);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw unavailable(`${what} answered HTTP ${status} without JSON`);
  }
  if (!isRecord(body)) throw unavailable(`${what} answered outside its documented envelope`);
  // Leopards writes the flag as a number or a string, depending on the call.
  if (body.status === 0 || body.status === '0') {
    throw new CourierRefusal('leopards', leopardsWords(body.error) ?? `${what} was refused without a reason`);
  }
  if ((body.status === 1 || body.status === '1') && status >= 200 && status < 300) return body;
  throw unavailable(`${what} answered HTTP ${status} outside its documented envelope`);
}

const CN_LIKE = /^[A-Z]{2}\d{6,}$/;

/**
 * Leopards' error in its own words. It is a sentence for most calls, an object of one sentence per CN for
 * the calls that take several (cancel, load sheet), and one per field for a batch booking.
 */
export function leopardsWords(error: unknown): string | null {
  if (typeof error === 'string') {
    const words = error.trim();
    return words === '' || words === '0' || words === 'null' ? null : words;
  }
  const parts = Array.isArray(error)
    ? error.map(leopardsWords)
    : isRecord(error)
      ? Object.entries(error).map(([key, value]) => {
          const words = leopardsWords(value);
          return words && typeof value === 'string' && CN_LIKE.test(key) ? `${key}: ${words}` : words;
        })
      : [];
  const joined = parts.filter((part): part is string => part !== null).join('; ');
  return joined === '' ? null : joined;
}

export function unavailable(detail: string): CourierUnavailable {
  return new CourierUnavailable('leopards', detail);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field Leopards may write as a string or a number, as trimmed text ('' when absent). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function isPdf(bytes: Uint8Array): boolean {
  return new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-';
}
