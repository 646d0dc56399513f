import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from './build-server';
import type { DatabaseHandle } from './db/client';
import { createTestDatabase } from './testing/test-database';
import { testConfig } from './testing/test-config';

/**
 * What a server does before it answers its first request (onReady in build-server.ts): the dashboard's
 * statement planned (decision 014) and the order desk's kept sample and trigram frequencies read
 * (decision 012), so neither the owner's first visit nor the desk's first search pays for them.
 */
describe('a server made ready', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('prepares the dashboard and the order desk before its first request', async () => {
    const app = await buildServer({ config: testConfig(), db: database.db, pages: false });
    try {
      const dashboard = vi.spyOn(app.services.dashboard, 'prepare');
      const desk = vi.spyOn(app.services.orders, 'prepareDesk');
      await app.ready();
      expect(dashboard).toHaveBeenCalledOnce();
      expect(desk).toHaveBeenCalledOnce();
    } finally {
      await app.close();
    }
  });

  it('starts even when the desk cannot read its sample yet', async () => {
    const app = await buildServer({ config: testConfig(), db: database.db, pages: false });
    try {
      vi.spyOn(app.services.orders, 'prepareDesk').mockRejectedValue(new Error('the database is away'));
      await app.ready();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
