import { eq, inArray, sql } from 'drizzle-orm';
import { MAX_ORDER_LINES, MAX_ORDER_UNITS } from '../../../common/orders/checkout-schema';
import {
  discountTooBigMessage,
  isEditable,
  notEditableMessage,
  ORDER_EDIT_MESSAGES,
  totalMovedMessage,
  type OrderEditInput,
  type OrderEditPreview,
} from '../../../common/orders/order-edit-schema';
import { formatMoney, fromPaisa, toPaisa } from '../../../common/money';
import { PRODUCT_STATUS_MESSAGES } from '../../../common/catalog/product-status';
import type { AuditSummary } from '../../../common/admin/audit-schemas';
import type { Database, DbOrTx, Transaction } from '../../db/client';
import { ConflictError, InputError, NotFoundError } from '../../errors';
import { withAudit, type Actor } from '../audit/with-audit';
import { checkOrderCaps, priceProducts, shortfall, type PricedProduct } from '../catalog/stock';
import { moveStock, type StockMove } from '../catalog/stock-moves';
import { NOT_A_PAKISTANI_PHONE, normalizePakistaniPhone } from '../phones/pakistani-phone';
import { readHomeTiers, type HomeTiers, type PackSource } from './charge-lines';
import { describeItems, growsAPack, priceLines, productsOf, readLines, type LineAfter } from './edit-lines';
import { readOrder, type Order } from './order-desk';
import { orderItems, orders, type StatusHistoryEntry } from './orders.tables';
import { orderTotal } from './place-order';

/**
 * Editing an order until it ships (decision 022): its lines and quantities, the customer's
 * details, a staff discount and the Cash on Delivery fee (kept as charged unless changed), in one
 * transaction that locks the order, keeps each item at the price
 * it was agreed at and charges today's price only for units and products added (edit-lines.ts), moves
 * the stock by the difference per product (stock-moves.ts), and records what changed, both totals and
 * who changed it in the order's history and the audit trail. The preview works out the same edit
 * without writing (or locking) anything, so the dialog shows the figures the save will store.
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
  /** Each product's stock before and after, for the low-stock alerts to follow (decision 024). */
  stockMoves: StockMove[];
};

type Shop = { currencySymbol: string; homeTiers: HomeTiers };
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

// Read before the transaction: on the embedded database its one connection is the transaction's.
async function readShop(deps: OrderEditDeps): Promise<Shop> {
  const [{ currencySymbol }, homeTiers] = await Promise.all([deps.shop(), readHomeTiers(deps.packs)]);
  return { currencySymbol, homeTiers };
}

export async function editOrder(
  db: Database,
  orderId: string,
  input: OrderEditInput,
  actor: Actor,
  deps: OrderEditDeps,
): Promise<OrderEditResult> {
  const shop = await readShop(deps);
  const target = { entity: 'order', action: 'update', entityId: orderId } as const;
  try {
    return await withAudit(db, actor, target, async (tx) => {
      // The row lock first: a status change, a desk outcome or another edit of this order waits for us.
      const plan = await planEdit(tx, orderId, input, shop, { lock: true });
      if (!plan.changed) throw new NothingChanged();
      return writeEdit(tx, plan, actor);
    });
  } catch (error) {
    if (!(error instanceof NothingChanged)) throw error;
    const order = await readOrder(db, orderId);
    if (!order) throw new NotFoundError('Order not found');
    return { order, changed: false, stockMoves: [] };
  }
}

/**
 * What `editOrder` would do with the same body, refused the same way (a stock shortfall included, from
 * the stock as read), and nothing written: the figures the save stores unless a price or the stock
 * changes in between.
 */
export async function previewOrderEdit(
  db: Database,
  orderId: string,
  input: OrderEditInput,
  deps: OrderEditDeps,
): Promise<OrderEditPreview> {
  const plan = await planEdit(db, orderId, input, await readShop(deps), { lock: false });
  if (plan.changed) {
    const takes = [...plan.deltas]
      .filter(([, units]) => units > 0)
      .map(([productId, quantity]) => ({ productId, quantity }));
    const stock = new Map([...plan.priced].map(([id, product]) => [id, product.stock]));
    const short = shortfall(takes, stock, plan.priced);
    if (short) throw short;
  }
  return plan.preview;
}

type EditPlan = Awaited<ReturnType<typeof planEdit>>;

/** Reads the order and works the edit out: every refusal but the stock's, and nothing written. */
async function planEdit(
  db: DbOrTx,
  orderId: string,
  input: OrderEditInput,
  shop: Shop,
  { lock }: { lock: boolean },
) {
  const money = (value: string) => formatMoney(value, shop.currencySymbol);
  const select = db.select().from(orders).where(eq(orders.id, orderId));
  const [order] = lock ? await select.for('update') : await select;
  if (!order) throw new NotFoundError('Order not found');
  if (!isEditable(order.status)) throw new ConflictError(notEditableMessage(order.status));
  if (order.updatedAt.getTime() !== Date.parse(input.expectedUpdatedAt)) {
    throw new ConflictError(ORDER_EDIT_MESSAGES.stale);
  }
  // By name, so the history note and the audit trail read the same way every time.
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.productName, orderItems.pricedAt, orderItems.id);
  const { lines: asked, added } = readLines(items, input);
  const ids = productsOf(asked, added);
  const priced = ids.length
    ? await priceProducts(db, ids, { withPlans: growsAPack(asked) })
    : new Map<string, PricedProduct>();
  // A draft is not for sale (decision 029): staff may keep its lines, not add it to an order.
  const draft = added.map((a) => priced.get(a.productId)).find((p) => p?.status === 'draft');
  if (draft) throw new InputError(PRODUCT_STATUS_MESSAGES.draftNotOrderable(draft.name));
  const lines = priceLines(asked, added, priced, shop.homeTiers, shop.currencySymbol);

  const rows = lines.flatMap((line) => line.rows);
  if (lines.filter((line) => line.quantity > 0).length > MAX_ORDER_LINES) {
    throw new InputError(`An order may hold at most ${MAX_ORDER_LINES} lines`);
  }
  const units = rows.reduce((sum, row) => sum + row.quantity * row.packSize, 0);
  if (units > MAX_ORDER_UNITS) {
    throw new InputError(`An order may hold at most ${MAX_ORDER_UNITS} items in all`);
  }
  const newUnits = unitsByProduct(rows);
  checkOrderCaps(
    [...newUnits].map(([productId, quantity]) => ({ productId, quantity })),
    priced,
  );

  // The total: every item at its price (agreed, or today's for units added), less the discount, with
  // the COD fee as charged at checkout unless staff change it.
  const itemsPaisa = (list: Array<{ price: string; quantity: number }>) =>
    list.reduce((sum, row) => sum + toPaisa(row.price) * row.quantity, 0);
  // Capped as a new order's total is (orders.total's column): a 400, never the write's 500.
  const linesPaisa = toPaisa(orderTotal(rows, shop.currencySymbol));
  const discountPaisa = Math.round(input.discount * 100);
  if (discountPaisa > linesPaisa) {
    throw fieldRefusal('discount', discountTooBigMessage(fromPaisa(linesPaisa), shop.currencySymbol));
  }
  const feePaisa = input.codFee === undefined ? toPaisa(order.codFee) : Math.round(input.codFee * 100);
  // With a fee, the sum is capped again: the fee added and the discount taken off.
  const total = feePaisa
    ? orderTotal(rows, shop.currencySymbol, feePaisa - discountPaisa)
    : fromPaisa(linesPaisa - discountPaisa);
  const discount = fromPaisa(discountPaisa);
  const codFee = fromPaisa(feePaisa);
  if (input.expectedTotal !== undefined && Math.round(input.expectedTotal * 100) !== toPaisa(total)) {
    throw new ConflictError(totalMovedMessage(total, shop.currencySymbol));
  }

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
  const notes = lines.flatMap((line) => lineNote(line, money));
  const before: AuditSummary = {};
  const after: AuditSummary = {};
  if (notes.length) {
    before.lines = describeItems(items);
    after.lines = describeItems(rows);
  }
  for (const key of changedDetails) {
    notes.push(DETAIL_LABELS[key]);
    before[key] = order[key];
    after[key] = details[key];
  }
  const reason = discountPaisa > 0 ? input.discountReason : null;
  if (toPaisa(order.discount) !== discountPaisa || (order.discountReason ?? null) !== reason) {
    notes.push(discountPaisa > 0 ? `discount ${money(discount)} (${reason})` : 'discount removed');
    before.discount = order.discount;
    before.discountReason = order.discountReason;
    after.discount = discount;
    after.discountReason = reason;
  }
  if (toPaisa(order.codFee) !== feePaisa) {
    notes.push(feePaisa > 0 ? `COD fee ${money(codFee)}` : 'COD fee removed');
    before.codFee = order.codFee;
    after.codFee = codFee;
  }
  // Both totals, always: the figure the customer agreed to and the one the courier now collects.
  before.total = order.total;
  after.total = total;
  const changed = notes.length > 0;
  notes.push(
    toPaisa(order.total) === toPaisa(total)
      ? `total unchanged at ${money(total)}`
      : `total ${money(order.total)} → ${money(total)}`,
  );
  const note = `Edited: ${notes.join(', ')}`;

  const oldUnits = unitsByProduct(items);
  const deltas = new Map<string, number>();
  for (const id of new Set([...oldUnits.keys(), ...newUnits.keys()])) {
    deltas.set(id, (newUnits.get(id) ?? 0) - (oldUnits.get(id) ?? 0));
  }
  const preview: OrderEditPreview = {
    changed,
    note: changed ? note : null,
    lines: lines.map((line) => ({
      itemIds: line.items.map((item) => item.id),
      productId: line.productId,
      productName: line.productName,
      packSize: line.packSize,
      quantityBefore: line.quantityBefore,
      quantity: line.quantity,
      parts: line.parts,
      total: fromPaisa(itemsPaisa(line.parts)),
    })),
    before: {
      items: fromPaisa(itemsPaisa(items)),
      discount: order.discount,
      codFee: order.codFee,
      total: order.total,
    },
    after: { items: fromPaisa(linesPaisa), discount, codFee, total },
  };
  return {
    order,
    items,
    rows,
    priced,
    deltas,
    details,
    discount,
    reason,
    codFee,
    total,
    changed,
    note,
    audit: { before, after },
    preview,
  };
}

/** "Vitalix 2 → 3 (1 at Rs 7,000.00)", "Sidr Honey removed", "Ajwa Dates × 4 added", or nothing. */
function lineNote(line: LineAfter, money: (value: string) => string): string[] {
  if (line.quantity === line.quantityBefore) return [];
  if (line.quantity === 0) return [`${line.productName} removed`];
  if (line.quantityBefore === 0) return [`${line.productName} × ${line.quantity} added`];
  const today = line.today?.ownItem ? ` (${line.today.quantity} at ${money(line.today.price)})` : '';
  return [`${line.productName} ${line.quantityBefore} → ${line.quantity}${today}`];
}

/** Stock by the difference per product, then the items, then the order: all or nothing. */
async function writeEdit(tx: Transaction, plan: EditPlan, actor: Actor) {
  const { order, items, rows } = plan;
  const stockMoves = await moveStock(tx, plan.deltas, plan.priced);

  const kept = new Map(rows.flatMap((row) => (row.itemId ? [[row.itemId, row] as const] : [])));
  const removed = items.filter((item) => !kept.has(item.id));
  if (removed.length) {
    await tx.delete(orderItems).where(
      inArray(
        orderItems.id,
        removed.map((item) => item.id),
      ),
    );
  }
  // Kept items change only in quantity: their name and agreed price stay as sold.
  for (const item of items) {
    const row = kept.get(item.id);
    if (row && row.quantity !== item.quantity) {
      await tx.update(orderItems).set({ quantity: row.quantity }).where(eq(orderItems.id, item.id));
    }
  }
  const fresh = rows.filter((row) => !row.itemId);
  if (fresh.length) {
    await tx.insert(orderItems).values(
      fresh.map((row) => ({
        orderId: order.id,
        productId: row.productId,
        productName: row.productName,
        quantity: row.quantity,
        price: row.price,
        packSize: row.packSize,
        // The clock, not the transaction's start: an edit that waited on the order's lock is later.
        pricedAt: sql`clock_timestamp()`,
      })),
    );
  }
  const entry: StatusHistoryEntry = {
    previousStatus: order.status,
    status: order.status,
    changedAt: new Date().toISOString(),
    note: plan.note,
    changedBy: actor.username,
    totalBefore: order.total,
    totalAfter: plan.total,
  };
  await tx
    .update(orders)
    .set({
      ...plan.details,
      total: plan.total,
      discount: plan.discount,
      discountReason: plan.reason,
      codFee: plan.codFee,
      statusHistory: [...order.statusHistory, entry],
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  const updated = await readOrder(tx, order.id);
  return {
    result: { order: updated!, changed: true, stockMoves },
    before: plan.audit.before,
    after: { ...plan.audit.after, note: entry.note },
  };
}

/** Stock units per product (a 3-jar pack counts 3); items whose product was deleted hold none. */
function unitsByProduct(list: Array<{ productId: string | null; quantity: number; packSize: number }>) {
  const units = new Map<string, number>();
  for (const row of list) {
    if (!row.productId) continue;
    units.set(row.productId, (units.get(row.productId) ?? 0) + row.quantity * row.packSize);
  }
  return units;
}
