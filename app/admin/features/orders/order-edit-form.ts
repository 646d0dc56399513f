import { toPaisa } from '../../../../common/money';
import { mayBePack, orderLineKey } from '../../../../common/orders/order-lines';
import type { AdminOrder, OrderItem } from '../../../../common/orders/order-desk-schemas';
import {
  orderEditSchema,
  type OrderEditBody,
  type ProductChoice,
} from '../../../../common/orders/order-edit-schema';
import { bodySchema } from '../../forms/use-admin-form';

/**
 * The edit dialog's rules (decision 022), apart from its markup so they are tested on their own: the
 * form's values as typed and the body they make, checked with the API's own schema so both say the same
 * words. The figures are the server's (the edit preview, decision 022).
 */

/**
 * A line as the form holds it: the order's items of one product and pack (decision 022: units added at
 * a later price are an item of their own, still one line here), or a product being added.
 */
export type FormLine = {
  /** The order's items the line is made of; none for a product added. */
  itemIds: string[];
  productId: string | null;
  name: string;
  packSize: number;
  /** The line's units at the prices they were agreed at, as loaded; none for a product added. */
  agreed: Array<{ quantity: number; price: string }>;
  /** Today's price of a product added, as the product list showed it (the server prices it). */
  todayPrice?: string;
  quantity: string;
};

export type EditForm = {
  lines: FormLine[];
  customerName: string;
  customerPhone: string;
  shippingAddress: string;
  city: string;
  postalCode: string;
  discount: string;
  discountReason: string;
  /** The Cash on Delivery fee, for an order charged one at checkout (the dialog shows it then only). */
  codFee: string;
};

/** The dialog offers the COD fee of an order charged one: staff may lower or waive it, never add one. */
export const hasCodFee = (order: AdminOrder) => toPaisa(order.codFee) > 0;

export function initialForm(order: AdminOrder, items: readonly OrderItem[]): EditForm {
  const lines = new Map<string, FormLine>();
  for (const item of items) {
    const key = orderLineKey(item);
    const line = lines.get(key) ?? {
      itemIds: [],
      productId: item.productId,
      name: item.productName,
      packSize: item.packSize,
      agreed: [],
      quantity: '0',
    };
    line.itemIds.push(item.id);
    line.agreed.push({ quantity: item.quantity, price: item.price });
    line.quantity = String(Number(line.quantity) + item.quantity);
    lines.set(key, line);
  }
  return {
    lines: [...lines.values()],
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    shippingAddress: order.shippingAddress,
    city: order.city,
    postalCode: order.postalCode ?? '',
    discount: toPaisa(order.discount) ? order.discount : '',
    discountReason: order.discountReason ?? '',
    codFee: hasCodFee(order) ? order.codFee : '',
  };
}

/**
 * Where a product added from the search goes: one more of the line already on the order when it is sold
 * singly (`more`: that line's place), else a line of its own at today's price.
 */
export function placeProduct(
  lines: readonly FormLine[],
  product: ProductChoice,
): { more: number; quantity: string } | { line: FormLine } {
  const same = lines.findIndex(
    (line) =>
      line.productId === product.id &&
      !mayBePack({ productId: line.productId, productName: line.name, packSize: line.packSize }),
  );
  if (same >= 0) return { more: same, quantity: String((Number(lines[same]!.quantity) || 0) + 1) };
  return {
    line: {
      itemIds: [],
      productId: product.id,
      name: product.name,
      packSize: 1,
      agreed: [],
      todayPrice: product.price,
      quantity: '1',
    },
  };
}

/** A typed whole number, or NaN for anything else (an empty field is not 0). */
const wholeNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The body of the edit and of its preview. A line of several items names its first: the server reads a
 * line's quantity as the sum sent for its items, and takes units off the most recently priced first.
 */
export function formBody(form: EditForm, order: AdminOrder): OrderEditBody {
  return {
    expectedUpdatedAt: order.updatedAt,
    lines: form.lines.map((line) =>
      line.itemIds.length
        ? { itemId: line.itemIds[0]!, quantity: wholeNumber(line.quantity) }
        : { productId: line.productId!, quantity: wholeNumber(line.quantity) },
    ),
    customerName: form.customerName,
    customerPhone: form.customerPhone,
    shippingAddress: form.shippingAddress,
    city: form.city,
    postalCode: form.postalCode,
    discount: form.discount.trim() === '' ? 0 : Number(form.discount),
    discountReason: form.discountReason,
    // Left out for an order without one, so the server keeps what it has.
    ...(hasCodFee(order) ? { codFee: form.codFee.trim() === '' ? 0 : Number(form.codFee) } : {}),
  };
}

/**
 * The form's checks: the API's schema applied to the body the values make. A line's quantity is named
 * `lines.<n>.quantity` in both, the list as a whole `lines`.
 */
export const editCheck = (order: AdminOrder) =>
  bodySchema(orderEditSchema, (values: EditForm) => formBody(values, order));
