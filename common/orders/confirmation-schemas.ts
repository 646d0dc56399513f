import { z } from 'zod';
import { hasNoControlCharacters } from '../text/text-rules';
import { count, isoDateTime, moneyString } from '../wire';
import { CONTACT_OUTCOMES } from './contact-outcomes';
import { statusHistoryEntrySchema } from './order-desk-schemas';
import { ORDER_STATUSES } from './statuses';

/**
 * The confirmation desk (decision 022): pending orders oldest first, each called or sent a
 * WhatsApp message by one person at a time, and an outcome for every attempt.
 */

/** How long opening an order on the desk keeps it for one person (renewed by each outcome). */
export const CLAIM_MINUTES = 10;
/** The desk's page: the oldest pending orders (a day's queue is far shorter). */
export const QUEUE_LIMIT = 200;

export const CONFIRM_MESSAGES = {
  notPending: 'This order is no longer waiting for confirmation',
  callBackRequired: 'Choose when to call back',
  callBackPast: 'The call-back time must be in the future',
  callBackFar: 'The call-back time must be within 30 days',
  noteTooLong: 'Note must be at most 500 characters',
  released: 'Order released',
} as const;

/** Someone else holds the order: their name, so the person knows whom to ask. */
export const claimedByOther = (username: string) => `${username} is on this order`;

/** POST /api/admin/orders/{id}/contact: the outcome of one call or message. */
export const contactSchema = z
  .object({
    outcome: z.enum(CONTACT_OUTCOMES, { error: `outcome must be one of ${CONTACT_OUTCOMES.join(', ')}` }),
    callBackAt: z.iso.datetime({ offset: true, error: 'callBackAt must be an ISO date-time' }).optional(),
    note: z
      .string()
      .trim()
      .max(500, CONFIRM_MESSAGES.noteTooLong)
      .refine(hasNoControlCharacters, 'Note must not contain control characters')
      .optional(),
  })
  .strict()
  .refine((input) => input.outcome !== 'call_back' || !!input.callBackAt, {
    error: CONFIRM_MESSAGES.callBackRequired,
    path: ['callBackAt'],
  });
export type ContactInput = z.output<typeof contactSchema>;

/** Who holds an order on the desk, until when, and whether it is the person asking. */
export const claimSchema = z.object({
  by: z.string(),
  until: isoDateTime,
  mine: z.boolean(),
});
export type Claim = z.output<typeof claimSchema>;

/**
 * What should make staff look twice before shipping (decision 022), worked out when the desk reads:
 * other orders from the phone in the 24 hours around this one, the phone's earlier orders that were
 * fake, cancelled by the customer or returned, an address too short to deliver to, far more units than
 * the shop's usual order.
 */
export const riskSignalsSchema = z.object({
  repeatOrders: count,
  earlierFake: count,
  earlierCancelled: count,
  earlierReturned: count,
  shortAddress: z.boolean(),
  bulk: z.boolean(),
});
export type RiskSignals = z.output<typeof riskSignalsSchema>;

/**
 * Whether an order's signals send it straight to the desk, without the WhatsApp message that lets the
 * customer confirm it alone (docs/whatsapp.md): any one of them is worth a person's call.
 */
export function isHighRisk(risks: RiskSignals): boolean {
  return (
    risks.repeatOrders > 0 ||
    risks.earlierFake > 0 ||
    risks.earlierCancelled > 0 ||
    risks.earlierReturned > 0 ||
    risks.shortAddress ||
    risks.bulk
  );
}

/** A Pakistani phone read from what the shopper typed (null: it cannot be one; old orders). */
export const deskPhoneSchema = z
  .object({ e164: z.string(), display: z.string(), kind: z.enum(['mobile', 'landline']) })
  .nullable();

export const queueOrderSchema = z.object({
  id: z.guid(),
  customerName: z.string(),
  customerPhone: z.string(),
  phone: deskPhoneSchema,
  shippingAddress: z.string(),
  city: z.string(),
  total: moneyString,
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int().positive() })),
  /**
   * The order's tracking page, which the desk's WhatsApp message links as every message to the shopper
   * does: on the storefront of the order's language (`/ur/track?…` for an Urdu order, decision 038).
   */
  trackingLink: z.string(),
  createdAt: isoDateTime,
  /**
   * Whether the order is due now (never tried, or its next try has come) or waits for a later try (a
   * call back the customer asked for, or the next try after no answer), as the server read its clock.
   */
  due: z.boolean(),
  /** Since when it is due (its next try, else its placing), or, when it waits, when it will be. */
  dueAt: isoDateTime,
  contactAttempts: count,
  nextContactAt: isoDateTime.nullable(),
  lastOutcome: z.enum(CONTACT_OUTCOMES).nullable(),
  claim: claimSchema.nullable(),
  risks: riskSignalsSchema,
  /**
   * Confirmation by button (docs/whatsapp.md): when the "order received" message went, and `noReply`
   * once the wait for its answer is over with none (the desk shows those first); null when none went.
   */
  whatsapp: z.object({ askedAt: isoDateTime, noReply: z.boolean() }).nullable().optional(),
});
export type QueueOrder = z.output<typeof queueOrderSchema>;

/**
 * GET /api/admin/orders/to-confirm: the orders due now oldest first, then those waiting for a later try,
 * soonest first (the desk shows them as two groups).
 */
export const queueSchema = z.object({
  orders: z.array(queueOrderSchema),
  /** The WhatsApp message's templates, as the shop words them (confirmation-message.ts). */
  messages: z.object({ en: z.string(), ur: z.string() }),
  /** Every pending order, of which `orders` shows the first QUEUE_LIMIT. */
  pending: count,
  /** Of the pending orders, those due now and those waiting for a later try (`pending` is their sum). */
  dueNow: count,
  later: count,
});
export type Queue = z.output<typeof queueSchema>;

export const claimResultSchema = claimSchema;

/** …and the answer of POST /api/admin/orders/{id}/contact: where the order stands after the call. */
export const contactResultSchema = z.object({
  id: z.guid(),
  status: z.enum(ORDER_STATUSES),
  statusHistory: z.array(statusHistoryEntrySchema),
  contactAttempts: count,
  nextContactAt: isoDateTime.nullable(),
  lastOutcome: z.enum(CONTACT_OUTCOMES).nullable(),
});
export type ContactResult = z.output<typeof contactResultSchema>;
