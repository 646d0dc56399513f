import { BUTTON_ACTIONS } from '../notifications/whatsapp-templates';
import { z } from 'zod';
import { count, isoDateTime, moneyString } from '../wire';
import { CONTACT_OUTCOMES } from './contact-outcomes';
import { COURIER_KEYS, TRACKING_NUMBER } from './couriers';
import { ORDER_STATUSES, type OrderStatus } from './statuses';
import { WHATSAPP_DELIVERIES, WHATSAPP_NOT_SENT_REASONS } from './whatsapp-not-sent';
import { LANGUAGES } from '../i18n/languages';

/**
 * The order desk's answers and its one write (back-office §3 orders, §7), shared by the API routes
 * (`schema.response`, which also drops any field not named here) and the admin UI (its types).
 */

const status = z.enum(ORDER_STATUSES, { error: 'Invalid status' });
const courierSchema = z.enum(COURIER_KEYS, {
  error: `courier must be one of ${COURIER_KEYS.join(', ')}`,
});
/**
 * The courier of a status change, when one is given (null reads as none given): the single and the bulk
 * status change read it alike.
 */
export const givenCourierSchema = courierSchema
  .nullish()
  .transform((key) => key ?? undefined)
  .optional();
/** The optional note of a status change (back-office §4), kept in the order's history. */
export const statusNoteSchema = z.string().trim().max(500, 'Note must be at most 500 characters').nullish();

export const SHIPPING_MESSAGES = {
  /** The status dialogs ask for both (their choice); the API takes a move to shipped without them. */
  courierRequired: 'Choose the courier',
  trackingRequired: 'Enter the tracking number',
  trackingInvalid: 'Tracking number must be 4 to 40 letters, digits or dashes',
  trackingWithoutCourier: 'A tracking number is given with its courier: name the courier too',
  onlyWhenShipping: 'A courier and tracking number are given only when the order ships',
  /** Shown where the courier would be, for an order shipped without one (back-office §2 allows it). */
  notRecorded: 'courier not recorded',
  whyAsked:
    'The courier and tracking number let the shopper and staff follow the parcel; without them the ' +
    'order shows "courier not recorded".',
} as const;

/**
 * What is wrong with the shipping details of a status change, if anything (back-office §2, §4: a move to
 * shipped needs only its status and an optional note). Courier and tracking number are optional and
 * belong to a move to shipped alone; a tracking number means nothing without the courier that issued it.
 */
export function shippingDetailsProblem(change: {
  status: string;
  courier?: string;
  hasTracking: boolean;
}): { message: string; path: string } | null {
  if (change.status !== 'shipped') {
    return change.courier || change.hasTracking
      ? { message: SHIPPING_MESSAGES.onlyWhenShipping, path: 'courier' }
      : null;
  }
  if (change.hasTracking && !change.courier) {
    return { message: SHIPPING_MESSAGES.trackingWithoutCourier, path: 'courier' };
  }
  return null;
}

/** One step of an order's life. Entries written before `changedBy` existed read as null. */
export const statusHistoryEntrySchema = z.object({
  previousStatus: status.nullable(),
  status,
  changedAt: isoDateTime,
  note: z.string().nullable().default(null),
  changedBy: z.string().nullable().default(null),
  /** Given on the move to shipped when staff named it (decision 022, shipping); absent on every other entry. */
  courier: courierSchema.optional(),
  trackingNumber: z.string().nullable().optional(),
  /** A call of the confirmation desk (decision 022), and when it said to try again. */
  outcome: z.enum(CONTACT_OUTCOMES).optional(),
  nextContactAt: isoDateTime.nullable().optional(),
  /** An edit of the order (decision 022): its total before and after, also when it did not move. */
  totalBefore: moneyString.optional(),
  totalAfter: moneyString.optional(),
  /** The customer's own answer by WhatsApp button (docs/whatsapp.md): `changedBy` is then null. */
  via: z.literal('whatsapp_button').optional(),
});

/** An order as staff see it: every field of back-office §3, none of the checkout's idempotency data. */
export const adminOrderSchema = z.object({
  id: z.guid(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string(),
  shippingAddress: z.string(),
  city: z.string(),
  postalCode: z.string().nullable(),
  total: moneyString,
  /** A discount staff gave while editing the order (decision 022), already taken off `total`. */
  discount: moneyString,
  discountReason: z.string().nullable(),
  /** The Cash on Delivery fee charged (common/orders/cod-rules.ts), included in `total`. */
  codFee: moneyString,
  /** The storefront's language the order came from: the shopper's messages go in it (decision 038). */
  language: z.enum(LANGUAGES).optional(),
  status,
  emailNotificationSent: z.boolean(),
  whatsappNotificationSent: z.boolean(),
  notificationError: z.string().nullable(),
  /** Why the shop's WhatsApp message did not go, while it has not (whatsapp-not-sent.ts). */
  whatsappNotSentReason: z.enum(WHATSAPP_NOT_SENT_REASONS).nullable().optional(),
  /** What WhatsApp's status webhook last said of that message, and Meta's code when it failed. */
  whatsappDelivery: z.enum(WHATSAPP_DELIVERIES).nullable().optional(),
  whatsappErrorCode: z.number().int().nullable().optional(),
  /**
   * Confirmation by button (docs/whatsapp.md): when the customer was asked, what they answered and when,
   * and whether it acted (false: the order had moved on, so it changed nothing).
   */
  whatsappAskedAt: isoDateTime.nullable().optional(),
  whatsappAnswer: z.enum(BUTTON_ACTIONS).nullable().optional(),
  whatsappAnsweredAt: isoDateTime.nullable().optional(),
  whatsappAnswerApplied: z.boolean().nullable().optional(),
  statusHistory: z.array(statusHistoryEntrySchema),
  /** Null until shipped, and for an order shipped without one ("courier not recorded"). */
  courier: courierSchema.nullable(),
  trackingNumber: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** The units the order's lines hold (a 3-jar pack counts 3): the order card's item count. */
  itemCount: count,
});
export type AdminOrder = z.output<typeof adminOrderSchema>;

/** The status tabs' counts: every status and `all`. */
export const statusCountsSchema = z.object({
  all: count,
  ...(Object.fromEntries(ORDER_STATUSES.map((s) => [s, count])) as Record<OrderStatus, typeof count>),
});
export type StatusCountsAnswer = z.output<typeof statusCountsSchema>;

/** GET /api/admin/orders: one page, the tabs' counts, and the cursor of the next page (null at the end). */
export const orderDeskPageSchema = z.object({
  orders: z.array(adminOrderSchema),
  counts: statusCountsSchema,
  nextCursor: z.string().nullable(),
});
export type OrderDeskPage = z.output<typeof orderDeskPageSchema>;

/** GET /api/admin/orders/{id}/items: the lines as charged. */
export const orderItemSchema = z.object({
  id: z.guid(),
  /** Null once the product is deleted; the line keeps its name and price. */
  productId: z.guid().nullable(),
  productName: z.string(),
  quantity: z.number().int().positive(),
  price: moneyString,
  /** Jars in one of `quantity` (1 for a product sold singly, decision 011). */
  packSize: z.number().int().positive(),
});
export const orderItemsSchema = z.array(orderItemSchema);
export type OrderItem = z.output<typeof orderItemSchema>;

/**
 * PATCH /api/admin/orders/{id}/status: the body (back-office §4, §7: any status, an optional note). A move
 * to shipped may also name the courier and the tracking number (decision 022, shipping), each checked when given;
 * a spec client's `{status: 'shipped', note}` ships the order without them.
 */
export const statusChangeSchema = z
  .object({
    status,
    note: statusNoteSchema,
    courier: givenCourierSchema,
    trackingNumber: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(z.string().regex(TRACKING_NUMBER, SHIPPING_MESSAGES.trackingInvalid).optional())
      .nullish(),
  })
  .superRefine((change, context) => {
    const problem = shippingDetailsProblem({ ...change, hasTracking: !!change.trackingNumber });
    if (problem) context.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
  });
export type StatusChangeInput = z.output<typeof statusChangeSchema>;

/** …and its answer: the order's new status and whole history. */
export const statusChangeResultSchema = z.object({
  id: z.guid(),
  status,
  statusHistory: z.array(statusHistoryEntrySchema),
});
export type StatusChangeResult = z.output<typeof statusChangeResultSchema>;
