import { toPaisa } from '../../../../common/money';
import { mayBePack, orderLineKey } from '../../../../common/orders/order-lines';
import type { AdminOrder, OrderItem } from '../../../../common/orders/order-desk-schemas';
import {
  orderEditSchema,
  type OrderEditBody,
  type ProductChoice,
} from '../../../../common/orders/order-edit-schema';
import { AdminApiError } from '../../data/admin-api';

/**
 * The edit dialog's rules (decision 022), apart from its markup so they are tested on their own: the
 * form's state as typed, the body it sends (checked with the API's own schema, so both say the same
 * words) and where a refusal goes. The figures are the server's (the edit preview, decision 022).
 */

/**
 * A line as the form holds it: the order's items of one product and pack (decision 022: units added at
 * a later price are an item of their own, still one line here), or a product being added.
 */
export type FormLine = {
  /** React's key: the line's first item's id, or `new-<productId>`. */
  key: string;
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
};

export const DETAIL_FIELDS = [
  'customerName',
  'customerPhone',
  'shippingAddress',
  'city',
  'postalCode',
  'discount',
  'discountReason',
] as const;
/** A field's key: a detail, `lines` (the list as a whole) or `lines.<n>` (one line, by its place). */
export type Problems = Partial<Record<string, string>>;

export function initialForm(order: AdminOrder, items: readonly OrderItem[]): EditForm {
  const lines = new Map<string, FormLine>();
  for (const item of items) {
    const key = orderLineKey(item);
    const line = lines.get(key) ?? {
      key: item.id,
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
  };
}

/** A product added from the search; one already on the order (sold singly) gets one more instead. */
export function addProduct(form: EditForm, product: ProductChoice): EditForm {
  const same = form.lines.findIndex(
    (line) =>
      line.productId === product.id &&
      !mayBePack({ productId: line.productId, productName: line.name, packSize: line.packSize }),
  );
  if (same >= 0) {
    const lines = form.lines.map((line, n) =>
      n === same ? { ...line, quantity: String((Number(line.quantity) || 0) + 1) } : line,
    );
    return { ...form, lines };
  }
  const line: FormLine = {
    key: `new-${product.id}`,
    itemIds: [],
    productId: product.id,
    name: product.name,
    packSize: 1,
    agreed: [],
    todayPrice: product.price,
    quantity: '1',
  };
  return { ...form, lines: [...form.lines, line] };
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
  };
}

/** `lines.2.quantity` → `lines.2`; `discount` → `discount`. */
function problemKey(path: readonly PropertyKey[]): string {
  const [first, second] = path;
  if (first === 'lines' && typeof second === 'number') return `lines.${second}`;
  return String(first ?? 'form');
}

/** The first problem of each field, in the API schema's words. */
export function problemsOf(form: EditForm, order: AdminOrder): Problems {
  const result = orderEditSchema.safeParse(formBody(form, order));
  const problems: Problems = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) problems[problemKey(issue.path)] ??= issue.message;
  return problems;
}

/**
 * Where a refusal of the server goes: next to its field when it names one (`field: message` details,
 * as the schema's and the server's own 400s give them), else at the top of the form (a 409: shipped
 * meanwhile, changed by someone else, not enough stock).
 */
export function serverProblems(error: unknown): Problems {
  if (!(error instanceof AdminApiError) || error.status === 0) return {};
  const problems: Problems = {};
  for (const detail of error.details) {
    const split = detail.indexOf(': ');
    if (split < 0) continue;
    const path = detail
      .slice(0, split)
      .split('.')
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    problems[problemKey(path)] ??= detail.slice(split + 2);
  }
  return problems;
}

/** Whether the form differs from the order as loaded. */
export function hasChanges(form: EditForm, loaded: EditForm): boolean {
  return JSON.stringify(form) !== JSON.stringify(loaded);
}
