import { describe, expect, it } from 'vitest';
import { excelSerial, workbookParts, xlsxFile, xlsxSheet, zipFiles } from '../../../../testing/xlsx-file';
import { excelSerialDay, numberText, readWorkbook } from './workbook-rows';
import { sheetExtent, WorkbookUnreadable, type WorkbookLimits } from './workbook-zip';

/** A workbook's cells as text (docs/settlements.md, decision 037): numbers as a person sees them. */
const LIMITS: WorkbookLimits = { unpackedBytes: 1024 * 1024, rows: 100, columns: 10 };

describe('a number cell as text', () => {
  it.each([
    ['1234.5', '1234.5'],
    ['1234.56', '1234.56'],
    ['1234.5599999999999', '1234.56'],
    ['822.14000000000004', '822.14'],
    ['0.30000000000000004', '0.3'],
    ['1000', '1000'],
    ['1E+3', '1000'],
    ['1.5E-2', '0.015'],
    ['-5', '-5'],
    ['-0', '0'],
    ['0.001', '0.001'],
    ['12.345', '12.345'],
    ['999999999999999.5', '1E+15'],
    ['2232231721462', '2232231721462'],
    ['123456789012345', '123456789012345'],
    ['1234567890123456', '1.23456789012346E+15'],
    ['1.2345678901234567E+18', '1.23456789012346E+18'],
    ['not a number', 'not a number'],
  ])('%s reads %s', (stored, shown) => {
    expect(numberText(stored)).toBe(shown);
  });
});

describe('an Excel date serial', () => {
  it('is its day in the 1900 date system, a time of day ignored', () => {
    expect(excelSerial('2026-07-14')).toBe(46217);
    expect(excelSerialDay('46217')).toBe('2026-07-14');
    expect(excelSerialDay('46217.75')).toBe('2026-07-14');
    expect(excelSerialDay('36526')).toBe('2000-01-01');
  });

  it('is no day for an amount, a count or text', () => {
    for (const stored of ['822.14', '5', '36525', '2958466', '-46217', 'x']) {
      expect(excelSerialDay(stored), stored).toBeNull();
    }
  });
});

describe('reading a workbook', () => {
  it('gives each sheet its rows as text, in place, with the stored digits of its numbers', async () => {
    const sheets = await readWorkbook(
      xlsxFile([
        { name: 'Notes', rows: [['Payments of July']] },
        {
          name: 'Paid',
          rows: [
            ['Leopards payments'],
            [],
            ['CN', 'Net Amount', 'Cheque Date'],
            ['LE1001', { digits: '1234.5599999999999' }, { serial: excelSerial('2026-07-14') }],
            ['LE1002', '1,000.50', '14/07/2026'],
          ],
        },
      ]),
      LIMITS,
    );
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Notes', 'Paid']);
    expect(sheets[1]!.rows).toEqual([
      ['Leopards payments', '', ''],
      ['', '', ''],
      ['CN', 'Net Amount', 'Cheque Date'],
      ['LE1001', '1234.56', '2026-07-14'],
      ['LE1002', '1,000.50', '14/07/2026'],
    ]);
    expect(sheets[1]!.numbers[3]).toEqual([null, '1234.5599999999999', null]);
  });

  it('refuses a zip that is no workbook, a broken one, and one that unpacks too large', async () => {
    const whole = xlsxSheet([['tracking_number', 'amount']]);
    expect(await refusal(zipFiles({ 'notes.txt': 'hello' }))).toBe('refused');
    expect(await refusal(whole.subarray(0, whole.length - 40))).toBe('refused');
    expect(await refusal(whole, { ...LIMITS, unpackedBytes: 1000 })).toBe('refused');
    expect(await refusal(whole)).toBe('read');
    // A directory that understates what its parts unpack to is found out when they are unpacked.
    const large = xlsxSheet([['tracking_number', 'x'.repeat(20_000)]]);
    const directory = large.lastIndexOf(Buffer.from('504b0102', 'hex'));
    for (let at = large.indexOf(Buffer.from('504b0102', 'hex')); at >= 0 && at <= directory;) {
      large.writeUInt32LE(10, at + 24);
      at = large.indexOf(Buffer.from('504b0102', 'hex'), at + 4);
    }
    expect(await refusal(large, { ...LIMITS, unpackedBytes: 15_000 })).toBe('refused');
    expect(await refusal(large)).toBe('read');
  });

  it('refuses a sheet that is not XML, or whose cells point nowhere', async () => {
    const parts = (sheet: string) =>
      zipFiles({ ...workbookParts([{ name: 'Sheet1', rows: [['a']] }]), 'xl/worksheets/sheet1.xml': sheet });
    expect(await refusal(parts('<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0'))).toBe('refused');
    expect(await refusal(parts('not xml'))).toBe('refused');
    expect(
      await refusal(
        parts('<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>7</v></c></row></sheetData></worksheet>'),
      ),
    ).toBe('refused');
  });

  it('refuses a sheet whose cells reach past the limits before unpacking it, saying what to do', async () => {
    const far = zipFiles({
      ...workbookParts([{ name: 'Sheet1', rows: [] }]),
      'xl/worksheets/sheet1.xml':
        '<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c></row><row r="1048576"><c r="XFD1048576"><v>1</v></c></row></sheetData></worksheet>',
    });
    const error = await readWorkbook(far, LIMITS).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(WorkbookUnreadable);
    expect((error as WorkbookUnreadable).forPerson).toBe(
      'A sheet of this workbook has cells as far as row 1048576, column XFD: a payment report fits in 100 rows and 10 columns. Delete the rows and columns past the report (or the stray cells there) and save it again.',
    );
  });
});

describe("a sheet's farthest cell", () => {
  it('is read from its cells and non-empty rows, with or without a prefix', () => {
    expect(sheetExtent('<row r="2"><c r="B2"><v>1</v></c></row><row r="9"/>')).toEqual({
      rows: 2,
      columns: 2,
    });
    expect(sheetExtent('<x:row r="40" spans="1:3"><x:c r="AA40" s="1"/></x:row>')).toEqual({
      rows: 40,
      columns: 27,
    });
    expect(sheetExtent('<row r="7"><c><v>1</v></c></row>')).toEqual({ rows: 7, columns: 0 });
  });
});

/** What a test makes of reading these bytes. */
const refusal = (bytes: Buffer, limits = LIMITS) =>
  readWorkbook(bytes, limits).then(
    () => 'read',
    (error: unknown) => (error instanceof WorkbookUnreadable ? 'refused' : String(error)),
  );
