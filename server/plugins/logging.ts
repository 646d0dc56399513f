import { VIEW_KEYS } from '../../common/catalog/product-filters';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializeError } from '../lib/safe-errors';
import type { FastLane } from './fast-lane';

/**
 * Query parameters whose values may be written to the log: the storefront's product view, the order
 * desk's filters, the confirmation's order number and React Router's own. Everything else is redacted.
 * An allow-list rather than a list of secret-sounding names, because the dangerous ones do not always
 * sound secret: the desk's `q` holds a customer's name or phone, `cursor` encodes the last row's
 * customer, and a mailed link's `token` is a live key. A parameter added later stays hidden until
 * someone decides here that it is harmless.
 */
const LOGGABLE_QUERY_PARAMS = new Set([
  // The products view's keys, but its search box (it is the shopper's typing).
  ...VIEW_KEYS.filter((key) => key !== 'q'),
  'status',
  'from',
  'to',
  'dir',
  'limit',
  'order',
  'index',
  '_routes',
]);
const REDACTED = '[redacted]';
/** A parameter name short and plain enough to be a name rather than a value sent without `=`. */
const PLAIN_NAME = /^[\w.-]{1,32}$/;

/** The request's path, and its query with every value not on the allow-list replaced. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pairs = [...new URLSearchParams(url.slice(start + 1))].map(([name, value]) => {
    if (LOGGABLE_QUERY_PARAMS.has(name)) return `${name}=${encodeURIComponent(value)}`;
    return `${PLAIN_NAME.test(name) ? name : REDACTED}=${REDACTED}`;
  });
  return `${url.slice(0, start)}?${pairs.join('&')}`;
}

type LoggedRequest = { method: string; url: string; ip?: string };

/** Fastify's own request lines (the ones it logs on its errors) get the redacted URL too. */
function serializeRequest(request: LoggedRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}

/**
 * Header values that are credentials, should anything ever log a headers object (nothing does today:
 * the request serializer above leaves headers out).
 */
const REDACTED_PATHS = ['cookie', 'authorization', '["set-cookie"]'].flatMap((name) => [
  `headers.${name}`,
  `*.headers.${name}`,
]);

/** Fastify's logger: off when silent; tests pass a stream to read what would be written. */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream && { stream }),
    serializers: { req: serializeRequest, err: serializeError },
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
  };
}

/** The levels at which a logger writes info lines (Fastify's logger when there is none has no level). */
const WRITES_INFO = new Set(['trace', 'debug', 'info']);

/**
 * One log line per request, with what matters to read it later (and no secret from its query), the fast
 * lane's answers included. A logger that drops info lines (LOG_LEVEL warn or above, or none) gets no hook
 * at all: it would run on every answer, a kept page's included, to write nothing.
 */
export function registerRequestLog(app: FastifyInstance, lane?: FastLane) {
  if (!WRITES_INFO.has(app.log.level)) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
  // The line Fastify's request logger writes, with the request id it would bind (`reqId`).
  lane?.watch(({ id, method, url, status, ms }) =>
    app.log.info({ reqId: id, method, url: redactUrl(url), status, ms: Math.round(ms) }, 'request'),
  );
}
