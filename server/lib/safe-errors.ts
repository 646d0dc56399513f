import { DrizzleQueryError } from 'drizzle-orm/errors';
import { stdSerializers } from 'pino';

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
 * lines): a database error's message loses its parameters and quoted values, like serializeError.
 */
export function safeErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return causeChain(error).some(isDatabaseError) ? safeMessage(error) : error.message;
}
