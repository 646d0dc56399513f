import readXlsxFile, { InvalidInputError, InvalidSpreadsheetError } from 'read-excel-file/node';

/**
 * An XLSX workbook's sheets as rows of text, as a CSV file saved from it would read (docs/settlements.md):
 * text as typed, a date cell as its day (`2026-07-14`), TRUE and FALSE, and a number as the digits a
 * person sees, never through a float's arithmetic. The reading is `read-excel-file` (decision 037); row N
 * of a sheet is `rows[N - 1]`, as in a spreadsheet. Old XLS workbooks are not read: no maintained reader
 * of that format is on the npm registry.
 */

/** A zip's first bytes (an XLSX workbook is one), and a compound document's (an XLS, or any encrypted workbook). */
const ZIP_SIGNATURE = Buffer.from('504b0304', 'hex');
const COMPOUND_DOCUMENT_SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
export const looksLikeZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(ZIP_SIGNATURE);
export const looksLikeOldWorkbook = (bytes: Buffer) =>
  bytes.subarray(0, 8).equals(COMPOUND_DOCUMENT_SIGNATURE);

/** Why a workbook was not read: not a zip, not a workbook, a broken part, or too large unpacked. */
export class WorkbookUnreadable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WorkbookUnreadable';
  }
}

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

/** A zip's end record, and what its central directory says each file holds unpacked. */
const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;

/**
 * What the zip's directory says its files hold unpacked, added up (null when there is no readable
 * directory: the reader then refuses the file itself). A zip64 size counts as too large.
 */
function unpackedSize(bytes: Buffer): number | null {
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= from; at--) {
    if (bytes.readUInt32LE(at) === END_SIGNATURE) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ENTRY_SIGNATURE) return null;
    const size = bytes.readUInt32LE(at + 24);
    total += size === 0xffffffff ? Number.POSITIVE_INFINITY : size;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
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
 * Every sheet of an XLSX workbook, in the workbook's order, as text rows. A file that is no workbook,
 * or whose parts unpack to more than `maxUnpackedBytes` (a zip's directory says so before anything is
 * unpacked), is refused with WorkbookUnreadable.
 */
export async function readWorkbook(bytes: Buffer, maxUnpackedBytes: number): Promise<WorkbookSheet[]> {
  const size = unpackedSize(bytes);
  if (size !== null && size > maxUnpackedBytes) {
    throw new WorkbookUnreadable(`its parts unpack to more than ${maxUnpackedBytes} bytes`);
  }
  try {
    const sheets = await readXlsxFile<StoredNumber>(bytes, {
      parseNumber: (digits) => new StoredNumber(digits),
    });
    return sheets.map(({ sheet, data }) => ({
      name: sheet,
      rows: data.map((row) => row.map(cellText)),
      numbers: data.map((row) => row.map((cell) => (cell instanceof StoredNumber ? cell.digits : null))),
    }));
  } catch (error) {
    if (error instanceof InvalidInputError || error instanceof InvalidSpreadsheetError) {
      throw new WorkbookUnreadable(error.message);
    }
    throw error;
  }
}
