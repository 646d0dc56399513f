import { request, type IncomingHttpHeaders } from 'node:http';

export type Reply = {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  json<T = unknown>(): T;
};

export type SendOptions = {
  method?: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a Buffer as it is. */
  body?: unknown;
  /**
   * The loopback address the request leaves from. The shop counts rate limits per client address, and
   * the whole 127.0.0.0/8 range is this machine: each simulated shopper gets an address of its own.
   */
  from?: string;
  timeoutMs?: number;
};

/**
 * One request on a connection of its own, from the given local address (fetch cannot choose it).
 * Resolves with any HTTP answer; rejects only when no answer came (refused, reset, timed out).
 */
export function send(url: string, options: SendOptions = {}): Promise<Reply> {
  const { method = 'GET', from, timeoutMs = 15_000 } = options;
  const headers: Record<string, string> = { ...options.headers };
  let payload: Buffer | undefined;
  if (Buffer.isBuffer(options.body)) {
    payload = options.body;
  } else if (options.body !== undefined) {
    payload = Buffer.from(JSON.stringify(options.body));
    headers['content-type'] ??= 'application/json';
  }
  if (payload) headers['content-length'] = String(payload.length);

  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, localAddress: from, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          text: () => body.toString('utf8'),
          json: <T>() => JSON.parse(body.toString('utf8')) as T,
        });
      });
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${url}: no answer in ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** The `sid` session cookie an answer set, as a Cookie header value. */
export function sessionCookie(reply: Reply): string {
  const cookie = (reply.headers['set-cookie'] ?? []).find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error(`no session cookie in the answer (${reply.status} ${reply.text()})`);
  return cookie.split(';')[0]!;
}

let lastClient = 0;

/**
 * A loopback address no other request of this run has used: 127.1.0.1, 127.1.0.2 … Each is a new client
 * to the rate limits, whose counters (in a Redis database of this run's own) start at zero.
 */
export function newClientAddress(): string {
  lastClient++;
  return `127.1.${Math.floor(lastClient / 250)}.${(lastClient % 250) + 1}`;
}
