import { z } from 'zod';
import { hasNoControlCharacters, isOneLine } from '../text/text-rules';
import { isoDateTime } from '../wire';

/**
 * The blocklist of phones (decision 022): numbers the shop no longer takes orders from
 * online, managed from the order desk by staff with order access, every change audited.
 */
export const BLOCKLIST_MESSAGES = {
  added: 'Phone blocked',
  removed: 'Phone unblocked',
  alreadyBlocked: 'This phone is already blocked',
  notFound: 'This phone is not blocked',
  phoneRequired: 'Phone number is required',
  reasonTooLong: 'Reason must be at most 200 characters',
  removeConfirm: 'Orders from this phone will be taken again.',
} as const;

/** POST /api/admin/blocked-phones: the number in any form a customer types it, and why. */
export const blockPhoneSchema = z
  .object({
    phone: z
      .string({ error: BLOCKLIST_MESSAGES.phoneRequired })
      .trim()
      .min(1, BLOCKLIST_MESSAGES.phoneRequired)
      .max(25, 'Phone number must be at most 25 characters'),
    reason: z
      .string()
      .trim()
      .max(200, BLOCKLIST_MESSAGES.reasonTooLong)
      .refine(isOneLine, 'Reason must be one line')
      .refine(hasNoControlCharacters, 'Reason must not contain control characters')
      .optional(),
  })
  .strict();
export type BlockPhoneInput = z.output<typeof blockPhoneSchema>;

export const blockedPhoneSchema = z.object({
  /** E.164, the key: `+923001234567`. */
  phone: z.string(),
  /** As staff read it: `+92 300 1234567`. */
  display: z.string(),
  reason: z.string().nullable(),
  blockedBy: z.string(),
  blockedAt: isoDateTime,
});
export type BlockedPhone = z.output<typeof blockedPhoneSchema>;

export const blockedPhoneListSchema = z.array(blockedPhoneSchema);

/**
 * POST /api/admin/blocked-phones/unblock: the E.164 number as the list answered it. In the body, not the
 * address: a customer's phone has no place in the access log. (Our route, not the spec's: the blocklist
 * is ours.)
 */
export const unblockPhoneSchema = z.strictObject({
  phone: z.string({ error: 'Phone is required' }).regex(/^\+\d{8,15}$/, 'Invalid phone'),
});
export type UnblockPhoneInput = z.input<typeof unblockPhoneSchema>;
