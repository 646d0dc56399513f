import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ID } from '../../../common/accounts/roles';
import { XLSX_TYPE } from '../../../common/orders/settlement-files';
import { courierParcels, orders } from '../../db/schema';
import { settlementTestKit, type Method } from '../../testing/settlement-test-kit';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';

/**
 * Settlements over HTTP (docs/settlements.md, decision 033): a courier's payment report imported as a
 * preview and applied once, its lines matched to the shop's parcels, the owner's rates, the Trax charges
 * the webhook reports, each courier's figures and the short-paid export; the super admin's alone.
 */
const TRAX_SECRET = 'trax-webhook-secret-0123456789';

let t: TestApp;
const cookies = {} as Record<'owner' | 'editor' | 'desk' | 'shopper', string>;

beforeAll(async () => {
  t = await createTestApp({
    couriers: { trax: { apiUrl: 'http://127.0.0.1:9', apiKey: 'trax-key', webhookSecret: TRAX_SECRET } },
  });
  await addUser(t, { username: 'owner', id: SUPER_ADMIN_ID, role: 'cms', isAdmin: true });
  await addUser(t, { username: 'editor', role: 'cms' });
  await addUser(t, { username: 'desk', role: 'order_confirmation' });
  await addUser(t, { username: 'shopper' });
  for (const who of ['owner', 'editor', 'desk', 'shopper'] as const) cookies[who] = await loginCookie(t, who);
});
afterAll(() => t?.close());

const { call, importFile, parcel, preview, figuresOf, auditsOf, orderOf, snapshot } = settlementTestKit(
  () => t,
  () => cookies.owner,
);

describe('the expected net of a parcel', () => {
  it('is Rs 822.14 for Rs 1,000 with Rs 137.86 charges on the rate card and 2 % + 2 % withheld', async () => {
    const rates = await call('PUT', '/settlements/rates', {
      couriers: [
        {
          courier: 'tcs',
          flatCharge: 'Rs 137.86',
          codChargePercent: 0,
          incomeTaxPercent: '2',
          salesTaxPercent: '2 %',
        },
      ],
    });
    expect(rates.statusCode, rates.body).toBe(200);
    expect(rates.json().couriers.find((c: { courier: string }) => c.courier === 'tcs')).toMatchObject({
      flatCharge: '137.86',
      codChargePercent: '0.00',
      incomeTaxPercent: '2.00',
      salesTaxPercent: '2.00',
      updatedBy: 'owner',
    });
    await parcel('tcs', 'TCS-822', '1000.00');

    const res = await importFile('tcs', 'tracking_number,amount,date\nTCS-822,822.14,2026-07-14\n');
    expect(res.statusCode, res.body).toBe(201);
    expect(preview(res).lines).toEqual([
      {
        line: 2,
        trackingNumber: 'TCS-822',
        amount: '822.14',
        expected: '822.14',
        difference: '0.00',
        match: 'settled',
        orderId: expect.any(String),
        paidOn: '2026-07-14',
      },
    ]);
  });

  it('is Rs 822.14 with the Rs 137.86 Trax reports in its charges webhook, whatever the rate card says', async () => {
    const id = await parcel('trax', '2232231721462', '1000.00', 'shipped');
    await t.database.db.insert(courierParcels).values({
      orderId: id,
      courier: 'trax',
      state: 'booked',
      trackingNumber: '2232231721462',
      requestedById: SUPER_ADMIN_ID,
      requestedBy: 'owner',
    });
    const pushed = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/couriers/trax?secret=${TRAX_SECRET}`,
      payload: {
        tracking_number: '2232231721462',
        cod_amount: '1000',
        weight_charges: '120',
        total_charges: '137.86',
        net_payable: '862.14',
      },
    });
    expect(pushed.statusCode, pushed.body).toBe(200);
    const [kept] = await t.database.db.select().from(courierParcels).where(eq(courierParcels.orderId, id));
    expect(kept!.reportedCharges).toBe('137.86');

    const res = await importFile(
      'trax',
      'Tracking Number,COD Amount,Net Payable\n2232231721462,1000,822.14\n',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(preview(res)).toMatchObject({
      format: 'trax',
      lines: [
        {
          trackingNumber: '2232231721462',
          expected: '822.14',
          difference: '0.00',
          match: 'settled',
          orderId: id,
        },
      ],
    });
  });
});

describe('a file with the four cases', () => {
  let file: string;
  let ids: Record<'paid' | 'short' | 'returned' | 'otherCourier', string>;
  let importId: string;

  beforeAll(async () => {
    // Leopards keeps Rs 150 and 1 % of the cash, and withholds 2 % + 2 %.
    await call('PUT', '/settlements/rates', {
      couriers: [
        {
          courier: 'leopards',
          flatCharge: '150',
          codChargePercent: '1',
          incomeTaxPercent: 2,
          salesTaxPercent: 2,
        },
      ],
    });
    ids = {
      paid: await parcel('leopards', 'LE1001', '1000.00'), // expects 1000 − 160 − 20 − 20 = 800.00
      short: await parcel('leopards', 'LE1002', '2000.00'), // expects 2000 − 170 − 40 − 40 = 1750.00
      returned: await parcel('leopards', 'LE1003', '1500.00', 'returned'),
      otherCourier: await parcel('tcs', 'LE1005', '900.00'),
    };
    file = [
      'booked_packet_cn,booked_packet_collect_amount,net_amount,invoice_cheque_date',
      'le1001,1000,800.50,14/07/2026',
      'LE1002,2000,1700,14/07/2026',
      'LE1003,1500,100,14/07/2026',
      'LE9999,700,500,14/07/2026',
      'LE1005,900,750,14/07/2026',
      '',
    ].join('\r\n');
  });

  it('previews each line with its match, and applies nothing yet', async () => {
    const before = await figuresOf('leopards');
    const res = await importFile('leopards', file);
    expect(res.statusCode, res.body).toBe(201);
    const answer = preview(res);
    importId = answer.id;
    expect(answer).toMatchObject({
      courier: 'leopards',
      format: 'leopards',
      fileName: 'report.csv',
      state: 'previewed',
      replayed: false,
      importedBy: 'owner',
      appliedAt: null,
      summary: {
        lines: 5,
        amount: '3850.50',
        settled: { lines: 1, amount: '800.50' },
        short: { lines: 1, amount: '1700.00', shortfall: '50.00' },
        paid_for_return: { lines: 1, amount: '100.00' },
        unknown: { lines: 2, amount: '1250.00' },
      },
    });
    expect(answer.lines.map(({ paidOn: _day, ...line }) => line)).toEqual([
      {
        line: 2,
        trackingNumber: 'le1001',
        amount: '800.50',
        expected: '800.00',
        difference: '0.50',
        match: 'settled',
        orderId: ids.paid,
      },
      {
        line: 3,
        trackingNumber: 'LE1002',
        amount: '1700.00',
        expected: '1750.00',
        difference: '-50.00',
        match: 'short',
        orderId: ids.short,
      },
      {
        line: 4,
        trackingNumber: 'LE1003',
        amount: '100.00',
        expected: '0.00',
        difference: '100.00',
        match: 'paid_for_return',
        orderId: ids.returned,
      },
      {
        line: 5,
        trackingNumber: 'LE9999',
        amount: '500.00',
        expected: null,
        difference: null,
        match: 'unknown',
        orderId: null,
      },
      // A tracking number of another courier's parcel is not this courier's to pay.
      {
        line: 6,
        trackingNumber: 'LE1005',
        amount: '750.00',
        expected: null,
        difference: null,
        match: 'unknown',
        orderId: null,
      },
    ]);
    expect(await figuresOf('leopards')).toEqual(before);
    expect((await orderOf(ids.paid)).settledAt).toBeNull();
    const [created] = await auditsOf('settlement').then((rows) =>
      rows.filter((row) => row.entityId === importId),
    );
    expect(created).toMatchObject({
      action: 'create',
      actorUsername: 'owner',
      after: { courier: 'leopards', lines: 5, short: 1 },
    });
  });

  it('answers the same file again with the same import, changing nothing', async () => {
    const before = await snapshot();
    const again = await importFile('leopards', file);
    expect(again.statusCode, again.body).toBe(200);
    expect(preview(again)).toMatchObject({ id: importId, state: 'previewed', replayed: true });
    expect(await snapshot()).toEqual(before);
  });

  it('applies it: the parcels paid are settled, the payments counted, the short one listed', async () => {
    const applied = await call('POST', `/settlements/${importId}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(preview(applied)).toMatchObject({
      id: importId,
      state: 'applied',
      appliedBy: 'owner',
      replayed: false,
    });

    expect(await orderOf(ids.paid)).toMatchObject({ settledAmount: '800.50', settlementExpected: '800.00' });
    expect(await orderOf(ids.short)).toMatchObject({
      settledAmount: '1700.00',
      settlementExpected: '1750.00',
    });
    expect((await orderOf(ids.returned)).settledAt).toBeNull();
    expect((await orderOf(ids.otherCourier)).settledAt).toBeNull();

    const figures = await figuresOf('leopards');
    expect(figures).toMatchObject({
      expected: '2550.00',
      received: '3850.50',
      imports: 1,
      outstanding: { parcels: 0, expected: '0.00', oldest: null },
      shortPaid: {
        parcels: 1,
        amount: '50.00',
        list: [
          {
            orderId: ids.short,
            trackingNumber: 'LE1002',
            codAmount: '2000.00',
            expected: '1750.00',
            received: '1700.00',
            shortBy: '50.00',
          },
        ],
      },
    });
    const entries = (await auditsOf('settlement')).filter((row) => row.entityId === importId);
    expect(entries.map((row) => row.action)).toEqual(['create', 'apply']);
    expect(entries[1]).toMatchObject({
      before: { state: 'previewed' },
      after: { state: 'applied', parcelsSettled: 2 },
    });
  });

  it('changes nothing when applied again or imported again', async () => {
    const before = await snapshot();
    const reapplied = await call('POST', `/settlements/${importId}/apply`);
    expect(reapplied.statusCode).toBe(200);
    expect(preview(reapplied)).toMatchObject({ state: 'applied', replayed: true });
    const reimported = await importFile('leopards', file);
    expect(reimported.statusCode).toBe(200);
    expect(preview(reimported)).toMatchObject({ id: importId, state: 'applied', replayed: true });
    expect(await snapshot()).toEqual(before);
  });

  it('settles the short parcel when a later file pays what it lacked', async () => {
    const res = await importFile('leopards', 'tracking_number,amount\nLE1002,50\n');
    expect(preview(res).lines[0]).toMatchObject({ expected: '50.00', difference: '0.00', match: 'settled' });
    expect((await call('POST', `/settlements/${preview(res).id}/apply`)).statusCode).toBe(200);
    expect(await figuresOf('leopards')).toMatchObject({
      expected: '2550.00',
      received: '3900.50',
      imports: 2,
      shortPaid: { parcels: 0, amount: '0.00', list: [] },
    });
  });

  it('lists the imports, newest first, with what each applied', async () => {
    const res = await call('GET', '/settlements');
    expect(res.statusCode).toBe(200);
    const { imports } = res.json() as {
      imports: Array<{ id: string; state: string; summary: { lines: number } }>;
    };
    expect(imports.find((row) => row.id === importId)).toMatchObject({
      state: 'applied',
      summary: { lines: 5 },
    });
    expect(imports[0]!.summary.lines).toBe(1);
    const one = await call('GET', `/settlements/${importId}`);
    expect(preview(one).lines).toHaveLength(5);
    expect((await call('GET', '/settlements/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('what a courier owes', () => {
  it('is the delivered parcels not yet paid, oldest first: not those on their way, returned or paid', async () => {
    const first = await parcel('mnp', 'MNP-1', '1000.00');
    const second = await parcel('mnp', 'MNP-2', '2000.00');
    const third = await parcel('mnp', 'MNP-3', '500.00');
    await parcel('mnp', 'MNP-4', '700.00', 'shipped');
    await parcel('mnp', 'MNP-5', '800.00', 'returned');
    const paid = await importFile('mnp', 'tracking_number,amount\nMNP-1,960\n');
    expect((await call('POST', `/settlements/${preview(paid).id}/apply`)).statusCode).toBe(200);

    // The default rates: no charges known, 2 % + 2 % withheld.
    const figures = await figuresOf('mnp');
    expect(figures).toMatchObject({
      expected: '3360.00', // 960.00 paid for, 1920.00 + 480.00 owed
      received: '960.00',
      outstanding: {
        parcels: 2,
        expected: '2400.00',
        oldest: { orderId: second, trackingNumber: 'MNP-2', expected: '1920.00' },
      },
      shortPaid: { parcels: 0 },
    });
    // The same parcels as the orders say: delivered, with this courier, never paid.
    const owed = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.courier, 'mnp'), eq(orders.status, 'completed'), isNull(orders.settledAt)));
    expect(owed.map((row) => row.id).sort()).toEqual([second, third].sort());
    expect((await orderOf(first)).settledAt).not.toBeNull();
  });

  it('exports the short-paid parcels for a claim', async () => {
    await parcel('callcourier', 'CC-1', '3000.00');
    const short = await importFile('callcourier', 'tracking_number,amount\nCC-1,2500\n');
    expect((await call('POST', `/settlements/${preview(short).id}/apply`)).statusCode).toBe(200);
    const res = await call('GET', '/settlements/couriers/callcourier/short-paid.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="callcourier-short-paid-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, row, end] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'tracking_number,order_number,cod_amount,expected,received,short_by,delivered_on,paid_on',
    );
    expect(row).toMatch(
      /^CC-1,[0-9a-f]{8},3000\.00,2880\.00,2500\.00,380\.00,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/,
    );
    expect(end).toBe('');
  });
});

describe('an import that cannot be taken', () => {
  it('refuses a partly bad file whole, naming its lines, and keeps nothing', async () => {
    await parcel('tcs', 'TCS-2001', '1000.00');
    const before = await snapshot();
    const res = await importFile(
      'tcs',
      'tracking_number,amount\nTCS-2001,960\nTCS-2002,12,34\n,100\nTCS-2003,1.234\n',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error:
        'The file was not imported. Line 3: This row has 3 cells but the header has 2: a cell holding a comma must be in double quotes',
      details: [
        'Line 3: This row has 3 cells but the header has 2: a cell holding a comma must be in double quotes',
        'Line 4: No tracking number',
        'Line 5: Amount can have at most two decimals (got "1.234")',
      ],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an old XLS workbook, a broken XLSX one, a JSON body and an unknown courier, keeping nothing', async () => {
    const before = await snapshot();
    const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
    const old = await importFile('tcs', xls, { type: 'application/vnd.ms-excel' });
    expect(old.statusCode).toBe(415);
    expect(old.json().error).toMatch(/old Excel workbook \(XLS\).*save it as "Excel Workbook \(\.xlsx\)"/);
    const broken = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(60)]);
    const xlsx = await importFile('tcs', broken, { type: XLSX_TYPE });
    expect(xlsx.statusCode).toBe(400);
    expect(xlsx.json().error).toMatch(/^The file could not be read as an XLSX workbook/);
    const json = await call('POST', '/settlements?courier=tcs', { csv: 'tracking_number,amount' });
    expect(json.statusCode).toBe(415);
    const courier = await importFile('dhl', 'tracking_number,amount\nX-1,1\n');
    expect(courier.statusCode).toBe(400);
    expect(courier.json().error).toMatch(/^courier must be one of/);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses to apply a preview the parcels moved away from, until the file is imported again', async () => {
    const id = await parcel('tcs', 'TCS-3001', '1000.00', 'shipped');
    const file = 'tracking_number,amount\nTCS-3001,822.14\n';
    const first = preview(await importFile('tcs', file));
    expect(first.lines[0]!.match).toBe('settled');
    expect((await call('PATCH', `/orders/${id}/status`, { status: 'returned' })).statusCode).toBe(200);

    const before = await snapshot();
    const refused = await call('POST', `/settlements/${first.id}/apply`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Line 2 (TCS-3001) changed since the preview: it matches as paid for return now, not settled. Import the file again to see the figures as they are now, then apply.',
    );
    expect(await snapshot()).toEqual(before);

    const again = await importFile('tcs', file);
    expect(again.statusCode).toBe(200);
    expect(preview(again)).toMatchObject({
      id: first.id,
      replayed: true,
      lines: [{ match: 'paid_for_return' }],
    });
    expect((await call('POST', `/settlements/${first.id}/apply`)).statusCode).toBe(200);
    expect((await orderOf(id)).settledAt).toBeNull();
  });

  it('refuses rates out of range, naming the field', async () => {
    const res = await call('PUT', '/settlements/rates', {
      couriers: [
        {
          courier: 'tcs',
          flatCharge: '-1',
          codChargePercent: '101',
          incomeTaxPercent: 2,
          salesTaxPercent: 2,
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      'couriers.0.flatCharge: Charge per parcel cannot be negative',
      'couriers.0.codChargePercent: Cash handling and fuel must be a percent from 0 to 100 with at most two decimals, such as 2 or 2.5',
    ]);
  });
});

describe('who may', () => {
  const routes: Array<[Method, string, object?]> = [
    ['GET', '/settlements'],
    ['GET', '/settlements/couriers'],
    ['GET', '/settlements/couriers/tcs/short-paid.csv'],
    ['GET', '/settlements/rates'],
    [
      'PUT',
      '/settlements/rates',
      {
        couriers: [
          { courier: 'tcs', flatCharge: 0, codChargePercent: 0, incomeTaxPercent: 0, salesTaxPercent: 0 },
        ],
      },
    ],
    ['GET', '/settlements/00000000-0000-4000-8000-000000000000'],
    ['POST', '/settlements/00000000-0000-4000-8000-000000000000/apply'],
  ];

  it.each(routes)('%s %s is the super admin’s alone', async (method, url, body) => {
    const before = await snapshot();
    expect((await call(method, url, body, null)).statusCode).toBe(401);
    for (const who of ['editor', 'desk', 'shopper'] as const) {
      expect((await call(method, url, body, cookies[who])).statusCode, who).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('turns staff away from importing a file', async () => {
    const before = await snapshot();
    for (const who of ['editor', 'desk', 'shopper'] as const) {
      expect(
        (await importFile('tcs', 'tracking_number,amount\nTCS-1,1\n', { cookie: cookies[who] })).statusCode,
      ).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });
});
