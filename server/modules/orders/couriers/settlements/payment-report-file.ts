import type { CourierKey } from '../../../../../common/orders/couriers';
import {
  describeProblem,
  findSettlementColumns,
  readSettlementFile,
  readSettlementRows,
  SETTLEMENT_FILE_MESSAGES,
  SettlementFileRefused,
  type SettlementFile,
} from '../../../../../common/orders/settlement-files';
import { AppError, InputError } from '../../../../errors';
import {
  excelSerialDay,
  looksLikeOldWorkbook,
  looksLikeZip,
  readWorkbook,
  type WorkbookSheet,
} from './workbook-rows';
import { WorkbookUnreadable } from './workbook-zip';

/**
 * A courier's payment report as the import receives it (docs/settlements.md, decisions 033 and 037): the
 * bytes decide how it is read. An XLSX workbook (a zip) is read on the sheet that holds the header, its
 * cells as the text a CSV file saved from it would hold; an old XLS workbook (or an encrypted one, which
 * Excel keeps in the same container) is refused with a 415 saying how to save it; anything else is a CSV
 * file. Either way the same rules read the lines, and a file with any bad line is refused whole (400).
 */

/**
 * What a workbook may hold: a 5,000-line sheet is a few MB of XML, and a report's rows (its title, totals
 * and notes besides its lines) and columns are far within these; past them it is not a report.
 */
const WORKBOOK_LIMITS = { unpackedBytes: 40 * 1024 * 1024, rows: 20_000, columns: 200 };

/** The file's text: UTF-8 (a byte-order mark is fine), else Windows-1252, as Excel saves a plain CSV. */
function fileText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The first sheet with a header the courier's file may have, else the first sheet (refused for it). */
function sheetWithHeader(sheets: WorkbookSheet[], courier: CourierKey): WorkbookSheet | undefined {
  return sheets.find((sheet) => findSettlementColumns(sheet.rows, courier)) ?? sheets[0];
}

/**
 * The sheet's rows with the date column's plain numbers read as Excel date serials: a date cell formatted
 * as a date already reads as its day; one left as a number ("46217") is the same day.
 */
function withSerialDays(sheet: WorkbookSheet, courier: CourierKey): string[][] {
  const columns = findSettlementColumns(sheet.rows, courier);
  if (!columns || columns.date < 0) return sheet.rows;
  return sheet.rows.map((cells, index) => {
    const stored = sheet.numbers[index]?.[columns.date];
    const day = index > columns.header && stored ? excelSerialDay(stored) : null;
    return day ? cells.with(columns.date, day) : cells;
  });
}

async function readWorkbookFile(bytes: Buffer, courier: CourierKey) {
  let sheets: WorkbookSheet[];
  try {
    sheets = await readWorkbook(bytes, WORKBOOK_LIMITS);
  } catch (error) {
    if (error instanceof WorkbookUnreadable) {
      throw new InputError(error.forPerson ?? SETTLEMENT_FILE_MESSAGES.notWorkbook);
    }
    throw error;
  }
  const sheet = sheetWithHeader(sheets, courier);
  const where = sheets.length > 1 && sheet ? ` (sheet "${sheet.name}")` : '';
  return { where, file: () => readSettlementRows(sheet ? withSerialDays(sheet, courier) : [], courier) };
}

function readTextFile(bytes: Buffer, courier: CourierKey) {
  const text = fileText(bytes);
  if (text.includes('\u0000')) throw new InputError(SETTLEMENT_FILE_MESSAGES.notText);
  return { where: '', file: () => readSettlementFile(text, courier) };
}

/** The file's paid lines, or a 400 naming every bad line (a 415 for an old XLS workbook); nothing is kept. */
export async function readPaymentReport(bytes: Buffer, courier: CourierKey): Promise<SettlementFile> {
  if (looksLikeOldWorkbook(bytes)) throw new AppError(415, SETTLEMENT_FILE_MESSAGES.oldWorkbook);
  const { where, file } = looksLikeZip(bytes)
    ? await readWorkbookFile(bytes, courier)
    : readTextFile(bytes, courier);
  try {
    return file();
  } catch (error) {
    if (error instanceof SettlementFileRefused) {
      throw new InputError(
        `The file was not imported${where}. ${error.message}`,
        error.problems.map(describeProblem),
      );
    }
    throw error;
  }
}
