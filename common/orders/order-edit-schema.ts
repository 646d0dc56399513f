import { z } from 'zod';
import { formatMoney } from '../money';
import { isOneLine, oneLineMessage } from '../text/text-rules';
import { moneyString } from '../wire';
import { checkoutFieldsSchema, MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './checkout-schema';
import type { OrderStatus } from './statuses';

/**
 * Editing an order until it ships (decision 022): `PATCH /api/admin/orders/{id}`. One schema
 * for the API and the back office's edit dialog, with the words both show.
 */

/** Staff may edit an order until it leaves with the courier. */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['pending', 'processing'];
export const isEditable = (status: OrderStatus) => EDITABLE_STATUSES.includes(status);

/** The most a discount may be in rupees (the column is numeric(10,2)); the lines' sum bounds it first. */
const DISCOUNT_MAX = 10_000_000;
export const DISCOUNT_REASON_MAX = 100;

export const ORDER_EDIT_MESSAGES = {
  stale: 'This order was changed by someone else. Reload it and try again.',
  noLines: 'An order needs at least one item. Cancel the order instead.',
  lineTarget: 'Each line names either an item of the order or a product to add',
  lineTwice: 'An item of the order is listed twice',
  productTwice: 'A product is added twice',
  newLineQuantity: 'Quantity must be a whole number of at least 1',
  quantity: 'Quantity must be a whole number from 0 to ' + MAX_LINE_QUANTITY,
  discount: 'Discount must be an amount of at least 0 with at most 2 decimals',
  codFee: 'Cash on Delivery fee must be an amount of at least 0 with at most 2 decimals',
  expectedTotal: 'expectedTotal must be an amount of at least 0 with at most 2 decimals',
  reasonRequired: 'Give a reason for the discount',
  reasonTooLong: `Reason must be at most ${DISCOUNT_REASON_MAX} characters`,
  unknownItem: 'This item is not on the order any more. Reload it and try again.',
} as const;

/** Why an order may not be edited, by its status. */
export function notEditableMessage(status: OrderStatus): string {
  switch (status) {
    case 'shipped':
      return 'This order has shipped and can no longer be edited';
    case 'completed':
      return 'This order is completed and can no longer be edited';
    case 'cancelled':
      return 'This order was cancelled and can no longer be edited';
    case 'returned':
      return 'This order was returned and can no longer be edited';
    default:
      return 'This order can no longer be edited';
  }
}

/** The server's refusal of a discount above what the lines come to (it alone knows today's prices). */
export function discountTooBigMessage(linesTotal: string, currencySymbol: string): string {
  return `The discount cannot be more than the items' total (${formatMoney(linesTotal, currencySymbol)})`;
}

/**
 * The save's refusal when the total it works out is not the one the dialog previewed (a price changed
 * in between): staff see the new figure before it is saved.
 */
export function totalMovedMessage(total: string, currencySymbol: string): string {
  return `The total is now ${formatMoney(total, currencySymbol)}: prices changed since the preview. Check it and save again.`;
}

/** Whole paisa: 0.1 + 0.2 style float noise is forgiven, a third decimal is not. */
const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const quantity = z
  .number({ error: ORDER_EDIT_MESSAGES.quantity })
  .int(ORDER_EDIT_MESSAGES.quantity)
  .min(0, ORDER_EDIT_MESSAGES.quantity)
  .max(MAX_LINE_QUANTITY, ORDER_EDIT_MESSAGES.quantity);

/**
 * A line after the edit: an item already on the order (`itemId`; 0 removes it), or a product added
 * (`productId`, sold singly, at least 1). An item of the order left out of the list is removed too.
 * The order's items of one product and pack are one line (order-lines.ts): its quantity is the sum of
 * the quantities sent for them; units come off its most recently priced items first, and units added
 * are priced today.
 */
const editLineSchema = z
  .object({
    itemId: z.uuid('Invalid order item id').optional(),
    productId: z.uuid('Invalid product id').optional(),
    quantity,
  })
  .strict()
  .superRefine((line, context) => {
    if (!line.itemId === !line.productId) {
      context.addIssue({ code: 'custom', message: ORDER_EDIT_MESSAGES.lineTarget, path: ['itemId'] });
    } else if (line.productId && line.quantity < 1) {
      context.addIssue({ code: 'custom', message: ORDER_EDIT_MESSAGES.newLineQuantity, path: ['quantity'] });
    }
  });
export type EditLine = z.output<typeof editLineSchema>;

const details = checkoutFieldsSchema.pick({
  customerName: true,
  customerPhone: true,
  shippingAddress: true,
  city: true,
  postalCode: true,
});

/** An amount in rupees from 0, with at most two decimals, refused with `message` otherwise. */
const rupees = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(DISCOUNT_MAX, message)
    .refine(hasTwoDecimalsAtMost, message);

export const orderEditSchema = details
  .extend({
    /** The order's `updatedAt` as the form loaded it: a change since then refuses the edit (409). */
    expectedUpdatedAt: z.iso.datetime({ offset: true, error: 'expectedUpdatedAt must be an ISO date-time' }),
    lines: z
      .array(editLineSchema, { error: 'lines must be a list' })
      .max(MAX_ORDER_LINES * 2, `At most ${MAX_ORDER_LINES * 2} lines may be sent`)
      .refine((lines) => lines.some((line) => line.quantity > 0), ORDER_EDIT_MESSAGES.noLines)
      .refine((lines) => {
        const items = lines.flatMap((line) => (line.itemId ? [line.itemId] : []));
        return new Set(items).size === items.length;
      }, ORDER_EDIT_MESSAGES.lineTwice)
      .refine((lines) => {
        const added = lines.flatMap((line) => (line.productId ? [line.productId] : []));
        return new Set(added).size === added.length;
      }, ORDER_EDIT_MESSAGES.productTwice),
    /** In rupees; 0 for none. The server refuses one above the lines' total. */
    discount: rupees(ORDER_EDIT_MESSAGES.discount),
    /**
     * Optional: the Cash on Delivery fee in rupees, 0 for none. Left out, the fee charged at checkout
     * stays as it is (an agreed COD amount changes only when staff change it).
     */
    codFee: rupees(ORDER_EDIT_MESSAGES.codFee).optional(),
    /**
     * Optional: the total the staff member saw in the preview, in rupees. A save that works out another
     * total (a price changed since) is refused with a 409 that names it, and nothing is written.
     */
    expectedTotal: rupees(ORDER_EDIT_MESSAGES.expectedTotal).optional(),
    discountReason: z
      .string({ error: ORDER_EDIT_MESSAGES.reasonTooLong })
      .trim()
      .max(DISCOUNT_REASON_MAX, ORDER_EDIT_MESSAGES.reasonTooLong)
      .refine(isOneLine, oneLineMessage('Reason'))
      .nullish()
      .transform((reason) => reason || null),
  })
  .strict()
  .superRefine((edit, context) => {
    if (edit.discount > 0 && !edit.discountReason) {
      context.addIssue({
        code: 'custom',
        message: ORDER_EDIT_MESSAGES.reasonRequired,
        path: ['discountReason'],
      });
    }
  })
  // A reason without a discount says nothing: it is not kept.
  .transform((edit) => (edit.discount > 0 ? edit : { ...edit, discountReason: null }));
export type OrderEditInput = z.output<typeof orderEditSchema>;
export type OrderEditBody = z.input<typeof orderEditSchema>;

/** GET /api/admin/orders/product-choices: what the edit dialog may add, at today's price and stock. */
export const productChoiceSchema = z.object({
  id: z.guid(),
  name: z.string(),
  price: moneyString,
  stock: z.number().int(),
});
export const productChoicesSchema = z.array(productChoiceSchema);
export type ProductChoice = z.output<typeof productChoiceSchema>;

/**
 * The figures of an order's items, its discount, its Cash on Delivery fee and its total (the lines less
 * the discount, with the fee).
 */
const orderFiguresSchema = z.object({
  items: moneyString,
  discount: moneyString,
  codFee: moneyString,
  total: moneyString,
});

/** Units of a line at one unit price: as agreed (already on the order) or at today's price (added). */
const editPartSchema = z.object({
  quantity: z.number().int().positive(),
  price: moneyString,
  agreed: z.boolean(),
});

/** One line of the order as the edit leaves it: before and after, and the prices of its units. */
const editPreviewLineSchema = z.object({
  /** The order's items the line is made of before the edit; none for a product added. */
  itemIds: z.array(z.guid()),
  productId: z.guid().nullable(),
  productName: z.string(),
  packSize: z.number().int().positive(),
  quantityBefore: z.number().int().nonnegative(),
  /** 0: the line is removed. */
  quantity: z.number().int().nonnegative(),
  parts: z.array(editPartSchema),
  total: moneyString,
});

/**
 * POST /api/admin/orders/{id}/edit-preview: what the same body would do to the order, worked out by the
 * server as the save would (decision 022), then rolled back: the lines with their unit prices, the
 * history note, and the figures before and after.
 */
export const orderEditPreviewSchema = z.object({
  /** False when the edit would change nothing. */
  changed: z.boolean(),
  /** The history note the save would write ("Edited: …"), null when nothing changes. */
  note: z.string().nullable(),
  lines: z.array(editPreviewLineSchema),
  before: orderFiguresSchema,
  after: orderFiguresSchema,
});
export type OrderEditPreview = z.output<typeof orderEditPreviewSchema>;
export type EditPreviewLine = z.output<typeof editPreviewLineSchema>;
