import { sql, type SQL } from 'drizzle-orm';
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
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONTACT_OUTCOMES, type ContactOutcome } from '../../../common/orders/contact-outcomes';
import { COURIER_KEYS, type CourierKey } from '../../../common/orders/couriers';
import { ORDER_STATUSES, type OrderStatus } from '../../../common/orders/statuses';
import { WHATSAPP_DELIVERIES, WHATSAPP_NOT_SENT_REASONS } from '../../../common/orders/whatsapp-not-sent';
import { BUTTON_ACTIONS } from '../../../common/notifications/whatsapp-templates';
import { createdAt, oneOf, updatedAt, uuidPk } from '../../db/columns';
import { products } from '../catalog/catalog.tables';
import { LANGUAGES } from '../../../common/i18n/languages';

export type StatusHistoryEntry = {
  previousStatus: OrderStatus | null;
  status: OrderStatus;
  changedAt: string;
  note: string | null;
  changedBy: string | null;
  /** On the move to shipped (decision 022, shipping). */
  courier?: CourierKey;
  trackingNumber?: string | null;
  /** A call or message of the confirmation desk (decision 022); the status may stay as it was. */
  outcome?: ContactOutcome;
  nextContactAt?: string | null;
  /**
   * How the outcome came: the customer's own answer by WhatsApp button (docs/whatsapp.md), where
   * `changedBy` is null; absent for a staff member's call.
   */
  via?: 'whatsapp_button';
  /** An edit of the order (decision 022): its total before and after, also when it did not move. */
  totalBefore?: string;
  totalAfter?: string;
};

/** The digits of a phone as typed: '0300-1234567' and '0300 123 4567' are one phone. */
export const phoneDigits = (phone: AnyPgColumn | SQL) => sql`regexp_replace(${phone}, '[^0-9]', '', 'g')`;

/**
 * A phone's digits in Pakistan's national form, without the country code or the trunk 0, so that
 * '+92 300 1234567', '0092 300…', '0300 1234567' and '300-1234567' are one phone ('3001234567'). `92`
 * is read as the country code only when nine or more digits follow (a national number is at most ten
 * digits and never starts with 92 after its trunk 0). The order desk searches it by prefix; its twin
 * for typed searches is `nationalPhone` in order-search.ts, and a test holds the two together.
 */
export const phoneNational = (phone: AnyPgColumn | SQL) =>
  sql`regexp_replace(${phoneDigits(phone)}, '^(0092|92(?=[0-9]{9}))?0?', '')`;

/**
 * The order's place in the workflow, 1 (pending) to 6 (returned), in the order of ORDER_STATUSES, which
 * is the workflow's: the order desk sorts by it when staff sort by status (back-office §9), not by the
 * status's spelling. The list is written into the SQL text, never sent as a parameter, so a query's
 * expression is the one `orders_status_rank_created_at_id_idx` holds (a test reads the plans); a status
 * added or moved needs a migration that rebuilds that index.
 */
export const statusRank = (status: AnyPgColumn | SQL) =>
  sql<number>`array_position(${sql.raw(`ARRAY[${ORDER_STATUSES.map((s) => `'${s}'`).join(', ')}]::text[]`)}, ${status})`;

/**
 * What the order desk's text search reads (back-office §9: name, email, address, city, postal code and
 * the phone as typed), lowercased, the fields joined by the unit separator (chr 31), which no field may
 * hold (text-rules.ts), so a search never matches across two fields. Stored as `orders.search_text`.
 */
function orderSearchText(t: {
  customerName: AnyPgColumn;
  customerEmail: AnyPgColumn;
  shippingAddress: AnyPgColumn;
  city: AnyPgColumn;
  postalCode: AnyPgColumn;
  customerPhone: AnyPgColumn;
}): SQL {
  const fields = [
    t.customerName,
    sql`coalesce(${t.customerEmail}, '')`,
    t.shippingAddress,
    t.city,
    sql`coalesce(${t.postalCode}, '')`,
    t.customerPhone,
  ];
  return sql`lower(${sql.join(fields, sql` || chr(31) || `)})`;
}

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
    /**
     * A discount staff gave while editing the order (decision 022), in rupees, with its reason: the total
     * is the lines' sum less it (edit-order.ts), which keeps it at or below that sum.
     */
    discount: numeric('discount', { precision: 10, scale: 2 }).notNull().default('0'),
    discountReason: text('discount_reason'),
    /**
     * The Cash on Delivery fee charged on the order (common/orders/cod-rules.ts), in rupees, included in
     * the total and shown as its own line. Worked out once when the order is placed; an edit keeps it
     * unless staff change it (decision 022: an agreed COD amount stays agreed).
     */
    codFee: numeric('cod_fee', { precision: 10, scale: 2 }).notNull().default('0'),
    /**
     * The language of the storefront the order was placed from (decision 038): the shopper's mails and
     * WhatsApp messages about it are in it. Set by the checkout from its page's address, never from what
     * a form sends; orders from before the Urdu storefront are English.
     */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    emailNotificationSent: boolean('email_notification_sent').notNull().default(false),
    whatsappNotificationSent: boolean('whatsapp_notification_sent').notNull().default(false),
    notificationError: text('notification_error'),
    /** Why the shop's WhatsApp message did not go (common/orders/whatsapp-not-sent.ts); null once it went. */
    whatsappNotSentReason: text('whatsapp_not_sent_reason', { enum: WHATSAPP_NOT_SENT_REASONS }),
    /** What WhatsApp's status webhook last said of the order's message, and Meta's code when it failed. */
    whatsappDelivery: text('whatsapp_delivery', { enum: WHATSAPP_DELIVERIES }),
    whatsappErrorCode: integer('whatsapp_error_code'),
    /**
     * Confirmation by button (docs/whatsapp.md): when the "order received" template was sent, the
     * customer's answer (confirm / cancel) and when it came, and whether it acted (false: the order had
     * moved on already, so it changed nothing and is only shown).
     */
    whatsappAskedAt: timestamp('whatsapp_asked_at', { withTimezone: true }),
    whatsappAnswer: text('whatsapp_answer', { enum: BUTTON_ACTIONS }),
    whatsappAnsweredAt: timestamp('whatsapp_answered_at', { withTimezone: true }),
    whatsappAnswerApplied: boolean('whatsapp_answer_applied'),
    statusHistory: jsonb('status_history').$type<StatusHistoryEntry[]>().notNull().default([]),
    /** Who carries the parcel and its consignment number, given when the order ships (decision 022). */
    courier: text('courier', { enum: COURIER_KEYS }),
    trackingNumber: text('tracking_number'),
    /** When staff accepted the delivery (the move to completed): the courier owes its cash from then. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * The courier's payment for the parcel (docs/settlements.md): when an applied settlement first paid it,
     * the expected net it was held to then, and everything paid for it since. Null until it is paid.
     */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settlementExpected: numeric('settlement_expected', { precision: 10, scale: 2 }),
    settledAmount: numeric('settled_amount', { precision: 10, scale: 2 }),
    /** The confirmation desk (decision 022): calls made, when to try next, the last call's outcome. */
    contactAttempts: integer('contact_attempts').notNull().default(0),
    nextContactAt: timestamp('next_contact_at', { withTimezone: true }),
    lastOutcome: text('last_outcome', { enum: CONTACT_OUTCOMES }),
    /** Who is calling the customer now, until when: one person per order (confirmation-desk.ts). */
    claimedById: text('claimed_by_id'),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The checkout's Idempotency-Key: a repeated submit finds the first order instead of making another. */
    idempotencyKey: text('idempotency_key'),
    /** A hash of the request that first used the key: the same key with another body is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The order desk's search text (`orderSearchText`), kept by the database (decision 012). Lowercased
     * once, when the order is written: a search that matches many orders reads thousands of them, and
     * PostgreSQL's Unicode `lower()` on each would cost more than the search itself.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => orderSearchText(orders)),
  },
  (t) => [
    uniqueIndex('orders_idempotency_key_key').on(t.idempotencyKey),
    // The order desk pages by (sort field, id): each sort has an index in that exact order, so a page is
    // an index range scan, never a sort of every matching order (decision 007).
    // Ascending: PostgreSQL reads them backwards for the descending sorts (NULLS FIRST), which a
    // DESC NULLS LAST index would not match.
    // The date sort's index carries the status, the search text and the phone after its key, so a
    // search that matches many orders walks it alone, never the table, until its page is full
    // (order-desk.ts, `ReadPlan`; decision 012). (created_at, id) is unique: the columns after it never
    // decide the order, and the tree's inner pages keep only the key.
    index('orders_created_at_id_search_idx').on(t.createdAt, t.id, t.status, t.searchText, t.customerPhone),
    index('orders_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
    // The status sort: the workflow's order, then the date (order-desk.ts).
    index('orders_status_rank_created_at_id_idx').on(statusRank(t.status), t.createdAt, t.id),
    index('orders_total_id_idx').on(t.total, t.id),
    index('orders_customer_name_id_idx').on(t.customerName, t.id),
    // Confirmation mails are limited per recipient and per phone (place-order.ts counts the last hour).
    index('orders_customer_email_created_at_idx').on(t.customerEmail, t.createdAt),
    // The order desk's search (order-search.ts, decision 012): a phone by the start of its national form,
    // every other field by trigrams (pg_trgm). The order number is a range of the primary key.
    // The same index counts a phone's orders of the last hour for the confirmation-mail allowance
    // (confirmation-allowance.ts): equality on the national form, then a range of created_at.
    index('orders_phone_national_idx').on(
      sql`${phoneNational(t.customerPhone)} text_pattern_ops`,
      t.createdAt,
    ),
    index('orders_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Settlements (docs/settlements.md): a courier's paid line finds its parcel by tracking number, as
    // the courier prints it in any case; the parcels delivered and not yet paid, oldest first; and the
    // parcels paid short. The last two hold only what is owed, not every order.
    index('orders_courier_tracking_idx')
      .on(t.courier, sql`upper(${t.trackingNumber})`)
      .where(sql`${t.trackingNumber} IS NOT NULL`),
    index('orders_unsettled_idx')
      .on(t.courier, t.deliveredAt)
      .where(sql`${t.status} = 'completed' AND ${t.settledAt} IS NULL AND ${t.courier} IS NOT NULL`),
    index('orders_short_paid_idx')
      .on(t.courier, t.settledAt)
      .where(sql`${t.settledAmount} < ${t.settlementExpected} - 1`),
    check('orders_total_check', sql`${t.total} >= 0`),
    check('orders_discount_check', sql`${t.discount} >= 0`),
    check('orders_cod_fee_check', sql`${t.codFee} >= 0`),
    check('orders_language_check', oneOf(t.language, LANGUAGES)),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_courier_check', oneOf(t.courier, COURIER_KEYS)),
    check('orders_last_outcome_check', oneOf(t.lastOutcome, CONTACT_OUTCOMES)),
    check('orders_whatsapp_answer_check', oneOf(t.whatsappAnswer, BUTTON_ACTIONS)),
    check('orders_whatsapp_not_sent_reason_check', oneOf(t.whatsappNotSentReason, WHATSAPP_NOT_SENT_REASONS)),
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
    /**
     * When this line's unit price was agreed: the order's placing, or the edit that added its units at
     * that day's price (decision 022). An edit takes units off the most recently priced lines first.
     */
    pricedAt: timestamp('priced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_pack_size_check', sql`${t.packSize} > 0`),
    check('order_items_price_check', sql`${t.price} >= 0`),
  ],
);
