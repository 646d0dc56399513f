import { z } from 'zod';

/** The writer's pieces (back-office §5 product rules): each refuses what staff must correct, with its message. */

/** numeric(10, 2): at most 8 digits before the point. */
export const MAX_PRICE = 99_999_999.99;

export const text = (max = 2000) =>
  z.string({ error: 'Must be text' }).trim().max(max, `At most ${max} characters`);
export const optionalText = (max = 2000) => text(max).default('');
export const requiredText = (label: string, max = 2000) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
/** A list of short texts; blank entries are dropped. */
export const requiredTextList = (label: string, max = 50) =>
  z
    .array(text(500), { error: `${label} must be a list` })
    .max(max, `${label}: at most ${max} entries`)
    .transform((list) => list.filter(Boolean));
export const textList = (label: string, max = 50) => requiredTextList(label, max).default([]);

/** A whole number ≥ 0, typed as a number or as digits ("6500"). */
export function wholeNumber(label: string) {
  const message = `${label} must be a whole number of at least 0`;
  return z
    .union([z.number({ error: message }), z.string().trim().regex(/^\d+$/, message).transform(Number)], {
      error: message,
    })
    .pipe(z.number().int(message).min(0, message).max(MAX_PRICE, `${label} is too large`));
}

/** An image or video address: http(s) or site-relative (/uploads/…). */
export const mediaUrlSchema = z
  .string({ error: 'A media address must be text' })
  .trim()
  .max(2000, 'A media address must be at most 2000 characters')
  .regex(/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, 'A media address must start with http://, https:// or /');

/** An optional image: '' and null both mean none. */
export const optionalMediaUrl = () =>
  mediaUrlSchema
    .or(z.literal(''))
    .nullable()
    .transform((s) => s || null)
    .default(null);

/** A list of items, at most `max`, none by default. */
export const itemList = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z.array(item).max(max, message).default([]);
