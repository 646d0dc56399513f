import { eq, inArray } from 'drizzle-orm';
import { MAX_ORDER_LINES, MAX_ORDER_UNITS } from '../../../common/orders/checkout-schema';
import {
  discountTooBigMessage,
  isEditable,
  notEditableMessage,
  ORDER_EDIT_MESSAGES,
  type OrderEditInput,
} from '../../../common/orders/order-edit-schema';
import { formatMoney, fromPaisa, toPaisa } from '../../../common/money';
import type { AuditSummary } from '../../../common/admin/audit-schemas';
import type { Database, Transaction } from '../../db/client';
import { ConflictError, InputError, NotFoundError } from '../../errors';
import { withAudit, type Actor } from '../audit/with-audit';
import { checkOrderCaps, priceProducts, type PricedProduct } from '../catalog/stock';
import { moveStock, type StockMove } from '../catalog/stock-moves';
import { NOT_A_PAKISTANI_PHONE, normalizePakistaniPhone } from '../phones/pakistani-phone';
import {
  chargeLines,
  readHomeTiers,
  type ChargedLine,
  type HomeTiers,
  type PackSource,
} from './charge-lines';
import { readOrder, type Order } from './order-desk';
import { orderItems, orders, type StatusHistoryEntry } from './orders.tables';

/**
 * Editing an order until it ships (issue 17 §3, decision 022): its lines and quantities, the customer's
 * details and a staff discount, in one transaction that locks the order, reprices every line from
 * today's prices and packs (charge-lines.ts, as a new order would be charged), moves the stock by the
 * difference per product (stock-moves.ts), and records what changed and who changed it in the order's
 * history and the audit trail.
 */

export type OrderEditDeps = {
  /** The shop's currency symbol, for the words of the refusals and the history note. */
  shop: () => Promise<{ currencySymbol: string }>;
  packs: PackSource;
};

export type OrderEditResult = {
  order: Order;
  /** False when the edit changed nothing (nothing was written, no history, no audit entry). */
  changed: boolean;
  /** Each product's stock before and after, for the low-stock alerts to follow (issue 17 §7). */
  stockMoves: StockMove[];
};

type Item = typeof orderItems.$inferSelect;
type DetailKey = 'customerName' | 'customerPhone' | 'shippingAddress' | 'city' | 'postalCode';
const DETAIL_LABELS: Record<DetailKey, string> = {
  customerName: 'name',
  customerPhone: 'phone',
  shippingAddress: 'address',
  city: 'city',
  postalCode: 'postal code',
};

/** A 400 about one field, in the `field: message` form the schema's refusals take, for the form. */
const fieldRefusal = (field: string, message: string) => new InputError(message, [`${field}: ${message}`]);

/** Thrown inside the transaction when the edit would change nothing: it rolls back, the order is answered. */
class NothingChanged extends Error {}

export async function editOrder(
  db: Database,
  orderId: string,
  input: OrderEditInput,
  actor: Actor,
  deps: OrderEditDeps,
): Promise<OrderEditResult> {
  // Read before the transaction: on the embedded database its one connection is the transaction's.
  const [{ currencySymbol }, homeTiers] = await Promise.all([deps.shop(), readHomeTiers(deps.packs)]);
  const target = { entity: 'order', action: 'update', entityId: orderId } as const;
  try {
    return await withAudit(db, actor, target, (tx) =>
      applyEdit(tx, orderId, input, actor, { currencySymbol, homeTiers }),
    );
  } catch (error) {
    if (!(error instanceof NothingChanged)) throw error;
    const order = await readOrder(db, orderId);
    if (!order) throw new NotFoundError('Order not found');
    return { order, changed: false, stockMoves: [] };
  }
}

async function applyEdit(
  tx: Transaction,
  orderId: string,
  input: OrderEditInput,
  actor: Actor,
  shop: { currencySymbol: string; homeTiers: HomeTiers },
) {
  const money = (value: string) => formatMoney(value, shop.currencySymbol);
  // The row lock first: a status change, a desk outcome or another edit of this order waits for us.
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new NotFoundError('Order not found');
  if (!isEditable(order.status)) throw new ConflictError(notEditableMessage(order.status));
  if (order.updatedAt.getTime() !== Date.parse(input.expectedUpdatedAt)) {
    throw new ConflictError(ORDER_EDIT_MESSAGES.stale);
  }
  // By name, so the history note and the audit trail read the same way every time.
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.productName, orderItems.id);
  const plan = planLines(items, input);

  const ids = [
    ...new Set([
      ...plan.kept.flatMap(({ item }) => item.productId ?? []),
      ...plan.added.map((a) => a.productId),
    ]),
  ];
  const priced = ids.length
    ? await priceProducts(tx, ids, { withPlans: plan.kept.some(({ item }) => mayBePack(item)) })
    : new Map<string, PricedProduct>();
  for (const added of plan.added) {
    const twin = plan.kept.find(({ item }) => item.productId === added.productId && !mayBePack(item));
    if (twin) {
      throw new InputError(
        `${priced.get(added.productId)!.name} is already on the order: change its quantity`,
      );
    }
  }

  // Every line charged as a new order would be today: lines whose product is gone keep their charge.
  const repriced = plan.kept.filter(({ item }) => item.productId);
  const charged = chargeLines(
    [
      ...repriced.map(({ item, quantity }) => ({
        productId: item.productId!,
        quantity,
        plan: packOf(item, priced.get(item.productId!)!, shop.homeTiers),
      })),
      ...plan.added.map((added) => ({ productId: added.productId, quantity: added.quantity })),
    ],
    priced,
    shop.homeTiers,
    shop.currencySymbol,
  );
  const orphans = plan.kept.filter(({ item }) => !item.productId);
  for (const { item, quantity } of orphans) {
    if (quantity !== item.quantity) {
      throw new ConflictError(
        `${item.productName} is no longer in the shop: remove it or leave its quantity`,
      );
    }
  }
  const after: Array<ChargedLine & { itemId?: string }> = [
    ...repriced.map(({ item }, n) => ({ ...charged[n]!, itemId: item.id })),
    ...charged.slice(repriced.length),
  ];
  const lineCount = after.length + orphans.length;
  if (lineCount > MAX_ORDER_LINES) throw new InputError(`An order may hold at most ${MAX_ORDER_LINES} lines`);
  const units = after.reduce((sum, line) => sum + line.quantity * line.packSize, 0);
  if (units > MAX_ORDER_UNITS) {
    throw new InputError(`An order may hold at most ${MAX_ORDER_UNITS} items in all`);
  }
  const newUnits = unitsByProduct(after);
  checkOrderCaps(
    [...newUnits].map(([productId, quantity]) => ({ productId, quantity })),
    priced,
  );

  // The total: every line as charged now, less the discount, which may not exceed them.
  const linesPaisa =
    after.reduce((sum, line) => sum + toPaisa(line.price) * line.quantity, 0) +
    orphans.reduce((sum, { item }) => sum + toPaisa(item.price) * item.quantity, 0);
  const discountPaisa = Math.round(input.discount * 100);
  if (discountPaisa > linesPaisa) {
    throw fieldRefusal('discount', discountTooBigMessage(fromPaisa(linesPaisa), shop.currencySymbol));
  }
  const total = fromPaisa(linesPaisa - discountPaisa);
  const discount = fromPaisa(discountPaisa);

  const details = {
    customerName: input.customerName,
    customerPhone: input.customerPhone,
    shippingAddress: input.shippingAddress,
    city: input.city,
    postalCode: input.postalCode ?? null,
  } satisfies Record<DetailKey, string | null>;
  const changedDetails = (Object.keys(details) as DetailKey[]).filter((key) => details[key] !== order[key]);
  // The couriers call this number: a new one must be a Pakistani phone, as at checkout.
  if (changedDetails.includes('customerPhone') && !normalizePakistaniPhone(input.customerPhone)) {
    throw fieldRefusal('customerPhone', NOT_A_PAKISTANI_PHONE);
  }

  // What changed, in words for the history and as flat fields for the audit trail.
  const notes: string[] = [];
  const before: AuditSummary = {};
  const afterSummary: AuditSummary = {};
  const byItem = new Map(after.flatMap((line) => (line.itemId ? [[line.itemId, line] as const] : [])));
  let linesChanged = false;
  for (const item of items) {
    const now = byItem.get(item.id);
    const orphan = orphans.some((kept) => kept.item.id === item.id);
    if (orphan) continue;
    if (!now) {
      notes.push(`${item.productName} removed`);
      linesChanged = true;
    } else if (now.quantity !== item.quantity) {
      notes.push(`${now.productName} ${item.quantity} → ${now.quantity}`);
      linesChanged = true;
    } else if (now.productName !== item.productName || toPaisa(now.price) !== toPaisa(item.price)) {
      linesChanged = true; // repriced or renamed: the total's change says it
    }
  }
  for (const line of after.filter((line) => !line.itemId)) {
    notes.push(`${line.productName} × ${line.quantity} added`);
    linesChanged = true;
  }
  if (linesChanged) {
    before.lines = describeLines(items);
    afterSummary.lines = describeLines([...after, ...orphans.map(({ item }) => item)]);
  }
  for (const key of changedDetails) {
    notes.push(DETAIL_LABELS[key]);
    before[key] = order[key];
    afterSummary[key] = details[key];
  }
  const reason = discountPaisa > 0 ? input.discountReason : null;
  if (toPaisa(order.discount) !== discountPaisa || (order.discountReason ?? null) !== reason) {
    notes.push(discountPaisa > 0 ? `discount ${money(discount)} (${reason})` : 'discount removed');
    before.discount = order.discount;
    before.discountReason = order.discountReason;
    afterSummary.discount = discount;
    afterSummary.discountReason = reason;
  }
  if (toPaisa(order.total) !== toPaisa(total)) {
    notes.push(`total ${money(order.total)} → ${money(total)}`);
    before.total = order.total;
    afterSummary.total = total;
  }
  if (!notes.length) throw new NothingChanged();

  // Stock by the difference per product, then the lines, then the order: all or nothing.
  const oldUnits = unitsByProduct(
    items.filter((item): item is Item & { productId: string } => !!item.productId),
  );
  const deltas = new Map<string, number>();
  for (const id of new Set([...oldUnits.keys(), ...newUnits.keys()])) {
    deltas.set(id, (newUnits.get(id) ?? 0) - (oldUnits.get(id) ?? 0));
  }
  const stockMoves = await moveStock(tx, deltas, priced);

  const removed = items.filter(
    (item) => !byItem.has(item.id) && !orphans.some((kept) => kept.item.id === item.id),
  );
  if (removed.length) {
    await tx.delete(orderItems).where(
      inArray(
        orderItems.id,
        removed.map((item) => item.id),
      ),
    );
  }
  for (const line of after) {
    const values = {
      productName: line.productName,
      quantity: line.quantity,
      price: line.price,
      packSize: line.packSize,
    };
    if (line.itemId) await tx.update(orderItems).set(values).where(eq(orderItems.id, line.itemId));
    else await tx.insert(orderItems).values({ ...values, orderId, productId: line.productId });
  }
  const entry: StatusHistoryEntry = {
    previousStatus: order.status,
    status: order.status,
    changedAt: new Date().toISOString(),
    note: `Edited: ${notes.join(', ')}`,
    changedBy: actor.username,
  };
  await tx
    .update(orders)
    .set({
      ...details,
      total,
      discount,
      discountReason: reason,
      statusHistory: [...order.statusHistory, entry],
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
  const updated = await readOrder(tx, orderId);
  return {
    result: { order: updated!, changed: true, stockMoves },
    before,
    after: { ...afterSummary, note: entry.note },
  };
}

/** The lines after the edit: items kept (with their new quantity) and products added. */
function planLines(items: Item[], input: OrderEditInput) {
  const byId = new Map(items.map((item) => [item.id, item]));
  const kept: Array<{ item: Item; quantity: number }> = [];
  const added: Array<{ productId: string; quantity: number }> = [];
  for (const line of input.lines) {
    if (line.productId) {
      added.push({ productId: line.productId, quantity: line.quantity });
      continue;
    }
    const item = byId.get(line.itemId!);
    if (!item) throw new InputError(ORDER_EDIT_MESSAGES.unknownItem);
    if (line.quantity > 0) kept.push({ item, quantity: line.quantity });
  }
  return { kept, added };
}

/** A line that may be a pack (decision 011): more than one jar in each, or named "Product, Label". */
const mayBePack = (item: Item) => item.packSize > 1 || item.productName.includes(', ');

/**
 * The pack an order line sells, as the shop offers it today, so `chargeLines` charges today's price for
 * it: the line keeps the label it was named with ("Vitalix, 3 Jars" is the "3 Jars" pack) and its jars.
 * A line of one jar that names no pack on offer is the product sold singly; a bundle no longer offered
 * cannot be repriced, and staff are told to replace it.
 */
function packOf(item: Item, product: PricedProduct, homeTiers: HomeTiers) {
  if (!mayBePack(item)) return undefined;
  const prefix = `${product.name}, `;
  const label = item.productName.startsWith(prefix)
    ? item.productName.slice(prefix.length)
    : item.productName.slice(item.productName.lastIndexOf(', ') + 2);
  const matches = (pack: { label: string; jars: number }) =>
    pack.label === label && pack.jars === item.packSize;
  const asPlan = product.plans.find(matches);
  if (asPlan) return { kind: 'plan' as const, label, jars: asPlan.jars, price: asPlan.price };
  const asTier = homeTiers.get(product.id)?.find(matches);
  if (asTier) return { kind: 'tier' as const, label, jars: asTier.jars, price: asTier.price };
  if (item.packSize === 1) return undefined;
  throw new ConflictError(`${item.productName} is no longer offered: remove it and add the product again`);
}

function unitsByProduct(lines: Array<{ productId: string; quantity: number; packSize: number }>) {
  const units = new Map<string, number>();
  for (const line of lines) {
    units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity * line.packSize);
  }
  return units;
}

/** "Vitalix × 2; Sidr Honey × 1": an order's lines in one flat audit field. */
function describeLines(lines: Array<{ productName: string; quantity: number }>) {
  return lines
    .map((line) => `${line.productName} × ${line.quantity}`)
    .sort()
    .join('; ');
}
