import { csvRow } from '../csv';
import type { ReportAnswer, ReportKey } from './report-schemas';

/**
 * A report as a CSV file (docs/reports.md): the rows its table shows, money as exact amounts ("1234.50"),
 * rates as percents with two decimals, days as YYYY-MM-DD on the shop's clock. Pure, for the server's
 * export; formula cells are defused by csvRow (a city is typed by shoppers).
 */
const percent = (rate: number | null) => (rate === null ? '' : (rate * 100).toFixed(2));

type Table = { header: string[]; rows: string[][] };

function deliveryTable(name: string, report: ReportAnswer<'couriers'>): Table {
  return {
    header: [name, 'delivered', 'returned', 'delivery_rate_percent', 'return_rate_percent'],
    rows: [...report.rows, { ...report.total, label: 'Total' }].map((row) => [
      row.label,
      String(row.delivered),
      String(row.returned),
      percent(row.deliveryRate),
      percent(row.returnRate),
    ]),
  };
}

const TABLES: { [K in ReportKey]: (report: ReportAnswer<K>) => Table } = {
  profit: (report) => ({
    header: [
      'day',
      'delivered',
      'revenue',
      'discounts',
      'cost_of_goods',
      'courier_charges',
      'withholding',
      'returns_cost',
      'profit',
    ],
    rows: [...report.days, { ...report.total, day: 'Total' }].map((d) => [
      d.day,
      String(d.delivered),
      d.revenue,
      d.discounts,
      d.costOfGoods,
      d.courierCharges,
      d.withholding,
      d.returnsCost,
      d.profit,
    ]),
  }),
  couriers: (report) => deliveryTable('courier', report),
  cities: (report) => deliveryTable('city', report),
  products: (report) => deliveryTable('product', report),
  returns: (report) => ({
    header: ['day', 'returned', 'refused_value', 'returns_cost'],
    rows: [...report.days, { ...report.total, day: 'Total' }].map((d) => [
      d.day,
      String(d.returned),
      d.refused,
      d.cost,
    ]),
  }),
  outstanding: (report) => ({
    header: [
      'day',
      ...report.couriers.flatMap((c) => [`${c.key}_parcels`, `${c.key}_amount`]),
      'parcels',
      'amount',
    ],
    rows: report.days.map((d) => [
      d.day,
      ...d.couriers.flatMap((c) => [String(c.parcels), c.amount]),
      String(d.parcels),
      d.amount,
    ]),
  }),
};

/** The CSV text of a report, with a byte-order mark so that Excel reads it as UTF-8. */
export function reportCsv<K extends ReportKey>(key: K, report: ReportAnswer<K>): string {
  const { header, rows } = TABLES[key](report);
  return `\uFEFF${csvRow(header)}${rows.map(csvRow).join('')}`;
}

/** The export's file name: `profit-2026-07-01-to-2026-09-28.csv`. */
export const reportFileName = (key: ReportKey, from: string, to: string) => `${key}-${from}-to-${to}.csv`;
