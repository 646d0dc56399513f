import { z } from 'zod';
import { count, moneyString } from '../wire';
import { MAX_STOCK, priceInputSchema, storedPriceSchema } from './product-admin-schemas';

/**
 * Bulk catalogue work (decision 016 "Bulk import"): the catalogue as a CSV file, and a
 * CSV of prices and stock counts imported with a preview. Shared by the routes and the back office.
 */

/** The export's columns, in order. The import reads the same names, so an export can be edited and sent back. */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'slug',
  'name',
  'category',
  'price',
  'stock',
  'cost_price',
] as const;
/** The columns an import finds the product by (either), and the figures it may set (any of them). */
export const IMPORT_KEY_COLUMNS = ['sku', 'slug'] as const;
export const IMPORT_VALUE_COLUMNS = ['price', 'stock', 'cost_price'] as const;

/** The most data rows one import takes, and the most text (characters) of its file. */
export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_CSV_CHARS = 1_000_000;

export const IMPORT_MESSAGES = {
  csvNotText: 'csv must be the text of a CSV file',
  csvTooLarge: 'The file is larger than 1 MB: split it into smaller files',
  applyNotBoolean: 'apply must be true (change the catalogue) or false (only preview)',
  previewedRequired:
    'Send the preview back as previewed (its changes): an import applies only what its preview showed',
  empty: 'The file is empty: its first row must be a header naming sku or slug, and price and/or stock',
  noKeyColumn: 'The header names neither sku nor slug: add a column called sku or slug to find each product',
  noValueColumn: 'The header names none of price, stock and cost_price: there is nothing to import',
  noKey: 'No sku or slug: each row needs one to find its product',
  noRows: 'The file has a header but no rows',
} as const;

export const duplicateColumnMessage = (column: string) => `The header names the column "${column}" twice`;
export const tooManyRowsMessage = (rows: number) =>
  `The file has ${rows} rows; at most ${MAX_IMPORT_ROWS} are imported at once. Split it into smaller files.`;
export { tooManyCellsMessage } from '../csv';
export const unknownSkuMessage = (sku: string) => `No product has the SKU "${sku}"`;
export const unknownSlugMessage = (slug: string) => `No product has the slug "${slug}"`;
export const keysDisagreeMessage = (sku: string, slug: string) =>
  `The SKU "${sku}" and the slug "${slug}" belong to different products`;
export const duplicateRowMessage = (line: number, name: string) =>
  `"${name}" is already on line ${line}: each product may appear once`;
export const movedMessage = (
  what: 'Price' | 'Stock' | 'Cost price',
  name: string,
  now: string,
  previewed: string,
) =>
  `${what} of "${name}" is ${now} now, not ${previewed} as the preview showed (an order or another save ` +
  'changed it since): preview the file again';
export const notPreviewedMessage =
  'This row does not match the preview sent back (was the file changed?): preview the file again';

/** A stock count in a cell: a whole number from 0. */
export const stockCountMessage = 'Stock must be a whole number of at least 0';
export const stockTooLargeMessage = `Stock must be at most ${MAX_STOCK}`;

// ---- Answer ----------------------------------------------------------------------------------------

const priceChange = z.object({ from: moneyString, to: moneyString });
const stockChange = z.object({ from: count, to: count });
/** A cost price the product may not have had (null: none). */
const costChange = z.object({ from: moneyString.nullable(), to: moneyString });

/** A product the file changes: the figures it has and the ones the file gives it (null: left as it is). */
export const importChangeSchema = z.object({
  /** The row of the file, as a spreadsheet numbers it (the header is row 1). */
  line: z.number().int().positive(),
  sku: z.string(),
  slug: z.string(),
  name: z.string(),
  price: priceChange.nullable(),
  stock: stockChange.nullable(),
  costPrice: costChange.nullable(),
});
export type ImportChange = z.output<typeof importChangeSchema>;

export const importRejectionSchema = z.object({
  line: z.number().int().positive(),
  reason: z.string(),
});
export type ImportRejection = z.output<typeof importRejectionSchema>;

/**
 * POST /api/admin/products/import. `applied` is true only when the changes were written; with any
 * rejected row nothing is (and `changes` says what the other rows would have changed). `unchanged`
 * counts the rows whose figures the products already have. Every list is in the file's order.
 */
export const importAnswerSchema = z.object({
  applied: z.boolean(),
  changes: z.array(importChangeSchema),
  rejected: z.array(importRejectionSchema),
  unchanged: count,
});
export type ImportAnswer = z.output<typeof importAnswerSchema>;

// ---- Body ------------------------------------------------------------------------------------------

// What the product had may be a price no longer allowed (0, saved before prices had to be above 0).
const previewedPrice = z.object({ from: storedPriceSchema, to: priceInputSchema });
const previewedStock = z.object({ from: z.number().int().min(0), to: z.number().int().min(0) });
const previewedCost = z.object({ from: storedPriceSchema.nullable(), to: storedPriceSchema });

/**
 * One change as the preview answered it. A plain (not strict) object on purpose: the client sends the
 * preview's `changes` back as they came, and their sku, slug and name are dropped here.
 */
export const previewedChangeSchema = z.object({
  line: z.number().int().positive(),
  price: previewedPrice.nullable(),
  stock: previewedStock.nullable(),
  /** Optional: a preview answered before cost prices were imported has none. */
  costPrice: previewedCost.nullable().optional(),
});
export type PreviewedChange = z.output<typeof previewedChangeSchema>;

/**
 * `apply: false` previews and writes nothing. `apply: true` must send the preview's `changes` back as
 * `previewed`: a row whose product's figures moved since the preview (an order took stock, someone saved
 * a price) is rejected instead of written over (decision 016).
 */
export const importBodySchema = z
  .strictObject({
    csv: z
      .string({ error: IMPORT_MESSAGES.csvNotText })
      .max(MAX_IMPORT_CSV_CHARS, IMPORT_MESSAGES.csvTooLarge),
    apply: z.boolean({ error: IMPORT_MESSAGES.applyNotBoolean }),
    previewed: z.array(previewedChangeSchema).max(MAX_IMPORT_ROWS).optional(),
  })
  .refine((body) => !body.apply || body.previewed !== undefined, {
    message: IMPORT_MESSAGES.previewedRequired,
    path: ['previewed'],
  });
export type ImportBody = z.output<typeof importBodySchema>;
export type ImportBodyInput = z.input<typeof importBodySchema>;
