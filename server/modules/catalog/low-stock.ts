import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD } from '../../../common/catalog/categories';
import type { Database } from '../../db/client';
import { sqlConstant } from '../../db/sql-constant';
import {
  enqueueMessages,
  enqueueTasksFrom,
  type OutboxMessage,
  type OutboxTask,
} from '../notifications/outbox';
import { whatsappChatNumber } from '../settings/settings-phones';
import { products } from './catalog.tables';
import { shopTemplate, type TemplateSettings } from '../notifications/shop-templates';

/** The outbox task a stock crossing writes (`lowStockAlertTask` carries it out). */
export const LOW_STOCK_TASK = 'low-stock-alert';

/** What the statement that took the stock records: the product and its stock either side of the take. */
export type LowStockCrossing = { productId: string; before: number; after: number };

/**
 * The alerts of a stock take, as a data-modifying `WITH` entry of the statement that took it
 * (decision 024): one `task` outbox row per product whose stock crossed from above 10 to 10 or below,
 * or from above 0 to 0. `changes` is a relation of the same statement with the columns `product_id`,
 * `stock_before` and `stock_after`, one row per product (`stock_taken` of stock.ts; or, run on its own
 * in the transaction that took the stock, `(VALUES …) AS c(product_id, stock_before, stock_after)`); `due` is the clock, as `enqueueMessagesWhere` takes it. Stock put back
 * (before below after) crosses nothing.
 *
 * A crossing happens once, so the alert is sent once: the next order (10 to 9) crosses nothing, and only
 * a restock above 10 makes a new one possible. A drop from 12 to 0 is one row (the handler calls it out of
 * stock). The row is a task, not the messages: the hot statement only compares two integers per product,
 * and the texts, addresses and notification switches are read when the task is delivered.
 */
export function lowStockAlerts(changes: SQL, due: SQLWrapper): SQL {
  const low = sqlConstant(LOW_STOCK_THRESHOLD);
  return enqueueTasksFrom(
    LOW_STOCK_TASK,
    sql`SELECT jsonb_build_object('productId', product_id, 'before', stock_before, 'after', stock_after)
        AS payload
      FROM ${changes}
      WHERE (stock_before > ${low} AND stock_after <= ${low}) OR (stock_before > 0 AND stock_after = 0)`,
    due,
  );
}

/** Whether a product's stock going from `before` to `after` is a crossing `lowStockAlerts` announces. */
export function crossesLowStock(before: number, after: number): boolean {
  return (before > LOW_STOCK_THRESHOLD && after <= LOW_STOCK_THRESHOLD) || (before > 0 && after === 0);
}

/** The shop as the alert names it: the same settings the new-order messages to the shop are sent by. */
export type ShopForAlerts = {
  siteName: string;
  contactEmail: string | null;
  whatsappNumber: string | null;
  emailNotificationsEnabled: boolean;
  whatsappNotificationsEnabled: boolean;
  publicUrl: string;
  whatsappConfigured: boolean;
} & TemplateSettings;

/** Subject and text of an alert: "Low stock: Vitalix (8 left)" or "Out of stock: Vitalix". */
export function lowStockText(
  product: { id: string; name: string },
  stockLeft: number,
  shop: Pick<ShopForAlerts, 'siteName' | 'publicUrl'>,
): { subject: string; text: string } {
  const out = stockLeft <= 0;
  const subject = out ? `Out of stock: ${product.name}` : `Low stock: ${product.name} (${stockLeft} left)`;
  const text = [
    out
      ? `${product.name} is out of stock: the latest order took the last one. Shoppers cannot order it until it is restocked.`
      : `${product.name} is running low: ${stockLeft} left after the latest order.`,
    '',
    `Restock it in the back office: ${shop.publicUrl}/admin/products?edit=${product.id}`,
    '',
    shop.siteName,
  ].join('\n');
  return { subject, text };
}

/**
 * The shop's messages for one crossing, addressed as the new-order messages to the shop are
 * (order-messages.ts): a mail to the contact address when email notifications are on, a WhatsApp message
 * to the shop's number when WhatsApp notifications are on and the Cloud API is configured.
 */
export function lowStockMessages(
  product: { id: string; name: string },
  stockLeft: number,
  shop: ShopForAlerts,
): OutboxMessage[] {
  const { subject, text } = lowStockText(product, stockLeft, shop);
  const messages: OutboxMessage[] = [];
  if (shop.emailNotificationsEnabled && shop.contactEmail) {
    messages.push({
      channel: 'email',
      kind: 'low-stock-mail',
      payload: { to: shop.contactEmail, subject, text },
    });
  }
  // A number stored before the settings checked numbers may be none that WhatsApp takes: nothing is sent.
  const to = whatsappChatNumber(shop.whatsappNumber);
  if (shop.whatsappNotificationsEnabled && shop.whatsappConfigured && to) {
    messages.push({
      channel: 'whatsapp',
      kind: 'low-stock-whatsapp',
      payload: {
        to,
        template: shopTemplate(shop, 'low_stock_shop', {
          product: product.name,
          stock: String(Math.max(stockLeft, 0)),
        }),
      },
    });
  }
  return messages;
}

/**
 * Carries out a crossing's task: writes its mail and WhatsApp rows to the outbox (each then delivered and
 * retried on its own, so a WhatsApp failure never sends the mail twice) and kicks the worker. The
 * switches are read now, a moment after the order: the settings kept in memory, current after any save.
 * A product deleted since is not announced.
 */
export function lowStockAlertTask(
  db: Database,
  deps: { shop: () => Promise<ShopForAlerts>; afterCommit: () => void },
): Record<string, OutboxTask> {
  return {
    async [LOW_STOCK_TASK](payload) {
      const { productId, after } = payload as LowStockCrossing;
      const [product] = await db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(eq(products.id, productId));
      if (!product) return;
      const messages = lowStockMessages(product, after, await deps.shop());
      if (!messages.length) return;
      await enqueueMessages(db, messages);
      deps.afterCommit();
    },
  };
}
