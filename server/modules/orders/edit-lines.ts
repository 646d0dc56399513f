import { toPaisa } from '../../../common/money';
import { ORDER_EDIT_MESSAGES, type OrderEditInput } from '../../../common/orders/order-edit-schema';
import { mayBePack, orderLineKey, packLabel } from '../../../common/orders/order-lines';
import { ConflictError, InputError } from '../../errors';
import type { PricedProduct } from '../catalog/stock';
import { chargeLines, type HomeTiers } from './charge-lines';
import type { orderItems } from './orders.tables';

/**
 * The lines of an order edit (decision 022): an agreed price stays agreed. Each item keeps the unit
 * price it was sold at; only units added to a line, and products added, are charged today's price
 * (`chargeLines`, as a new order would be). Units added at a price other than the line's newest item's
 * become an item of their own, so every item stays one quantity at one exact price, which the slip, the
 * mails, the order view and the totals read as they always have. Units taken off come off the most
 * recently priced items first, so an increase taken back restores the agreed figure.
 */

export type Item = typeof orderItems.$inferSelect;

/** One line as staff edit it: the order's items of one product and pack, oldest price first. */
type EditLine = { items: Item[]; quantity: number };

/** An item as the edit leaves it: one already on the order (`itemId`) or one the edit adds. */
export type RowAfter = {
  itemId?: string;
  productId: string | null;
  productName: string;
  quantity: number;
  price: string;
  packSize: number;
  /** Priced before this edit (kept at its agreed price), or at today's price by it. */
  agreed: boolean;
};

/** A line before and after the edit. */
export type LineAfter = {
  items: Item[];
  productId: string | null;
  productName: string;
  packSize: number;
  quantityBefore: number;
  quantity: number;
  /** Its items after the edit, oldest price first; none when the line is removed. */
  rows: RowAfter[];
  /** Its units by unit price: as agreed, oldest first, then those the edit adds at today's price. */
  parts: Array<{ quantity: number; price: string; agreed: boolean }>;
  /** Units the edit adds at today's price; `ownItem` when that price is not the newest item's. */
  today: { quantity: number; price: string; ownItem: boolean } | null;
};

/**
 * The order's lines with the quantity the body asks for each (the sum of what it sends for their items;
 * an item left out counts 0), and the products it adds. An item not of this order is a 400.
 */
export function readLines(items: Item[], input: OrderEditInput) {
  const byId = new Map(items.map((item) => [item.id, item]));
  const lines = new Map<string, EditLine>();
  for (const item of items) {
    const line = lines.get(orderLineKey(item)) ?? { items: [], quantity: 0 };
    line.items.push(item);
    lines.set(orderLineKey(item), line);
  }
  const added: Array<{ productId: string; quantity: number }> = [];
  for (const line of input.lines) {
    if (line.productId) {
      added.push({ productId: line.productId, quantity: line.quantity });
      continue;
    }
    const item = byId.get(line.itemId!);
    if (!item) throw new InputError(ORDER_EDIT_MESSAGES.unknownItem);
    lines.get(orderLineKey(item))!.quantity += line.quantity;
  }
  for (const line of lines.values()) line.items.sort(byPricedAt);
  return { lines: [...lines.values()], added };
}

const byPricedAt = (a: Item, b: Item) =>
  a.pricedAt.getTime() - b.pricedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const unitsOf = (items: Array<{ quantity: number }>) => items.reduce((sum, item) => sum + item.quantity, 0);

/** The products whose today's price the edit needs: every line's that still has one, and those added. */
export function productsOf(lines: EditLine[], added: Array<{ productId: string }>) {
  return [
    ...new Set([
      ...lines.flatMap((line) => line.items[0]!.productId ?? []),
      ...added.map((a) => a.productId),
    ]),
  ];
}

/** Whether a line that grows may be a pack, whose today's price is one of the product's plans. */
export const growsAPack = (lines: EditLine[]) =>
  lines.some((line) => line.quantity > unitsOf(line.items) && mayBePack(line.items.at(-1)!));

/**
 * Each line after the edit, then each product added. Refuses a product added that is already on the
 * order sold singly (change its quantity instead), a change to a line whose product was deleted, and
 * units added to a pack the shop no longer offers.
 */
export function priceLines(
  lines: EditLine[],
  added: Array<{ productId: string; quantity: number }>,
  priced: Map<string, PricedProduct>,
  homeTiers: HomeTiers,
  currencySymbol: string,
): LineAfter[] {
  for (const product of added) {
    const twin = lines.find(
      (line) =>
        line.quantity > 0 && line.items[0]!.productId === product.productId && !mayBePack(line.items[0]!),
    );
    if (twin) {
      throw new InputError(
        `${priced.get(product.productId)!.name} is already on the order: change its quantity`,
      );
    }
  }
  const growing = lines.filter((line) => line.quantity > unitsOf(line.items));
  for (const line of growing) {
    if (!line.items[0]!.productId) {
      throw new ConflictError(
        `${line.items[0]!.productName} is no longer in the shop: remove it or leave its quantity`,
      );
    }
  }
  // Today's price of every unit added, in one call, as a new order would be charged.
  const today = chargeLines(
    [
      ...growing.map((line) => {
        const newest = line.items.at(-1)!;
        return {
          productId: newest.productId!,
          quantity: line.quantity - unitsOf(line.items),
          plan: packOf(newest, priced.get(newest.productId!)!, homeTiers),
        };
      }),
      ...added,
    ],
    priced,
    homeTiers,
    currencySymbol,
  );

  const after = lines.map((line): LineAfter => {
    const first = line.items[0]!;
    const before = unitsOf(line.items);
    if (first.productId === null && line.quantity > 0 && line.quantity < before) {
      throw new ConflictError(
        `${first.productName} is no longer in the shop: remove it or leave its quantity`,
      );
    }
    const rows = keepOldestUnits(line.items, Math.min(line.quantity, before));
    const parts = rows.map(({ quantity, price }) => ({ quantity, price, agreed: true }));
    let added: LineAfter['today'] = null;
    if (line.quantity > before) {
      const charged = today[growing.indexOf(line)]!;
      const newest = rows.at(-1)!;
      const ownItem =
        toPaisa(charged.price) !== toPaisa(newest.price) || charged.packSize !== newest.packSize;
      // At the newest item's price the units join it; at another they are an item of their own.
      if (ownItem) rows.push({ ...charged, agreed: false });
      else rows[rows.length - 1] = { ...newest, quantity: newest.quantity + charged.quantity };
      added = { quantity: charged.quantity, price: charged.price, ownItem };
      parts.push({ quantity: charged.quantity, price: charged.price, agreed: false });
    }
    return {
      items: line.items,
      productId: first.productId,
      productName: first.productName,
      packSize: first.packSize,
      quantityBefore: before,
      quantity: line.quantity,
      rows,
      parts,
      today: added,
    };
  });
  const addedLines = today.slice(growing.length).map((charged): LineAfter => ({
    items: [],
    productId: charged.productId,
    productName: charged.productName,
    packSize: charged.packSize,
    quantityBefore: 0,
    quantity: charged.quantity,
    rows: [{ ...charged, agreed: false }],
    parts: [{ quantity: charged.quantity, price: charged.price, agreed: false }],
    today: { quantity: charged.quantity, price: charged.price, ownItem: true },
  }));
  return [...after, ...addedLines];
}

/** The first `quantity` units of the items, oldest price first: the most recently priced go first. */
function keepOldestUnits(items: Item[], quantity: number): RowAfter[] {
  const rows: RowAfter[] = [];
  let left = quantity;
  for (const item of items) {
    if (left === 0) break;
    const kept = Math.min(item.quantity, left);
    left -= kept;
    rows.push({
      itemId: item.id,
      productId: item.productId,
      productName: item.productName,
      quantity: kept,
      price: item.price,
      packSize: item.packSize,
      agreed: true,
    });
  }
  return rows;
}

/**
 * The pack a line sells, as the shop offers it today, so `chargeLines` charges today's price for the
 * units added to it: the line keeps the label it was named with ("Vitalix, 3 Jars" is the "3 Jars"
 * pack) and its jars. A line of one jar that names no pack on offer is the product sold singly; units
 * cannot be added to a bundle no longer offered, and staff are told to replace it.
 */
function packOf(item: Item, product: PricedProduct, homeTiers: HomeTiers) {
  if (!mayBePack(item)) return undefined;
  const label = packLabel(item, product.name);
  const matches = (pack: { label: string; jars: number }) =>
    pack.label === label && pack.jars === item.packSize;
  const asPlan = product.plans.find(matches);
  if (asPlan) return { kind: 'plan' as const, label, jars: asPlan.jars, price: asPlan.price };
  const asTier = homeTiers.get(product.id)?.find(matches);
  if (asTier) return { kind: 'tier' as const, label, jars: asTier.jars, price: asTier.price };
  if (item.packSize === 1) return undefined;
  throw new ConflictError(`${item.productName} is no longer offered: remove it and add the product again`);
}

/** "Vitalix × 2 at 6500.00; Sidr Honey × 1 at 1500.00": an order's items in one flat audit field. */
export function describeItems(items: Array<{ productName: string; quantity: number; price: string }>) {
  return items
    .map((item) => `${item.productName} × ${item.quantity} at ${item.price}`)
    .sort()
    .join('; ');
}
