import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A small XLSX writer for tests (docs/settlements.md): a workbook as Excel saves one, with shared strings,
 * number cells written exactly as given (so a test can hold the 17 digits Excel may store), and dates as
 * serial numbers under a date format, the way a spreadsheet keeps them. Only what the settlement tests
 * need: no formulas, no column widths.
 */

/** A cell: text (a shared string), a number, a number as the file's own digits, a date serial, empty. */
export type XlsxCell = string | number | { digits: string } | { serial: number } | null;
export type XlsxSheet = { name: string; rows: XlsxCell[][] };

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const columnName = (index: number): string =>
  (index >= 26 ? columnName(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONS = 'http://schemas.openxmlformats.org/package/2006/relationships';

function sheetXml(rows: XlsxCell[][], strings: Map<string, number>): string {
  const rowXml = rows.map((cells, r) => {
    const cellXml = cells.map((cell, c) => {
      const ref = `${columnName(c)}${r + 1}`;
      if (cell === null || cell === '') return '';
      if (typeof cell === 'string') {
        if (!strings.has(cell)) strings.set(cell, strings.size);
        return `<c r="${ref}" t="s"><v>${strings.get(cell)}</v></c>`;
      }
      if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
      if ('digits' in cell) return `<c r="${ref}"><v>${cell.digits}</v></c>`;
      return `<c r="${ref}" s="1"><v>${cell.serial}</v></c>`;
    });
    return `<row r="${r + 1}">${cellXml.join('')}</row>`;
  });
  return `${XML}<worksheet xmlns="${MAIN}"><sheetData>${rowXml.join('')}</sheetData></worksheet>`;
}

/** The parts of a workbook with these sheets, by path inside the zip (a test may change one). */
export function workbookParts(sheets: XlsxSheet[]): Record<string, string> {
  const strings = new Map<string, number>();
  const sheetParts = Object.fromEntries(
    sheets.map((sheet, i) => [`xl/worksheets/sheet${i + 1}.xml`, sheetXml(sheet.rows, strings)]),
  );
  const sheetTypes = sheets.map(
    (_, i) =>
      `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  );
  const sharedStrings = [...strings.keys()].map((text) => `<si><t>${escapeXml(text)}</t></si>`);
  return {
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheetTypes.join('')}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${PACKAGE_RELATIONS}"><Relationship Id="rId1" Type="${RELATIONS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONS}"><sheets>${sheets
      .map((sheet, i) => `<sheet name="${escapeXml(sheet.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
      .join('')}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${PACKAGE_RELATIONS}">${sheets
      .map(
        (_, i) =>
          `<Relationship Id="rId${i + 1}" Type="${RELATIONS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
      )
      .join(
        '',
      )}<Relationship Id="rId${sheets.length + 1}" Type="${RELATIONS}/styles" Target="styles.xml"/><Relationship Id="rId${sheets.length + 2}" Type="${RELATIONS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    // Style 0 is General; style 1 is Excel's built-in short date (number format 14).
    'xl/styles.xml': `${XML}<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    'xl/sharedStrings.xml': `${XML}<sst xmlns="${MAIN}" count="${strings.size}" uniqueCount="${strings.size}">${sharedStrings.join('')}</sst>`,
    ...sheetParts,
  };
}

/** A zip archive of these files, each deflated (as Excel writes an XLSX). */
export function zipFiles(files: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [path, content] of Object.entries(files)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const packed = deflateRawSync(data);
    const name = Buffer.from(path, 'utf8');
    const sums = { crc: crc32(data), packed: packed.length, size: data.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(sums.crc, 14);
    local.writeUInt32LE(sums.packed, 18);
    local.writeUInt32LE(sums.size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // made by
    entry.writeUInt16LE(20, 6); // version needed
    entry.writeUInt16LE(8, 10);
    entry.writeUInt16LE(0x21, 14);
    entry.writeUInt32LE(sums.crc, 16);
    entry.writeUInt32LE(sums.packed, 20);
    entry.writeUInt32LE(sums.size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(locals.length / 3, 8);
  end.writeUInt16LE(locals.length / 3, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An XLSX workbook of these sheets (the first is the one a spreadsheet opens on). */
export function xlsxFile(sheets: XlsxSheet[]): Buffer {
  return zipFiles(workbookParts(sheets));
}

/** An XLSX workbook of one sheet. */
export const xlsxSheet = (rows: XlsxCell[][], name = 'Sheet1') => xlsxFile([{ name, rows }]);

/** The Excel serial number of a day (1900 date system): 2026-07-14 is 46217. */
export const excelSerial = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000 + 25_569;
