import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderDeskQuerySchema } from '../../../common/orders/order-desk-query';
import { ORDER_STATUSES, type OrderStatus } from '../../../common/orders/statuses';
import type { Database } from '../../db/client';
import { orderTestEngines } from '../../testing/order-test-kit';
import { listOrders, withReadPlan, type PageHint } from './order-desk';
import { orders, statusRank } from './orders.tables';

/**
 * The order desk's status sort (back-office §9): the workflow's order, pending first and returned last,
 * never the alphabet (which would put cancelled first and shipped after returned); within a status, by
 * date. Keyset pages on both engines, and the plan reads the sort's own index.
 */

const DAY = 86_400_000;
const START = Date.parse('2026-10-01T09:00:00Z');

/** Two orders of each status, placed in an order that is neither the workflow's nor the alphabet's. */
const PLACED: Array<[OrderStatus, string]> = [
  ['returned', 'Rida'],
  ['completed', 'Asad'],
  ['pending', 'Hina'],
  ['cancelled', 'Zara'],
  ['shipped', 'Kamran'],
  ['processing', 'Nadia'],
  ['pending', 'Lahore Ali'],
  ['shipped', 'Lahore Babar'],
  ['returned', 'Lahore Sadia'],
  ['completed', 'Tariq'],
  ['cancelled', 'Lahore Omer'],
  ['processing', 'Faisal'],
];

const query = (input: Record<string, unknown>) => orderDeskQuerySchema.parse({ sort: 'status', ...input });

async function seed(db: Database) {
  await db.insert(orders).values(
    PLACED.map(([status, name], i) => ({
      customerName: name,
      customerPhone: `0300 12345${String(i).padStart(2, '0')}`,
      shippingAddress: `House ${i + 1}, Main Boulevard`,
      city: name.startsWith('Lahore') ? 'Lahore' : 'Karachi',
      total: '1000.00',
      status,
      createdAt: new Date(START + i * DAY),
    })),
  );
}

type Row = { status: OrderStatus; customerName: string };
const shown = (rows: Row[]) => rows.map((row) => `${row.status}:${row.customerName}`);

/** Every order, in the workflow's order, oldest first within a status. */
const WORKFLOW_ASC = ORDER_STATUSES.flatMap((status) =>
  PLACED.filter(([s]) => s === status).map(([s, name]) => `${s}:${name}`),
);

async function everyPage(db: Database, input: Record<string, unknown>, hint?: PageHint): Promise<Row[]> {
  const seen: Row[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 20; page++) {
    const answer = await listOrders(db, query({ ...input, limit: 5, cursor }), hint);
    seen.push(...answer.orders);
    if (!answer.nextCursor) return seen;
    cursor = answer.nextCursor;
  }
  throw new Error('the pages never ended');
}

describe.each(orderTestEngines())('sorting the order desk by status on %s', (_engine, open) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await seed(db);
  });

  it('follows the workflow, then the date, both ways', async () => {
    const asc = await listOrders(db, query({ dir: 'asc' }));
    expect(shown(asc.orders)).toEqual(WORKFLOW_ASC);
    const desc = await listOrders(db, query({ dir: 'desc' }));
    expect(shown(desc.orders)).toEqual([...WORKFLOW_ASC].reverse());
  });

  it('pages with a cursor without gaps or repeats, across the statuses', async () => {
    expect(shown(await everyPage(db, { dir: 'asc' }))).toEqual(WORKFLOW_ASC);
    expect(shown(await everyPage(db, { dir: 'desc' }))).toEqual([...WORKFLOW_ASC].reverse());
  });

  it('keeps the order within a status tab and a search', async () => {
    expect(shown(await everyPage(db, { status: 'shipped', dir: 'asc' }))).toEqual([
      'shipped:Kamran',
      'shipped:Lahore Babar',
    ]);
    const lahore = WORKFLOW_ASC.filter((entry) => entry.includes(':Lahore'));
    // However the search's page is read: through the planner, its matches, or a walk of the sort's index.
    expect(shown(await everyPage(db, { q: 'lahore', dir: 'asc' }))).toEqual(lahore);
    expect(shown(await everyPage(db, { q: 'lahore', dir: 'asc' }, { plan: 'walk' }))).toEqual(lahore);
    const matches = (await db.select({ id: orders.id }).from(orders)).map((row) => row.id);
    const all = await everyPage(db, { q: 'lahore', dir: 'desc' }, { matches });
    expect(shown(all)).toEqual([...WORKFLOW_ASC].reverse());
  });

  it("still reads a page's cursor written before status had a second key (one value)", async () => {
    const old = Buffer.from(JSON.stringify({ v: 'cancelled', id: '00000000-0000-4000-8000-000000000000' }));
    // A one-key cursor is read as a one-key sort's: for status it no longer fits, and is refused plainly.
    await expect(listOrders(db, query({ cursor: old.toString('base64url') }))).rejects.toThrow(
      'Invalid cursor',
    );
    const total = Buffer.from(JSON.stringify({ v: '1000.00', id: '00000000-0000-4000-8000-000000000000' }));
    const page = await listOrders(
      db,
      query({ sort: 'total', dir: 'asc', cursor: total.toString('base64url') }),
    );
    expect(page.orders.length).toBeGreaterThan(0);
  });

  it.each([
    ['a rank beyond the statuses', { v: ['7', '2026-10-01 09:00:00+00'], id: crypto.randomUUID() }],
    ['a status name for its rank', { v: ['pending', '2026-10-01 09:00:00+00'], id: crypto.randomUUID() }],
    ['no date', { v: ['1'], id: crypto.randomUUID() }],
    ['a date that is not one', { v: ['1', 'yesterday'], id: crypto.randomUUID() }],
  ])('refuses a cursor with %s', async (_case, cursor) => {
    const text = Buffer.from(JSON.stringify(cursor)).toString('base64url');
    await expect(listOrders(db, query({ cursor: text }))).rejects.toThrow('Invalid cursor');
  });

  /** The plan of the desk's status-sorted page, with and without a status tab. */
  async function plan(where: SQL): Promise<string> {
    const explained = await withReadPlan(db, 'walk', (tx) =>
      tx.execute(
        sql`EXPLAIN SELECT ${orders.id} FROM ${orders} WHERE ${where}
          ORDER BY ${statusRank(orders.status)}, ${orders.createdAt}, ${orders.id} LIMIT 51`,
      ),
    );
    const rows = (explained as unknown as { rows: Array<Record<string, string>> }).rows;
    return rows.map((row) => Object.values(row).join('')).join('\n');
  }

  it('reads the status sort from its own index, never sorting every order', async () => {
    const whole = await plan(sql`true`);
    expect(whole).toContain('orders_status_rank_created_at_id_idx');
    expect(whole).not.toMatch(/^\s*(->\s*)?Sort\b/m);
    const tab = await plan(sql`${orders.status} = 'shipped' AND ${statusRank(orders.status)} = 3`);
    expect(tab).not.toMatch(/^\s*(->\s*)?Sort\b/m);
  });
});
