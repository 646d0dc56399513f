import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { AppError } from '../errors';
import { TOO_MANY_REQUESTS } from '../lib/rate-limits';
import { registerWindowCounters } from '../lib/window-counters';

/**
 * Rate limits are opted into per route with `config: { rateLimit: LIMITS.x }`. Counters are kept in
 * Redis when REDIS_URL is set (shared by every instance), else in process. The client address is
 * `request.ip`, which honours X-Forwarded-For only when TRUST_PROXY names the proxy.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config) {
  if (!config.rateLimit) return; // RATE_LIMIT=off: for load tests and benchmarks only
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'shop-rl:',
    skipOnError: true, // a Redis outage must not take the shop down with it
    errorResponseBuilder: () => new AppError(429, TOO_MANY_REQUESTS),
  });
  registerWindowCounters(app, redis); // limits that count only failures, on the same store
}
