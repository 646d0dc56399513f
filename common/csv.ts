/**
 * CSV as the back office writes and reads it (RFC 4180): the order export and the catalogue export
 * write cells with `csvRow`; the catalogue import reads files with `parseCsv`. Pure, so both the server
 * and a browser may use it.
 */

/**
 * One CSV cell. Quotes what needs quoting, and defuses text a spreadsheet would run as a formula
 * (a customer could type "=HYPERLINK(...)" as their name): such cells get a leading apostrophe.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line, CRLF-terminated as RFC 4180 (and Excel) want it. */
export const csvRow = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A row with text past the header's last cell: a comma outside quotes shifted its cells (the imports). */
export const tooManyCellsMessage = (cells: number, header: number) =>
  `This row has ${cells} cells but the header has ${header}: a cell holding a comma must be in double quotes`;

/** A file that is not CSV; `row` is the row it happens on, counted as a spreadsheet does (from 1). */
export class CsvSyntaxError extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * The rows of a CSV file, each a list of cells, in order: row N of a spreadsheet is `rows[N - 1]`. Reads
 * quoted cells (commas, line breaks and doubled quotes inside), CRLF, LF or CR line ends, a leading
 * byte-order mark and a missing last line end. A quote inside an unquoted cell (`12" pan`) is kept as
 * text. Refuses a quoted cell that is never closed and text after a closing quote (`"a"b`), which would
 * otherwise shift every later cell of the row.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const end = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (i >= end) return rows;

  let row: string[] = [];
  for (;;) {
    let cell: string;
    if (text[i] === '"') {
      const opened = rows.length + 1;
      cell = '';
      i++;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote === -1)
          throw new CsvSyntaxError(opened, 'A quoted cell that starts on this row is never closed');
        cell += text.slice(i, quote);
        if (text[quote + 1] === '"') {
          cell += '"';
          i = quote + 2;
        } else {
          i = quote + 1;
          break;
        }
      }
      if (i < end && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
        throw new CsvSyntaxError(
          rows.length + 1,
          'Text after the closing quote of a quoted cell (a quote inside a quoted cell must be doubled)',
        );
      }
    } else {
      let stop = i;
      while (stop < end && text[stop] !== ',' && text[stop] !== '\r' && text[stop] !== '\n') stop++;
      cell = text.slice(i, stop);
      i = stop;
    }
    row.push(cell);

    if (i < end && text[i] === ',') {
      i++;
      continue; // the next cell of this row (a comma at the very end of the text is an empty last cell)
    }
    rows.push(row);
    row = [];
    if (i >= end) return rows;
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    if (i >= end) return rows; // a last line end starts no row
  }
}
