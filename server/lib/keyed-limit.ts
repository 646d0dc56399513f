import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { TOO_MANY_REQUESTS } from './rate-limits';

export type Limit = { max: number; timeWindow: string };

/** Counts one request under a key; throws TooManyRequestsError once the key is over its limit. */
export type KeyedLimit = (request: FastifyRequest, key: string) => Promise<void>;

export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = TOO_MANY_REQUESTS,
  ) {
    super(429, message);
  }
}

/**
 * A limit that several doors share: the JSON API and the pages' actions count on the same
 * counters, in @fastify/rate-limit's store (Redis when REDIS_URL is set, so every instance shares them
 * too), through its documented `createRateLimit`. The caller chooses the key (a client address, an
 * account), so one limit can count what a route-level limit cannot.
 *
 * Every encapsulated context of a server inherits the one `createRateLimit` of its rate-limit plugin, so
 * that function keys the memo: the API routes and the page handler, registered in different contexts,
 * get the same limit object and so the same in-process store. With RATE_LIMIT=off nothing is counted.
 */
export function keyedLimit(
  app: FastifyInstance,
  name: string,
  limit: Limit & { message?: string },
): KeyedLimit {
  if (!app.hasDecorator('createRateLimit')) return async () => {};
  let byName = memo.get(app.createRateLimit);
  if (!byName) memo.set(app.createRateLimit, (byName = new Map()));
  let counted = byName.get(name);
  if (!counted) {
    counted = createKeyedLimit(app, name, limit);
    byName.set(name, counted);
  }
  return counted;
}

const memo = new WeakMap<object, Map<string, KeyedLimit>>();

function createKeyedLimit(
  app: FastifyInstance,
  name: string,
  { message, ...limit }: Limit & { message?: string },
): KeyedLimit {
  // createRateLimit takes the key from the request: the keyGenerator reads the key being counted at once,
  // before the check awaits anything, so two counts on one request never mix.
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({ ...limit, keyGenerator: (request) => keys.get(request) ?? request.ip });
  return async (request, key) => {
    keys.set(request, `${name}:${key}`);
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw new TooManyRequestsError(result.ttlInSeconds, message);
  };
}

/** Runs a count for an API route and adds Retry-After to its 429, so a client knows how long to wait. */
export async function withRetryAfter<T>(reply: FastifyReply, counting: Promise<T>): Promise<T> {
  try {
    return await counting;
  } catch (error) {
    if (error instanceof TooManyRequestsError) reply.header('Retry-After', error.retryAfterSeconds);
    throw error;
  }
}
