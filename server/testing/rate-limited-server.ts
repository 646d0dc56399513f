import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandler } from '../plugins/error-handler';
import { registerRateLimit } from '../plugins/rate-limit';
import { testConfig } from './test-config';

/**
 * A bare server with what build-server.ts registers before any route counts a limit: the error handler
 * (a 429 becomes its JSON answer), cookies and the rate limits with their window counters. For tests of
 * a module's limits that need no database and no other route; modules never import plugins themselves.
 */
export async function rateLimitedServer({ rateLimit }: { rateLimit: boolean }): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandler(app);
  await app.register(cookie);
  await registerRateLimit(app, testConfig({ rateLimit }));
  return app;
}
