import { and, asc, desc, eq, getTableColumns, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OrderDeskQuery, OrderSortField } from '../../../common/orders/order-desk-query';
import { ORDER_STATUSES, type OrderStatus } from '../../../common/orders/statuses';
import type { DbOrTx } from '../../db/client';
import { InputError, NotFoundError } from '../../errors';
import { orderItems, orders } from './orders.tables';

export type Order = Omit<typeof orders.$inferSelect, 'idempotencyKey' | 'idempotencyFingerprint'>;
export type StatusCounts = Record<OrderStatus | 'all', number>;
export type OrderPage = {
  orders: Order[];
  nextCursor: string | null;
};

// The idempotency key and its request's fingerprint are the checkout's business, not the desk's.
const { idempotencyKey: _key, idempotencyFingerprint: _print, ...orderColumns } = getTableColumns(orders);

const SORT_COLUMNS = {
  date: { column: orders.createdAt, cast: 'timestamptz' },
  total: { column: orders.total, cast: 'numeric' },
  status: { column: orders.status, cast: 'text' },
  customer: { column: orders.customerName, cast: 'text' },
} as const satisfies Record<OrderSortField, { column: unknown; cast: string }>;

/** `%` and `_` typed into the search box are searched for, not used as wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A date without a time means the whole day: `to=2026-11-22` includes orders placed that evening. */
function endBound(to: string): SQL {
  if (to.length === 10) return lt(orders.createdAt, new Date(Date.parse(to) + 86_400_000));
  return lte(orders.createdAt, new Date(to));
}

/** Search (back-office §9: id, name, email, phone, address, city, postal code) and date range. */
function filterConditions(query: Pick<OrderDeskQuery, 'q' | 'from' | 'to'>): SQL[] {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        ilike(sql`${orders.id}::text`, pattern),
        ilike(orders.customerName, pattern),
        ilike(orders.customerEmail, pattern),
        ilike(orders.customerPhone, pattern),
        ilike(orders.shippingAddress, pattern),
        ilike(orders.city, pattern),
        ilike(orders.postalCode, pattern),
      )!,
    );
  }
  if (query.from) conditions.push(gte(orders.createdAt, new Date(query.from)));
  if (query.to) conditions.push(endBound(query.to));
  return conditions;
}

type Cursor = { v: string; id: string };

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a cursor's sort value must look like for each sort, so a tampered cursor is a 400 and never a
 * failed cast in PostgreSQL (a 500). The values are what `column::text` printed for the last row.
 */
const CURSOR_VALUE: Record<OrderSortField, (v: string) => boolean> = {
  date: (v) => /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/.test(v),
  total: (v) => /^\d{1,8}(\.\d{1,2})?$/.test(v),
  status: (v) => (ORDER_STATUSES as readonly string[]).includes(v),
  customer: (v) => v.length <= 500 && !v.includes('\u0000'),
};

function decodeCursor(text: string, sort: OrderSortField): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(text, 'base64url').toString()) as Partial<Cursor>;
    if (
      typeof parsed.v === 'string' &&
      typeof parsed.id === 'string' &&
      UUID.test(parsed.id) &&
      CURSOR_VALUE[sort](parsed.v)
    ) {
      return { v: parsed.v, id: parsed.id };
    }
  } catch {
    // fall through to the refusal
  }
  throw new InputError('Invalid cursor');
}

/**
 * One page of orders in a stable order (sort field, then id) with keyset pagination, so page 2000 of
 * 100,000 orders costs what page 1 does (each sort has its index, orders.tables.ts).
 */
export async function listOrders(db: DbOrTx, query: OrderDeskQuery): Promise<OrderPage> {
  const sort = SORT_COLUMNS[query.sort];
  const direction = query.dir === 'asc' ? asc : desc;
  const filters = filterConditions(query);
  const conditions = [...filters];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor, query.sort);
    const value = sql`${cursor.v}::${sql.raw(sort.cast)}`;
    conditions.push(
      query.dir === 'asc'
        ? sql`(${sort.column}, ${orders.id}) > (${value}, ${cursor.id}::uuid)`
        : sql`(${sort.column}, ${orders.id}) < (${value}, ${cursor.id}::uuid)`,
    );
  }

  const rows = await db
    .select({ ...orderColumns, cursorValue: sql<string>`${sort.column}::text` })
    .from(orders)
    .where(and(...conditions))
    .orderBy(direction(sort.column), direction(orders.id))
    .limit(query.limit + 1);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    orders: page.map(({ cursorValue: _v, ...order }) => order),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ v: last.cursorValue, id: last.id }) : null,
  };
}

/** How many orders each status tab holds for a search and date range (the status filter aside). */
export async function countOrdersByStatus(db: DbOrTx, query: Pick<OrderDeskQuery, 'q' | 'from' | 'to'>) {
  const rows = await db
    .select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(...filterConditions(query)))
    .groupBy(orders.status);
  const counts = Object.fromEntries([['all', 0], ...ORDER_STATUSES.map((s) => [s, 0])]) as StatusCounts;
  for (const row of rows) {
    counts[row.status] = row.n;
    counts.all += row.n;
  }
  return counts;
}

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
