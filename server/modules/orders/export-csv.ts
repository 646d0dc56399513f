import { asc, inArray } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { SHOP_TIME_ZONE } from '../../../common/admin/dashboard-schemas';
import { csvRow } from '../../../common/csv';
import { courierName } from '../../../common/orders/couriers';
import type { OrderDeskQuery } from '../../../common/orders/order-desk-query';
import type { Database, DbOrTx } from '../../db/client';
import { withAudit, type Actor } from '../audit/with-audit';
import { listOrders, type Order } from './order-desk';
import { orderItems } from './orders.tables';

/** An order with what it holds, as one cell: 'Vitalix × 2; Sidr Honey × 1'. */
type ExportedOrder = Order & { items: string };

/** '2026-11-29 14:05': the shop's own clock, which is what staff and the courier's reports read. */
const shopTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const localTime = (date: Date) => shopTime.format(date).replace(', ', ' ');

const COLUMNS: Array<[header: string, value: (o: ExportedOrder) => string]> = [
  ['Order', (o) => o.id.slice(0, 8)],
  ['Order ID', (o) => o.id],
  [`Date (${SHOP_TIME_ZONE})`, (o) => localTime(o.createdAt)],
  ['Status', (o) => o.status],
  ['Customer', (o) => o.customerName],
  ['Email', (o) => o.customerEmail ?? ''],
  ['Phone', (o) => o.customerPhone],
  ['Address', (o) => o.shippingAddress],
  ['City', (o) => o.city],
  ['Postal Code', (o) => o.postalCode ?? ''],
  ['Items', (o) => o.items],
  ['Discount', (o) => o.discount],
  // The Cash on Delivery fee charged at checkout (common/orders/cod-rules.ts), part of the total.
  ['COD Fee', (o) => o.codFee],
  ['Total', (o) => o.total],
  ['Courier', (o) => (o.courier ? courierName(o.courier) : '')],
  ['Tracking Number', (o) => o.trackingNumber ?? ''],
  ['Email Sent', (o) => (o.emailNotificationSent ? 'yes' : 'no')],
  ['WhatsApp Sent', (o) => (o.whatsappNotificationSent ? 'yes' : 'no')],
];

/** The items of a page of orders, one cell per order, in the order they were added. */
async function itemsOf(db: DbOrTx, page: readonly Order[]): Promise<Map<string, string>> {
  const cells = new Map<string, string[]>();
  if (page.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderItems.orderId, name: orderItems.productName, quantity: orderItems.quantity })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        page.map((order) => order.id),
      ),
    )
    .orderBy(asc(orderItems.pricedAt), asc(orderItems.id));
  for (const row of rows) {
    const cell = cells.get(row.orderId) ?? [];
    cell.push(`${row.name} × ${row.quantity}`);
    cells.set(row.orderId, cell);
  }
  return new Map([...cells].map(([id, cell]) => [id, cell.join('; ')]));
}

export type OrderExportFilters = Omit<OrderDeskQuery, 'limit' | 'cursor'>;

/**
 * Records in the audit trail that `actor` downloaded the customers of the orders matching `filters`, and
 * with which filters, before a byte of them is sent: the activity screen shows who took customer data
 * and when, though nothing in the shop changed.
 */
export async function recordOrderExport(db: Database, actor: Actor, filters: OrderExportFilters) {
  await withAudit(db, actor, { entity: 'order', action: 'export', entityId: 'all' }, async () => ({
    result: undefined,
    before: null,
    after: {
      format: 'csv',
      status: filters.status ?? null,
      q: filters.q ?? null,
      from: filters.from ?? null,
      to: filters.to ?? null,
      sort: filters.sort,
      dir: filters.dir,
    },
  }));
}

/**
 * The orders matching the desk's filters as CSV, streamed page by page (keyset pages of 1000), so
 * 100,000 orders never sit in memory at once and the download starts at once.
 */
export function exportOrdersCsv(db: DbOrTx, query: OrderExportFilters): Readable {
  async function* rows() {
    yield `\uFEFF${csvRow(COLUMNS.map(([header]) => header))}`; // BOM: Excel reads UTF-8 names correctly
    let cursor: string | undefined;
    do {
      const page = await listOrders(db, { ...query, limit: 1000, cursor });
      const items = await itemsOf(db, page.orders);
      yield page.orders
        .map((order) => ({ ...order, items: items.get(order.id) ?? '' }))
        .map((order) => csvRow(COLUMNS.map(([, value]) => value(order))))
        .join('');
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return Readable.from(rows());
}
