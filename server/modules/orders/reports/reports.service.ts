import { reportCsv, reportFileName } from '../../../../common/admin/report-csv';
import {
  REPORT_SCHEMAS,
  type ReportAnswer,
  type ReportAnswerIn,
  type ReportKey,
  type ReportRange,
} from '../../../../common/admin/report-schemas';
import type { Database, DbOrTx } from '../../../db/client';
import { readCityDelivery, readCourierDelivery, readProductDelivery } from './delivery-report';
import { readOutstandingReport } from './outstanding-report';
import { readProfitReport } from './profit-report';
import { readReturnsReport } from './returns-report';

const READERS: { [K in ReportKey]: (db: DbOrTx, range: ReportRange) => Promise<ReportAnswerIn<K>> } = {
  profit: readProfitReport,
  couriers: readCourierDelivery,
  cities: readCityDelivery,
  products: readProductDelivery,
  returns: readReturnsReport,
  outstanding: readOutstandingReport,
};

/**
 * The Reports screen's figures (docs/reports.md, decision 035), each from the day totals the triggers
 * keep (reports.tables.ts), read in one read-only snapshot so that a report's parts agree.
 */
export function createReportService(db: Database) {
  const read = <K extends ReportKey>(key: K, range: ReportRange) =>
    db.transaction((tx) => READERS[key](tx, range), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
  return {
    read,
    /** The report as a CSV file, with the name a browser saves it under. */
    async exportCsv<K extends ReportKey>(key: K, range: ReportRange) {
      const answer = REPORT_SCHEMAS[key].parse(await read(key, range)) as ReportAnswer<K>;
      return { csv: reportCsv(key, answer), fileName: reportFileName(key, range.from, range.to) };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
