import { eq, inArray, or, sql } from 'drizzle-orm';
import {
  duplicateColumnMessage,
  duplicateRowMessage,
  IMPORT_MESSAGES,
  keysDisagreeMessage,
  MAX_IMPORT_ROWS,
  movedMessage,
  notPreviewedMessage,
  stockCountMessage,
  stockTooLargeMessage,
  tooManyCellsMessage,
  tooManyRowsMessage,
  unknownSkuMessage,
  unknownSlugMessage,
  type ImportAnswer,
  type ImportChange,
  type ImportRejection,
  type PreviewedChange,
} from '../../../common/catalog/product-csv-schemas';
import {
  MAX_STOCK,
  PRICE_MESSAGES,
  priceInputSchema,
  storedPriceSchema,
} from '../../../common/catalog/product-admin-schemas';
import { priceMessages } from '../../../common/money';
import { CsvSyntaxError, parseCsv } from '../../../common/csv';
import type { DbOrTx, Transaction } from '../../db/client';
import { withAudit, type Actor } from '../audit/with-audit';
import { products } from './catalog.tables';
import { productSummary, type ProductRow } from './product-writes';

/**
 * The CSV import of prices, stock counts and cost prices (decision 016 "Bulk import"; cost prices:
 * docs/settlements.md): read the file,
 * find each row's product, and say what would change; applying writes every change in one transaction,
 * or nothing when any row is rejected.
 */

/** A row of the file that reads well: how it names its product and the figures it gives (null: none). */
type FileRow = {
  line: number;
  sku: string | null;
  slug: string | null;
  price: string | null;
  stock: number | null;
  costPrice: string | null;
};
/** A row whose product was found. */
type PlannedRow = FileRow & { product: ProductRow };

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/** A price cell as the editor reads a price (one amount above 0, common/money.ts), normalised to "6500.00". */
function readPrice(raw: string): { price: string } | { error: string } {
  const parsed = priceInputSchema.safeParse(raw);
  if (parsed.success) return { price: parsed.data };
  return { error: `${parsed.error.issues[0]?.message ?? PRICE_MESSAGES.notAmount} (got "${raw}")` };
}

const COST_MESSAGES = priceMessages('Cost price');

/** A cost price cell: one amount, 0 included (an empty cell leaves the cost as it is). */
function readCost(raw: string): { costPrice: string } | { error: string } {
  const parsed = storedPriceSchema.safeParse(raw);
  if (parsed.success) return { costPrice: parsed.data };
  const message = (parsed.error.issues[0]?.message ?? COST_MESSAGES.notAmount).replace(
    /^Price/,
    'Cost price',
  );
  return { error: `${message} (got "${raw}")` };
}

/** A stock cell: a count, so a whole number from 0 ("40"; not "40.5", "-1" or "forty"). */
function readStock(raw: string): { stock: number } | { error: string } {
  if (!/^\d+$/.test(raw)) return { error: `${stockCountMessage} (got "${raw}")` };
  const stock = Number(raw);
  if (stock > MAX_STOCK) return { error: `${stockTooLargeMessage} (got "${raw}")` };
  return { stock };
}

/**
 * The file's rows, each read on its own: a header naming sku or slug and price or stock (any case, in any
 * order; other columns such as the export's name and category are there for people and are ignored),
 * then at most MAX_IMPORT_ROWS rows. Blank rows are skipped; an empty cell leaves that figure as it is.
 * A fault of the whole file (not CSV, no header, too many rows) is one rejection and no rows.
 */
export function readImportFile(csv: string): {
  rows: FileRow[];
  rejected: ImportRejection[];
  /** The whole file was refused: `rejected` holds its one reason. */
  refused: boolean;
} {
  const fileFault = (line: number, reason: string) => ({
    rows: [],
    rejected: [{ line, reason }],
    refused: true,
  });
  let records: string[][];
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return fileFault(error.row, error.message);
    throw error;
  }
  if (records.length === 0 || records.every(isBlank)) return fileFault(1, IMPORT_MESSAGES.empty);

  const header = records[0]!.map((name) => name.trim().toLowerCase());
  const column = (name: string) => header.indexOf(name);
  for (const name of ['sku', 'slug', 'price', 'stock', 'cost_price']) {
    if (header.indexOf(name) !== header.lastIndexOf(name)) return fileFault(1, duplicateColumnMessage(name));
  }
  const [skuAt, slugAt, priceAt, stockAt, costAt] = ['sku', 'slug', 'price', 'stock', 'cost_price'].map(
    column,
  ) as [number, number, number, number, number];
  if (skuAt < 0 && slugAt < 0) return fileFault(1, IMPORT_MESSAGES.noKeyColumn);
  if (priceAt < 0 && stockAt < 0 && costAt < 0) return fileFault(1, IMPORT_MESSAGES.noValueColumn);

  const body = records
    .map((cells, index) => ({ cells, line: index + 1 }))
    .slice(1)
    .filter(({ cells }) => !isBlank(cells));
  if (body.length === 0) return fileFault(1, IMPORT_MESSAGES.noRows);
  if (body.length > MAX_IMPORT_ROWS) {
    return fileFault(body[MAX_IMPORT_ROWS]!.line, tooManyRowsMessage(body.length));
  }

  const rows: FileRow[] = [];
  const rejected: ImportRejection[] = [];
  for (const { cells, line } of body) {
    // A cell past the header's last one that holds text means a comma outside quotes shifted the row.
    if (cells.slice(header.length).some((cell) => cell.trim() !== '')) {
      rejected.push({ line, reason: tooManyCellsMessage(cells.length, header.length) });
      continue;
    }
    const cell = (at: number) => (at < 0 ? '' : (cells[at] ?? '').trim());
    const reasons: string[] = [];
    const sku = cell(skuAt).toUpperCase() || null;
    const slug = cell(slugAt).toLowerCase() || null;
    if (!sku && !slug) reasons.push(IMPORT_MESSAGES.noKey);
    let price: string | null = null;
    if (cell(priceAt) !== '') {
      const read = readPrice(cell(priceAt));
      if ('error' in read) reasons.push(read.error);
      else price = read.price;
    }
    let stock: number | null = null;
    if (cell(stockAt) !== '') {
      const read = readStock(cell(stockAt));
      if ('error' in read) reasons.push(read.error);
      else stock = read.stock;
    }
    let costPrice: string | null = null;
    if (cell(costAt) !== '') {
      const read = readCost(cell(costAt));
      if ('error' in read) reasons.push(read.error);
      else costPrice = read.costPrice;
    }
    if (reasons.length) rejected.push({ line, reason: reasons.join('; ') });
    else rows.push({ line, sku, slug, price, stock, costPrice });
  }
  return { rows, rejected, refused: false };
}

/** The products the rows name, by SKU and by slug; locked in id order (as orders lock them) when applying. */
async function findProducts(db: DbOrTx, rows: FileRow[], lock: boolean) {
  const skus = [...new Set(rows.flatMap((row) => (row.sku ? [row.sku] : [])))];
  const slugs = [...new Set(rows.flatMap((row) => (row.slug ? [row.slug] : [])))];
  const conditions = [
    ...(skus.length ? [inArray(products.sku, skus)] : []),
    ...(slugs.length ? [inArray(products.slug, slugs)] : []),
  ];
  if (conditions.length === 0) {
    return { bySku: new Map<string, ProductRow>(), bySlug: new Map<string, ProductRow>() };
  }
  const query = db
    .select()
    .from(products)
    .where(or(...conditions))
    .orderBy(products.id);
  const found = lock ? await query.for('update') : await query;
  return {
    bySku: new Map(found.map((product) => [product.sku, product])),
    bySlug: new Map(found.map((product) => [product.slug, product])),
  };
}

/**
 * Each row with its product, or a rejection: an unknown SKU or slug, a SKU and slug of two different
 * products, a product a row before it already named.
 */
async function planImport(db: DbOrTx, csv: string, lock: boolean) {
  const { rows, rejected, refused } = readImportFile(csv);
  const { bySku, bySlug } = await findProducts(db, rows, lock);
  const planned: PlannedRow[] = [];
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const viaSku = row.sku ? bySku.get(row.sku) : undefined;
    const viaSlug = row.slug ? bySlug.get(row.slug) : undefined;
    let reason: string | null = null;
    if (row.sku && !viaSku) reason = unknownSkuMessage(row.sku);
    else if (row.slug && !viaSlug) reason = unknownSlugMessage(row.slug);
    else if (viaSku && viaSlug && viaSku.id !== viaSlug.id) reason = keysDisagreeMessage(row.sku!, row.slug!);
    const product = (viaSku ?? viaSlug)!;
    if (!reason && firstLine.has(product.id)) {
      reason = duplicateRowMessage(firstLine.get(product.id)!, product.name);
    }
    if (reason) {
      rejected.push({ line: row.line, reason });
      continue;
    }
    firstLine.set(product.id, row.line);
    planned.push({ ...row, product });
  }
  return { planned, rejected, refused };
}

/** What the rows would change: a figure the file gives that differs from the product's. */
function changesOf(planned: PlannedRow[]) {
  const changes: ImportChange[] = [];
  let unchanged = 0;
  for (const { line, product, price, stock, costPrice } of planned) {
    const change: ImportChange = {
      line,
      sku: product.sku,
      slug: product.slug,
      name: product.name,
      price: price !== null && price !== product.price ? { from: product.price, to: price } : null,
      stock: stock !== null && stock !== product.stock ? { from: product.stock, to: stock } : null,
      costPrice:
        costPrice !== null && costPrice !== product.costPrice
          ? { from: product.costPrice, to: costPrice }
          : null,
    };
    if (change.price || change.stock || change.costPrice) changes.push(change);
    else unchanged++;
  }
  return { changes, unchanged };
}

const byLine = (a: { line: number }, b: { line: number }) => a.line - b.line;

/** The answer of a preview: what applying the file now would change. Reads only. */
export async function previewImport(db: DbOrTx, csv: string): Promise<ImportAnswer> {
  const { planned, rejected } = await planImport(db, csv, false);
  return { applied: false, ...changesOf(planned), rejected: rejected.sort(byLine) };
}

/**
 * Whether a row's product still has the figures its preview showed. The preview listed the row as a
 * change (`entry`, whose `from` is what the product had) or did not list it (the product had the file's
 * figures). A figure that moved since is reported: the count or price the person approved was measured
 * against a product that is no longer there.
 */
function movedSincePreview(row: PlannedRow, entry: PreviewedChange | undefined): string | null {
  const { product } = row;
  if (
    entry &&
    ((entry.price && entry.price.to !== row.price) ||
      (entry.stock && entry.stock.to !== row.stock) ||
      (entry.costPrice && entry.costPrice.to !== row.costPrice))
  ) {
    return notPreviewedMessage;
  }
  const reasons: string[] = [];
  if (row.price !== null) {
    const seen = entry?.price?.from ?? row.price;
    if (product.price !== seen) reasons.push(movedMessage('Price', product.name, product.price, seen));
  }
  if (row.stock !== null) {
    const seen = entry?.stock?.from ?? row.stock;
    if (product.stock !== seen) {
      reasons.push(movedMessage('Stock', product.name, String(product.stock), String(seen)));
    }
  }
  if (row.costPrice !== null) {
    const seen = entry?.costPrice ? entry.costPrice.from : row.costPrice;
    if (product.costPrice !== seen) {
      reasons.push(movedMessage('Cost price', product.name, product.costPrice ?? 'none', seen ?? 'none'));
    }
  }
  return reasons.length ? reasons.join('; ') : null;
}

/** One product set to the file's figures: a staff save, so its version goes up (decision 016). */
function applyChange(tx: Transaction, actor: Actor, change: ImportChange, before: ProductRow) {
  return withAudit(tx, actor, { entity: 'product', action: 'update', entityId: before.id }, async (step) => {
    const [after] = await step
      .update(products)
      .set({
        ...(change.price ? { price: change.price.to } : {}),
        ...(change.stock ? { stock: change.stock.to } : {}),
        ...(change.costPrice ? { costPrice: change.costPrice.to } : {}),
        version: sql`${products.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(products.id, before.id))
      .returning();
    return {
      result: undefined,
      before: productSummary(before),
      after: { ...productSummary(after!), source: 'csv import', line: change.line },
    };
  });
}

/**
 * Applies the file in one transaction. The rows' products are locked first (orders taking their stock
 * wait until it ends), then every row is checked again: any rejection, including a product whose figures
 * moved since the `previewed` answer, and nothing is written. Otherwise each change is written with its
 * own audit entry (a savepoint inside the one transaction), and all commit together.
 */
export function applyImport(
  db: DbOrTx,
  csv: string,
  previewed: PreviewedChange[],
  actor: Actor,
): Promise<ImportAnswer> {
  return db.transaction(async (tx) => {
    const { planned, rejected, refused } = await planImport(tx, csv, true);
    const entries = new Map(previewed.map((entry) => [entry.line, entry]));
    const still = planned.filter((row) => {
      const reason = movedSincePreview(row, entries.get(row.line));
      if (reason) rejected.push({ line: row.line, reason });
      return !reason;
    });
    const known = new Set([...planned, ...rejected].map((row) => row.line));
    for (const line of entries.keys()) {
      if (!refused && !known.has(line)) rejected.push({ line, reason: notPreviewedMessage });
    }
    const { changes, unchanged } = changesOf(still);
    if (rejected.length) return { applied: false, changes, rejected: rejected.sort(byLine), unchanged };

    const rowAt = new Map(still.map((row) => [row.line, row.product]));
    for (const change of changes) await applyChange(tx, actor, change, rowAt.get(change.line)!);
    return { applied: true, changes, rejected: [], unchanged };
  });
}
