import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { useId } from 'react';
import { ORDER_SORT_FIELDS } from '../../../../common/orders/order-desk-query';
import { ORDER_STATUSES, type OrderStatus } from '../../../../common/orders/statuses';
import { SearchBox } from '../../kit/search-box';
import { statusLabel } from '../../kit/status-badge';
import { DATE_RANGES, SORT_LABELS, type DateRange, type OrdersView } from './orders-view';
import type { UpdateOrdersView } from './use-orders-view';
import { DayRangeFields } from '../../kit/day-range-fields';
import { controlClass as control, filterLabelClass as labelText } from '../../kit/filter-styles';

/** Search, status filter, date range, sort and direction (back-office §2, §9), all kept in the URL. */
export function OrdersToolbar({ view, updateView }: { view: OrdersView; updateView: UpdateOrdersView }) {
  const ids = { status: useId(), range: useId(), sort: useId() };

  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-6 lg:items-end">
      <SearchBox
        label="Search orders"
        placeholder="Order number, name, email, phone, address, city, postal code"
        value={view.q}
        onCommit={(q) => updateView({ q }, { replace: true })}
        className="col-span-2"
      />
      <div className="min-w-0">
        <label htmlFor={ids.status} className={labelText}>
          Status
        </label>
        <select
          id={ids.status}
          value={view.status ?? ''}
          onChange={(event) => updateView({ status: (event.target.value || null) as OrderStatus | null })}
          className={control}
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor={ids.range} className={labelText}>
          Date range
        </label>
        <select
          id={ids.range}
          value={view.range}
          onChange={(event) => updateView({ range: event.target.value as DateRange })}
          className={control}
        >
          {DATE_RANGES.map((range) => (
            <option key={range.value} value={range.value}>
              {range.label}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2">
        <span className={labelText} id={`${ids.sort}-group`}>
          Sort
        </span>
        <div role="group" aria-labelledby={`${ids.sort}-group`} className="flex gap-2">
          <label htmlFor={ids.sort} className="sr-only">
            Sort by
          </label>
          <select
            id={ids.sort}
            value={view.sort}
            onChange={(event) => updateView({ sort: event.target.value as OrdersView['sort'] })}
            className={control}
          >
            {ORDER_SORT_FIELDS.map((field) => (
              <option key={field} value={field}>
                {SORT_LABELS[field]}
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={() => updateView({ dir: view.dir === 'desc' ? 'asc' : 'desc' })}
            aria-label={`Sort direction: ${view.dir === 'desc' ? 'Descending' : 'Ascending'}`}
            title="Switch the sort direction"
            className="inline-flex shrink-0 items-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100"
          >
            {view.dir === 'desc' ? (
              <ArrowDownWideNarrow aria-hidden="true" className="h-4 w-4" />
            ) : (
              <ArrowUpNarrowWide aria-hidden="true" className="h-4 w-4" />
            )}
            {view.dir === 'desc' ? 'Descending' : 'Ascending'}
          </button>
        </div>
      </div>
      {view.range === 'custom' ? (
        <DayRangeFields
          from={view.from}
          to={view.to}
          onChange={updateView}
          className="col-span-2 grid grid-cols-2 gap-3 lg:col-span-6 lg:max-w-md"
        />
      ) : null}
    </div>
  );
}
