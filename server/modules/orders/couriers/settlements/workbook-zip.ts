import { inflateRawSync } from 'node:zlib';

/**
 * A workbook's zip, looked at before the reader unpacks it (decision 037). The reader (`read-excel-file`)
 * unpacks every part in memory and fills each sheet's rows out to its farthest cell, so a 2 MB file may
 * unpack to gigabytes, and one stray cell at XFD1048576 asks for seventeen billion cells. Both are
 * refused here, from the zip's own directory and each sheet's cell references, before that happens.
 */

/** Why a workbook is not read; `forPerson` when the words are for the owner (what to change in the file). */
export class WorkbookUnreadable extends Error {
  constructor(
    reason: string,
    readonly forPerson?: string,
  ) {
    super(reason);
    this.name = 'WorkbookUnreadable';
  }
}

export type WorkbookLimits = {
  /** What all the zip's parts may unpack to. */
  unpackedBytes: number;
  /** The farthest row and column a sheet's cells may reach. */
  rows: number;
  columns: number;
};

type ZipEntry = { name: string; method: number; packed: number; size: number; offset: number };

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** A zip64 size: more than a 2 MB workbook can honestly hold. */
const ZIP64 = 0xffffffff;

/** The zip's central directory, or null when it has none that reads. */
function zipDirectory(bytes: Buffer): ZipEntry[] | null {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === END_SIGNATURE) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries: ZipEntry[] = [];
  let at = bytes.readUInt32LE(end + 16);
  for (let i = bytes.readUInt16LE(end + 10); i > 0; i--) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ENTRY_SIGNATURE) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      packed: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      offset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** One part's bytes, unpacked to at most `maxBytes` whatever its header says. */
function unpack(bytes: Buffer, entry: ZipEntry, maxBytes: number): Buffer {
  const at = entry.offset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_SIGNATURE) {
    throw new WorkbookUnreadable(`no local header for ${entry.name}`);
  }
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.packed);
  if (entry.method === 0) return data;
  if (entry.method !== 8) throw new WorkbookUnreadable(`${entry.name} is packed by method ${entry.method}`);
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, maxBytes) });
  } catch (error) {
    throw new WorkbookUnreadable(`${entry.name} does not unpack: ${(error as Error).message}`);
  }
}

/** A column's number from its letters: A is 1, Z 26, AA 27, XFD 16384. */
const columnNumber = (letters: string) =>
  [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);

/**
 * A sheet's farthest cell, by the references its cells and non-empty rows give (`<c r="AB12">`,
 * `<row r="12">…</row>`; a prefix such as `x:` allowed).
 */
export function sheetExtent(xml: string): { rows: number; columns: number } {
  let rows = 0;
  let columns = 0;
  for (const [, letters = '', row = ''] of xml.matchAll(/<(?:\w+:)?c\b[^>]*?\sr="([A-Z]{1,3})(\d{1,7})"/g)) {
    rows = Math.max(rows, Number(row));
    columns = Math.max(columns, columnNumber(letters));
  }
  for (const [, row = ''] of xml.matchAll(/<(?:\w+:)?row\b[^>]*?\sr="(\d{1,7})"[^>]*(?<!\/)>/g)) {
    rows = Math.max(rows, Number(row));
  }
  return { rows, columns };
}

/** A column's letters from its number, for the owner's message. */
const columnLetters = (n: number): string =>
  (n > 26 ? columnLetters(Math.floor((n - 1) / 26)) : '') + String.fromCharCode(65 + ((n - 1) % 26));

export const sheetTooLargeMessage = (extent: { rows: number; columns: number }, limits: WorkbookLimits) =>
  `A sheet of this workbook has cells as far as row ${extent.rows}, column ${columnLetters(extent.columns)}: ` +
  `a payment report fits in ${limits.rows.toLocaleString('en-US')} rows and ${limits.columns} columns. ` +
  'Delete the rows and columns past the report (or the stray cells there) and save it again.';

/**
 * Refuses (WorkbookUnreadable) a zip without a directory that reads, one whose parts say or turn out to
 * unpack to more than the limit, and one with a sheet whose cells reach past the limits.
 */
export function checkWorkbookZip(bytes: Buffer, limits: WorkbookLimits): void {
  const entries = zipDirectory(bytes);
  if (!entries) throw new WorkbookUnreadable('no zip directory');
  const declared = entries.reduce(
    (total, entry) => total + (entry.size === ZIP64 ? Infinity : entry.size),
    0,
  );
  if (declared > limits.unpackedBytes) {
    throw new WorkbookUnreadable(`its parts unpack to more than ${limits.unpackedBytes} bytes`);
  }
  // The parts the reader unpacks (its XML), unpacked here first: a size the directory understates shows.
  let unpacked = 0;
  for (const entry of entries.filter((e) => /\.(xml|rels)$/i.test(e.name))) {
    const part = unpack(bytes, entry, limits.unpackedBytes - unpacked);
    unpacked += part.length;
    if (!/^xl\/worksheets\/[^/]+\.xml$/i.test(entry.name)) continue;
    const extent = sheetExtent(part.toString('utf8'));
    if (extent.rows > limits.rows || extent.columns > limits.columns) {
      throw new WorkbookUnreadable('a sheet reaches too far', sheetTooLargeMessage(extent, limits));
    }
  }
}
