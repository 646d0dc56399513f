import { CsvSyntaxError, parseCsv, tooManyCellsMessage } from '../csv';
import { fromPaisa, readAmount } from '../money';
import { TRACKING_NUMBER, type CourierKey } from './couriers';

/**
 * Reading a courier's payment report (docs/settlements.md): a CSV file, or the rows of an XLSX workbook's
 * sheet read on the server, whose header names, for each paid parcel, its tracking number and the amount
 * paid, and perhaps the payment's date. Any courier's file may
 * use the shop's own header, `tracking_number,amount,date`; PostEx, Trax and Leopards files are also read
 * under the column names their reports and APIs use, as far as they are published (the doc says what is
 * assumed). A file with any bad line is refused whole, each problem named by its line.
 */

/** The shop's own header, for any courier. */
export const GENERIC_HEADER = 'tracking_number,amount,date';

export const SETTLEMENT_FORMATS = ['generic', 'postex', 'trax', 'leopards'] as const;
export type SettlementFormat = (typeof SETTLEMENT_FORMATS)[number];

/**
 * The types a payment report is sent as. The bytes decide how it is read (an XLSX workbook is a zip, an
 * old XLS workbook a compound document); the type only has to be one the route takes.
 */
export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What the screen's file picker offers. */
export const SETTLEMENT_FILE_ACCEPT = `.csv,.xlsx,${CSV_TYPE},${XLSX_TYPE}`;
/** The type a chosen file is sent as, by its name. */
export const settlementFileType = (fileName: string) => (/\.xlsx$/i.test(fileName) ? XLSX_TYPE : CSV_TYPE);

/** The most paid lines one file may hold, and the most bytes. */
export const MAX_SETTLEMENT_LINES = 5000;
export const MAX_SETTLEMENT_BYTES = 2 * 1024 * 1024;

/** How a format finds its columns: names folded (lower case, letters and digits only), first found wins. */
type ColumnNames = {
  tracking: readonly string[];
  /** Each choice is one column, or columns added up (PostEx pays a parcel's upfront and reserve parts). */
  amount: readonly (readonly string[])[];
  date: readonly string[];
};

const GENERIC: ColumnNames = { tracking: ['trackingnumber'], amount: [['amount']], date: ['date'] };

/**
 * The couriers' own reports. PostEx's payment status names a parcel by `trackingNumber` and pays it as an
 * upfront payment then a reserve payment (`upfrontPayment`, `reservePayment`, dated `upfrontPaymentDate`,
 * `settlementDate`); Leopards' payment details name it `booked_packet_cn` with the cheque's date
 * (`invoice_cheque_date`); Trax's charges name the net `net_payable`. A net column is preferred wherever a
 * report has one.
 */
const COURIER_COLUMNS: Partial<Record<CourierKey, ColumnNames>> = {
  postex: {
    tracking: ['trackingnumber', 'trackingno', 'cn', 'cnnumber'],
    amount: [['netamount'], ['netpayable'], ['amountpaid'], ['upfrontpayment', 'reservepayment']],
    date: ['settlementdate', 'paymentdate', 'upfrontpaymentdate', 'cpr1date', 'date'],
  },
  trax: {
    tracking: ['trackingnumber', 'trackingno', 'cn', 'cnnumber'],
    amount: [['netpayable'], ['netamount'], ['amountpaid'], ['paidamount']],
    date: ['paymentdate', 'paiddate', 'date'],
  },
  leopards: {
    tracking: ['bookedpacketcn', 'cnnumber', 'cnno', 'cn', 'trackingnumber'],
    amount: [['netamount'], ['netpayable'], ['payableamount'], ['paidamount'], ['amountpaid']],
    date: ['invoicechequedate', 'chequedate', 'paymentdate', 'date'],
  },
};

/** One paid line: the tracking number as the courier prints it, the amount ("1000.00"), the day. */
export type PaidLine = { line: number; trackingNumber: string; amount: string; paidOn: string | null };

export type SettlementFile = { format: SettlementFormat; lines: PaidLine[] };

/** A problem of one line (or of the file, on the line where it shows). */
export type FileProblem = { line: number; problem: string };

/** The file is refused: every problem found, in line order; nothing of it is kept. */
export class SettlementFileRefused extends Error {
  constructor(readonly problems: FileProblem[]) {
    super(problems.map(describeProblem)[0] ?? 'The file cannot be read');
    this.name = 'SettlementFileRefused';
  }
}

/** "Line 4: …", as the refusal and its details say it. */
export const describeProblem = (problem: FileProblem) => `Line ${problem.line}: ${problem.problem}`;

export const SETTLEMENT_FILE_MESSAGES = {
  oldWorkbook:
    'This is an old Excel workbook (XLS) or a password-protected one, which the shop cannot read: open it in Excel and save it as "Excel Workbook (.xlsx)" without a password, or as "CSV UTF-8", and import that file',
  notWorkbook:
    'The file could not be read as an XLSX workbook: open it in Excel and save it again as "Excel Workbook (.xlsx)" or "CSV UTF-8"',
  notText: 'The file is neither CSV nor an XLSX workbook: send the payment report as one of them',
  empty: 'The file is empty',
  noRows: 'The file has a header but no paid lines',
  trackingRequired: 'No tracking number',
} as const;

export const noHeaderMessage = (courier: CourierKey) => {
  const own = COURIER_COLUMNS[courier];
  const theirs = own
    ? ` or ${courier}'s own columns (${own.tracking[0]} and ${own.amount[0]!.join(' + ')})`
    : '';
  return `No header naming the tracking number and the amount: use ${GENERIC_HEADER}${theirs}`;
};
export const tooManyLinesMessage = (lines: number) =>
  `The file has ${lines} paid lines; at most ${MAX_SETTLEMENT_LINES} are imported at once. Split it into smaller files.`;
export const duplicateLineMessage = (trackingNumber: string, line: number) =>
  `The tracking number ${trackingNumber} is already on line ${line}: each parcel may appear once`;
export const badTrackingMessage = (value: string) =>
  /^\d+(\.\d+)?e\+\d+$/i.test(value)
    ? `"${value}" is a number a spreadsheet shortened, not a tracking number: format the column as text and save again`
    : `"${value}" is not a tracking number (4 to 40 letters, digits and dashes)`;
export const badDateMessage = (value: string) =>
  `"${value}" is not a date: write it as 2026-07-14 or 14/07/2026`;

/** The header is looked for in the first rows: reports often open with a title and a blank row. */
const HEADER_SEARCH_ROWS = 10;

/** A totals row's label: "Total", "Grand total", "Totals:". */
const TOTALS = /^(grand\s+)?totals?:?$/i;

const fold = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

export type Columns = {
  format: SettlementFormat;
  /** The header's row (from 0) and how many cells it has. */
  header: number;
  width: number;
  tracking: number;
  amount: number[];
  date: number;
};

/** The first of the first rows that names a tracking column and an amount choice, in this format. */
function findColumns(rows: string[][], format: SettlementFormat, names: ColumnNames): Columns | null {
  for (let header = 0; header < Math.min(rows.length, HEADER_SEARCH_ROWS); header++) {
    const folded = rows[header]!.map(fold);
    const at = (name: string) => folded.indexOf(name);
    const tracking = names.tracking.map(at).find((index) => index >= 0);
    const amount = names.amount
      .map((choice) => choice.map(at))
      .find((columns) => columns.every((i) => i >= 0));
    if (tracking === undefined || !amount) continue;
    const date = names.date.map(at).find((index) => index >= 0) ?? -1;
    return { format, header, width: rows[header]!.length, tracking, amount, date };
  }
  return null;
}

/**
 * Where the rows' header is and which of its columns are read: the shop's header first, else the
 * courier's own columns; null when none of the first rows names them. A workbook with several sheets is
 * read on the first sheet that has one.
 */
export function findSettlementColumns(rows: string[][], courier: CourierKey): Columns | null {
  const own = COURIER_COLUMNS[courier];
  return (
    findColumns(rows, 'generic', GENERIC) ??
    (own ? findColumns(rows, courier as SettlementFormat, own) : null)
  );
}

/**
 * A tracking number as a spreadsheet may have written it: trimmed, without the apostrophe or `="…"` that
 * keeps a long number as text.
 */
function readTracking(cell: string): string {
  const text = cell.trim();
  const formula = /^="(.*)"$/.exec(text);
  return (formula ? formula[1]! : text.replace(/^'/, '')).trim();
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A payment's day, `YYYY-MM-DD`: from 2026-07-14, 14/07/2026, 14-07-2026 or 14-Jul-2026 (a time after is ignored). */
export function readPaidOn(cell: string): string | null | undefined {
  const text = cell.trim().replace(/[ T]\d{1,2}:\d{2}(:\d{2})?.*$/, '');
  if (text === '') return null;
  let parts: [number, number, number] | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const named = /^(\d{1,2})[ -]([a-z]{3})[a-z]*[ -](\d{4})$/i.exec(text);
  const month = named ? MONTHS.indexOf(named[2]!.toLowerCase()) + 1 : 0;
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dayFirst) parts = [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])];
  else if (named && month > 0) parts = [Number(named[3]), month, Number(named[1])];
  if (!parts) return undefined;
  const [year, monthNumber, day] = parts;
  const date = new Date(Date.UTC(year, monthNumber - 1, day));
  if (year < 2000 || date.getUTCMonth() !== monthNumber - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * The paid lines of a courier's file: the shop's header first, else the courier's own columns. Blank
 * rows, and a totals row (no tracking number, "total" in a cell), are passed over. Every other row must
 * read whole: a tracking number, an amount (0 or more, at most two decimals), a date if the file has
 * them; each tracking number once. Any problem refuses the file (SettlementFileRefused), listing them all.
 */
export function readSettlementFile(text: string, courier: CourierKey): SettlementFile {
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      throw new SettlementFileRefused([{ line: error.row, problem: error.message }]);
    throw error;
  }
  return readSettlementRows(rows, courier);
}

/**
 * The paid lines of a file's rows (row N of the file is `rows[N - 1]`), a CSV file's or a workbook
 * sheet's cells as text: the rules of `readSettlementFile`.
 */
export function readSettlementRows(rows: string[][], courier: CourierKey): SettlementFile {
  if (rows.every(isBlank))
    throw new SettlementFileRefused([{ line: 1, problem: SETTLEMENT_FILE_MESSAGES.empty }]);
  const columns = findSettlementColumns(rows, courier);
  if (!columns) throw new SettlementFileRefused([{ line: 1, problem: noHeaderMessage(courier) }]);

  const body = rows
    .map((cells, index) => ({ cells, line: index + 1 }))
    .slice(columns.header + 1)
    .filter(({ cells }) => !isBlank(cells));
  const problems: FileProblem[] = [];
  const lines: PaidLine[] = [];
  const firstLine = new Map<string, number>();
  for (const { cells, line } of body) {
    // Text past the header's last cell means a comma outside quotes shifted the row.
    if (cells.slice(columns.width).some((value) => value.trim() !== '')) {
      problems.push({ line, problem: tooManyCellsMessage(cells.length, columns.width) });
      continue;
    }
    const cell = (at: number) => (at < 0 ? '' : (cells[at] ?? '').trim());
    const trackingNumber = readTracking(cell(columns.tracking));
    if (trackingNumber === '' || TOTALS.test(trackingNumber)) {
      if (cells.some((value) => TOTALS.test(value.trim()))) continue; // the report's totals row
      problems.push({ line, problem: SETTLEMENT_FILE_MESSAGES.trackingRequired });
      continue;
    }
    const said: string[] = [];
    if (!TRACKING_NUMBER.test(trackingNumber)) said.push(badTrackingMessage(trackingNumber));
    let paisa = 0;
    for (const at of columns.amount) {
      const reading = readAmount(cell(at) || (columns.amount.length > 1 ? '0' : ''), 'Amount');
      if (reading.ok) paisa += reading.paisa;
      else said.push(`${reading.message} (got "${cell(at)}")`);
    }
    const paidOn = readPaidOn(cell(columns.date));
    if (paidOn === undefined) said.push(badDateMessage(cell(columns.date)));
    const key = trackingNumber.toUpperCase();
    const seen = firstLine.get(key);
    if (seen !== undefined) said.push(duplicateLineMessage(trackingNumber, seen));
    else firstLine.set(key, line);
    if (said.length) problems.push({ line, problem: said.join('; ') });
    else lines.push({ line, trackingNumber, amount: fromPaisa(paisa), paidOn: paidOn ?? null });
  }
  if (problems.length) throw new SettlementFileRefused(problems);
  if (lines.length === 0) {
    throw new SettlementFileRefused([{ line: columns.header + 1, problem: SETTLEMENT_FILE_MESSAGES.noRows }]);
  }
  if (lines.length > MAX_SETTLEMENT_LINES) {
    throw new SettlementFileRefused([
      { line: lines[MAX_SETTLEMENT_LINES]!.line, problem: tooManyLinesMessage(lines.length) },
    ]);
  }
  return { format: columns.format, lines };
}
