import { useMemo, type ReactNode } from 'react';
import type {
  DeliveryReport,
  OutstandingReport,
  ProfitReport,
  ReturnsReport,
} from '../../../../common/admin/report-schemas';
import { formatMoney, toAmount } from '../../../../common/money';
import { ReportChart, dayLabel, type ChartSeries } from './report-chart';
import { ReportTable, type Column } from './report-table';

/**
 * Each report's chart and table (docs/reports.md). Money is shown with the shop's currency symbol;
 * a rate as a percent with one decimal, a dash where there is nothing to divide.
 */
const BRAND = '#3f7a2a'; // brand-600
const AMBER = '#b45309'; // amber-700: 4.5:1 on white for its axis labels
const RED = '#b91c1c'; // red-700
const LINES = ['#3f7a2a', '#b45309', '#1d4ed8', '#7e22ce', '#be123c', '#0f766e', '#57534e'];

/** How many names a chart of couriers, cities or products draws; the table lists them all. */
export const CHART_NAMES = 10;

/** A series of amounts over the days, on the chart's money scale. */
function moneySeries<D>(
  label: string,
  days: D[],
  amount: (day: D) => string,
  look: Pick<ChartSeries, 'colour' | 'kind'>,
  symbol: string,
): ChartSeries {
  return {
    label,
    values: days.map((day) => toAmount(amount(day))),
    ...look,
    scale: 'money',
    format: (v) => formatMoney(v, symbol),
  };
}

/** The range's days as the chart's x axis. */
const daysAxis = (days: Array<{ day: string }>) => ({ kind: 'days' as const, days: days.map((d) => d.day) });

const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)} %`);
const whole = (n: number) => n.toLocaleString('en-US');

/** A report's line of what matters, its chart, then its table. */
function Figures({ chart, table, note }: { chart: ReactNode; table: ReactNode; note?: ReactNode }) {
  return (
    <div className="space-y-4">
      {note}
      <div className="rounded-lg border border-stone-200 bg-white px-2 pt-3 sm:px-4">{chart}</div>
      {table}
    </div>
  );
}

/**
 * A report per day: its chart over the range's days, its table newest day first with the total row
 * (if any) named "Total".
 */
function DailyFigures<R extends { day?: string }>({
  note,
  chartLabel,
  series,
  caption,
  columns,
  days,
  total,
}: {
  note: ReactNode;
  chartLabel: string;
  series: ChartSeries[];
  caption: string;
  columns: Array<Column<R>>;
  days: Array<R & { day: string }>;
  total?: R;
}) {
  const axis = useMemo(() => daysAxis(days), [days]);
  return (
    <Figures
      note={note}
      chart={<ReportChart label={chartLabel} axis={axis} series={series} />}
      table={
        <ReportTable<R>
          caption={caption}
          columns={[{ header: 'Day', cell: (d) => (d.day ? dayLabel(d.day) : 'Total') }, ...columns]}
          rows={[...days].reverse()}
          rowKey={(d) => d.day ?? 'total'}
          total={total}
        />
      }
    />
  );
}

/** What a report shows when nothing happened in its days. */
const Nothing = ({ children }: { children: ReactNode }) => (
  <p className="rounded-lg border border-dashed border-stone-300 px-4 py-10 text-center text-sm text-stone-600">
    {children}
  </p>
);

export function ProfitPanel({ report, symbol }: { report: ProfitReport; symbol: string }) {
  const money = (v: string) => formatMoney(v, symbol);
  const series = useMemo(
    () => [
      moneySeries('Profit', report.days, (d) => d.profit, { colour: BRAND, kind: 'bars' }, symbol),
      moneySeries('Revenue', report.days, (d) => d.revenue, { colour: AMBER, kind: 'line' }, symbol),
    ],
    [report, symbol],
  );
  type Row = ProfitReport['total'] & { day?: string };
  const columns: Array<Column<Row>> = [
    { header: 'Delivered', cell: (d) => whole(d.delivered), numeric: true },
    { header: 'Revenue', cell: (d) => money(d.revenue), numeric: true },
    { header: 'Discounts', cell: (d) => money(d.discounts), numeric: true },
    { header: 'Cost of goods', cell: (d) => money(d.costOfGoods), numeric: true },
    { header: 'Courier charges', cell: (d) => money(d.courierCharges), numeric: true },
    { header: 'Withholding', cell: (d) => money(d.withholding), numeric: true },
    { header: "Returns' cost", cell: (d) => money(d.returnsCost), numeric: true },
    {
      header: 'Profit',
      cell: (d) => (
        <span className={toAmount(d.profit) < 0 ? 'text-red-800' : undefined}>{money(d.profit)}</span>
      ),
      numeric: true,
    },
  ];
  return (
    <DailyFigures<Row>
      note={
        <div className="space-y-1 text-sm text-stone-700">
          <p>
            Profit over the range: <strong className="text-stone-900">{money(report.total.profit)}</strong>{' '}
            from {whole(report.total.delivered)} delivered{' '}
            {report.total.delivered === 1 ? 'parcel' : 'parcels'}.
          </p>
          {report.unitsWithoutCost > 0 ? (
            <p className="text-amber-900">
              {whole(report.unitsWithoutCost)} {report.unitsWithoutCost === 1 ? 'unit' : 'units'} delivered
              had no cost price and count at nothing: set cost prices in Products for a true profit.
            </p>
          ) : null}
        </div>
      }
      chartLabel="Bar chart of profit per day with a line of revenue per day."
      series={series}
      caption="Profit and loss per day"
      columns={columns}
      days={report.days}
      total={report.total}
    />
  );
}

export function DeliveryPanel({
  report,
  by,
}: {
  report: DeliveryReport;
  by: 'Courier' | 'City' | 'Product';
}) {
  const top = useMemo(() => report.rows.slice(0, CHART_NAMES), [report]);
  const axis = useMemo(() => ({ kind: 'names' as const, names: top.map((row) => row.label) }), [top]);
  const series = useMemo<ChartSeries[]>(
    () => [
      {
        label: 'Return rate',
        values: top.map((row) => (row.returnRate === null ? null : row.returnRate * 100)),
        colour: RED,
        kind: 'bars',
        scale: 'percent',
        format: (v) => `${v.toFixed(1)} %`,
      },
    ],
    [top],
  );
  type Row = DeliveryReport['total'] & { label?: string; key?: string };
  const columns: Array<Column<Row>> = [
    { header: by, cell: (row) => row.label ?? 'Total' },
    { header: 'Delivered', cell: (row) => whole(row.delivered), numeric: true },
    { header: 'Returned', cell: (row) => whole(row.returned), numeric: true },
    { header: 'Delivery rate', cell: (row) => percent(row.deliveryRate), numeric: true },
    { header: 'Return rate', cell: (row) => percent(row.returnRate), numeric: true },
  ];
  if (!report.rows.length) {
    return <Nothing>No parcel was delivered or returned in these days.</Nothing>;
  }
  return (
    <Figures
      note={
        <p className="text-sm text-stone-700">
          Of the {whole(report.total.delivered + report.total.returned)} parcels delivered or returned in
          these days, <strong className="text-stone-900">{percent(report.total.deliveryRate)}</strong> were
          delivered and <strong className="text-stone-900">{percent(report.total.returnRate)}</strong> came
          back.
        </p>
      }
      chart={
        <ReportChart
          label={`Bar chart of the return rate per ${by.toLowerCase()}, for the ${top.length} with the most parcels.`}
          axis={axis}
          series={series}
        />
      }
      table={
        <ReportTable<Row>
          caption={`Delivery and return rates per ${by.toLowerCase()}`}
          columns={columns}
          rows={report.rows}
          rowKey={(row) => row.key ?? 'total'}
          total={report.total}
        />
      }
    />
  );
}

export function ReturnsPanel({ report, symbol }: { report: ReturnsReport; symbol: string }) {
  const money = (v: string) => formatMoney(v, symbol);
  const series = useMemo<ChartSeries[]>(
    () => [
      moneySeries("Returns' cost", report.days, (d) => d.cost, { colour: RED, kind: 'bars' }, symbol),
      {
        label: 'Returned parcels',
        values: report.days.map((d) => d.returned),
        colour: AMBER,
        kind: 'line',
        scale: 'parcels',
        format: (v) => whole(v),
      },
    ],
    [report, symbol],
  );
  type Row = ReturnsReport['total'] & { day?: string };
  const columns: Array<Column<Row>> = [
    { header: 'Returned', cell: (d) => whole(d.returned), numeric: true },
    { header: 'Sales refused', cell: (d) => money(d.refused), numeric: true },
    { header: "Returns' cost", cell: (d) => money(d.cost), numeric: true },
  ];
  return (
    <DailyFigures<Row>
      note={
        <p className="text-sm text-stone-700">
          {whole(report.total.returned)} {report.total.returned === 1 ? 'parcel' : 'parcels'} came back,
          costing <strong className="text-stone-900">{money(report.total.cost)}</strong> in carriage, on{' '}
          {money(report.total.refused)} of sales refused at the door.
        </p>
      }
      chartLabel="Bar chart of what returns cost per day with a line of parcels returned per day."
      series={series}
      caption="Returns and their cost per day"
      columns={columns}
      days={report.days}
      total={report.total}
    />
  );
}

export function OutstandingPanel({ report, symbol }: { report: OutstandingReport; symbol: string }) {
  const money = (v: string) => formatMoney(v, symbol);
  const series = useMemo(
    () =>
      report.couriers.map((courier, index) =>
        moneySeries(
          courier.label,
          report.days,
          (d) => d.couriers[index]!.amount,
          { colour: LINES[index % LINES.length]!, kind: 'line' },
          symbol,
        ),
      ),
    [report, symbol],
  );
  type Row = OutstandingReport['days'][number];
  const columns: Array<Column<Row>> = [
    ...report.couriers.map((courier, index): Column<Row> => ({
      header: courier.label,
      cell: (d) => `${money(d.couriers[index]!.amount)} (${whole(d.couriers[index]!.parcels)})`,
      numeric: true,
    })),
    { header: 'All couriers', cell: (d) => `${money(d.amount)} (${whole(d.parcels)})`, numeric: true },
  ];
  if (!report.couriers.length) {
    return <Nothing>No courier owed the shop anything in these days.</Nothing>;
  }
  const last = report.days.at(-1)!;
  return (
    <DailyFigures<Row>
      note={
        <p className="text-sm text-stone-700">
          At the end of {dayLabel(last.day)} the couriers owed{' '}
          <strong className="text-stone-900">{money(last.amount)}</strong> for {whole(last.parcels)} delivered{' '}
          {last.parcels === 1 ? 'parcel' : 'parcels'} (expected net, with parcels in brackets).
        </p>
      }
      chartLabel="Line chart of the cash each courier owed at the end of each day."
      series={series}
      caption="Cash outstanding per courier at the end of each day"
      columns={columns}
      days={report.days}
    />
  );
}
