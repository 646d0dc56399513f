import { eq } from 'drizzle-orm';
import type { OrderDeskQuery } from '../../../common/orders/order-desk-query';
import type { PlaceOrderInput } from '../../../common/orders/checkout-schema';
import type { ContactInput } from '../../../common/orders/confirmation-schemas';
import type { StatusChangeInput } from '../../../common/orders/order-desk-schemas';
import type { BulkStatusInput } from '../../../common/orders/slip-schemas';
import type { Database } from '../../db/client';
import type { Actor } from '../audit/with-audit';
import { pendingCount, type OrderNotificationFlags } from '../notifications/outbox';
import type { SettingsService } from '../settings/settings.service';
import { screenOrderPhone } from '../phones/order-screening';
import { changeOrderStatus } from './change-status';
import { createConfirmationDesk } from './confirmation-desk';
import { changeStatuses, readPackingSlips } from './dispatch';
import type { PackSource } from './charge-lines';
import { exportOrdersCsv } from './export-csv';
import { listOrderItems, listOrders } from './order-desk';
import { placeOrder } from './place-order';
import { createStatusCounts } from './status-counts';
import { orders } from './orders.tables';

type Deps = {
  settings: SettingsService;
  publicUrl: string;
  whatsappConfigured: boolean;
  /** Called after an order commits, so its notifications go out at once rather than at the next poll. */
  afterCommit: () => void;
  /** The home page's bundles and the flagship they belong to, which orders are charged by. */
  packs: PackSource;
};

/** The order flags the outbox keeps up to date (back-office §3 orders). */
export const orderNotificationFlags: OrderNotificationFlags = {
  async markSent(db, orderId, channel) {
    if ((await pendingCount(db, orderId, channel)) > 0) return;
    const other = channel === 'email' ? 'whatsapp' : 'email';
    // Every message of the order delivered: an earlier failure no longer stands.
    const clearError = (await pendingCount(db, orderId, other)) === 0 ? { notificationError: null } : {};
    await db
      .update(orders)
      .set({
        ...(channel === 'email' ? { emailNotificationSent: true } : { whatsappNotificationSent: true }),
        ...clearError,
      })
      .where(eq(orders.id, orderId));
  },
  async markFailed(db, orderId, error) {
    await db
      .update(orders)
      .set({ notificationError: error.slice(0, 1000) })
      .where(eq(orders.id, orderId));
  },
};

export function createOrderService(db: Database, deps: Deps) {
  async function shopForMessages() {
    const settings = await deps.settings.getSettings();
    return { ...settings, publicUrl: deps.publicUrl, whatsappConfigured: deps.whatsappConfigured };
  }

  const statusCounts = createStatusCounts(db);
  const desk = createConfirmationDesk(db);

  return {
    async placeOrder(input: PlaceOrderInput, idempotencyKey?: string) {
      // A phone that is no Pakistani number, or is blocked, stops the order here: nothing is stored.
      await screenOrderPhone(db, input.order.customerPhone, await deps.settings.getSettings());
      const placed = await placeOrder(db, input, {
        idempotencyKey,
        shop: shopForMessages,
        packs: deps.packs,
      });
      if (!placed.replayed) {
        statusCounts.clear();
        deps.afterCommit();
      }
      return placed;
    },
    /** A page of the order desk with the status tabs' counts (decision 007). */
    async listOrders(query: OrderDeskQuery) {
      // The counts first: how many orders a search matches decides how its page is read (decision 012).
      const { counts, ...hint } = await statusCounts.get(query);
      const page = await listOrders(db, query, hint);
      return { orders: page.orders, counts, nextCursor: page.nextCursor };
    },
    listOrderItems: (orderId: string) => listOrderItems(db, orderId),
    /** A staff member moves an order along (audited: with-audit.ts). */
    async changeOrderStatus(orderId: string, change: StatusChangeInput, actor: Actor) {
      const changed = await changeOrderStatus(db, orderId, change, actor, { shop: shopForMessages });
      statusCounts.clear();
      if (change.status === 'shipped') deps.afterCommit(); // the shopper's shipping mail
      return changed;
    },
    exportOrdersCsv: (query: Omit<OrderDeskQuery, 'limit' | 'cursor'>) => exportOrdersCsv(db, query),
    /** The confirmation desk (issue 17 §1): its queue, one person per order, each call's outcome. */
    listToConfirm: desk.listToConfirm,
    claimOrder: desk.claimOrder,
    releaseClaim: desk.releaseClaim,
    async recordContact(orderId: string, input: ContactInput, actor: Actor) {
      const recorded = await desk.recordContact(orderId, input, actor);
      statusCounts.clear();
      return recorded;
    },
    /** A day's dispatch (issue 17 §6): packing slips, and several orders moved on at once. */
    readPackingSlips: (ids: string[]) => readPackingSlips(db, ids),
    async changeStatuses(input: BulkStatusInput, actor: Actor) {
      const result = await changeStatuses(db, input, actor, { shop: shopForMessages });
      statusCounts.clear();
      if (input.status === 'shipped' && result.changed.length) deps.afterCommit();
      return result;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
