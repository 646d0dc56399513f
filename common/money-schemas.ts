import { z } from 'zod';
import { priceMessages, readAmount, readPrice, type PriceProblem } from './money';

/**
 * The typed-price rule (common/money.ts `readAmount`) as zod schemas, for the request schemas the server
 * validates with and the admin forms check with: a price is one amount, refused with a message otherwise.
 * Kept apart from money.ts so the storefront, which reads prices but never validates a form, needs no zod.
 */

/**
 * A price typed as text ("Rs. 6,500.50") or sent as a number (6500.5): its exact paisa. A price something
 * sells for (`positive`, the default) must be above 0 too; a price as it may already be stored need not.
 */
export function typedMoney(label: string, { positive = true } = {}) {
  const read = positive ? readPrice : readAmount;
  const messages = priceMessages(label);
  return z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input == null ? messages.empty : messages.notAmount),
    })
    .transform((value, ctx) => {
      const reading = read(value, label);
      if (reading.ok) return reading.paisa;
      ctx.addIssue({ code: 'custom', message: reading.message });
      return z.NEVER;
    });
}

/**
 * The same rule on text that is stored as typed (a home page tier's "Rs. 6,500", shown as staff wrote it);
 * `overrides` gives a problem the spec's own message ('Price is required' for a tier at 0). Empty text is
 * left to the field's own required rule, so it is not named twice.
 */
export function isPriceText(label: string, overrides: Partial<Record<PriceProblem, string>> = {}) {
  return (value: string, ctx: z.RefinementCtx) => {
    if (value.trim() === '') return;
    const reading = readPrice(value, label);
    if (!reading.ok) ctx.addIssue({ code: 'custom', message: overrides[reading.problem] ?? reading.message });
  };
}
