import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, type OrderStatus } from '../../../common/orders/statuses';
import { createdAt, oneOf, updatedAt, uuidPk } from '../../db/columns';
import { products } from '../catalog/catalog.tables';

export type StatusHistoryEntry = {
  previousStatus: OrderStatus | null;
  status: OrderStatus;
  changedAt: string;
  note: string | null;
  changedBy: string | null;
};

/** The digits of a phone as typed: '0300-1234567' and '0300 123 4567' are one phone. */
export const phoneDigits = (column: AnyPgColumn) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

export const orders = pgTable(
  'orders',
  {
    id: uuidPk(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone').notNull(),
    shippingAddress: text('shipping_address').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code'),
    total: numeric('total', { precision: 10, scale: 2 }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    emailNotificationSent: boolean('email_notification_sent').notNull().default(false),
    whatsappNotificationSent: boolean('whatsapp_notification_sent').notNull().default(false),
    notificationError: text('notification_error'),
    statusHistory: jsonb('status_history').$type<StatusHistoryEntry[]>().notNull().default([]),
    /** The checkout's Idempotency-Key: a repeated submit finds the first order instead of making another. */
    idempotencyKey: text('idempotency_key'),
    /** A hash of the request that first used the key: the same key with another body is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_key_key').on(t.idempotencyKey),
    // The order desk pages by (sort field, id): each sort has an index in that exact order, so a page is
    // an index range scan, never a sort of every matching order (decision 007).
    // Ascending: PostgreSQL reads them backwards for the descending sorts (NULLS FIRST), which a
    // DESC NULLS LAST index would not match.
    index('orders_created_at_id_idx').on(t.createdAt, t.id),
    index('orders_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
    index('orders_status_id_idx').on(t.status, t.id),
    index('orders_total_id_idx').on(t.total, t.id),
    index('orders_customer_name_id_idx').on(t.customerName, t.id),
    // Confirmation mails are limited per recipient and per phone (place-order.ts counts the last hour).
    index('orders_customer_email_created_at_idx').on(t.customerEmail, t.createdAt),
    index('orders_phone_digits_created_at_idx').on(phoneDigits(t.customerPhone), t.createdAt),
    check('orders_total_check', sql`${t.total} >= 0`),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
  ],
);

/** Lines keep the name and unit price as charged, so past orders stay readable after a product is gone. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuidPk(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    /**
     * Stock units in one of `quantity`: 1 for a product sold singly, the jars of a bundle or plan, which is
     * one line priced whole (decision 011). Stock taken and returned is quantity × pack_size.
     */
    packSize: integer('pack_size').notNull().default(1),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_pack_size_check', sql`${t.packSize} > 0`),
    check('order_items_price_check', sql`${t.price} >= 0`),
  ],
);
