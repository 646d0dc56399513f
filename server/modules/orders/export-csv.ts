import { Readable } from 'node:stream';
import { csvRow } from '../../../common/csv';
import type { OrderDeskQuery } from '../../../common/orders/order-desk-query';
import type { Database, DbOrTx } from '../../db/client';
import { withAudit, type Actor } from '../audit/with-audit';
import { listOrders, type Order } from './order-desk';

const COLUMNS: Array<[header: string, value: (o: Order) => string]> = [
  ['Order', (o) => o.id.slice(0, 8)],
  ['Order ID', (o) => o.id],
  ['Date', (o) => o.createdAt.toISOString()],
  ['Status', (o) => o.status],
  ['Customer', (o) => o.customerName],
  ['Email', (o) => o.customerEmail ?? ''],
  ['Phone', (o) => o.customerPhone],
  ['Address', (o) => o.shippingAddress],
  ['City', (o) => o.city],
  ['Postal Code', (o) => o.postalCode ?? ''],
  ['Total', (o) => o.total],
  ['Email Sent', (o) => (o.emailNotificationSent ? 'yes' : 'no')],
  ['WhatsApp Sent', (o) => (o.whatsappNotificationSent ? 'yes' : 'no')],
];

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
      yield page.orders.map((order) => csvRow(COLUMNS.map(([, value]) => value(order)))).join('');
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return Readable.from(rows());
}
