/**
 * How an order edit sees an order's lines (decision 022): the order's items of one product and pack are
 * one line. An edit that adds units at a price other than the line's stores them as an item of their
 * own, so a line may hold several items, each with the unit price it was agreed at. The server groups
 * by this key; the edit dialog shows one line per key.
 */

type ItemOfOrder = { productId: string | null; productName: string; packSize: number };

/** An item that may be a pack (decision 011): more than one jar in each, or named "Product, Label". */
export const mayBePack = (item: ItemOfOrder) => item.packSize > 1 || item.productName.includes(', ');

/**
 * The label of a pack as the item was named with it ("Vitalix, 3 Jars" → "3 Jars"), given the product's
 * name today (the part after it), else the part after the last ", ".
 */
export function packLabel(item: ItemOfOrder, productName?: string): string {
  const prefix = productName === undefined ? null : `${productName}, `;
  return prefix && item.productName.startsWith(prefix)
    ? item.productName.slice(prefix.length)
    : item.productName.slice(item.productName.lastIndexOf(', ') + 2);
}

/**
 * The line an item belongs to: its product and, for a pack, the pack's jars and label. An item whose
 * product was deleted is a line of its own (`id`).
 */
export function orderLineKey(item: ItemOfOrder & { id: string }): string {
  if (!item.productId) return `item:${item.id}`;
  return mayBePack(item) ? `${item.productId}:${item.packSize}:${packLabel(item)}` : item.productId;
}

/**
 * What to pack or read out to the customer: items of the same name and pack as one ("Sidr Honey × 3",
 * not "× 2" and "× 1" at two prices), in the order given. For the slips and the confirmation desk,
 * which show no prices.
 */
export function countedLines<T extends { name: string; quantity: number; packSize?: number }>(
  lines: T[],
): T[] {
  const counted = new Map<string, T>();
  for (const line of lines) {
    const key = `${line.packSize ?? 1}:${line.name}`;
    const same = counted.get(key);
    counted.set(key, same ? { ...same, quantity: same.quantity + line.quantity } : line);
  }
  return [...counted.values()];
}
