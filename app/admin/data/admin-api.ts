import type { z } from 'zod';

/**
 * The back office's one door to its data (DESIGN.md §9, decision 013): every admin screen reads and
 * writes through `adminFetch`, which sends the session cookie, parses the answer with the route's
 * response schema from common/ (so the UI's types are the API's contract, never Drizzle rows), turns a
 * refusal into an AdminApiError with the server's message, and sends the browser to /admin/login when
 * the session is gone (back-office §6: "a 401 sends the browser to /admin/login").
 */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: string[] = [],
  ) {
    super(message);
    this.name = 'AdminApiError';
  }

  /** A network failure (status 0) or a server fault may succeed on a retry; a refusal (4xx) never does. */
  get retryable(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

export const ADMIN_LOGIN_PATH = '/admin/login';

type Options<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A file sent as it is (a courier's payment report as text/csv), instead of a JSON body. */
  file?: { data: Blob; type: string };
  /** The route's response schema from common/; answers that do not match it are a contract error. */
  schema: S;
  signal?: AbortSignal;
};

/**
 * The server's `{ error, details? }`, else back-office §7's fallback 'HTTP error! status: N'. Exported for
 * the upload client (`media/upload-media.ts`), whose XMLHttpRequest answers must read the same way.
 */
export function apiRefusal(status: number, answer: unknown): AdminApiError {
  const body = answer as { error?: unknown; details?: unknown } | null;
  const message =
    typeof body?.error === 'string' && body.error ? body.error : `HTTP error! status: ${status}`;
  const details = Array.isArray(body?.details)
    ? body.details.filter((d): d is string => typeof d === 'string')
    : [];
  return new AdminApiError(status, message, details);
}

async function refusal(response: Response): Promise<AdminApiError> {
  return apiRefusal(response.status, await response.json().catch(() => null));
}

/** A call that never reached the shop (status 0): retryable, and no server message to show. */
export const NETWORK_ERROR_MESSAGE = 'Network error: the shop could not be reached';

export async function adminFetch<S extends z.ZodType>(
  path: string,
  options: Options<S>,
): Promise<z.output<S>> {
  const { file } = options;
  const response = await send(path, {
    method: options.method ?? 'GET',
    headers: file
      ? { 'Content-Type': file.type }
      : options.body === undefined
        ? undefined
        : { 'Content-Type': 'application/json' },
    body: file ? file.data : options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  return options.schema.parse(await response.json());
}

/** A file the server sends (a CSV export) with the name it gives in Content-Disposition. */
export type AdminFile = { blob: Blob; filename: string };

/**
 * Downloads a file through the same door as `adminFetch`, so a refusal (a rate limit's 429, a bad
 * filter's 400) reaches the screen as the server's message instead of a JSON page in the browser.
 */
export async function adminDownload(path: string, fallbackName: string): Promise<AdminFile> {
  const response = await send(path, { method: 'GET' });
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), filename };
}

/** One request with the session cookie: a network failure is status 0, a refusal an AdminApiError. */
async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'same-origin' });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new AdminApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (response.status === 401 && window.location.pathname !== ADMIN_LOGIN_PATH) {
    window.location.assign(ADMIN_LOGIN_PATH);
  }
  if (!response.ok) throw await refusal(response);
  return response;
}

/** The message a failed call shows: the server's, else the screen's own fallback (back-office §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof AdminApiError && error.status !== 0 ? error.message : fallback;
}
