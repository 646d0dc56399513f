import { z } from 'zod';
import { PACK_KINDS, stockUnits } from '../cart/cart-item';
import { MAX_MONEY_PAISA } from '../money';
import { hasNoControlCharacters, isOneLine, oneLineMessage, plainTextMessage } from '../text/text-rules';
import { PAKISTAN_CITIES } from './cities';
import { LANGUAGES } from '../i18n/languages';

/** Digits, plus, hyphen, space and parentheses: what the phone field accepts (storefront §5). */
const PHONE_CHARACTERS = /^[0-9+\- ()]*$/;
const PHONE_DIGITS_MIN = 10;
const PHONE_DIGITS_MAX = 15; // E.164's longest number
const POSTAL_CODE = /^\d{5,10}$/;
const CITY_SET: ReadonlySet<string> = new Set(PAKISTAN_CITIES);

const digitCount = (phone: string) => phone.replace(/\D/g, '').length;

/** A text field: trimmed, so "  " never passes a length rule. */
const text = (message: string) => z.string({ error: message }).trim();

/**
 * The checkout form (storefront §5), with the spec's messages. The checkout page, its React Router
 * action and POST /api/orders all parse with this one schema.
 */
export const checkoutFieldsSchema = z.object({
  customerName: text('Name must be at least 2 characters')
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters')
    .refine(isOneLine, oneLineMessage('Name')),
  customerEmail: z
    .union([z.literal(''), z.email('Invalid email address').max(254, 'Invalid email address')], {
      error: 'Invalid email address',
    })
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined)),
  customerPhone: text('Phone number must be at least 10 digits')
    .min(10, 'Phone number must be at least 10 digits')
    .max(25, 'Phone number must be at most 25 characters')
    .regex(PHONE_CHARACTERS, 'Phone number may only contain digits, +, -, spaces and parentheses')
    // Characters are not digits: '(((((())))))--++' is as long as a phone number but none.
    .refine((v) => digitCount(v) >= PHONE_DIGITS_MIN, 'Phone number must be at least 10 digits')
    .refine((v) => digitCount(v) <= PHONE_DIGITS_MAX, 'Phone number must be at most 15 digits'),
  shippingAddress: text('Address is required')
    .min(5, 'Address is required')
    .max(500, 'Address must be at most 500 characters')
    .refine(hasNoControlCharacters, plainTextMessage('Address')),
  city: text('City is required')
    .min(2, { error: 'City is required', abort: true })
    .refine((city) => CITY_SET.has(city), 'Please choose a city from the list'),
  postalCode: z
    .string({ error: 'Postal code must be at least 5 digits' })
    .trim()
    .refine((v) => v === '' || POSTAL_CODE.test(v), 'Postal code must be at least 5 digits')
    .optional()
    .transform((v) => v || undefined),
});
export type CheckoutFields = z.input<typeof checkoutFieldsSchema>;
export type CheckoutDetails = z.output<typeof checkoutFieldsSchema>;

/**
 * The most one anonymous order may hold: above any real Cash-on-Delivery basket (the biggest
 * bundle is 3 jars), low enough that one order cannot empty the shop. A product may set a lower cap of
 * its own (`products.max_per_order`), checked by the server when it prices the order.
 */
export const MAX_ORDER_LINES = 20;
export const MAX_LINE_QUANTITY = 20;
export const MAX_ORDER_UNITS = 50;

const PACK_MESSAGE = 'Invalid bundle or plan';
const packSchema = z.object(
  {
    kind: z.enum(PACK_KINDS, { error: PACK_MESSAGE }),
    label: z
      .string({ error: PACK_MESSAGE })
      .trim()
      .min(1, PACK_MESSAGE)
      .max(100, PACK_MESSAGE)
      .refine(isOneLine, PACK_MESSAGE),
    jars: z
      .number({ error: PACK_MESSAGE })
      .int(PACK_MESSAGE)
      .min(1, PACK_MESSAGE)
      .max(MAX_LINE_QUANTITY, PACK_MESSAGE),
    /** The pack's price the shopper was shown, in rupees: a different price today refuses the order. */
    price: z
      .number({ error: PACK_MESSAGE })
      .nonnegative(PACK_MESSAGE)
      .max(MAX_MONEY_PAISA / 100, PACK_MESSAGE),
  },
  { error: PACK_MESSAGE },
);

const orderLineSchema = z.object({
  productId: z.uuid('Invalid product id'),
  productName: z.string().max(300).optional(), // ignored: lines are named from the shop's own data
  quantity: z
    .number({ error: 'Quantity must be a whole number of at least 1' })
    .int('Quantity must be a whole number of at least 1')
    .min(1, 'Quantity must be a whole number of at least 1')
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
  /** Sent by the storefront (storefront §3) and ignored: the server prices every line itself. */
  price: z.union([z.number(), z.string().max(30)]).optional(),
  /** The bundle or plan this line sells (decision 011); the quantity then counts packs, not jars. */
  plan: packSchema.optional(),
});

/**
 * POST /api/orders (storefront §3): the order's details and its lines; `total` is ignored too. Our
 * addition, `language` (decision 038): the storefront language the shopper's messages go in, `en` or
 * `ur` and nothing else, English when left out. The checkout page sets it from its own address.
 */
export const placeOrderSchema = z.object({
  order: checkoutFieldsSchema.extend({
    total: z.union([z.number(), z.string().max(30)]).optional(),
    language: z.enum(LANGUAGES, { error: 'Language must be en or ur' }).optional(),
  }),
  items: z
    .array(orderLineSchema, { error: 'Items must be a list' })
    .min(1, 'Your cart is empty')
    .max(MAX_ORDER_LINES, `An order may hold at most ${MAX_ORDER_LINES} lines`)
    .refine(
      (items) => items.reduce((sum, item) => sum + stockUnits(item), 0) <= MAX_ORDER_UNITS,
      `An order may hold at most ${MAX_ORDER_UNITS} items in all`,
    ),
});
export type PlaceOrderInput = z.output<typeof placeOrderSchema>;

/** Idempotency-Key header: what the checkout page sends (a UUID) or any client's own opaque token. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits or - _ . :');
