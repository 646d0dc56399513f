import { describe, expect, it } from 'vitest';
import {
  MAX_SETTLEMENT_LINES,
  readPaidOn,
  readSettlementFile,
  SettlementFileRefused,
  type FileProblem,
} from './settlement-files';

/** The problems a file is refused with, or a failure if it was read. */
function problemsOf(text: string, courier: Parameters<typeof readSettlementFile>[1] = 'tcs'): FileProblem[] {
  try {
    readSettlementFile(text, courier);
  } catch (error) {
    if (error instanceof SettlementFileRefused) return error.problems;
    throw error;
  }
  throw new Error('the file was read');
}

describe('a payment report in the shop’s own header', () => {
  it('reads each paid line with its file line, the amount as exact text and the day', () => {
    const file = readSettlementFile(
      '\uFEFFtracking_number,amount,date\r\nTCS-1001,"1,000.50",2026-07-14\r\ntcs-1002,822.14,14/07/2026\r\nTCS-1003,0,\r\n',
      'tcs',
    );
    expect(file).toEqual({
      format: 'generic',
      lines: [
        { line: 2, trackingNumber: 'TCS-1001', amount: '1000.50', paidOn: '2026-07-14' },
        { line: 3, trackingNumber: 'tcs-1002', amount: '822.14', paidOn: '2026-07-14' },
        { line: 4, trackingNumber: 'TCS-1003', amount: '0.00', paidOn: null },
      ],
    });
  });

  it('finds the header under a title, keeps the file’s line numbers, and passes over a totals row', () => {
    const file = readSettlementFile(
      'Payments to Organic Shop,,\n,,\nTracking Number,Amount,Date\n\'000123456,500,\n="000123457",700,\nTotal,1200,\n',
      'mnp',
    );
    expect(file.lines).toEqual([
      { line: 4, trackingNumber: '000123456', amount: '500.00', paidOn: null },
      { line: 5, trackingNumber: '000123457', amount: '700.00', paidOn: null },
    ]);
  });

  it('refuses the whole file, naming every bad line', () => {
    const problems = problemsOf(
      'tracking_number,amount,date\nTCS-1,100,\nTCS-2,12.345,\n,50,\nTCS-1,10,\n2.23223E+12,10,\nTCS-3,-5,\nTCS-4,10,2026-02-30\n',
    );
    expect(problems).toEqual([
      { line: 3, problem: 'Amount can have at most two decimals (got "12.345")' },
      { line: 4, problem: 'No tracking number' },
      { line: 5, problem: 'The tracking number TCS-1 is already on line 2: each parcel may appear once' },
      {
        line: 6,
        problem:
          '"2.23223E+12" is a number a spreadsheet shortened, not a tracking number: format the column as text and save again',
      },
      { line: 7, problem: 'Amount cannot be negative (got "-5")' },
      { line: 8, problem: '"2026-02-30" is not a date: write it as 2026-07-14 or 14/07/2026' },
    ]);
    expect(new SettlementFileRefused(problems).message).toBe(
      'Line 3: Amount can have at most two decimals (got "12.345")',
    );
  });

  it('refuses a file without the header, an empty one, and one of only a header', () => {
    expect(problemsOf('cn,net\nA1,1\n', 'tcs')).toEqual([
      {
        line: 1,
        problem: 'No header naming the tracking number and the amount: use tracking_number,amount,date',
      },
    ]);
    expect(problemsOf('\n\n')).toEqual([{ line: 1, problem: 'The file is empty' }]);
    expect(problemsOf('tracking_number,amount\n')).toEqual([
      { line: 1, problem: 'The file has a header but no paid lines' },
    ]);
    expect(problemsOf('tracking_number,amount\n"TCS-1,5\n')).toEqual([
      { line: 2, problem: 'A quoted cell that starts on this row is never closed' },
    ]);
  });

  it(`takes at most ${MAX_SETTLEMENT_LINES} paid lines`, () => {
    const rows = Array.from({ length: MAX_SETTLEMENT_LINES + 1 }, (_, i) => `TCS-${10_000 + i},1`);
    expect(problemsOf(`tracking_number,amount\n${rows.join('\n')}`)).toEqual([
      {
        line: MAX_SETTLEMENT_LINES + 2,
        problem: `The file has ${MAX_SETTLEMENT_LINES + 1} paid lines; at most ${MAX_SETTLEMENT_LINES} are imported at once. Split it into smaller files.`,
      },
    ]);
  });
});

describe('the couriers’ own reports', () => {
  it('reads PostEx’s upfront and reserve payments of a parcel as one amount', () => {
    const file = readSettlementFile(
      'Tracking Number,Invoice Payment,Upfront Payment,Reserve Payment,Settlement Date\n21751110000001,3000,2400,376.40,28-Jul-2026\n21751110000002,2000,1500,,\n',
      'postex',
    );
    expect(file).toEqual({
      format: 'postex',
      lines: [
        { line: 2, trackingNumber: '21751110000001', amount: '2776.40', paidOn: '2026-07-28' },
        { line: 3, trackingNumber: '21751110000002', amount: '1500.00', paidOn: null },
      ],
    });
  });

  it('reads Leopards’ payment details by CN, and Trax’s net payable', () => {
    expect(
      readSettlementFile(
        'booked_packet_cn,booked_packet_collect_amount,packet_charges,net_amount,invoice_cheque_date\nLE7514442,1000,150,790,2026-07-14 10:00:00\n',
        'leopards',
      ),
    ).toEqual({
      format: 'leopards',
      lines: [{ line: 2, trackingNumber: 'LE7514442', amount: '790.00', paidOn: '2026-07-14' }],
    });
    expect(
      readSettlementFile(
        'Tracking Number,COD Amount,Total Charges,Net Payable\n2232231721462,1000,137.86,822.14\n',
        'trax',
      ).lines,
    ).toEqual([{ line: 2, trackingNumber: '2232231721462', amount: '822.14', paidOn: null }]);
  });

  it('takes the shop’s header from any courier, and a courier’s columns only from that courier', () => {
    expect(readSettlementFile('tracking_number,amount\n2232231721462,5\n', 'trax').format).toBe('generic');
    expect(problemsOf('booked_packet_cn,net_amount\nLE1,1\n', 'postex')).toEqual([
      {
        line: 1,
        problem:
          "No header naming the tracking number and the amount: use tracking_number,amount,date or postex's own columns (trackingnumber and netamount)",
      },
    ]);
  });
});

describe('a payment’s day', () => {
  it.each([
    ['2026-07-14', '2026-07-14'],
    ['14/07/2026', '2026-07-14'],
    ['4-7-2026', '2026-07-04'],
    ['14 July 2026', '2026-07-14'],
    ['2026-07-14T09:30:00', '2026-07-14'],
    ['', null],
    ['07/14/2026', undefined],
    ['yesterday', undefined],
  ])('%s is %s', (cell, day) => {
    expect(readPaidOn(cell)).toBe(day);
  });
});
