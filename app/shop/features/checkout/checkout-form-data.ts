import type { PlaceOrderInput } from '../../../../common/orders/checkout-schema';
import { idempotencyKeySchema, placeOrderSchema } from '../../../../common/orders/checkout-schema';

export const CHECKOUT_FIELDS = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'shippingAddress',
  'city',
  'postalCode',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type FieldErrors = Partial<Record<CheckoutField, string>>;

export type CheckoutFailure = { fieldErrors: FieldErrors; formError: string | null };

/** The cart travels with the form as JSON in a hidden field: lines of product id and quantity. */
function readItems(raw: FormDataEntryValue | null): unknown {
  if (typeof raw !== 'string' || raw === '') return [];
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * Reads a checkout form post (the action's input) through the same schema as POST /api/orders: the
 * answer is the order to place, or the messages to show beside each field.
 */
export function parseCheckoutForm(
  form: FormData,
):
  | { ok: true; input: PlaceOrderInput; idempotencyKey: string | undefined }
  | ({ ok: false } & CheckoutFailure) {
  const order = Object.fromEntries(CHECKOUT_FIELDS.map((field) => [field, String(form.get(field) ?? '')]));
  const result = placeOrderSchema.safeParse({ order, items: readItems(form.get('items')) });
  // The key is bounded as on the API (the page makes a UUID; anything else was not sent by it).
  const rawKey = form.get('idempotencyKey');
  const key = rawKey === null || rawKey === '' ? undefined : idempotencyKeySchema.safeParse(rawKey);
  if (result.success && (!key || key.success)) {
    return { ok: true, input: result.data, idempotencyKey: key?.data };
  }
  if (key && !key.success) return { ok: false, fieldErrors: {}, formError: key.error.issues[0]!.message };
  const fieldErrors: FieldErrors = {};
  let formError: string | null = null;
  for (const issue of result.error!.issues) {
    const [scope, field] = issue.path;
    if (scope === 'order' && CHECKOUT_FIELDS.includes(field as CheckoutField)) {
      fieldErrors[field as CheckoutField] ??= issue.message;
    } else {
      formError ??= issue.message;
    }
  }
  return { ok: false, fieldErrors, formError };
}
