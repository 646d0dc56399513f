import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../common/orders/statuses';
import { orders } from '../../db/schema';
import { EXACT_UP_TO } from '../../modules/orders/status-counts';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';

/**
 * The order desk's search (decision 012): every way staff look an order up, on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
let desk: string;
const ids: Record<string, string> = {};

type Customer = {
  key: string;
  customerName: string;
  customerPhone: string;
  city: string;
  shippingAddress: string;
  customerEmail?: string;
  postalCode?: string;
  status?: OrderStatus;
};

const CUSTOMERS: Customer[] = [
  {
    key: 'ayesha',
    customerName: 'Ayesha Khan',
    customerPhone: '0300 1234567',
    city: 'Islamabad',
    shippingAddress: 'House 12, Street 4, F-7/2',
    customerEmail: 'ayesha@example.pk',
    postalCode: '44000',
  },
  {
    key: 'bilal',
    customerName: 'Bilal Ahmed',
    customerPhone: '+92 321 7654321',
    city: 'Lahore',
    shippingAddress: 'Shop 100% Pure, Mall Road',
    status: 'shipped',
  },
  {
    key: 'sana',
    customerName: 'Sana Malik',
    customerPhone: '0333-555-1212',
    city: 'Karachi',
    shippingAddress: 'Shop 1000 Pure, Clifton',
  },
  {
    key: 'umar',
    customerName: 'Umar Khan',
    customerPhone: '03454444444',
    city: 'Multan',
    shippingAddress: 'Unit 7_B, Bosan Road',
    status: 'cancelled',
  },
  {
    key: 'hira',
    customerName: 'Hira Qureshi',
    customerPhone: '0300-7654321',
    city: 'Lahore',
    shippingAddress: 'Unit 7XB, Canal Road',
    postalCode: '54000',
  },
];

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, { username: 'desk', role: 'order_confirmation' });
  desk = await loginCookie(t, 'desk');
  const start = Date.parse('2026-03-01T10:00:00Z');
  for (const [i, { key, ...customer }] of CUSTOMERS.entries()) {
    const [row] = await t.database.db
      .insert(orders)
      .values({ ...customer, total: '1000.00', createdAt: new Date(start + i * 60_000) })
      .returning({ id: orders.id });
    ids[key] = row!.id;
  }
});
afterAll(() => t.close());

type Answer = {
  orders: Array<{ id: string; customerName: string }>;
  counts: Record<string, number>;
  nextCursor: string | null;
};

async function search(q: string, extra = ''): Promise<Answer> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders?q=${encodeURIComponent(q)}${extra}`,
    headers: { cookie: desk },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const found = async (q: string) => (await search(q)).orders.map((o) => o.customerName);

describe('the order desk search', () => {
  it.each([
    '0300 1234567',
    '03001234567',
    '+92 300 1234567',
    '300-1234567',
    '0092 300 1234567',
    '+92 300 123',
  ])('finds a phone typed as %s', async (q) => {
    expect(await found(q)).toEqual(['Ayesha Khan']);
  });

  it('finds a phone stored in any form by any other', async () => {
    expect(await found('03217654321')).toEqual(['Bilal Ahmed']); // stored '+92 321 7654321'
    expect(await found('+92 333 5551212')).toEqual(['Sana Malik']); // stored '0333-555-1212'
    expect(await found('4444444')).toEqual(['Umar Khan']); // the end of a number
  });

  it('finds an order by its number (the first 8 characters of its id), in any case, or its whole id', async () => {
    expect((await search(ids.sana!.slice(0, 8))).orders.map((o) => o.id)).toEqual([ids.sana]);
    expect((await search(ids.sana!.slice(0, 8).toUpperCase())).orders.map((o) => o.id)).toEqual([ids.sana]);
    // As printed in mails and on the confirmation page.
    expect((await search(`#${ids.sana!.slice(0, 8)}`)).orders.map((o) => o.id)).toEqual([ids.sana]);
    expect((await search(ids.hira!)).orders.map((o) => o.id)).toEqual([ids.hira]);
  });

  it('finds part of a name, email, address or postal code, case-insensitively', async () => {
    expect(await found('YESHA k')).toEqual(['Ayesha Khan']);
    expect(await found('khan')).toEqual(['Umar Khan', 'Ayesha Khan']);
    expect(await found('ayesha@exa')).toEqual(['Ayesha Khan']);
    expect(await found('canal road')).toEqual(['Hira Qureshi']);
    expect(await found('54000')).toEqual(['Hira Qureshi']);
  });

  it('finds a city, newest first, with exact counts per status', async () => {
    const lahore = await search('lahore');
    expect(lahore.orders.map((o) => o.customerName)).toEqual(['Hira Qureshi', 'Bilal Ahmed']);
    expect(lahore.counts).toEqual({
      all: 2,
      pending: 1,
      processing: 0,
      shipped: 1,
      completed: 0,
      cancelled: 0,
      returned: 0,
    });
    const pending = await search('lahore', '&status=pending');
    expect(pending.orders.map((o) => o.customerName)).toEqual(['Hira Qureshi']);
  });

  it('answers nothing, with every count zero, when nothing matches', async () => {
    const none = await search('qxzvw');
    expect(none.orders).toEqual([]);
    expect(none.counts).toEqual({
      all: 0,
      pending: 0,
      processing: 0,
      shipped: 0,
      completed: 0,
      cancelled: 0,
      returned: 0,
    });
    expect(none.nextCursor).toBeNull();
  });

  it('takes % and _ literally', async () => {
    expect(await found('100%')).toEqual(['Bilal Ahmed']); // not 'Shop 1000 Pure'
    expect(await found('7_b')).toEqual(['Umar Khan']); // not 'Unit 7XB'
    expect(await found('%')).toEqual(['Bilal Ahmed']);
    expect(await found('_')).toEqual(['Umar Khan']);
  });

  it('searches one or two characters too, without an index to narrow them', async () => {
    expect(await found('7x')).toEqual(['Hira Qureshi']);
    expect((await search('a')).counts.all).toBe(CUSTOMERS.length);
  });
});

describe('a search that matches many orders', () => {
  const many = EXACT_UP_TO + 20;
  const placed: string[] = [];

  beforeAll(async () => {
    const start = Date.parse('2026-04-01T00:00:00Z');
    const rows = Array.from({ length: many }, (_, i) => ({
      customerName: `Faisal Iqbal ${i}`,
      customerPhone: `0312${String(i).padStart(7, '0')}`,
      city: 'Faisalabad',
      shippingAddress: `House ${i}, Jail Road`,
      total: '500.00',
      status: (i % 3 === 0 ? 'completed' : 'pending') as OrderStatus,
      // A few share a moment, so the id breaks the tie.
      createdAt: new Date(start + Math.floor(i / 2) * 1000),
    }));
    for (let i = 0; i < rows.length; i += 500) {
      const batch = await t.database.db
        .insert(orders)
        .values(rows.slice(i, i + 500))
        .returning({ id: orders.id, createdAt: orders.createdAt });
      placed.push(...batch.map((row) => `${row.createdAt.toISOString()} ${row.id}`));
    }
  });

  it('pages through them newest first without gaps or repeats, and counts them all', async () => {
    // The shop is smaller than the counts' sample, so even past EXACT_UP_TO the counts are exact.
    const first = await search('faisal');
    expect(first.counts).toMatchObject({
      all: many,
      completed: Math.ceil(many / 3),
      pending: many - Math.ceil(many / 3),
    });
    const expected = [...placed]
      .sort()
      .reverse()
      .map((key) => key.split(' ')[1]);
    const seen = first.orders.map((o) => o.id);
    let cursor = first.nextCursor;
    while (cursor && seen.length < 150) {
      const next = await search('faisal', `&cursor=${cursor}`);
      seen.push(...next.orders.map((o) => o.id));
      cursor = next.nextCursor;
    }
    expect(seen).toEqual(expected.slice(0, 150));
  });

  it('estimates the counts from a sample once the shop outgrows it, to two significant digits', async () => {
    const more = 6_000;
    const start = Date.parse('2026-05-01T00:00:00Z');
    for (let i = 0; i < more; i += 1000) {
      await t.database.db.insert(orders).values(
        Array.from({ length: 1000 }, (_, j) => ({
          customerName: `Faisal Raza ${i + j}`,
          customerPhone: '03120000000',
          city: 'Faisalabad',
          shippingAddress: 'House 1, Jail Road',
          total: '500.00',
          createdAt: new Date(start + (i + j) * 1000),
        })),
      );
    }
    const { counts, orders: page } = await search('faisalabad'); // not 'faisal': its counts are cached
    const total = many + more;
    expect(Math.abs(counts.all! - total) / total).toBeLessThan(0.25);
    expect(String(counts.all).replace(/0+$/, '').length).toBeLessThanOrEqual(2);
    expect(page[0]!.customerName).toBe(`Faisal Raza ${more - 1}`); // the newest, all the same
  });
});

describe('the search index entries', () => {
  it('hold an order whose fields are as long as the checkout allows, in three-byte characters', async () => {
    // The date index carries every searched field (decision 012); a btree entry holds at most 2,704
    // bytes. The checkout counts UTF-16 units, so a field of n units is at most 3n bytes.
    const [row] = await t.database.db
      .insert(orders)
      .values({
        customerName: '€'.repeat(100),
        customerEmail: `${'e'.repeat(64)}@${'d'.repeat(180)}.example`,
        customerPhone: '+92 (300) 123-4567 890',
        shippingAddress: '€'.repeat(500),
        city: 'Mandi Bahauddin',
        postalCode: '1234567890',
        total: '1.00',
      })
      .returning({ id: orders.id });
    expect((await search('€€€€')).orders.map((o) => o.id)).toContain(row!.id);
  });
});
