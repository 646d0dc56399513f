import { readFileSync } from 'node:fs';
import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_CITIES } from '../../../common/admin/dashboard-schemas';
import { PAKISTAN_CITIES } from '../../../common/orders/cities';
import type { OrderStatus } from '../../../common/orders/statuses';
import type { DatabaseHandle, DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { addSyntheticOrders } from '../../seed/synthetic-orders';
import { addProduct } from '../../testing/test-catalog';
import { createTestDatabase } from '../../testing/test-database';
import type { Actor } from '../audit/with-audit';
import { changeOrderStatus } from './change-status';
import { codRates, readCodWindow } from './cod-figures';
import { orderCityReturns, orderCodTotals } from './order-totals.tables';

/**
 * The COD figures read from running totals (migration 0024; decision 014, amended) are the figures a
 * count of the orders themselves gives, for any start of the window: whatever placed, moved, edited or
 * deleted the orders, whether the workflow allows the move or someone fixed an order by hand.
 */
let database: DatabaseHandle;
const staff: Actor = { id: '00000000-0000-4000-8000-000000000001', username: 'desk' };

beforeAll(async () => {
  database = await createTestDatabase();
  await addProduct(database.db, { name: 'Sidr Honey', price: '1750.00', stock: 100_000 });
  await addProduct(database.db, { name: 'Ajwa Dates', price: '2399.99', stock: 100_000 });
});
afterAll(() => database.close());

/** The figures as the dashboard counted them before the totals: every order placed since `since`. */
async function countOrders(db: DbOrTx, since: SQL) {
  const recent = gte(orders.createdAt, since);
  const byStatus = await db
    .select({ status: orders.status, orders: count() })
    .from(orders)
    .where(recent)
    .groupBy(orders.status);
  const placed = (status: string) => byStatus.find((row) => row.status === status)?.orders ?? 0;
  const decided = byStatus.reduce((sum, row) => sum + row.orders, 0) - placed('pending');
  const delivered = placed('completed');
  const returned = placed('returned');
  const cities = await db
    .select({
      city: orders.city,
      delivered: sql<number>`count(*) FILTER (WHERE ${eq(orders.status, 'completed')})::int`,
      returned: sql<number>`count(*) FILTER (WHERE ${eq(orders.status, 'returned')})::int`,
    })
    .from(orders)
    .where(and(recent, inArray(orders.status, ['completed', 'returned'])))
    .groupBy(orders.city)
    .orderBy(desc(count()), orders.city)
    .limit(RETURN_CITIES);
  return codRates({ decided, cancelled: placed('cancelled'), delivered, returned, cities });
}

/**
 * Compares both readings at windows starting every 1 h 37 min 13 s from 32 days ago to 28 days ago (each
 * start on another minute of another hour), and at the dashboard's own `now() - 30 days`, each pair in
 * one snapshot so `now()` is the same for both.
 */
async function expectFiguresMatch() {
  const starts: SQL[] = [sql`now() - make_interval(days => 30)`];
  for (let k = 0; k * 5833 < 4 * 86_400; k++) {
    starts.push(sql`now() - interval '32 days' + make_interval(secs => ${k * 5833})`);
  }
  let compared = 0;
  for (const since of starts) {
    await database.db.transaction(
      async (tx) => {
        const [fromTotals, counted] = [await readCodWindow(tx, since), await countOrders(tx, since)];
        expect(fromTotals).toEqual(counted);
        compared += counted.decided;
      },
      { isolationLevel: 'repeatable read' },
    );
  }
  expect(compared).toBeGreaterThan(0);
}

async function idsOf(status: OrderStatus, within: SQL, n: number) {
  const rows = await database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, status), within))
    .orderBy(orders.id)
    .limit(n);
  return rows.map((row) => row.id);
}

const recent = sql`${orders.createdAt} > now() - interval '33 days'`;

describe('COD figures from running totals', { timeout: 120_000 }, () => {
  it('equal a count of the orders after orders are placed across a year, hours and cities', async () => {
    const db = database.db;
    await addSyntheticOrders(db, 1500, 11);
    // Many orders around the window's start, on every minute of it: the day, hour and first-hour parts.
    await db.execute(sql`
      UPDATE orders SET created_at = now() - interval '32 days' + n * interval '9 minutes 41 seconds'
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM orders
            WHERE created_at < now() - interval '40 days' ORDER BY id LIMIT 600) moved
      WHERE orders.id = moved.id`);
    // Orders dated a little ahead of the database's clock are in the window too, as they were.
    await db.execute(sql`
      UPDATE orders SET created_at = now() + interval '90 minutes'
      WHERE id IN (SELECT id FROM orders WHERE created_at < now() - interval '40 days' ORDER BY id LIMIT 5)`);
    await expectFiguresMatch();
  });

  it('follow the workflow: confirmed, shipped, delivered, returned, cancelled', async () => {
    const db = database.db;
    const move = async (ids: string[], status: OrderStatus) => {
      for (const id of ids) await changeOrderStatus(db, id, { status }, staff);
    };
    const pending = await idsOf('pending', recent, 60);
    await move(pending.slice(0, 40), 'processing');
    await move(pending.slice(40), 'cancelled');
    await move(pending.slice(0, 30), 'shipped');
    await move(pending.slice(0, 18), 'completed');
    await move(pending.slice(18, 26), 'returned');
    await move(await idsOf('shipped', recent, 25), 'returned');
    await move(await idsOf('processing', recent, 10), 'completed');
    await expectFiguresMatch();
  });

  it('follow edits of the city, moves backwards by hand, new dates and deletes', async () => {
    const db = database.db;
    const some = async (status: OrderStatus, n: number) => idsOf(status, recent, n);
    // An edit of the order's address moves its parcel to another city (decision 022, order edits).
    const edited = [...(await some('completed', 30)), ...(await some('returned', 10))];
    for (const [i, id] of edited.entries()) {
      await db
        .update(orders)
        .set({ city: PAKISTAN_CITIES[i % 3]! })
        .where(eq(orders.id, id));
    }
    // The workflow never goes back, but a hand-written fix in psql may: the totals follow any change.
    const back = async (from: OrderStatus, to: OrderStatus, n: number) =>
      db
        .update(orders)
        .set({ status: to })
        .where(inArray(orders.id, await some(from, n)));
    await back('completed', 'shipped', 12);
    await back('returned', 'shipped', 6);
    await back('cancelled', 'pending', 8);
    await back('processing', 'pending', 8);
    await back('shipped', 'completed', 20);
    // A status and a city in one statement, and a placing time moved across the window's start.
    await db.execute(sql`
      UPDATE orders SET status = 'returned', city = 'Hunza'
      WHERE id IN (SELECT id FROM orders WHERE status = 'completed' AND ${recent} ORDER BY id LIMIT 7)`);
    await db.execute(sql`
      UPDATE orders SET created_at = created_at - interval '1 day 3 hours 10 minutes'
      WHERE id IN (SELECT id FROM orders WHERE ${recent} ORDER BY id DESC LIMIT 80)`);
    await db
      .update(orders)
      .set({ emailNotificationSent: false })
      .where(inArray(orders.id, await some('completed', 20)));
    await db
      .delete(orders)
      .where(sql`${orders.id} IN (SELECT id FROM orders WHERE ${recent} ORDER BY created_at LIMIT 60)`);
    await expectFiguresMatch();
  });

  it('stay right under concurrent changes from several connections', async () => {
    const db = database.db;
    const ids = await idsOf('pending', recent, 40);
    const statuses = ['processing', 'cancelled', 'completed', 'shipped'] as const;
    await Promise.all([
      ...ids.map((id, i) =>
        db
          .update(orders)
          .set({ status: statuses[i % statuses.length] })
          .where(eq(orders.id, id)),
      ),
      ...Array.from({ length: 8 }, (_, i) => addSyntheticOrders(db, 3, 40 + i)),
    ]);
    await expectFiguresMatch();
  });

  it('are rebuilt from the orders by the migration that made them', async () => {
    const db = database.db;
    const migration = readFileSync(
      new URL('../../db/migrations/0024_cod_running_totals.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    await db.delete(orderCodTotals);
    await db.delete(orderCityReturns);
    await db.execute(sql.raw(backfill));
    await expectFiguresMatch();
  });

  it('are emptied by a truncate', async () => {
    const db = database.db;
    await db.execute(sql`TRUNCATE orders CASCADE`);
    expect(await db.select().from(orderCodTotals)).toEqual([]);
    expect(await db.select().from(orderCityReturns)).toEqual([]);
    expect(await readCodWindow(db, sql`now() - interval '30 days'`)).toMatchObject({
      decided: 0,
      confirmationRate: null,
      returnRate: null,
      returnsByCity: [],
    });
  });
});
