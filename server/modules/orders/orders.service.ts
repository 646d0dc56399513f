import { and, eq, sql, type SQL } from 'drizzle-orm';
import { confirmationTemplates } from '../../../common/orders/confirmation-message';
import type { OrderDeskQuery } from '../../../common/orders/order-desk-query';
import type { PlaceOrderInput } from '../../../common/orders/checkout-schema';
import type { ContactInput } from '../../../common/orders/confirmation-schemas';
import type { StatusChangeInput } from '../../../common/orders/order-desk-schemas';
import type { OrderEditInput } from '../../../common/orders/order-edit-schema';
import type { BulkStatusInput } from '../../../common/orders/slip-schemas';
import type { Database } from '../../db/client';
import type { Actor } from '../audit/with-audit';
import { crossesLowStock, lowStockAlertTask } from '../catalog/low-stock';
import { messagesWaiting, type OrderNotificationFlags } from '../notifications/outbox';
import { messagesOfKinds } from '../notifications/outbox-kinds';
import type { SettingsService } from '../settings/settings.service';
import { contactPhoneForShop } from '../settings/settings-phones';
import { changeOrderStatus, MOVES_WITH_MESSAGES } from './change-status';
import { screenOrderPhone } from '../phones/order-screening';
import { createConfirmationDesk } from './confirmation-desk';
import { changeStatuses, readPackingSlips } from './dispatch';
import { editOrder, previewOrderEdit } from './edit-order';
import { listProductChoices } from '../catalog/product-choices';
import type { PackSource } from './charge-lines';
import { createCodRules } from './cod-rules';
import type { ApiCourierKey } from '../../../common/orders/parcels';
import { exportOrdersCsv, recordOrderExport, type OrderExportFilters } from './export-csv';
import { listOrderItems, listOrders } from './order-desk';
import { placeOrder } from './place-order';
import { createOrderWriter } from './order-writer';
import { createStatusCounts } from './status-counts';
import { SHOP_WHATSAPP_KINDS } from './order-messages';
import { orders } from './orders.tables';
import { SHIPPING_UPDATE_KINDS } from './shipping-whatsapp';

type Deps = {
  settings: SettingsService;
  publicUrl: string;
  whatsappConfigured: boolean;
  /** The ad services this server reports purchases to (docs/ads.md). */
  adsConnected: { meta: boolean; ga4: boolean };
  /** Called after an order commits, so its notifications go out at once rather than at the next poll. */
  afterCommit: () => void;
  /** The home page's bundles and the flagship they belong to, which orders are charged by. */
  packs: PackSource;
  /** The couriers this server books by API: their city lists limit COD's cities when that rule is on. */
  apiCouriers?: readonly ApiCourierKey[];
};

/** The shop's own WhatsApp message of an order, as SQL of the order `orderId` (`outbox-kinds.ts`). */
const shopWhatsApp = (orderId: SQL, state: 'waiting' | 'sent') =>
  messagesOfKinds(orderId, SHOP_WHATSAPP_KINDS, state);
const SHIPPING_UPDATES = Object.values(SHIPPING_UPDATE_KINDS);

/**
 * The order flags the outbox keeps up to date (back-office §3 orders). The email flag and the last error
 * cover all of an order's messages; the WhatsApp flags (`whatsappNotificationSent`,
 * `whatsappNotSentReason`, `whatsappDelivery`) describe the shop's own new-order message
 * (`SHOP_WHATSAPP_KINDS`), which the order view reports on: a shopper's shipping update going, or failing
 * (a shopper's number not on WhatsApp), never says the shop's message went or did not.
 */
export const orderNotificationFlags: OrderNotificationFlags = {
  /**
   * For each order of a delivery pass, in one statement: a channel whose messages have all gone now is
   * marked sent (WhatsApp: the shop's message), and once nothing of the order waits on either channel an
   * earlier failure no longer stands. A channel with a message still waiting (failed, to be retried) is
   * left as it is. The shop's WhatsApp message sent, the reason it had not gone is no longer one.
   */
  async markSent(db, sent) {
    const waiting = (channel: 'email' | 'whatsapp') => messagesWaiting(sql`s."orderId"`, channel);
    await db.execute(sql`UPDATE ${orders} o SET
        email_notification_sent = o.email_notification_sent OR (d.email AND NOT d.email_waits),
        whatsapp_notification_sent = o.whatsapp_notification_sent OR d.shop_whatsapp_went,
        whatsapp_not_sent_reason = CASE WHEN d.shop_whatsapp_went THEN NULL
          ELSE o.whatsapp_not_sent_reason END,
        notification_error = CASE WHEN d.email_waits OR d.whatsapp_waits THEN o.notification_error END
      FROM (
        SELECT s."orderId" AS order_id, bool_or(s.channel = 'email') AS email,
          ${waiting('email')} AS email_waits, ${waiting('whatsapp')} AS whatsapp_waits,
          bool_or(s.channel = 'whatsapp') AND ${shopWhatsApp(sql`s."orderId"`, 'sent')}
            AND NOT ${shopWhatsApp(sql`s."orderId"`, 'waiting')} AS shop_whatsapp_went
        FROM jsonb_to_recordset(${JSON.stringify(sent)}::jsonb) AS s("orderId" uuid, channel text)
        GROUP BY s."orderId"
      ) d
      WHERE o.id = d.order_id`);
  },
  /**
   * The error stands whichever message failed; why WhatsApp did not go is the shop's message's, kept
   * while that message waits (the shopper's update that failed may be the only one that waits).
   */
  async markFailed(db, orderId, error, whatsappReason) {
    await db
      .update(orders)
      .set({
        notificationError: error.slice(0, 1000),
        whatsappNotSentReason: whatsappReason
          ? sql`CASE WHEN ${shopWhatsApp(sql`${orders.id}`, 'waiting')} THEN ${whatsappReason}
              ELSE ${orders.whatsappNotSentReason} END`
          : undefined,
      })
      .where(eq(orders.id, orderId));
  },
  /**
   * The statuses of the shop's message and of the customer's "order received" question: a shipping
   * update's status (days later) says nothing of those, so it changes nothing.
   */
  async markWhatsAppDelivery(db, orderId, delivery, errorCode, kind) {
    if ((SHIPPING_UPDATES as readonly string[]).includes(kind)) return;
    // sent < delivered < read; failed stands whatever came before it.
    const rank = (column: SQL) =>
      sql`array_position(ARRAY['sent', 'delivered', 'read', 'failed']::text[], ${column})`;
    await db
      .update(orders)
      .set({ whatsappDelivery: delivery, whatsappErrorCode: errorCode })
      .where(
        and(
          eq(orders.id, orderId),
          sql`coalesce(${rank(sql`${orders.whatsappDelivery}`)}, 0) < ${rank(sql`${delivery}::text`)}`,
        ),
      );
  },
};

export function createOrderService(db: Database, deps: Deps) {
  /**
   * The shop as an order's messages name it: the settings kept between changes, read on every order,
   * with the contact phone as shoppers read it (`+92 300 1234567`, settings-phones.ts).
   */
  async function shopForMessages() {
    const settings = await deps.settings.getKeptSettings();
    let shop = shops.get(settings);
    if (!shop) {
      shop = shopOf(settings);
      shops.set(settings, shop);
    }
    return shop;
  }
  const shopOf = (settings: Awaited<ReturnType<SettingsService['getKeptSettings']>>) =>
    Object.freeze({
      ...settings,
      contactPhone: contactPhoneForShop(settings.contactPhone)?.text ?? null,
      publicUrl: deps.publicUrl,
      whatsappConfigured: deps.whatsappConfigured,
      ads: {
        purchaseReportedWhen: settings.purchaseReportedWhen,
        metaPixelId: settings.metaPixelId,
        currency: settings.defaultCurrency,
        publicUrl: deps.publicUrl,
        connected: deps.adsConnected,
      },
    });
  // Worked out once per kept settings row (the same frozen object until a change drops it): reading the
  // contact phone with libphonenumber on every order was 7 % of the server's time on a hot product
  // (docs/performance.md). Settings read afresh (not kept) are new objects, so nothing stale is found.
  const shops = new WeakMap<object, ReturnType<typeof shopOf>>();

  // The Cash on Delivery rules, from the kept settings: no query of their own per order (cod-rules.ts).
  const codRules = createCodRules(db, {
    settings: deps.settings.getKeptSettings,
    couriers: deps.apiCouriers ?? [],
  });

  // Orders that come while others are being written are written together (order-writer.ts).
  const writer = createOrderWriter(db);
  const statusCounts = createStatusCounts(db);
  // The desk's messages follow a settings save at once: the kept settings are dropped by every save.
  const desk = createConfirmationDesk(db, {
    templates: async () => confirmationTemplates(await deps.settings.getKeptSettings()),
    publicUrl: deps.publicUrl,
  });

  return {
    async placeOrder(input: PlaceOrderInput, idempotencyKey?: string) {
      // A phone that is no Pakistani number, or is blocked, stops the order here: nothing is stored.
      await screenOrderPhone(db, input.order.customerPhone, await shopForMessages());
      const placed = await placeOrder(db, input, {
        idempotencyKey,
        shop: shopForMessages,
        packs: deps.packs,
        codRules,
        writer,
      });
      if (!placed.replayed) {
        statusCounts.clear();
        deps.afterCommit();
      }
      return placed;
    },
    /** The Cash on Delivery rules in force: what the checkout shows (the order engine applies them). */
    codRules,
    /**
     * Reads what the desk's counts keep in the process (the sample that estimates wide searches, and
     * ANALYZE's trigram frequencies) before the first search: at server start (decision 012).
     */
    prepareDesk: () => statusCounts.ready(),
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
      // The shopper's shipping mail, the ads' purchase or refund.
      if (MOVES_WITH_MESSAGES.includes(change.status)) deps.afterCommit();
      return changed;
    },
    /**
     * Staff edit an order until it ships (decision 022, edit-order.ts). An increase that takes a product
     * to 10 or below, or to 0, wrote its low-stock alert (decision 024) in the edit's transaction
     * (stock-moves.ts).
     */
    async editOrder(orderId: string, input: OrderEditInput, actor: Actor) {
      const edited = await editOrder(db, orderId, input, actor, { shop: shopForMessages, packs: deps.packs });
      if (edited.changed) statusCounts.clear();
      // An edit that took stock below the threshold wrote a low-stock alert: deliver it now.
      if (edited.stockMoves.some((move) => crossesLowStock(move.before, move.after))) deps.afterCommit();
      return edited;
    },
    /** The same edit worked out and not written: the dialog's figures before saving (decision 022). */
    previewOrderEdit: (orderId: string, input: OrderEditInput) =>
      previewOrderEdit(db, orderId, input, { shop: shopForMessages, packs: deps.packs }),
    /** What an edit may add: every product with today's price and stock. */
    listProductChoices: () => listProductChoices(db),
    /** The orders CSV, its download recorded in the audit trail first (who, when, which filters). */
    async exportOrdersCsv(filters: OrderExportFilters, actor: Actor) {
      await recordOrderExport(db, actor, filters);
      return exportOrdersCsv(db, filters);
    },
    /** The confirmation desk (decision 022): its queue, one person per order, each call's outcome. */
    listToConfirm: desk.listToConfirm,
    claimOrder: desk.claimOrder,
    releaseClaim: desk.releaseClaim,
    async recordContact(orderId: string, input: ContactInput, actor: Actor) {
      const recorded = await desk.recordContact(orderId, input, actor);
      statusCounts.clear();
      return recorded;
    },
    /** The shop as an order's messages name it, for modules that move orders too (couriers). */
    shopForMessages,
    /** Another module moved orders (a courier's booking, decision 031): the desk counts afresh. */
    statusesChanged: () => statusCounts.clear(),
    /** The outbox tasks orders leave: the low-stock alert an order's stock take wrote (decision 024). */
    outboxTasks: lowStockAlertTask(db, { shop: shopForMessages, afterCommit: deps.afterCommit }),
    /** A day's dispatch (decision 022, bulk work): packing slips, and several orders moved on at once. */
    readPackingSlips: (ids: string[]) => readPackingSlips(db, ids),
    async changeStatuses(input: BulkStatusInput, actor: Actor) {
      const result = await changeStatuses(db, input, actor, { shop: shopForMessages });
      statusCounts.clear();
      if (MOVES_WITH_MESSAGES.includes(input.status) && result.changed.length) deps.afterCommit();
      return result;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
