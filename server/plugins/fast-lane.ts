import type { FastifyHttpOptions } from 'fastify';
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import { performance } from 'node:perf_hooks';
import { isValidHost } from './request-guards';
import { genReqId, REQUEST_ID_HEADER } from './request-id';

/**
 * Header names and values in turn, as `writeHead` takes them. A kept answer's head is made once and sent
 * as it is: building a header object per answer cost more than Fastify's whole path saved.
 */
export type Head = readonly string[];

/** The head of headers taken in order, a later value replacing an earlier one of the same name. */
export function headOf(...parts: ReadonlyArray<Readonly<Record<string, string>>>): Head {
  return Object.entries(Object.assign({}, ...parts) as Record<string, string>).flat();
}

/** What the lane sends for one request: status, head and bytes, all ready (the request id is added). */
export type LaneAnswer = { status: number; head: Head; body: Buffer | undefined };

/**
 * Finds a learned address's answer again for one request: undefined when it is no longer kept, or not
 * in a form this request can have from memory (a coding not made yet, a session cookie…); Fastify then
 * answers it the usual way.
 */
export type LaneSender = (request: IncomingMessage) => LaneAnswer | undefined;

/** One answer the lane sent, for the metrics and the request's log line. */
export type LaneAnswered = {
  id: string;
  method: string;
  url: string;
  /** The Fastify route the address belongs to (`/api/products`, `/*` for the pages). */
  route: string;
  status: number;
  ms: number;
};

/**
 * The addresses learned: a bound, since anyone may invent query strings. Past it the list starts again
 * (the addresses in use are learned again on their next request, through Fastify).
 */
export const MAX_LANE_ADDRESSES = 1000;

/**
 * Kept answers sent before Fastify sees the request (decision 040). A kept public answer or anonymous
 * page costs a bare `node:http` server 14–19 µs of CPU to send and cost ours 6–9 µs more, all of it
 * Fastify's request path (routing, the request and reply objects, the hook runners, the reply's checks):
 * at tens of thousands of answers a second that is the difference between 0.6–0.8 and 0.9 of bare.
 *
 * The lane knows nothing by itself. Fastify's early hooks (plugins/public-answers.ts, page-cache.ts),
 * which run the routing and every check, teach it an address each time they send a kept answer
 * (`learn`): the raw URL, with a sender that finds that address's answer in the cache again. A later GET
 * of the very same URL is then answered here, with what those hooks would have sent, and what the hooks
 * before and after them do done here too: the request id (request-id.ts), the Host check (a request
 * with any Host or X-Forwarded-Host that request-guards.ts could refuse goes to Fastify), the metrics'
 * observation and the request's log line (`watch`). Anything else, or anything in doubt (HEAD, a cookie
 * that names a session, a coding not made yet, the cache dropped), goes to Fastify unchanged. Closing,
 * the lane stops first (`close`), so Fastify answers 503 as it does to every request then.
 */
export class FastLane {
  private readonly addresses = new Map<string, { route: string; send: LaneSender }>();
  private readonly watchers: Array<(answered: LaneAnswered) => void> = [];
  private open = true;
  private sent = 0;

  /**
   * Fastify's early hooks call this each time they send a kept answer for `url`. An address always
   * belongs to the same route and names the same kept answer, so the first sender learned stays.
   */
  learn(url: string, route: string, send: LaneSender): void {
    if (!this.open || this.addresses.has(url)) return;
    if (this.addresses.size >= MAX_LANE_ADDRESSES) this.addresses.clear();
    this.addresses.set(url, { route, send });
  }

  /** Called for every answer the lane sends (metrics, the request log). */
  watch(watcher: (answered: LaneAnswered) => void): void {
    this.watchers.push(watcher);
  }

  /** From now on everything goes to Fastify (the server is closing). */
  close(): void {
    this.open = false;
    this.addresses.clear();
  }

  stats(): { addresses: number; sent: number } {
    return { addresses: this.addresses.size, sent: this.sent };
  }

  /** Sends the request's answer and says true, or touches nothing and says false (Fastify's turn). */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET') return false;
    const url = request.url ?? '';
    const address = this.addresses.get(url);
    if (!address || !hostPasses(request)) return false;
    const started = this.watchers.length ? performance.now() : 0;
    const answer = address.send(request);
    if (!answer) return false;
    const id = genReqId(request);
    response.writeHead(answer.status, [...answer.head, REQUEST_ID_HEADER, id]);
    response.end(answer.body);
    this.sent++;
    if (this.watchers.length) {
      const answered = {
        id,
        method: 'GET',
        url,
        route: address.route,
        status: answer.status,
        ms: performance.now() - started,
      };
      for (const watcher of this.watchers) watcher(answered);
    }
    return true;
  }
}

/**
 * Whether request-guards.ts would let the Host through whichever header Fastify reads it from (Host, or
 * X-Forwarded-Host behind a trusted proxy): both must pass, or the request goes to Fastify to decide.
 */
function hostPasses(request: IncomingMessage): boolean {
  const forwarded = request.headers['x-forwarded-host'];
  if (!isValidHost(request.headers.host)) return false;
  return forwarded === undefined || (typeof forwarded === 'string' && isValidHost(forwarded));
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make (its getServerInstance, for HTTP/1.1:
 * the same timeouts and limits from the same options), with the lane in front of Fastify's handler.
 */
export function laneServerFactory(lane: FastLane) {
  return (handler: RequestListener, options: FastifyHttpOptions<Server>): Server => {
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!lane.answer(request, response)) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
