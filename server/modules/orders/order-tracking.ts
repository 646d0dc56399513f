import { and, asc, between, desc, eq } from 'drizzle-orm';
import { courierName, trackingUrl } from '../../../common/orders/couriers';
import {
  readOrderNumber,
  TRACKING_PARCEL_WORDS,
  TRACKING_STATUS_WORDS,
} from '../../../common/orders/order-tracking';
import type { Parcel } from '../../../common/orders/parcel-schemas';
import type { TrackedOrder } from '../../../common/orders/tracking-schemas';
import { fromPaisa, toPaisa } from '../../../common/money';
import type { Database } from '../../db/client';
import { normalizePakistaniPhone } from '../phones/pakistani-phone';
import { orderNumber, trackingPhone } from './order-messages';
import { orderNumberRange } from './order-search';
import { orderItems, orders, type StatusHistoryEntry } from './orders.tables';

type Deps = {
  /** The order's parcel booked through a courier's API (decision 031), or null. */
  readParcel: (orderId: string) => Promise<Parcel | null>;
};

/** One of a signed-in customer's orders in their list ("My orders"). */
export type CustomerOrderSummary = {
  id: string;
  orderNumber: string;
  status: TrackedOrder['status'];
  statusTitle: string;
  placedAt: string;
  total: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The most orders "My orders" lists: a customer of a wellness shop has a handful. */
const CUSTOMER_ORDERS_LIMIT = 50;

const orderColumns = {
  id: orders.id,
  customerPhone: orders.customerPhone,
  status: orders.status,
  total: orders.total,
  discount: orders.discount,
  codFee: orders.codFee,
  courier: orders.courier,
  trackingNumber: orders.trackingNumber,
  statusHistory: orders.statusHistory,
  createdAt: orders.createdAt,
};
type OrderRow = Pick<typeof orders.$inferSelect, keyof typeof orderColumns>;

/**
 * Tracking an order without an account, and a customer's own orders (docs/storefront.md, "Tracking an
 * order"). Both answer the same view of an order: what its shopper may see, nothing of the desk's work.
 */
export function createOrderTracking(db: Database, deps: Deps) {
  /** The shopper's view of one order: its lines, its courier and parcel, its status changes. */
  async function trackedOrder(order: OrderRow): Promise<TrackedOrder> {
    const [lines, parcel] = await Promise.all([
      db
        .select({
          productName: orderItems.productName,
          quantity: orderItems.quantity,
          price: orderItems.price,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.pricedAt), asc(orderItems.productName), asc(orderItems.id)),
      order.courier ? deps.readParcel(order.id) : null,
    ]);
    const words = TRACKING_STATUS_WORDS[order.status];
    return {
      orderNumber: orderNumber(order.id),
      status: order.status,
      statusTitle: words.title,
      statusDetail: words.detail,
      placedAt: order.createdAt.toISOString(),
      items: lines.map((line) => ({
        ...line,
        lineTotal: fromPaisa(toPaisa(line.price) * line.quantity),
      })),
      discount: order.discount,
      codFee: order.codFee,
      total: order.total,
      shipment: order.courier && {
        courier: order.courier,
        courierName: courierName(order.courier),
        trackingNumber: order.trackingNumber,
        trackingUrl: order.trackingNumber ? trackingUrl(order.courier, order.trackingNumber) : null,
        parcel: parcelNews(parcel, order.trackingNumber),
      },
      history: statusChanges(order.statusHistory),
    };
  }

  return {
    /**
     * The order a shopper names by its number (as printed) and the phone they gave at checkout, or null.
     * Phones are compared in their normalized form (E.164), so any way of writing one finds the order. An
     * unknown number and a known number with another phone both answer null: the caller says "not found"
     * alike. Two orders may share a number (the first 8 characters of their ids): only one whose phone
     * matches counts.
     */
    async trackOrder(typedNumber: string, typedPhone: string): Promise<TrackedOrder | null> {
      const phone = normalizePakistaniPhone(typedPhone);
      // A whole number only: the desk's shorter prefixes would widen the search to other orders.
      const number = readOrderNumber(typedNumber);
      const range = number && orderNumberRange(number);
      if (!phone || !range) return null;
      // The primary key's range: the orders whose ids start with the number, nearly always one or none.
      const candidates = await db
        .select(orderColumns)
        .from(orders)
        .where(between(orders.id, range[0], range[1]))
        .orderBy(desc(orders.createdAt));
      const order = candidates.find(
        (candidate) => normalizePakistaniPhone(candidate.customerPhone)?.normalized === phone.normalized,
      );
      return order ? trackedOrder(order) : null;
    },

    /**
     * A signed-in customer's orders, newest first: those placed with their account's email, which the
     * account proved it holds (a login needs a verified email). The checkout stores emails in lower case.
     */
    async listCustomerOrders(email: string): Promise<CustomerOrderSummary[]> {
      const rows = await db
        .select({ id: orders.id, status: orders.status, total: orders.total, createdAt: orders.createdAt })
        .from(orders)
        .where(eq(orders.customerEmail, email.toLowerCase()))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(CUSTOMER_ORDERS_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        orderNumber: orderNumber(row.id),
        status: row.status,
        statusTitle: TRACKING_STATUS_WORDS[row.status].title,
        placedAt: row.createdAt.toISOString(),
        total: row.total,
      }));
    },

    /** One of a signed-in customer's orders by its id, in the tracking view; null when it is not theirs. */
    async customerOrder(email: string, orderId: string): Promise<TrackedOrder | null> {
      if (!UUID.test(orderId)) return null; // an address typed by hand is no order, not a database error
      const [order] = await db
        .select(orderColumns)
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.customerEmail, email.toLowerCase())));
      return order ? trackedOrder(order) : null;
    },

    /**
     * The tracking page's query for an order just placed (the confirmation page's link): its number and
     * its phone in national form (`03001234567`), as the messages' links carry them (`trackingLink`), or
     * null for an unknown id.
     */
    async trackingQueryOf(orderId: string): Promise<{ order: string; phone: string } | null> {
      const [order] = await db
        .select({ id: orders.id, customerPhone: orders.customerPhone })
        .from(orders)
        .where(eq(orders.id, orderId));
      return order ? { order: orderNumber(order.id), phone: trackingPhone(order.customerPhone) } : null;
    },
  };
}

export type OrderTracking = ReturnType<typeof createOrderTracking>;

/**
 * The history a shopper may see: the moves from one status to another, with their dates. The desk's
 * calls and edits (entries that leave the status as it was), who made a change, its note and outcome
 * stay with staff.
 */
function statusChanges(history: StatusHistoryEntry[]): TrackedOrder['history'] {
  return history
    .filter((entry) => entry.previousStatus !== entry.status)
    .map((entry) => ({
      status: entry.status,
      statusTitle: TRACKING_STATUS_WORDS[entry.status].title,
      at: entry.changedAt,
    }));
}

/**
 * The courier's latest word on the order's parcel when it was booked through the courier's API and is
 * the parcel the order ships with (a booking cancelled and shipped otherwise says nothing).
 */
function parcelNews(parcel: Parcel | null, trackingNumber: string | null) {
  if (!parcel || parcel.state !== 'booked' || !parcel.status || !parcel.statusAt) return null;
  if (trackingNumber && parcel.trackingNumber !== trackingNumber) return null;
  return { status: parcel.status, statusText: TRACKING_PARCEL_WORDS[parcel.status], at: parcel.statusAt };
}
