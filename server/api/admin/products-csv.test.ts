import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductSchema, type AdminProduct } from '../../../common/catalog/product-admin-schemas';
import {
  importAnswerSchema,
  IMPORT_MESSAGES,
  MAX_IMPORT_ROWS,
  PRODUCT_CSV_COLUMNS,
  type ImportAnswer,
  type ImportBodyInput,
} from '../../../common/catalog/product-csv-schemas';
import { parseCsv } from '../../../common/csv';
import { auditLog, products } from '../../db/schema';
import { VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';

/**
 * Bulk catalogue work (decision 016 "Bulk import"): the catalogue as CSV, and an import
 * of prices and stock counts that previews first, applies in one transaction with an audit entry per
 * product or not at all, and refuses to write over figures that moved since the preview.
 */
let t: TestApp;
let cms: string;
let desk: string;
let shopper: string;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, { username: 'editor', role: 'cms' });
  await addUser(t, { username: 'desk', role: 'order_confirmation' });
  await addUser(t, { username: 'shopper' });
  cms = await loginCookie(t, 'editor');
  desk = await loginCookie(t, 'desk');
  shopper = await loginCookie(t, 'shopper');
});
afterAll(() => t.close());

const exportCsv = (cookie: string | null = cms) =>
  t.app.inject({
    method: 'GET',
    url: '/api/admin/products/export.csv',
    headers: cookie ? { cookie } : {},
  });

const importCall = (payload: ImportBodyInput | Record<string, unknown>, cookie: string | null = cms) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/products/import',
    headers: cookie ? { cookie } : {},
    payload,
  });

async function preview(csv: string): Promise<ImportAnswer> {
  const res = await importCall({ csv, apply: false });
  expect(res.statusCode, res.body).toBe(200);
  return importAnswerSchema.parse(res.json());
}

async function apply(csv: string, previewed: ImportAnswer['changes']): Promise<ImportAnswer> {
  const res = await importCall({ csv, apply: true, previewed });
  expect(res.statusCode, res.body).toBe(200);
  return importAnswerSchema.parse(res.json());
}

/** Preview, then apply with what the preview answered, as the back office does. */
async function previewThenApply(csv: string) {
  const seen = await preview(csv);
  return { seen, done: await apply(csv, seen.changes) };
}

let serial = 0;
async function create(overrides: Record<string, unknown> = {}): Promise<AdminProduct> {
  serial++;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: { cookie: cms },
    payload: {
      name: `Csv Product ${serial}`,
      sku: `CSV-${String(serial).padStart(3, '0')}`,
      description: 'A product made by a test.',
      category: 'Natural Foods',
      price: '1000.00',
      stock: 10,
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return adminProductSchema.parse(res.json());
}

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
  return row!;
}

/** Every product row and the size of the audit trail: what "nothing changed" compares. */
async function snapshot() {
  const db = t.database.db;
  const [a] = await db.select({ n: count() }).from(auditLog);
  const rows = await db.select().from(products).orderBy(products.id);
  return { audit: a!.n, rows };
}

async function importEntries(id: string) {
  const entries = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);
  return entries.filter((entry) => entry.after?.source === 'csv import');
}

async function placeOrder(productId: string, quantity: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      order: { ...VALID_CUSTOMER, total: 1 },
      items: [{ productId, productName: 'ignored', quantity, price: 1 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('GET /api/admin/products/export.csv', () => {
  it('answers every product as a CSV download, cells escaped and formulas defused', async () => {
    const tricky = await create({
      name: '=HYPERLINK("http://evil.example","Sidr, 500 g")',
      price: '6500.50',
      stock: 7,
      category: 'Supplements',
    });
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);

    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([...PRODUCT_CSV_COLUMNS]);
    const all = await t.database.db.select().from(products);
    expect(rows).toHaveLength(all.length + 1);
    // The name, with its comma and quotes intact, and an apostrophe so no spreadsheet runs it.
    expect(rows.find((row) => row[0] === tricky.sku)).toEqual([
      tricky.sku,
      tricky.slug,
      `'=HYPERLINK("http://evil.example","Sidr, 500 g")`,
      'Supplements',
      '6500.50',
      '7',
      '',
    ]);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Sidr, 500 g"")"`);
  });

  it('reads back as an import that changes nothing', async () => {
    const csv = (await exportCsv()).body;
    const seen = await preview(csv);
    expect(seen).toEqual({
      applied: false,
      changes: [],
      rejected: [],
      unchanged: parseCsv(csv).length - 1,
    });
  });

  it('answers 401 to a visitor and 403 to a customer or order-confirmation staff', async () => {
    expect((await exportCsv(null)).statusCode).toBe(401);
    expect((await exportCsv(shopper)).statusCode).toBe(403);
    expect((await exportCsv(desk)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/products/import, preview', () => {
  it('says what would change and writes nothing, not even an audit entry', async () => {
    const a = await create({ price: '100.00', stock: 5 });
    const b = await create({ price: '200.00', stock: 8 });
    const c = await create({ price: '300.00', stock: 3 });
    const csv = [
      'sku,price,stock',
      `${a.sku},150,5`, // price only
      `${b.sku},200.00,12`, // stock only
      `${c.sku},300,3`, // nothing
    ].join('\n');
    const before = await snapshot();
    const seen = await preview(csv);
    expect(seen).toEqual({
      applied: false,
      changes: [
        {
          line: 2,
          sku: a.sku,
          slug: a.slug,
          name: a.name,
          price: { from: '100.00', to: '150.00' },
          stock: null,
          costPrice: null,
        },
        {
          line: 3,
          sku: b.sku,
          slug: b.slug,
          name: b.name,
          price: null,
          stock: { from: 8, to: 12 },
          costPrice: null,
        },
      ],
      rejected: [],
      unchanged: 1,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('gives every row it cannot take a reason and its line', async () => {
    const a = await create();
    const b = await create();
    const c = await create();
    const csv = [
      'Name,SKU,Slug,Price,Stock', // any case and order; name is for people
      `x,${a.sku},,-5,1`,
      `x,${b.sku},,12.345,1.5`,
      `x,NO-SUCH-SKU,,1,1`,
      `x,,no-such-slug,1,1`,
      `x,,,1,1`,
      `x,${c.sku},,abc,-1`,
      '',
      `x,${c.sku},,10,10`,
      `x,${c.sku},,11,11`, // the same product again
      `x,,${c.slug},12,12`, // and again, by slug
      `x,${a.sku},${b.slug},1,1`,
      `Honey, raw,${a.sku},,1,1`, // a comma outside quotes shifts the row
      ',,,,', // a spreadsheet's empty row
      `x,${a.sku},,0,1`, // nothing sells for nothing
      `x,${a.sku},,"Rs 65,00",1`, // a price is one amount
    ].join('\r\n');
    const seen = await preview(csv);
    expect(seen.rejected).toEqual([
      { line: 2, reason: 'Price cannot be negative (got "-5")' },
      {
        line: 3,
        reason:
          'Price can have at most two decimals (got "12.345"); Stock must be a whole number of at least 0 (got "1.5")',
      },
      { line: 4, reason: 'No product has the SKU "NO-SUCH-SKU"' },
      { line: 5, reason: 'No product has the slug "no-such-slug"' },
      { line: 6, reason: IMPORT_MESSAGES.noKey },
      {
        line: 7,
        reason:
          'Price must be one amount in rupees, such as 6,500 or Rs. 6,500.50 (got "abc"); ' +
          'Stock must be a whole number of at least 0 (got "-1")',
      },
      { line: 10, reason: `"${c.name}" is already on line 9: each product may appear once` },
      { line: 11, reason: `"${c.name}" is already on line 9: each product may appear once` },
      { line: 12, reason: `The SKU "${a.sku}" and the slug "${b.slug}" belong to different products` },
      {
        line: 13,
        reason: 'This row has 6 cells but the header has 5: a cell holding a comma must be in double quotes',
      },
      { line: 15, reason: 'Price must be more than 0 (got "0")' },
      {
        line: 16,
        reason:
          'Price has a comma in the wrong place: commas go between groups of digits, such as 6,500, 65,000 ' +
          'or 1,00,000 (got "Rs 65,00")',
      },
    ]);
    expect(seen.changes.map((change) => change.line)).toEqual([9]);
  });

  it('refuses a file it cannot read as a whole, at the line that shows why', async () => {
    const a = await create();
    const fault = async (csv: string) => (await preview(csv)).rejected;
    expect(await fault('')).toEqual([{ line: 1, reason: IMPORT_MESSAGES.empty }]);
    expect(await fault('name,price\nx,1')).toEqual([{ line: 1, reason: IMPORT_MESSAGES.noKeyColumn }]);
    expect(await fault(`sku,name\n${a.sku},x`)).toEqual([{ line: 1, reason: IMPORT_MESSAGES.noValueColumn }]);
    expect(await fault('sku,price,price\nA,1,2')).toEqual([
      { line: 1, reason: 'The header names the column "price" twice' },
    ]);
    expect(await fault('sku,price\n\n')).toEqual([{ line: 1, reason: IMPORT_MESSAGES.noRows }]);
    expect(await fault(`sku,price\n${a.sku},1\n"${a.sku},2\n`)).toEqual([
      { line: 3, reason: 'A quoted cell that starts on this row is never closed' },
    ]);
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `SKU-${i},1`);
    expect(await fault(['sku,price', ...rows].join('\n'))).toEqual([
      {
        line: MAX_IMPORT_ROWS + 2,
        reason: `The file has ${MAX_IMPORT_ROWS + 1} rows; at most ${MAX_IMPORT_ROWS} are imported at once. Split it into smaller files.`,
      },
    ]);
  });

  it('reads quoted cells, doubled quotes, CRLF and a byte-order mark', async () => {
    const a = await create({ name: 'Sidr Honey, "Royal" 500 g', price: '100.00', stock: 1 });
    const csv =
      '\uFEFF"sku","name","price","stock"\r\n' +
      `"${a.sku.toLowerCase()}","Sidr Honey, ""Royal""\r\n500 g"," 2500.5 ","40"\r\n`;
    const seen = await preview(csv);
    expect(seen.rejected).toEqual([]);
    expect(seen.changes).toEqual([
      {
        line: 2,
        sku: a.sku,
        slug: a.slug,
        name: a.name,
        price: { from: '100.00', to: '2500.50' },
        stock: { from: 1, to: 40 },
        costPrice: null,
      },
    ]);
  });

  it('refuses a file over 1 MB and a body without apply', async () => {
    const big = await importCall({ csv: `sku,price\n${'A,1\n'.repeat(250_001)}`, apply: false });
    expect(big.statusCode).toBe(400);
    expect(big.body).toContain(IMPORT_MESSAGES.csvTooLarge);
    const noApply = await importCall({ csv: 'sku,price\nA,1' });
    expect(noApply.statusCode).toBe(400);
  });

  it('answers 401 to a visitor and 403 to a customer or order-confirmation staff, changing nothing', async () => {
    const a = await create({ price: '100.00' });
    const csv = `sku,price\n${a.sku},5`;
    const before = await snapshot();
    for (const body of [
      { csv, apply: false },
      { csv, apply: true, previewed: [] },
    ]) {
      expect((await importCall(body, null)).statusCode).toBe(401);
      expect((await importCall(body, shopper)).statusCode).toBe(403);
      expect((await importCall(body, desk)).statusCode).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /api/admin/products/import, apply', () => {
  it('sets exactly the figures the file changes, raising versions, with one audit entry per product', async () => {
    const a = await create({ price: '100.00', stock: 5 });
    const b = await create({ price: '200.00', stock: 8 });
    const c = await create({ price: '300.00', stock: 3 });
    const untouched = await create({ price: '400.00', stock: 4 });
    const csv = ['slug,price,stock', `${a.slug},150,`, `${b.slug},,0`, `${c.slug},300,3`].join('\n');
    const { seen, done } = await previewThenApply(csv);
    expect(done).toEqual({ ...seen, applied: true });
    expect(await rowOf(a.id)).toMatchObject({ price: '150.00', stock: 5, version: 2 });
    expect(await rowOf(b.id)).toMatchObject({ price: '200.00', stock: 0, version: 2 });
    expect(await rowOf(c.id)).toMatchObject({ price: '300.00', stock: 3, version: 1 });
    expect(await rowOf(untouched.id)).toMatchObject({ price: '400.00', stock: 4, version: 1 });

    const [entryA, ...moreA] = await importEntries(a.id);
    expect(moreA).toEqual([]);
    expect(entryA).toMatchObject({
      action: 'update',
      actorUsername: 'editor',
      before: expect.objectContaining({ price: '100.00', stock: 5, version: 1 }),
      after: expect.objectContaining({ price: '150.00', stock: 5, version: 2, line: 2 }),
    });
    expect(await importEntries(b.id)).toHaveLength(1);
    expect(await importEntries(c.id)).toEqual([]);

    // An editor opened before the import now holds a stale version, as after any other staff save.
    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${a.id}`,
      headers: { cookie: cms },
      payload: { version: 1, name: 'Edited in an old tab' },
    });
    expect(stale.statusCode).toBe(409);
    // The shop shows the new price at once.
    const shop = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(shop.json().find((p: { id: string }) => p.id === a.id).price).toBe('150.00');
  });

  it('applies nothing when any row is rejected, and says which', async () => {
    const a = await create({ price: '100.00' });
    const csv = ['sku,price', `${a.sku},150`, 'NO-SUCH-SKU,1'].join('\n');
    const before = await snapshot();
    const res = await importCall({ csv, apply: true, previewed: (await preview(csv)).changes });
    expect(res.statusCode).toBe(200);
    expect(importAnswerSchema.parse(res.json())).toMatchObject({
      applied: false,
      changes: [{ line: 2, price: { from: '100.00', to: '150.00' } }],
      rejected: [{ line: 3, reason: 'No product has the SKU "NO-SUCH-SKU"' }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('writes every change in one transaction: a failure on the last product undoes the first ones', async () => {
    const a = await create({ price: '100.00' });
    const b = await create({ price: '200.00' });
    const boom = await create({ price: '300.00' });
    const db = t.database.db;
    // The database refuses the last product's update, after the others were written.
    await db.execute(
      sql.raw(`CREATE FUNCTION test_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused by the test'; END $$`),
    );
    await db.execute(
      sql.raw(`CREATE TRIGGER test_refuse_update BEFORE UPDATE ON products FOR EACH ROW
        WHEN (OLD.sku = '${boom.sku}') EXECUTE FUNCTION test_refuse_update()`),
    );
    try {
      const csv = ['sku,price', `${a.sku},1`, `${b.sku},2`, `${boom.sku},3`].join('\n');
      const seen = await preview(csv);
      expect(seen.changes).toHaveLength(3);
      const before = await snapshot();
      const res = await importCall({ csv, apply: true, previewed: seen.changes });
      expect(res.statusCode).toBe(500);
      expect(await snapshot()).toEqual(before);
    } finally {
      await db.execute(sql.raw('DROP TRIGGER test_refuse_update ON products'));
      await db.execute(sql.raw('DROP FUNCTION test_refuse_update()'));
    }
  });

  it('answers applied with no audit entry when the file changes nothing', async () => {
    const a = await create({ price: '100.00', stock: 5 });
    const before = await snapshot();
    const { done } = await previewThenApply(`sku,price,stock\n${a.sku},100,5`);
    expect(done).toEqual({ applied: true, changes: [], rejected: [], unchanged: 1 });
    expect(await snapshot()).toEqual(before);
  });

  it('requires the preview it applies', async () => {
    const a = await create({ price: '100.00' });
    const before = await snapshot();
    const res = await importCall({ csv: `sku,price\n${a.sku},5`, apply: true });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(IMPORT_MESSAGES.previewedRequired);
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /api/admin/products/import, between preview and apply', () => {
  it('reports a row whose stock orders took since the preview, and writes nothing', async () => {
    const counted = await create({ price: '100.00', stock: 10 });
    const other = await create({ price: '100.00', stock: 10 });
    // The shop owner counted 25 on the shelf and previews; the other row is a price change.
    const csv = ['sku,price,stock', `${counted.sku},,25`, `${other.sku},120,`].join('\n');
    const seen = await preview(csv);
    expect(seen.changes.map((c) => c.stock)).toEqual([{ from: 10, to: 25 }, null]);
    // Before they press Apply, an order takes 3.
    await placeOrder(counted.id, 3);
    const before = await snapshot();
    const done = await apply(csv, seen.changes);
    expect(done.applied).toBe(false);
    expect(done.rejected).toEqual([
      {
        line: 2,
        reason:
          `Stock of "${counted.name}" is 7 now, not 10 as the preview showed (an order or another save ` +
          'changed it since): preview the file again',
      },
    ]);
    expect(done.changes.map((change) => change.line)).toEqual([3]);
    expect(await snapshot()).toEqual(before);
    // A fresh preview shows the figures as they are; applying it then works.
    const again = await previewThenApply(csv);
    expect(again.seen.changes[0]!.stock).toEqual({ from: 7, to: 25 });
    expect(again.done.applied).toBe(true);
    expect(await rowOf(counted.id)).toMatchObject({ stock: 25, price: '100.00' });
    expect(await rowOf(other.id)).toMatchObject({ stock: 10, price: '120.00' });
  });

  it('reports a row the preview showed as unchanged whose figures moved since', async () => {
    const a = await create({ price: '100.00', stock: 10 });
    const csv = `sku,stock\n${a.sku},10`;
    const seen = await preview(csv);
    expect(seen).toMatchObject({ changes: [], unchanged: 1 });
    await placeOrder(a.id, 2);
    const done = await apply(csv, seen.changes);
    expect(done).toMatchObject({
      applied: false,
      rejected: [{ line: 2, reason: expect.stringMatching(/^Stock .* is 8 now, not 10/) }],
    });
    expect(await rowOf(a.id)).toMatchObject({ stock: 8, version: 1 });
  });

  it('reports a price another person saved since the preview', async () => {
    const a = await create({ price: '100.00' });
    const csv = `sku,price\n${a.sku},150`;
    const seen = await preview(csv);
    const save = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${a.id}`,
      headers: { cookie: cms },
      payload: { version: 1, price: '130.00' },
    });
    expect(save.statusCode).toBe(200);
    const done = await apply(csv, seen.changes);
    expect(done.rejected).toEqual([
      { line: 2, reason: expect.stringMatching(/^Price .* is 130.00 now, not 100.00/) },
    ]);
    expect(await rowOf(a.id)).toMatchObject({ price: '130.00', version: 2 });
  });

  it('gives a product saved at 0 its price, typed as staff write prices', async () => {
    const a = await create({ price: '100.00' });
    // Saved before prices had to be above 0.
    await t.database.db.update(products).set({ price: '0.00' }).where(eq(products.id, a.id));
    const { seen, done } = await previewThenApply(`sku,price\n${a.sku},"Rs. 1,250.50"`);
    expect(seen.changes).toMatchObject([{ line: 2, price: { from: '0.00', to: '1250.50' } }]);
    expect(done).toMatchObject({ applied: true, rejected: [] });
    expect(await rowOf(a.id)).toMatchObject({ price: '1250.50', version: 2 });
  });

  it('refuses a preview that does not belong to the file', async () => {
    const a = await create({ price: '100.00' });
    const seen = await preview(`sku,price\n${a.sku},150`);
    const done = await apply(`sku,price\n${a.sku},999`, seen.changes);
    expect(done).toMatchObject({
      applied: false,
      rejected: [{ line: 2, reason: expect.stringMatching(/does not match the preview/) }],
    });
    expect(await rowOf(a.id)).toMatchObject({ price: '100.00' });
  });

  it('never loses an order placed while an import applies: the order waits, or the import refuses', async () => {
    const a = await create({ stock: 10 });
    const csv = `sku,stock\n${a.sku},50`;
    const seen = await preview(csv);
    const [res] = await Promise.all([
      importCall({ csv, apply: true, previewed: seen.changes }),
      placeOrder(a.id, 4),
    ]);
    const done = importAnswerSchema.parse(res.json());
    const { stock } = await rowOf(a.id);
    // Import first: 50 counted, then the order takes 4. Order first: the import sees 6, not 10, and refuses.
    expect(stock).toBe(done.applied ? 46 : 6);
  });
});

describe('cost prices in the catalogue CSV (docs/settlements.md, costs)', () => {
  it('exports, previews and applies a cost price, 0 included, leaving an empty cell as it is', async () => {
    const a = await create({ price: '1000.00', costPrice: 'Rs 650' });
    const b = await create({ price: '500.00' });
    expect(a.costPrice).toBe('650.00');
    expect(b.costPrice).toBeNull();
    const exported = parseCsv((await exportCsv()).body);
    expect(exported.find((row) => row[0] === a.sku)?.at(-1)).toBe('650.00');
    expect(exported.find((row) => row[0] === b.sku)?.at(-1)).toBe('');

    const csv = ['sku,cost_price', `${a.sku},700`, `${b.sku},0`].join('\n');
    const { seen, done } = await previewThenApply(csv);
    expect(
      seen.changes.map(({ line, costPrice, price, stock }) => ({ line, costPrice, price, stock })),
    ).toEqual([
      { line: 2, costPrice: { from: '650.00', to: '700.00' }, price: null, stock: null },
      { line: 3, costPrice: { from: null, to: '0.00' }, price: null, stock: null },
    ]);
    expect(done.applied).toBe(true);
    expect(await rowOf(a.id)).toMatchObject({ costPrice: '700.00', price: '1000.00', version: 2 });
    expect(await rowOf(b.id)).toMatchObject({ costPrice: '0.00', version: 2 });
    const [entry] = await importEntries(a.id);
    expect(entry).toMatchObject({
      before: expect.objectContaining({ costPrice: '650.00' }),
      after: expect.objectContaining({ costPrice: '700.00' }),
    });

    const untouched = await previewThenApply(`sku,price,cost_price\n${a.sku},1000,`);
    expect(untouched.done).toEqual({ applied: true, changes: [], rejected: [], unchanged: 1 });
    expect((await rowOf(a.id)).costPrice).toBe('700.00');
  });

  it('refuses a cost that is not one amount, and a cost that moved since the preview', async () => {
    const a = await create({ costPrice: '100' });
    const bad = await preview(`sku,cost_price\n${a.sku},-5\n${a.sku.toLowerCase()},abc`);
    expect(bad.rejected).toEqual([
      { line: 2, reason: 'Cost price cannot be negative (got "-5")' },
      {
        line: 3,
        reason: 'Cost price must be one amount in rupees, such as 6,500 or Rs. 6,500.50 (got "abc")',
      },
    ]);

    const csv = `sku,cost_price\n${a.sku},120`;
    const seen = await preview(csv);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${a.id}`,
      headers: { cookie: cms },
      payload: { costPrice: '110' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const done = await apply(csv, seen.changes);
    expect(done.applied).toBe(false);
    expect(done.rejected[0]!.reason).toMatch(
      /^Cost price of "Csv Product \d+" is 110.00 now, not 100.00 as the preview showed/,
    );
    expect((await rowOf(a.id)).costPrice).toBe('110.00');
  });

  it('is not on the shop', async () => {
    const a = await create({ costPrice: '650', name: 'Secret Cost Honey' });
    const listed = await t.app.inject({ method: 'GET', url: '/api/products' });
    const mine = (listed.json() as Array<Record<string, unknown>>).find((product) => product.id === a.id);
    expect(mine).toBeDefined();
    expect(mine).not.toHaveProperty('costPrice');
    const one = await t.app.inject({ method: 'GET', url: `/api/products/slug/${a.slug}` });
    expect(one.json()).not.toHaveProperty('costPrice');
  });
});
