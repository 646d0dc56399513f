import readXlsxFile from 'read-excel-file/node';
import { checkWorkbookZip, WorkbookUnreadable, type WorkbookLimits } from './workbook-zip';

/**
 * An XLSX workbook's sheets as rows of text, as a CSV file saved from it would read (docs/settlements.md):
 * text as typed, a date cell as its day (`2026-07-14`), TRUE and FALSE, and a number as the digits a
 * person sees, never through a float's arithmetic. The reading is `read-excel-file` (decision 037); row N
 * of a sheet is `rows[N - 1]`, as in a spreadsheet. Old XLS workbooks are not read: no maintained reader
 * of that format is on the npm registry.
 */

/** A zip's first bytes (an XLSX workbook is one); a compound document's (an XLS, or any encrypted workbook). */
const ZIP_SIGNATURE = Buffer.from('504b0304', 'hex');
const COMPOUND_DOCUMENT_SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
export const looksLikeZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(ZIP_SIGNATURE);
export const looksLikeOldWorkbook = (bytes: Buffer) =>
  bytes.subarray(0, 8).equals(COMPOUND_DOCUMENT_SIGNATURE);

export type WorkbookSheet = {
  name: string;
  /** Each cell as text ('' when empty). */
  rows: string[][];
  /** A number cell's digits as the file keeps them ("46217", "1234.5599999999999"), else null. */
  numbers: (string | null)[][];
};

/** A number cell as the file writes it, kept from `parseFloat` (read-excel-file's `parseNumber`). */
class StoredNumber {
  constructor(readonly digits: string) {}
}

/** Excel keeps 15 significant digits of a number a person types; more come from its binary form. */
const SIGNIFICANT_DIGITS = 15;

/**
 * A number cell's value as the digits a spreadsheet shows, in plain decimal notation: the stored
 * digits rounded to 15 significant digits (half away from zero) on the text itself, trailing zeros
 * dropped. So "1234.5" is "1234.5", "1234.5599999999999" is "1234.56" and "0.30000000000000004" is
 * "0.3"; an integer of more than 15 digits (a tracking number the spreadsheet shortened) stays in
 * exponent notation, "1.23456789012346E+15", for the reader to refuse. Text that is no number is kept.
 */
export function numberText(stored: string): string {
  const text = stored.trim();
  const shape = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!shape || `${shape[2]}${shape[3] ?? ''}` === '') return text;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = shape;
  let digits = whole + fraction;
  // Where the point stands in `digits`: after `point` of them (negative: zeros come first).
  let point = whole.length + Number(exponent);
  const zeros = /^0*/.exec(digits)![0].length;
  digits = digits.slice(zeros);
  point -= zeros;
  if (digits.length > SIGNIFICANT_DIGITS) {
    const roundUp = digits[SIGNIFICANT_DIGITS]! >= '5';
    digits = digits.slice(0, SIGNIFICANT_DIGITS);
    if (roundUp) {
      const carried = (BigInt(digits) + 1n).toString();
      if (carried.length > SIGNIFICANT_DIGITS) point += 1;
      digits = carried.slice(0, SIGNIFICANT_DIGITS);
    }
  }
  digits = digits.replace(/0+$/, '');
  if (digits === '') return '0';
  const minus = sign === '-' ? '-' : '';
  if (point > SIGNIFICANT_DIGITS) {
    const rest = digits.length > 1 ? `.${digits.slice(1)}` : '';
    return `${minus}${digits[0]}${rest}E+${point - 1}`;
  }
  if (point <= 0) return `${minus}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${minus}${digits}${'0'.repeat(point - digits.length)}`;
  return `${minus}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Excel's day 0 in its 1900 date system (which counts a 29 February 1900 that never was): 1899-12-30. */
const EXCEL_DAY_ZERO = Date.UTC(1899, 11, 30);
/** Serials from 2000-01-01 to 9999-12-31: a payment's day, not a count or an amount. */
const FIRST_SERIAL = 36_526;
const LAST_SERIAL = 2_958_465;

/**
 * The day of an Excel date serial kept as a plain number (a date column the sheet never formatted as
 * dates): "46217" (or "46217.5", a time that day) is 2026-07-14. Null for a number that is no such day.
 */
export function excelSerialDay(stored: string): string | null {
  const shape = /^(\d+)(\.\d+)?$/.exec(stored.trim());
  const day = shape ? Number(shape[1]) : NaN;
  if (!(day >= FIRST_SERIAL && day <= LAST_SERIAL)) return null;
  return new Date(EXCEL_DAY_ZERO + day * 86_400_000).toISOString().slice(0, 10);
}

/** One cell as text: what a CSV file saved from the sheet would hold. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof StoredNumber) return numberText(cell.digits);
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return String(cell);
}

/**
 * Every sheet of an XLSX workbook, in the workbook's order, as text rows. A file that is no workbook, or
 * is past the limits (workbook-zip.ts), is refused with WorkbookUnreadable: whatever the reader cannot
 * make of the bytes (a broken zip, a part that is not XML, a cell that points nowhere) is the file's
 * fault, not the shop's.
 */
export async function readWorkbook(bytes: Buffer, limits: WorkbookLimits): Promise<WorkbookSheet[]> {
  checkWorkbookZip(bytes, limits);
  let sheets: Awaited<ReturnType<typeof readXlsxFile<StoredNumber>>>;
  try {
    sheets = await readXlsxFile<StoredNumber>(bytes, { parseNumber: (digits) => new StoredNumber(digits) });
  } catch (error) {
    throw new WorkbookUnreadable(error instanceof Error ? error.message : String(error));
  }
  return sheets.map(({ sheet, data }) => ({
    name: sheet,
    rows: data.map((row) => row.map(cellText)),
    numbers: data.map((row) => row.map((cell) => (cell instanceof StoredNumber ? cell.digits : null))),
  }));
}
