import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { withReadPlan, type ReadPlan } from './order-desk';
import { nationalPhone, orderNumberRange, phonePrefix, searchFilter } from './order-search';
import { orders, phoneNational } from './orders.tables';

/** Phones as customers type them, and their national form. */
const PHONES: Array<[typed: string, national: string]> = [
  ['0300 1234567', '3001234567'],
  ['03001234567', '3001234567'],
  ['0300-123-4567', '3001234567'],
  ['300 1234567', '3001234567'],
  ['+92 300 1234567', '3001234567'],
  ['+92-300-1234567', '3001234567'],
  ['92 300 1234567', '3001234567'],
  ['0092 300 1234567', '3001234567'],
  ['+92 (0)300 1234567', '3001234567'],
  ['042 35761234', '4235761234'], // a Lahore landline
  ['+92 42 35761234', '4235761234'],
  ['0922 512345', '922512345'], // Kohat: 92 after the trunk 0 is the area code, not the country's
  ['+44 7700 900123', '447700900123'], // another country's number keeps its digits
];

describe('nationalPhone', () => {
  it.each(PHONES)('reads %s as %s', (typed, national) => {
    expect(nationalPhone(typed)).toBe(national);
  });
});

describe('phoneNational (SQL), the twin of nationalPhone', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('gives every phone the same national form as TypeScript does', async () => {
    const typed = sql.join(
      PHONES.map(([phone]) => sql`(${phone}::text)`),
      sql`, `,
    );
    const rows = await database.db
      .select({ national: phoneNational(sql`p.phone`) })
      .from(sql`(VALUES ${typed}) AS p(phone)`);
    expect(rows.map((row) => row.national)).toEqual(PHONES.map(([, national]) => national));
  });
});

describe('the search indexes', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** The plan of a search's page: an index expression that drifted from its query would show here. */
  async function plan(q: string, readPlan: ReadPlan): Promise<string> {
    const explained = await withReadPlan(database.db, readPlan, (tx) =>
      tx.execute(
        sql`EXPLAIN SELECT ${orders.id} FROM ${orders} WHERE ${searchFilter(q).where} ORDER BY ${orders.createdAt} DESC, ${orders.id} DESC LIMIT 51`,
      ),
    );
    return planText(explained);
  }

  const planText = (explained: unknown) =>
    (explained as { rows: Array<Record<string, string>> }).rows
      .map((row) => Object.values(row).join(''))
      .join('\n');

  it('collect a few matches through the trigram, phone and primary key indexes', async () => {
    const partPhone = await plan('0300 123', 'collect');
    expect(partPhone).toContain('orders_search_text_trgm_idx');
    expect(partPhone).toContain('orders_phone_national_idx');
    const wholePhone = await plan('0300 1234567', 'collect');
    expect(wholePhone).toContain('orders_phone_national_idx');
    expect(wholePhone).not.toContain('orders_search_text_trgm_idx');
    expect(await plan('1a2b3c4d', 'collect')).toContain('orders_pkey');
  });

  /** The plan of a search's walk, as its page asks it (`walk`, the condition no index answers). */
  async function walkPlan(q: string, readPlan: ReadPlan): Promise<string> {
    const explained = await withReadPlan(database.db, readPlan, (tx) =>
      tx.execute(
        sql`EXPLAIN SELECT ${orders.id} FROM ${orders} WHERE ${searchFilter(q).walk} ORDER BY ${orders.createdAt} DESC, ${orders.id} DESC LIMIT 51`,
      ),
    );
    return planText(explained);
  }

  it.each(['lahore', '0300 12', '1a2b3c4d'])(
    "walks %j's page with its walk condition through the date index alone",
    async (q) => {
      expect(await walkPlan(q, 'walk')).toContain(
        'Index Only Scan Backward using orders_created_at_id_search_idx',
      );
    },
  );

  it('leaves the trigram index out of a walk: its condition cannot collect the matches', async () => {
    // Bitmap scans only, as collecting asks: the `LIKE` is answered by the trigram index, `strpos` not,
    // so a planner free to choose walks the sort's index instead of collecting every match.
    expect(await plan('lahore', 'collect')).toContain('orders_search_text_trgm_idx');
    expect(await walkPlan('lahore', 'collect')).not.toContain('orders_search_text_trgm_idx');
  });

  describe('with orders to find', () => {
    let firstId = '';
    beforeAll(async () => {
      const names = ['Ayesha Khan', 'AYŞE Yılmaz', 'Pure_Oils 100% Co', 'Back\\slash Rana', 'Sobia Rana'];
      const rows = await database.db
        .insert(orders)
        .values(
          names.map((customerName, i) => ({
            customerName,
            customerPhone: `0300 12${String(i).padStart(5, '0')}`,
            city: 'Lahore',
            shippingAddress: 'House 1, Mall Road',
            total: '500.00',
          })),
        )
        .returning({ id: orders.id });
      firstId = rows[0]!.id;
    });

    const found = async (where: SQL) =>
      (await database.db.select({ id: orders.id }).from(orders).where(where)).map(({ id }) => id).toSorted();

    it.each(['Ayesha', 'AYŞE', 'yılmaz', '100%', 'e_o', 'k\\s', 'rana', '0300 12', 'order number'])(
      'finds the same orders for %j with its walk condition as with its indexed one',
      async (typed) => {
        const q = typed === 'order number' ? firstId.slice(0, 8) : typed;
        const filter = searchFilter(q);
        const indexed = await found(filter.where);
        expect(indexed.length).toBeGreaterThan(0);
        expect(await found(filter.walk)).toEqual(indexed);
      },
    );
  });
});

describe('phonePrefix', () => {
  it.each([
    ['0300 1234567', '3001234567'],
    ['+92 300 1234567', '3001234567'],
    ['+92 0300 1234567', '3001234567'],
    ['+92 300', '300'], // still being typed: the country code is read as one already
    ['0092 3001', '3001'],
    ['0300 12', '30012'],
    ['54000', '54000'], // could be a postal code too: the text search looks for that
  ])('reads %s as phones starting %s', (q, prefix) => {
    expect(phonePrefix(q)).toBe(prefix);
  });

  it.each(['03', '+92', 'Ayesha', '0300 12a', '1_000'])('does not read %s as a phone', (q) => {
    expect(phonePrefix(q)).toBeNull();
  });
});

describe('orderNumberRange', () => {
  it('reads the order number (8 characters, any case) as the range of ids it starts', () => {
    expect(orderNumberRange('1A2B3C4D')).toEqual([
      '1a2b3c4d-0000-0000-0000-000000000000',
      '1a2b3c4d-ffff-ffff-ffff-ffffffffffff',
    ]);
    expect(orderNumberRange('1a2b')).toEqual([
      '1a2b0000-0000-0000-0000-000000000000',
      '1a2bffff-ffff-ffff-ffff-ffffffffffff',
    ]);
    expect(orderNumberRange('1a2b3c4d-5e')).toEqual([
      '1a2b3c4d-5e00-0000-0000-000000000000',
      '1a2b3c4d-5eff-ffff-ffff-ffffffffffff',
    ]);
    const id = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
    expect(orderNumberRange(id)).toEqual([id, id]);
    // As mails, slips and the confirmation page print it.
    expect(orderNumberRange('#1A2B3C4D')).toEqual(orderNumberRange('1a2b3c4d'));
    expect(orderNumberRange('# 1a2b3c4d')).toEqual(orderNumberRange('1a2b3c4d'));
    expect(orderNumberRange('#')).toBeNull();
    expect(orderNumberRange('##1a2b')).toBeNull();
  });

  it.each(['1a2', 'lahore', '1a2b3c4d5', '1a2b 3c4d', `${'a'.repeat(8)}-${'b'.repeat(29)}`])(
    'does not read %s as an order number',
    (q) => {
      expect(orderNumberRange(q)).toBeNull();
    },
  );
});
