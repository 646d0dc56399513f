import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import type { Dashboard } from '../../../../common/admin/dashboard-schemas';
import { formatMoney, toAmount } from '../../../../common/money';
import { UplotCanvas } from '../../kit/uplot-canvas';

type Daily = Dashboard['daily'];

const HEIGHT = 260;
const ORDERS_COLOUR = '#3f7a2a'; // brand-600
const REVENUE_COLOUR = '#b45309'; // amber-700: 4.5:1 on white for the axis labels

/** '2026-11-22' → '22 Nov', the day as the shop counts it (the server groups by the shop's day). */
function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** Days as uPlot's x values: seconds at UTC midnight, drawn in UTC so each tick is its own day. */
function chartData(daily: Daily): uPlot.AlignedData {
  return [
    daily.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000),
    daily.map((day) => day.orders),
    daily.map((day) => toAmount(day.revenue)),
  ];
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

function chartOptions(uPlotLib: typeof uPlot, width: number, currencySymbol: string): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    tzDate: (ts) => uPlotLib.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    cursor: { drag: { x: false, y: false } },
    scales: {
      // Half a day either side, so the first and last bars are drawn whole.
      x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] },
      orders: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
      revenue: { range: (_u, _min, max) => [0, Math.max(1, max * 1.15)] },
    },
    series: [
      {
        label: 'Day',
        value: (_u, ts) => (ts == null ? '–' : dayLabel(new Date(ts * 1000).toISOString().slice(0, 10))),
      },
      {
        label: 'Orders',
        scale: 'orders',
        stroke: ORDERS_COLOUR,
        fill: 'rgba(63, 122, 42, 0.35)',
        paths: uPlotLib.paths.bars!({ size: [0.6, 24], align: 0 }),
        points: { show: false },
        value: (_u, v) => (v == null ? '–' : String(v)),
      },
      {
        label: 'Revenue',
        scale: 'revenue',
        stroke: REVENUE_COLOUR,
        width: 2,
        points: { show: false },
        value: (_u, v) => (v == null ? '–' : formatMoney(v, currencySymbol)),
      },
    ],
    axes: [
      {
        stroke: '#57534e',
        grid: { show: false },
        space: 60,
        values: (_u, splits) => splits.map((ts) => dayLabel(new Date(ts * 1000).toISOString().slice(0, 10))),
      },
      {
        scale: 'orders',
        stroke: ORDERS_COLOUR,
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000],
        values: (_u, splits) => splits.map((v) => compact.format(v)),
        grid: { stroke: '#e7e5e4' },
      },
      {
        scale: 'revenue',
        side: 1,
        stroke: REVENUE_COLOUR,
        values: (_u, splits) => splits.map((v) => compact.format(v)),
        grid: { show: false },
      },
    ],
  };
}

/** The chart's canvas: the days' orders as bars and their revenue as a line. */
function ChartCanvas({ daily, currencySymbol }: { daily: Daily; currencySymbol: string }) {
  const data = useMemo(() => chartData(daily), [daily]);
  const options = useCallback(
    (lib: typeof uPlot, width: number) => chartOptions(lib, width, currencySymbol),
    [currencySymbol],
  );
  return (
    <UplotCanvas
      label="Bar chart of orders per day with a line of revenue per day, for the last 30 days. The same figures are in the table below."
      height={HEIGHT}
      data={data}
      options={options}
    />
  );
}

export function OrdersChart({ daily, currencySymbol }: { daily: Daily; currencySymbol: string }) {
  const totalOrders = daily.reduce((sum, day) => sum + day.orders, 0);
  return (
    <section
      aria-labelledby="orders-chart"
      className="min-w-0 rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="border-b border-stone-200 px-5 py-4">
        <h2 id="orders-chart" className="font-semibold text-stone-900">
          Orders and revenue, last 30 days
        </h2>
        <p className="mt-1 text-xs text-stone-600">
          {totalOrders.toLocaleString('en-US')} {totalOrders === 1 ? 'order' : 'orders'} in the last 30 days
          (revenue leaves out cancelled and returned orders)
        </p>
      </div>
      <div className="px-2 pt-4 sm:px-5">
        <ChartCanvas daily={daily} currencySymbol={currencySymbol} />
      </div>
      <details className="px-5 pt-2 pb-4">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">
          Show the figures as a table
        </summary>
        <div className="mt-3">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Orders and revenue per day, last 30 days</caption>
            <thead className="text-stone-600">
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1 pr-4 text-right font-medium">
                  Orders
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {[...daily].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {dayLabel(day.date)}
                  </th>
                  <td className="py-1 pr-4 text-right tabular-nums">{day.orders}</td>
                  <td className="py-1 text-right tabular-nums">{formatMoney(day.revenue, currencySymbol)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
