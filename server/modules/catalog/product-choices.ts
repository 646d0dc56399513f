import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from './catalog.tables';

/** More than this shop will sell; a bound so the answer cannot grow without limit. */
const CHOICES_MAX = 1000;

/**
 * The products staff may add to an order they edit (decision 022), with today's price and stock: what
 * the edit dialog's product search lists and its preview prices. Order staff read it (they may not read
 * the catalogue's admin API, which is the catalog capability's).
 */
export function listProductChoices(db: DbOrTx) {
  return db
    .select({ id: products.id, name: products.name, price: products.price, stock: products.stock })
    .from(products)
    .where(eq(products.status, 'published'))
    .orderBy(asc(products.name), asc(products.id))
    .limit(CHOICES_MAX);
}
