import { and, count, eq, gte, or, sql } from 'drizzle-orm';
import type { CheckoutDetails } from '../../../common/orders/checkout-schema';
import type { DbOrTx } from '../../db/client';
import { nationalPhone } from './order-search';
import { orders, phoneNational } from './orders.tables';

/**
 * Confirmation mails a recipient address or a phone may get in an hour. The order form mails
 * whatever address it is given, so without this cap a slow drip of orders (each within the order rate
 * limit) would turn the shop into a relay for an attacker's text. A real shopper places one or two orders
 * an hour; past the cap the order still stands and the shop still hears of it, only the shopper's
 * confirmation mail is left out (the shop confirms every order by phone anyway).
 */
export const CONFIRMATIONS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/** True when the new order's confirmation may be mailed: few enough orders to that address or phone. */
export async function mayMailConfirmation(tx: DbOrTx, details: CheckoutDetails): Promise<boolean> {
  if (!details.customerEmail) return false;
  const since = new Date(Date.now() - HOUR_MS);
  const phone = nationalPhone(details.customerPhone);
  const [row] = await tx
    .select({ recent: count() })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, since),
        or(
          eq(orders.customerEmail, details.customerEmail),
          sql`${phoneNational(orders.customerPhone)} = ${phone}`,
        ),
      ),
    );
  return (row?.recent ?? 0) < CONFIRMATIONS_PER_HOUR;
}
