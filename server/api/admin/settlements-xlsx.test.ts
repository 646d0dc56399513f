import { beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../../../common/orders/settlement-files';
import type { SettlementPreview } from '../../../common/orders/settlement-schemas';
import { settlementTestSuite } from '../../testing/settlement-test-kit';
import {
  excelSerial,
  workbookParts,
  xlsxFile,
  xlsxSheet,
  zipFiles,
  type XlsxCell,
} from '../../testing/xlsx-file';

/**
 * A courier's payment report sent as an XLSX workbook (docs/settlements.md, decision 037): read into the
 * rows a CSV file gives, so the header search, the couriers' columns, the all-or-nothing refusal with
 * line numbers and the same-file idempotency hold; numbers, dates and typed money read exactly.
 */
const { call, importFile, parcel, preview, orderOf, snapshot } = settlementTestSuite();
const importWorkbook = (courier: string, file: Buffer) =>
  importFile(courier, file, { type: XLSX_TYPE, name: 'july.xlsx' });

describe('an XLSX payment report', () => {
  let ids: Record<'paid' | 'short' | 'returned' | 'otherCourier', string>;
  let file: Buffer;
  let importId: string;

  beforeAll(async () => {
    // Leopards keeps Rs 150 and 1 % of the cash, and withholds 2 % + 2 %.
    const rates = await call('PUT', '/settlements/rates', {
      couriers: [
        {
          courier: 'leopards',
          flatCharge: 150,
          codChargePercent: 1,
          incomeTaxPercent: 2,
          salesTaxPercent: 2,
        },
      ],
    });
    expect(rates.statusCode, rates.body).toBe(200);
    ids = {
      paid: await parcel('leopards', 'LE1001', '1000.00'), // expects 1000 − 160 − 20 − 20 = 800.00
      short: await parcel('leopards', 'LE1002', '2000.00'), // expects 1750.00
      returned: await parcel('leopards', 'LE1003', '1500.00', 'returned'),
      otherCourier: await parcel('tcs', 'LE1005', '900.00'),
    };
    const day = { serial: excelSerial('2026-07-14') };
    // A notes sheet first; the report opens with a title and a blank row, as couriers' reports do.
    file = xlsxFile([
      { name: 'Read me', rows: [['Leopards Courier Services: payments to the shipper']] },
      {
        name: 'Payments',
        rows: [
          ['Payment details, July 2026'],
          [],
          ['CN Number', 'Collect Amount', 'Net Amount', 'Cheque Date'],
          ['le1001', 1000, { digits: '800.50000000000011' }, day],
          ['LE1002', 2000, '1,700.00', '14/07/2026'],
          ['LE1003', 1500, 100, day],
          ['LE9999', 700, 'Rs 500', { digits: '46217' }],
          ['LE1005', 900, 750, day],
          ['Total', 6100, 3850.5, null],
        ],
      },
    ]);
  });

  it('is read on the sheet with the header, each line matched as a CSV file’s would be', async () => {
    const res = await importWorkbook('leopards', file);
    expect(res.statusCode, res.body).toBe(201);
    const answer = preview(res);
    importId = answer.id;
    const { format, fileName, state, summary } = answer;
    expect([format, fileName, state, summary.lines, summary.amount]).toEqual([
      'leopards',
      'july.xlsx',
      'previewed',
      5,
      '3850.50',
    ]);
    // Line, tracking number, amount, expected, difference, match, parcel, day: as the CSV reader gives them.
    const row = (line: SettlementPreview['lines'][number]) => [
      line.line,
      line.trackingNumber,
      line.amount,
      line.expected,
      line.difference,
      line.match,
      line.orderId,
      line.paidOn,
    ];
    const day = '2026-07-14';
    expect(answer.lines.map(row)).toEqual([
      [4, 'le1001', '800.50', '800.00', '0.50', 'settled', ids.paid, day],
      [5, 'LE1002', '1700.00', '1750.00', '-50.00', 'short', ids.short, day],
      [6, 'LE1003', '100.00', '0.00', '100.00', 'paid_for_return', ids.returned, day],
      // Its day a date serial the sheet left as a plain number.
      [7, 'LE9999', '500.00', null, null, 'unknown', null, day],
      [8, 'LE1005', '750.00', null, null, 'unknown', null, day],
    ]);
  });

  it('is the same import when sent again, before and after it is applied, changing nothing', async () => {
    let before = await snapshot();
    const again = await importWorkbook('leopards', file);
    expect(again.statusCode, again.body).toBe(200);
    expect(preview(again)).toMatchObject({ id: importId, state: 'previewed', replayed: true });
    expect(await snapshot()).toEqual(before);

    expect((await call('POST', `/settlements/${importId}/apply`)).statusCode).toBe(200);
    expect(await orderOf(ids.paid)).toMatchObject({ settledAmount: '800.50', settlementExpected: '800.00' });
    before = await snapshot();
    const applied = await importWorkbook('leopards', file);
    expect(applied.statusCode).toBe(200);
    expect(preview(applied)).toMatchObject({ id: importId, state: 'applied', replayed: true });
    expect(await snapshot()).toEqual(before);
  });

  it('reads a number cell of 1234.5 as Rs 1,234.50, and stored binary digits as the paisa shown', async () => {
    await call('PUT', '/settlements/rates', {
      couriers: [
        { courier: 'mnp', flatCharge: 0, codChargePercent: 0, incomeTaxPercent: 0, salesTaxPercent: 0 },
      ],
    });
    const half = await parcel('mnp', 'MNP-1', '1234.50');
    const cents = await parcel('mnp', 'MNP-2', '1234.56');
    const res = await importWorkbook(
      'mnp',
      xlsxSheet([
        ['tracking_number', 'amount', 'date'],
        ['MNP-1', 1234.5, '2026-07-14'],
        ['MNP-2', { digits: '1234.5599999999999' }, '14-Jul-2026'],
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(preview(res).lines).toMatchObject([
      { orderId: half, amount: '1234.50', expected: '1234.50', difference: '0.00', match: 'settled' },
      { orderId: cents, amount: '1234.56', expected: '1234.56', difference: '0.00', match: 'settled' },
    ]);
  });

  it('reads a tracking number kept as a number, as Trax’s are', async () => {
    const id = await parcel('trax', '2232231721462', '1000.00');
    const res = await importWorkbook(
      'trax',
      xlsxSheet([
        ['Tracking Number', 'Net Payable'],
        [2232231721462, 960],
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(preview(res)).toMatchObject({
      format: 'trax',
      lines: [{ trackingNumber: '2232231721462', orderId: id, match: 'settled' }],
    });
  });

  it('is refused whole, naming each bad line by its row, when any line is bad; nothing is kept', async () => {
    await parcel('tcs', 'TCS-1', '1000.00');
    const before = await snapshot();
    const rows: XlsxCell[][] = [
      ['Payments'],
      ['tracking_number', 'amount', 'date'],
      ['TCS-1', 960, { serial: excelSerial('2026-07-14') }],
      ['TCS-2', 12.345, null],
      [null, 100, null],
      [{ digits: '1234567890123456' }, 5, null],
      ['TCS-3', 10, 'yesterday'],
    ];
    const res = await importWorkbook(
      'tcs',
      xlsxFile([
        { name: 'Payments', rows },
        { name: 'Notes', rows: [] },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error:
        'The file was not imported (sheet "Payments"). Line 4: Amount can have at most two decimals (got "12.345")',
      details: [
        'Line 4: Amount can have at most two decimals (got "12.345")',
        'Line 5: No tracking number',
        'Line 6: "1.23456789012346E+15" is a number a spreadsheet shortened, not a tracking number: format the column as text and save again',
        'Line 7: "yesterday" is not a date: write it as 2026-07-14 or 14/07/2026',
      ],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('is refused when no sheet has the header, or when a sheet reaches far past any report', async () => {
    const res = await importWorkbook('tcs', xlsxSheet([['CN', 'Paid']]));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'The file was not imported. Line 1: No header naming the tracking number and the amount: use tracking_number,amount,date',
    );
    const stray = zipFiles({
      ...workbookParts([{ name: 'Sheet1', rows: [] }]),
      'xl/worksheets/sheet1.xml':
        '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>tracking_number</t></is></c></row>' +
        '<row r="900000"><c r="Z900000"><v>1</v></c></row></sheetData></worksheet>',
    });
    const far = await importWorkbook('tcs', stray);
    expect(far.statusCode).toBe(400);
    expect(far.json().error).toMatch(/^A sheet of this workbook has cells as far as row 900000, column Z:/);
  });
});
