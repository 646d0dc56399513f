import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase, type Database } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/health', async (_request, reply) => {
    try {
      await pingDatabase(db);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', error: 'Database unavailable' });
    }
  });
};
