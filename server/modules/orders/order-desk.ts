import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrderDeskQuery, OrderSortField } from '../../../common/orders/order-desk-query';
import { ORDER_STATUSES, type OrderStatus } from '../../../common/orders/statuses';
import type { DbOrTx } from '../../db/client';
import { dateRangeConditions } from '../../db/date-range';
import { InputError, NotFoundError } from '../../errors';
import { searchFilter } from './order-search';
import { orderItems, orders, statusRank } from './orders.tables';

export type Order = Omit<
  typeof orders.$inferSelect,
  'idempotencyKey' | 'idempotencyFingerprint' | 'searchText'
> & { itemCount: number };
export type OrderPage = {
  orders: Order[];
  nextCursor: string | null;
};

// The idempotency key and its request's fingerprint are the checkout's business, not the desk's; the
// search text is the search's.
const {
  idempotencyKey: _key,
  idempotencyFingerprint: _print,
  searchText: _search,
  ...orderColumns
} = getTableColumns(orders);

/** One key of a sort: what is compared, the type its cursor value is read back as, and that value's shape. */
type SortKey = { value: SQL | AnyPgColumn; cast: string; valid: (v: string) => boolean };

/** What `timestamptz::text` prints (and an ISO instant, which reads the same). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const dateKey: SortKey = { value: orders.createdAt, cast: 'timestamptz', valid: (v) => TIMESTAMP.test(v) };

/**
 * Each sort's keys, before the id that makes every order's place unique. Each sort has an index in
 * exactly this order (orders.tables.ts), so a page is an index range scan. Status sorts by the workflow
 * (`statusRank`: pending first, returned last), then by date, so the orders of one status keep the
 * desk's usual order instead of the id's random one. The cursor values are what `key::text` printed for a
 * page's last order; each is checked against its shape, so a tampered cursor is a 400 and never a failed
 * cast in PostgreSQL (a 500).
 */
const SORT_KEYS = {
  date: [dateKey],
  total: [{ value: orders.total, cast: 'numeric', valid: (v) => /^\d{1,8}(\.\d{1,2})?$/.test(v) }],
  status: [
    {
      value: statusRank(orders.status),
      cast: 'int',
      valid: (v) => /^\d$/.test(v) && Number(v) >= 1 && Number(v) <= ORDER_STATUSES.length,
    },
    dateKey,
  ],
  customer: [
    { value: orders.customerName, cast: 'text', valid: (v) => v.length <= 500 && !v.includes('\u0000') },
  ],
} as const satisfies Record<OrderSortField, readonly SortKey[]>;

export type DeskFilters = Pick<OrderDeskQuery, 'q' | 'from' | 'to'>;

/** The date range's conditions. */
export function dateConditions(query: DeskFilters): SQL[] {
  return dateRangeConditions(orders.createdAt, query);
}

/** Search (order-search.ts) and date range: what the status tabs count. */
function filterConditions(query: DeskFilters): SQL[] {
  const conditions = dateConditions(query);
  if (query.q) conditions.push(searchFilter(query.q).where);
  return conditions;
}

/**
 * How a search's page is read, which the planner cannot choose well: it cannot tell from its statistics
 * how many orders contain a text. When few match (the status counts know, status-counts.ts), collect
 * them through the search indexes and sort them; when many do, walk the sort's index and stop at the
 * page's end, as collecting would visit every match. A walk asks with the search's `walk` condition
 * (`strpos`, which no index answers): the planner then has nothing to walk but the sort's index, and
 * the page is one statement, without the transaction of settings that collecting needs (decision 012,
 * amended 2026-11-30: three round trips fewer).
 */
export type ReadPlan = 'collect' | 'walk';

// No parallel workers either: starting them costs more than the few thousand rows or index entries
// either plan reads, and on a busy server the other requests need the cores. A page is no longer walked
// under 'walk''s settings (its condition leaves the planner only the walk, and a walk of 51 matches is
// estimated far below a parallel start); tests use them to read a walk's plan on a table small enough
// to be read whole.
const PLAN_SETTINGS: Record<ReadPlan, Record<string, string>> = {
  collect: {
    enable_seqscan: 'off',
    enable_indexscan: 'off',
    enable_indexonlyscan: 'off',
    max_parallel_workers_per_gather: '0',
  },
  walk: { enable_seqscan: 'off', enable_bitmapscan: 'off', max_parallel_workers_per_gather: '0' },
};

/**
 * Runs `read` in a transaction whose planner may only use the plan's kind of scan. The settings are
 * transaction-local: call it on the database, not inside a caller's transaction, which they would outlive.
 */
export function withReadPlan<T>(db: DbOrTx, plan: ReadPlan, read: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const settings = Object.entries(PLAN_SETTINGS[plan]).map(
      ([name, value]) => sql`set_config(${name}, ${value}, true)`,
    );
    await tx.execute(sql`SELECT ${sql.join(settings, sql`, `)}`);
    return read(tx);
  });
}

/** Where a page ended: its last order's sort values (`key::text`) and id. */
type Cursor = { v: string[]; id: string };

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decodeCursor(text: string, sort: OrderSortField): Cursor {
  const keys: readonly SortKey[] = SORT_KEYS[sort];
  try {
    const parsed = JSON.parse(Buffer.from(text, 'base64url').toString()) as { v?: unknown; id?: unknown };
    // A one-key sort's cursor may carry its value as text alone, as every cursor did before a sort could
    // have two keys: a page open across the upgrade still reads its next page.
    const values = typeof parsed.v === 'string' ? [parsed.v] : parsed.v;
    if (
      Array.isArray(values) &&
      values.length === keys.length &&
      values.every((v, i) => typeof v === 'string' && keys[i]!.valid(v)) &&
      typeof parsed.id === 'string' &&
      UUID.test(parsed.id)
    ) {
      return { v: values as string[], id: parsed.id };
    }
  } catch {
    // fall through to the refusal
  }
  throw new InputError('Invalid cursor');
}

/**
 * What counting a search learnt about reading its page (status-counts.ts): the ids of every match when
 * few match, else the plan that suits their number.
 */
export type PageHint = { plan?: ReadPlan; matches?: string[] };

/**
 * One page of orders in a stable order (sort field, then id) with keyset pagination, so page 2000 of
 * 100,000 orders costs what page 1 does (each sort has its index, orders.tables.ts). A search's page is
 * read from its matches or with the plan its counts chose; without either, the planner decides.
 */
export async function listOrders(db: DbOrTx, query: OrderDeskQuery, hint: PageHint = {}): Promise<OrderPage> {
  if (query.q && hint.matches) {
    if (!hint.matches.length) return { orders: [], nextCursor: null };
    // One array parameter, not a thousand: planning a long IN list costs more than reading it.
    return readPage(db, query, [sql`${orders.id} = ANY(${sql.param(hint.matches)}::uuid[])`]);
  }
  if (query.q && hint.plan === 'walk') {
    return readPage(db, query, [...dateConditions(query), searchFilter(query.q).walk]);
  }
  if (query.q && hint.plan) {
    return withReadPlan(db, hint.plan, (tx) => readPage(tx, query, filterConditions(query)));
  }
  return readPage(db, query, filterConditions(query));
}

/** What an order card counts (back-office §2): the units its lines hold, a 3-jar pack being 3. */
// Qualified by hand: inside a subquery Drizzle writes a column bare, and a bare "id" would be the line's.
const itemCount = sql<number>`(SELECT coalesce(sum(i.quantity * i.pack_size), 0)::int
  FROM ${orderItems} i WHERE i.order_id = ${sql.identifier('orders')}.${sql.identifier('id')})`.mapWith(
  Number,
);

/** A page of the orders that meet `filters` (search and dates, or the ids that meet them). */
async function readPage(db: DbOrTx, query: OrderDeskQuery, filters: SQL[]): Promise<OrderPage> {
  const keys: readonly SortKey[] = SORT_KEYS[query.sort];
  const direction = query.dir === 'asc' ? asc : desc;
  const conditions = [...filters];
  if (query.status) {
    conditions.push(eq(orders.status, query.status));
    // Within one status its rank is one number. Said outright, the planner knows the rank holds still
    // and reads the tab's orders by date from an index; unsaid, it walked the rank's index across every
    // other status to fill the page (5.7 s for the Shipped tab at 1,000,000 orders, decision 012).
    if (query.sort === 'status') conditions.push(sql`${statusRank(orders.status)} = ${rankOf(query.status)}`);
  }
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor, query.sort);
    const row = sql.join(
      keys.map((key) => key.value),
      sql`, `,
    );
    const values = sql.join(
      keys.map((key, i) => sql`${cursor.v[i]}::${sql.raw(key.cast)}`),
      sql`, `,
    );
    conditions.push(
      query.dir === 'asc'
        ? sql`(${row}, ${orders.id}) > (${values}, ${cursor.id}::uuid)`
        : sql`(${row}, ${orders.id}) < (${values}, ${cursor.id}::uuid)`,
    );
  }

  const order = [...keys.map((key) => direction(key.value)), direction(orders.id)];
  // A search picks its page's ids first, so a walk can read the date index alone (it carries the status
  // and the search text); then only the page's orders are read from the table.
  const where = query.q
    ? inArray(
        orders.id,
        db
          .select({ id: orders.id })
          .from(orders)
          .where(and(...conditions))
          .orderBy(...order)
          .limit(query.limit + 1),
      )
    : and(...conditions);
  const cursorValues = sql<string[]>`ARRAY[${sql.join(
    keys.map((key) => sql`${key.value}::text`),
    sql`, `,
  )}]`;
  const rows = await db
    .select({ ...orderColumns, itemCount, cursorValues })
    .from(orders)
    .where(where)
    .orderBy(...order)
    .limit(query.limit + 1);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    orders: page.map(({ cursorValues: _v, ...order }) => order),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ v: last.cursorValues, id: last.id }) : null,
  };
}

/** A status's rank, as `statusRank` gives it in SQL. */
const rankOf = (status: OrderStatus) => ORDER_STATUSES.indexOf(status) + 1;

export async function listOrderItems(db: DbOrTx, orderId: string) {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new NotFoundError('Order not found');
  return db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      price: orderItems.price,
      packSize: orderItems.packSize,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
}

/** One order as the desk lists it (the answer of an edit), or null when there is none. */
export async function readOrder(db: DbOrTx, orderId: string): Promise<Order | null> {
  const [row] = await db
    .select({ ...orderColumns, itemCount })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}
