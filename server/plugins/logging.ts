import { DrizzleQueryError } from 'drizzle-orm/errors';
import { VIEW_KEYS } from '../../common/catalog/product-filters';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream } from 'pino';

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

/**
 * What a PostgreSQL error may show: what failed and where, not the data. Left out: the message's quoted
 * values, `detail` ("Key (email)=(…) already exists", "Failing row contains (…)"), `where`, and the
 * `query`/`params` PGlite attaches to its errors.
 */
const SAFE_DATABASE_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
];
const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 5;

function isDatabaseError(error: Error): boolean {
  const { code } = error as { code?: unknown };
  return (
    error instanceof DrizzleQueryError ||
    'params' in error ||
    (typeof code === 'string' && SQLSTATE.test(code) && 'severity' in error)
  );
}

function causeChain(error: Error): Error[] {
  const chain = [error];
  for (let e = error.cause; e instanceof Error && chain.length <= MAX_CAUSES; e = e.cause) chain.push(e);
  return chain;
}

/** The message without what it quotes: PostgreSQL quotes the offending value (`… integer: "abc"`). */
function safeMessage(error: Error): string {
  // Drizzle's message is "Failed query: <sql>\nparams: <values>"; the SQL is kept apart, in `query`.
  if (error instanceof DrizzleQueryError) return 'Failed query';
  return error.message.replace(/"[^"]*"/g, '"…"');
}

type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

function describeDatabaseError(error: Error, depth = 0): LoggedError {
  const message = safeMessage(error);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const described: LoggedError = {
    type: error.constructor.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const field of SAFE_DATABASE_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined) described[field] = value;
  }
  // The statement with its $1 placeholders: the values travel apart, in the params left out here.
  if (error instanceof DrizzleQueryError) described.query = error.query;
  if (error.cause instanceof Error && depth < MAX_CAUSES) {
    described.cause = describeDatabaseError(error.cause, depth + 1);
  }
  return described;
}

/**
 * The logger's `err` serializer, so every `{ err }` logged anywhere is safe: an error that involves a
 * database query (itself or a cause) is described without the statement's parameters, which are
 * customer data (names, phones, addresses, emails). Other errors are logged as pino always does.
 */
export function serializeError(error: Error): LoggedError {
  // pino passes whatever sits under `err`; pino's own serializer returns a non-error as it is.
  if (!(error instanceof Error) || !causeChain(error).some(isDatabaseError)) return stdSerializers.err(error);
  return describeDatabaseError(error);
}

/**
 * An error's message for places that keep or log it as plain text (the outbox's lastError, its log
 * lines): a database error's message loses its parameters and quoted values, like the serializer above.
 */
export function safeErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return causeChain(error).some(isDatabaseError) ? safeMessage(error) : error.message;
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

/** One log line per request, with what matters to read it later (and no secret from its query). */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
}
