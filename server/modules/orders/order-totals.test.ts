import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_DAYS } from '../../../common/admin/dashboard-schemas';
import { ORDER_STATUSES } from '../../../common/orders/statuses';
import type { DatabaseHandle } from '../../db/client';
import { orders } from '../../db/schema';
import { addSyntheticOrders } from '../../seed/synthetic-orders';
import { addProduct } from '../../testing/test-catalog';
import { createTestDatabase } from '../../testing/test-database';
import { readDailyTotals, readStatusTotals } from './order-totals';

/**
 * The running totals the triggers keep (migration 0007) always equal a count of the orders themselves,
 * whatever writes them: batches of the seed, single updates of status, total or date, deletes, truncate.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await addProduct(database.db, { name: 'Sidr Honey', price: '1750.00', stock: 10 });
  await addProduct(database.db, { name: 'Ajwa Dates', price: '2399.99', stock: 10 });
});
afterAll(() => database.close());

/** What the totals should say, counted from every order. */
async function recount() {
  const db = database.db;
  const byStatus = await db
    .select({
      status: orders.status,
      orders: sql<number>`count(*)::int`,
      revenue: sql<string>`sum(${orders.total})::numeric(18, 2)::text`,
    })
    .from(orders)
    .groupBy(orders.status);
  const status = Object.fromEntries(ORDER_STATUSES.map((s) => [s, { orders: 0, revenue: '0.00' }]));
  for (const { status: s, ...row } of byStatus) status[s] = row;

  const day = sql<string>`order_totals_day(${orders.createdAt})::text`;
  const byDay = await db
    .select({
      date: day,
      orders: sql<number>`count(*)::int`,
      revenue: sql<string>`coalesce(sum(${orders.total}) FILTER (WHERE ${orders.status} NOT IN ('cancelled', 'returned')), 0)::numeric(18, 2)::text`,
    })
    .from(orders)
    .where(sql`${orders.createdAt} > now() - interval '40 days'`)
    .groupBy(day);
  return { status, daily: Object.fromEntries(byDay.map(({ date, ...row }) => [date, row])) };
}

async function expectTotalsMatch() {
  const expected = await recount();
  expect(await readStatusTotals(database.db)).toEqual(expected.status);
  const daily = await readDailyTotals(database.db, DASHBOARD_DAYS);
  for (const { date, ...row } of daily) {
    expect({ date, ...row }).toEqual({ date, ...(expected.daily[date] ?? { orders: 0, revenue: '0.00' }) });
  }
}

describe('order totals', () => {
  it('start at zero and follow a seed of several batches', async () => {
    expect(Object.values(await readStatusTotals(database.db)).every((t) => t.orders === 0)).toBe(true);
    await addSyntheticOrders(database.db, 2500, 7);
    await expectTotalsMatch();
  });

  it('follow changes of status, total and date, and only those', async () => {
    const db = database.db;
    const some = (n: number, offset: number) =>
      db.select({ id: orders.id }).from(orders).orderBy(orders.id).limit(n).offset(offset);
    const ids = async (n: number, offset: number) => (await some(n, offset)).map((r) => r.id);

    await db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(inArray(orders.id, await ids(40, 0)));
    await db
      .update(orders)
      .set({ status: 'pending' })
      .where(inArray(orders.id, await ids(40, 100)));
    // A return earns nothing, as a cancellation (decision 022).
    await db
      .update(orders)
      .set({ status: 'returned' })
      .where(inArray(orders.id, await ids(25, 150)));
    await db
      .update(orders)
      .set({ total: '12.34' })
      .where(inArray(orders.id, await ids(30, 200)));
    await db
      .update(orders)
      .set({ createdAt: sql`${orders.createdAt} - interval '1 day'` })
      .where(inArray(orders.id, await ids(30, 300)));
    await db
      .update(orders)
      .set({ emailNotificationSent: false })
      .where(inArray(orders.id, await ids(50, 400)));
    await expectTotalsMatch();
  });

  it('stay right under concurrent writes from many connections, without deadlocks', async () => {
    // On PostgreSQL each write may take its own pooled connection, so stripes are shared and contended.
    const db = database.db;
    const ids = (await db.select({ id: orders.id }).from(orders).orderBy(orders.id).limit(60)).map(
      (r) => r.id,
    );
    const statuses = ['processing', 'cancelled', 'shipped', 'completed'] as const;
    await Promise.all([
      ...ids.map((id, i) =>
        db
          .update(orders)
          .set({ status: statuses[i % statuses.length] })
          .where(eq(orders.id, id)),
      ),
      ...Array.from({ length: 20 }, () => addSyntheticOrders(db, 3, 99)),
    ]);
    await expectTotalsMatch();
  });

  it('follow deletes and a truncate', async () => {
    const db = database.db;
    await db.delete(orders).where(sql`${orders.id} IN (SELECT id FROM orders ORDER BY id DESC LIMIT 300)`);
    await expectTotalsMatch();
    await db.execute(sql`TRUNCATE orders CASCADE`);
    await expectTotalsMatch();
    expect(Object.values(await readStatusTotals(db)).every((t) => t.orders === 0)).toBe(true);
  });
});
