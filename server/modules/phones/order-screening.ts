import type { DbOrTx } from '../../db/client';
import { FieldError, ForbiddenError } from '../../errors';
import { isPhoneBlocked } from './blocked-phones.service';
import { NOT_A_PAKISTANI_PHONE, normalizePakistaniPhone } from './pakistani-phone';

/** What a shopper on the blocklist is told: politely, with a way to still order. */
export function blockedOrderMessage(contactPhone: string | null): string {
  return contactPhone
    ? `We could not place this order online. Please call us on ${contactPhone} to order.`
    : 'We could not place this order online. Please contact us to order.';
}

/**
 * The checks a new order's phone passes before anything is priced or stored (decision 022): it must be a
 * Pakistani number (the couriers call it), and not one the shop has blocked.
 */
export async function screenOrderPhone(
  db: DbOrTx,
  typed: string,
  shop: { contactPhone: string | null },
): Promise<void> {
  const phone = normalizePakistaniPhone(typed);
  if (!phone) throw new FieldError('customerPhone', NOT_A_PAKISTANI_PHONE);
  if (await isPhoneBlocked(db, phone.normalized))
    throw new ForbiddenError(blockedOrderMessage(shop.contactPhone));
}
