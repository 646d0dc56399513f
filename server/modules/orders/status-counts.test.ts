import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { orders } from './orders.tables';
import { createStatusCounts, EXACT_UP_TO } from './status-counts';

/**
 * What a search's counts ask first (decision 012): the trigram index for a text with a rare trigram, a
 * sample for a text whose every trigram is common. Either way the counts mean the same.
 */
describe('counting a search', () => {
  let database: DatabaseHandle;
  const common = EXACT_UP_TO + 200; // every one a 'Faisal' of Faisalabad: its trigrams are common
  const rare: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const rows = Array.from({ length: common }, (_, i) => ({
      customerName: 'Faisal Iqbal',
      customerPhone: `0312${String(i).padStart(7, '0')}`,
      city: 'Faisalabad',
      shippingAddress: 'House 1, Jail Road',
      total: '500.00',
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await database.db.insert(orders).values(rows.slice(i, i + 500));
    }
    const few = await database.db
      .insert(orders)
      .values(
        (['pending', 'shipped', 'shipped'] as const).map((status) => ({
          customerName: 'Zubaida Qureshi',
          customerPhone: '03219876543',
          city: 'Faisalabad',
          shippingAddress: 'House 1, Jail Road',
          total: '500.00',
          status,
        })),
      )
      .returning({ id: orders.id });
    rare.push(...few.map(({ id }) => id));
  });
  afterAll(() => database.close());

  it('samples every text before the first ANALYZE, when no trigram is known to be rare', async () => {
    await database.db.execute(sql`DROP STATISTICS IF EXISTS orders_search_trigrams`);
    await database.db.execute(
      sql`CREATE STATISTICS orders_search_trigrams ON (show_trgm(search_text)) FROM orders`,
    );
    const counted = await createStatusCounts(database.db).get({ q: 'qureshi' });
    expect(counted.sampled).toBe(true);
    expect(counted.counts).toMatchObject({ all: 3, pending: 1, shipped: 2 });
  });

  describe('once ANALYZE has counted the trigrams', () => {
    beforeAll(() => database.db.execute(sql`ANALYZE orders`));

    it('finds a text with a rare trigram through the index, exactly, without a sample', async () => {
      const counted = await createStatusCounts(database.db).get({ q: 'Zubaida' });
      expect(counted.sampled).toBe(false);
      expect(counted.counts).toMatchObject({ all: 3, pending: 1, shipped: 2, completed: 0 });
      expect(counted.matches?.toSorted()).toEqual(rare.toSorted());
      expect(counted.plan).toBe('collect');
    });

    it('answers 0 for a word that matches nothing, without a sample', async () => {
      const counted = await createStatusCounts(database.db).get({ q: 'qxzvvq' });
      expect(counted.sampled).toBe(false);
      expect(counted.counts.all).toBe(0);
      expect(counted.matches).toEqual([]);
    });

    it('samples a text whose every trigram is common, and counts it as before', async () => {
      // The shop is smaller than the sample: it is read whole, so the count is exact past EXACT_UP_TO.
      const counted = await createStatusCounts(database.db).get({ q: 'faisal' });
      expect(counted.sampled).toBe(true);
      expect(counted.counts.all).toBe(common + rare.length);
      expect(counted.plan).toBe('walk');
      expect(counted.matches).toBeUndefined();
    });
  });
});
