import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** One column of a report's table: its heading and how a row shows in it. */
export type Column<R> = { header: string; cell: (row: R) => ReactNode; numeric?: boolean };

/**
 * A report's figures as a table: the first column names the row (a day, a courier), a total row ends it.
 * Wide tables scroll inside their own region, which takes the keyboard's focus so that it can be
 * scrolled without a mouse (at 375 px most reports are wider than the screen).
 */
export function ReportTable<R>({
  caption,
  columns,
  rows,
  rowKey,
  total,
}: {
  caption: string;
  columns: Array<Column<R>>;
  rows: R[];
  rowKey: (row: R) => string;
  total?: R;
}) {
  const cellClass = (column: Column<R>, index: number) =>
    cn(
      'px-3 py-2 whitespace-nowrap',
      column.numeric && 'text-right tabular-nums',
      index === 0 && 'text-left',
    );
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-stone-200 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            {columns.map((column, index) => (
              <th key={column.header} scope="col" className={cn(cellClass(column, index), 'font-medium')}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.header} scope="row" className={cn(cellClass(column, index), 'font-normal')}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={cellClass(column, index)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {total ? (
          <tfoot className="border-t-2 border-stone-200 font-semibold text-stone-900">
            <tr>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.header} scope="row" className={cellClass(column, index)}>
                    Total
                  </th>
                ) : (
                  <td key={column.header} className={cellClass(column, index)}>
                    {column.cell(total)}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
