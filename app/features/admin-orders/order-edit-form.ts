import { fromPaisa, toPaisa } from '../../../common/money';
import type { AdminOrder, OrderItem } from '../../../common/orders/order-desk-schemas';
import {
  orderEditSchema,
  type OrderEditBody,
  type ProductChoice,
} from '../../../common/orders/order-edit-schema';
import { AdminApiError } from '../../components/admin/admin-api';

/**
 * The edit dialog's rules (issue 17 §3), apart from its markup so they are tested on their own: the
 * form's state as typed, the body it sends (checked with the API's own schema, so both say the same
 * words), the total it previews, and where a refusal goes.
 */

/** A line as the form holds it: an item of the order (`itemId`) or a product being added. */
export type FormLine = {
  /** React's key: the item's id, or `new-<productId>`. */
  key: string;
  itemId?: string;
  productId: string | null;
  name: string;
  /** The unit price as charged (an item) or as sold today (a product added). */
  price: string;
  packSize: number;
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
  return {
    lines: items.map((item) => ({
      key: item.id,
      itemId: item.id,
      productId: item.productId,
      name: item.productName,
      price: item.price,
      packSize: item.packSize,
      quantity: String(item.quantity),
    })),
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
  const same = form.lines.findIndex((line) => line.productId === product.id && line.packSize === 1);
  if (same >= 0) {
    const lines = form.lines.map((line, n) =>
      n === same ? { ...line, quantity: String((Number(line.quantity) || 0) + 1) } : line,
    );
    return { ...form, lines };
  }
  const line: FormLine = {
    key: `new-${product.id}`,
    productId: product.id,
    name: product.name,
    price: product.price,
    packSize: 1,
    quantity: '1',
  };
  return { ...form, lines: [...form.lines, line] };
}

/** A typed whole number, or NaN for anything else (an empty field is not 0). */
const wholeNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function formBody(form: EditForm, order: AdminOrder): OrderEditBody {
  return {
    expectedUpdatedAt: order.updatedAt,
    lines: form.lines.map((line) =>
      line.itemId
        ? { itemId: line.itemId, quantity: wholeNumber(line.quantity) }
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

/**
 * The total as the dialog previews it: lines at today's price where the dialog knows it (a product sold
 * singly), else as charged (a bundle is repriced by the server), less the discount, never below 0. Only
 * a preview: the server prices the order on save.
 */
export function previewTotals(form: EditForm, prices: ReadonlyMap<string, string>) {
  let lines = 0;
  for (const line of form.lines) {
    const quantity = wholeNumber(line.quantity);
    if (!Number.isInteger(quantity) || quantity <= 0) continue;
    const today = line.packSize === 1 && line.productId ? prices.get(line.productId) : undefined;
    lines += toPaisa(today ?? line.price) * quantity;
  }
  const discount = Math.max(0, Math.round((Number(form.discount) || 0) * 100));
  return {
    lines: fromPaisa(lines),
    discount: fromPaisa(Math.min(discount, lines)),
    total: fromPaisa(Math.max(0, lines - discount)),
  };
}

/** Whether the form differs from the order as loaded. */
export function hasChanges(form: EditForm, loaded: EditForm): boolean {
  return JSON.stringify(form) !== JSON.stringify(loaded);
}
