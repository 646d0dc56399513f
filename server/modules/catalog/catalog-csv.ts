import { asc } from 'drizzle-orm';
import {
  PRODUCT_CSV_COLUMNS,
  type ImportAnswer,
  type PreviewedChange,
} from '../../../common/catalog/product-csv-schemas';
import { csvRow } from '../../../common/csv';
import type { Database } from '../../db/client';
import type { Actor } from '../audit/with-audit';
import { products } from './catalog.tables';
import { applyImport, previewImport } from './product-import';

/**
 * Bulk catalogue work for the back office (decision 016 "Bulk import"): the catalogue
 * as CSV, and an import of prices and stock counts with a preview.
 */
export function createCatalogCsvService(db: Database) {
  return {
    /**
     * Every product as one CSV row: the columns the import reads (sku, slug, price, stock, cost_price; an
     * empty cost is a product without one) and the name
     * and category a person recognises it by, by category and name. Cells are escaped and defused as the
     * order export's are (common/csv.ts); a leading byte-order mark makes Excel read UTF-8 names. The
     * catalogue is hundreds of rows, so it is built whole rather than streamed.
     */
    async exportProductsCsv(): Promise<string> {
      const rows = await db
        .select({
          sku: products.sku,
          slug: products.slug,
          name: products.name,
          category: products.category,
          price: products.price,
          stock: products.stock,
          costPrice: products.costPrice,
        })
        .from(products)
        .orderBy(asc(products.category), asc(products.name), asc(products.sku));
      const lines = rows.map((p) =>
        csvRow([p.sku, p.slug, p.name, p.category, p.price, String(p.stock), p.costPrice ?? '']),
      );
      return `\uFEFF${csvRow([...PRODUCT_CSV_COLUMNS])}${lines.join('')}`;
    },

    /** What the file would change, and the rows it cannot take; writes nothing. */
    previewImport(csv: string): Promise<ImportAnswer> {
      return previewImport(db, csv);
    },

    /** Every change in one transaction with an audit entry each, or nothing if any row is rejected. */
    applyImport(csv: string, previewed: PreviewedChange[], actor: Actor): Promise<ImportAnswer> {
      return applyImport(db, csv, previewed, actor);
    },
  };
}

export type CatalogCsvService = ReturnType<typeof createCatalogCsvService>;
