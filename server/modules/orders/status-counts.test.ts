import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { orders } from './orders.tables';
import { searchFilter } from './order-search';
import {
  createKeptSample,
  createStatusCounts,
  EXACT_UP_TO,
  readSearchFacts,
  sampleCounts,
} from './status-counts';

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

/**
 * The kept sample (decision 012, amended 2026-11-30): a text alone is estimated from the sample's search
 * texts kept in the process, which must give what the sample read in the database gives for the same
 * pages, and is read again once a minute old.
 */
describe('the kept sample', () => {
  let database: DatabaseHandle;
  const SIZE = 400;
  // Case, a letter outside ASCII, and the characters LIKE would read as wildcards or its escape.
  const names = ['Ayesha Khan', 'AYŞE Yılmaz', 'Pure_Oils 100% Co', 'Back\\slash Rana', 'Zubaida Qureshi'];
  const noTrigrams = () => Promise.resolve(null); // only the text's lowered form is wanted here
  const statuses = ['pending', 'shipped', 'completed', 'cancelled', 'processing', 'returned'] as const;

  const insertOrders = async (count: number, city: string) => {
    const rows = Array.from({ length: count }, (_, i) => ({
      customerName: names[i % names.length]!,
      customerPhone: `0312${String(i).padStart(7, '0')}`,
      city,
      shippingAddress: `House ${i % 7}, Mall Road`,
      total: '500.00',
      status: statuses[(i * 7) % statuses.length]!,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await database.db.insert(orders).values(rows.slice(i, i + 500));
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertOrders(2_000, 'Lahore');
  });
  afterAll(() => database.close());

  it.each([
    'ayesha',
    'AYESHA',
    'ayşe',
    'AYŞE',
    'yılmaz',
    '%',
    '100%',
    '_',
    's_o',
    '\\',
    'k\\s',
    'house 3',
    'qxzv',
  ])('estimates %j as the sample read in the database does', async (q) => {
    const { lowered } = await readSearchFacts(database.db, q, noTrigrams);
    const sample = createKeptSample(database.db, SIZE, Date.now);
    await sample.ready();
    const kept = sample.estimate(lowered);
    const read = await sampleCounts(database.db, searchFilter(q).where, SIZE);
    expect(read.whole).toBe(false);
    expect(kept).toEqual(read);
  });

  it('found every name it was asked for in the sample (the cases above are not all zero)', async () => {
    const kept = createKeptSample(database.db, SIZE, Date.now);
    await kept.ready();
    for (const name of names) {
      const { lowered } = await readSearchFacts(database.db, name, noTrigrams);
      expect(kept.estimate(lowered)!.counts.all).toBeGreaterThan(0);
    }
  });

  it('keeps nothing for a shop no larger than the sample, which is counted exactly', async () => {
    const { lowered } = await readSearchFacts(database.db, 'lahore', noTrigrams);
    const sample = createKeptSample(database.db, 5_000, Date.now);
    await sample.ready();
    expect(sample.estimate(lowered)).toBeNull();
    const counted = await createStatusCounts(database.db, { sample }).get({ q: 'lahore' });
    expect(counted.counts.all).toBe(2_000);
  });

  it('estimates a search from the kept copy for a minute, then from the table as it is', async () => {
    let clock = 0;
    const sample = createKeptSample(database.db, SIZE, () => clock);
    await sample.ready();
    const counts = createStatusCounts(database.db, { now: () => clock, sample });
    const before = await counts.get({ q: 'lahore' });
    expect(before.sampled).toBe(true);
    expect(before.counts.all).toBeGreaterThan(EXACT_UP_TO);
    await insertOrders(2_000, 'Lahore');
    clock += 10_000; // past the counts' five seconds: counted afresh, from the kept copy
    expect((await counts.get({ q: 'lahore' })).counts).toEqual(before.counts);
    // Past a minute: the copy is read again, while the old one answers meanwhile.
    await expect
      .poll(
        async () => {
          clock += 10_000;
          return (await counts.get({ q: 'lahore' })).counts.all;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(before.counts.all * 1.5);
  });

  it('reads the sample in the database while the copy is first read, so a first search does not wait', async () => {
    const sample = createKeptSample(database.db, SIZE, Date.now);
    const { lowered } = await readSearchFacts(database.db, 'ayesha', noTrigrams);
    expect(sample.estimate(lowered)).toBeNull(); // not read yet: the read starts now
    const first = await createStatusCounts(database.db, { sample }).get({ q: 'ayesha' });
    expect(first.sampled).toBe(true);
    await sample.ready();
    expect(sample.estimate(lowered)).not.toBeNull();
  });

  it('reads the kept copy when made ready, so the first search is estimated from it', async () => {
    const sample = createKeptSample(database.db, SIZE, Date.now);
    const counts = createStatusCounts(database.db, { sample });
    await counts.ready(); // what the server does at start (onReady)
    const { lowered } = await readSearchFacts(database.db, 'mall road', noTrigrams);
    const kept = sample.estimate(lowered);
    expect(kept).not.toBeNull();
    // Orders added since are in the table's sample, not in the copy read at start: the first search's
    // counts are the copy's.
    await insertOrders(1_000, 'Multan');
    const first = await counts.get({ q: 'mall road' });
    expect(first.counts).toEqual(kept!.counts);
    const read = await sampleCounts(database.db, searchFilter('mall road').where, SIZE);
    expect(read.counts.all).toBeGreaterThan(first.counts.all);
  });

  it('reads a search with dates from the table, as before', async () => {
    const counts = createStatusCounts(database.db, { sample: createKeptSample(database.db, SIZE, Date.now) });
    const dated = await counts.get({ q: 'lahore', from: '2000-01-01' });
    const read = await sampleCounts(database.db, searchFilter('lahore').where, SIZE);
    expect(dated.counts).toEqual(read.counts);
  });
});
