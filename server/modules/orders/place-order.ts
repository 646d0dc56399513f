import { eq } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import type { PlaceOrderInput } from '../../../common/orders/checkout-schema';
import {
  COD_MESSAGES,
  codFeePaisa,
  NO_COD_RULES,
  orderValueRefusal,
  servesCity,
  type CodRules,
} from '../../../common/orders/cod-rules';
import { formatMoney, fromPaisa, MAX_MONEY_PAISA, toPaisa } from '../../../common/money';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, ConflictError, FieldError, InputError } from '../../errors';
import {
  checkOrderCaps,
  NO_LONGER_AVAILABLE,
  priceProducts,
  refuseDrafts,
  shortfall,
  type PricedProduct,
  type StockLine,
} from '../catalog/stock';
import { chargeLines, loadHomeTiers, type ChargedLine, type PackSource } from './charge-lines';
import { hasOrderedBefore } from './cod-rules';
import { mayMailConfirmation } from './confirmation-allowance';
import { adReportsOnPlacing } from './order-ads';
import { newOrderMessages, shopWhatsApp, type ShopForMessages } from './order-messages';
import { writeOrders, type OrderToWrite } from './order-write';
import type { OrderWriter } from './order-writer';
import { orders } from './orders.tables';

export type PlacedOrder = { id: string; replayed: boolean };

export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different order. Send a new key for a new order.';

/**
 * What makes two requests "the same order" for an Idempotency-Key (the IETF idempotency-key draft):
 * the details and the lines the server acts on. Fields the server ignores (the client's prices and
 * total, line names) are left out, so a retry that recomputed them still matches.
 */
function fingerprint(input: PlaceOrderInput): string {
  const meaningful = {
    order: { ...input.order, total: undefined },
    items: input.items.map((item) => ({
      productId: item.productId,
      quantity: item.quantity,
      plan: item.plan,
    })),
  };
  return createHash('sha256').update(JSON.stringify(meaningful)).digest('base64url');
}

/** The order an earlier request with this key placed; a different request under the same key is a 422. */
async function replay(db: Database, key: string, print: string): Promise<PlacedOrder | undefined> {
  const [row] = await db
    .select({ id: orders.id, print: orders.idempotencyFingerprint })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  if (!row) return undefined;
  if (row.print !== print) throw new AppError(422, IDEMPOTENCY_KEY_REUSED);
  return { id: row.id, replayed: true };
}

/** The same product on two lines (two plans) is one stock take of every unit the lines hold. */
function stockNeeded(lines: ChargedLine[]): StockLine[] {
  const totals = new Map<string, number>();
  for (const line of lines) {
    totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity * line.packSize);
  }
  return [...totals].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * What the lines come to ("13001.00"), with `extraPaisa` (a COD fee) when given. `orders.total` is
 * numeric(10, 2): a total it cannot hold is refused as the order's fault (400, decision 026), never left
 * to fail the write with a 500.
 */
export function orderTotal(
  lines: ReadonlyArray<Pick<ChargedLine, 'price' | 'quantity'>>,
  currencySymbol: string,
  extraPaisa = 0,
): string {
  const paisa = lines.reduce((sum, line) => sum + toPaisa(line.price) * line.quantity, extraPaisa);
  if (paisa > MAX_MONEY_PAISA) {
    throw new InputError(
      `This order comes to more than ${formatMoney(fromPaisa(MAX_MONEY_PAISA), currencySymbol)}, ` +
        'the most one order can hold. Please order fewer items.',
    );
  }
  return fromPaisa(paisa);
}

/** An order priced and checked, ready for its one write (`commitOrder`). */
export type PreparedOrder = OrderToWrite & { priced: Map<string, PricedProduct> };

/**
 * What an order is before it is written (DESIGN.md §4): reads what it needs at once (the shop's
 * settings, the home page's packs when a line names one, the products' prices, packs and stock, and
 * whether the shopper may be mailed a confirmation), prices every line from the shop's own prices and
 * packs (the client's prices and total are ignored), applies the Cash on Delivery rules (a city COD does
 * not go to, an order under the minimum or over the maximum refused with 400; the fee added to the
 * total), checks the per-order caps, and refuses at once (409) when the stock just read cannot cover the
 * order. The rules come with the other reads, so they add no wait of their own. Prices are read before
 * the write, as READ COMMITTED read them inside a transaction too: a price changed between the read and
 * the commit is charged as it was when the order was priced, the same race as ever.
 */
export async function prepareOrder(
  db: Database,
  input: PlaceOrderInput,
  options: { idempotency: { key: string; print: string } | null } & Pick<
    OrderOptions,
    'shop' | 'packs' | 'codRules'
  >,
): Promise<PreparedOrder> {
  const details = input.order;
  const ids = [...new Set(input.items.map((item) => item.productId))];
  const withPlans = input.items.some((item) => item.plan?.kind === 'plan');
  const rules = options.codRules?.() ?? Promise.resolve(NO_COD_RULES);
  const [cod, shop, homeTiers, priced, mailShopper, orderedBefore] = await Promise.all([
    rules,
    options.shop(),
    loadHomeTiers(options.packs, input.items),
    priceProducts(db, ids, { withPlans }),
    mayMailConfirmation(db, details),
    // Read with the rest, and only when a fee is charged on first orders alone.
    rules.then((r) => (r.fee?.firstOrderOnly ? hasOrderedBefore(db, details.customerPhone) : false)),
  ]);
  if (!servesCity(cod, details.city)) throw new FieldError('city', COD_MESSAGES.cityNotServed(details.city));
  refuseDrafts(priced);
  const charged = chargeLines(input.items, priced, homeTiers, shop.currencySymbol);
  const itemsPaisa = toPaisa(orderTotal(charged, shop.currencySymbol));
  const refusal = orderValueRefusal(cod, itemsPaisa, shop.currencySymbol);
  if (refusal) throw new InputError(refusal);
  const feePaisa = codFeePaisa(cod.fee, itemsPaisa, !orderedBefore);
  const total = feePaisa ? orderTotal(charged, shop.currencySymbol, feePaisa) : fromPaisa(itemsPaisa);
  const codFee = fromPaisa(feePaisa);
  const stock = stockNeeded(charged);
  checkOrderCaps(stock, priced);
  // Sold out already when read: refused without waiting for the lock (the order came just after the last).
  const short = shortfall(stock, new Map([...priced.values()].map((p) => [p.id, p.stock])), priced);
  if (short) throw short;

  const id = randomUUID();
  const messages = newOrderMessages(
    {
      id,
      ...details,
      customerEmail: details.customerEmail ?? null,
      postalCode: details.postalCode ?? null,
      total,
      codFee,
      items: charged,
    },
    shop,
    { mailShopper },
  );
  // Where the owner reports purchases when placed, the ads' events are written with the order (docs/ads.md).
  const placing = {
    id,
    ...details,
    customerEmail: details.customerEmail ?? null,
    total,
    createdAt: new Date(),
  };
  messages.push(...adReportsOnPlacing(placing, charged, shop.ads));
  const whatsapp = shopWhatsApp(shop);
  return {
    id,
    details,
    total,
    codFee,
    idempotency: options.idempotency,
    lines: charged,
    stock,
    messages,
    // Why the shop hears nothing on WhatsApp of this order, kept on it for the order view.
    whatsappNotSentReason: 'notSent' in whatsapp ? whatsapp.notSent : null,
    priced,
  };
}

/**
 * Writes a prepared order in one statement (`writeOrders`): takes the stock atomically and, only then,
 * writes the order, its lines as charged, its first status-history entry and its notifications for the
 * outbox, delivered after commit. A shortfall found under the lock answers 409 and nothing is written.
 * With `writer`, the order is written together with the orders that come meanwhile (order-writer.ts).
 */
export async function commitOrder(db: Database, order: PreparedOrder, writer?: OrderWriter): Promise<void> {
  const written = writer
    ? await writer.write(order)
    : await writeOrders(db, [order]).then(({ placed, stock }) => ({ placed: placed[0]!, stock }));
  if (written.placed) return;
  throw (
    shortfall(order.stock, new Map(Object.entries(written.stock)), order.priced) ??
    new ConflictError(NO_LONGER_AVAILABLE)
  );
}

type OrderOptions = {
  idempotencyKey?: string;
  shop: () => Promise<ShopForMessages>;
  packs: PackSource;
  /** The Cash on Delivery rules in force (cod-rules.ts); without them, none. */
  codRules?: () => Promise<CodRules>;
  /** This process's writer of orders together (order-writer.ts); without it each order writes alone. */
  writer?: OrderWriter;
};

/**
 * Places an order (DESIGN.md §4): `prepareOrder` reads and prices it, `commitOrder` writes it in one
 * statement.
 * A repeated Idempotency-Key returns the first order instead of placing a second; the same key with a
 * different order is refused (422). The shopper's confirmation mail respects the hourly allowance per
 * address and phone.
 */
export async function placeOrder(
  db: Database,
  input: PlaceOrderInput,
  options: OrderOptions,
): Promise<PlacedOrder> {
  const key = options.idempotencyKey;
  // Only an order with a key is fingerprinted: without one there is nothing to compare it with.
  const idempotency = key ? { key, print: fingerprint(input) } : null;
  if (idempotency) {
    const earlier = await replay(db, idempotency.key, idempotency.print);
    if (earlier) return earlier;
  }
  const order = await prepareOrder(db, input, { ...options, idempotency });
  try {
    await commitOrder(db, order, options.writer);
    return { id: order.id, replayed: false };
  } catch (error) {
    // Two submits with one key raced past the first lookup: the loser answers with the winner's order.
    if (idempotency && isUniqueViolation(error, 'orders_idempotency_key_key')) {
      const earlier = await replay(db, idempotency.key, idempotency.print);
      if (earlier) return earlier;
    }
    throw error;
  }
}
