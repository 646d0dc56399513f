import { FileSpreadsheet } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { courierName } from '../../../../common/orders/couriers';
import type { SettlementImport } from '../../../../common/orders/settlement-schemas';
import { errorMessage } from '../../data/admin-api';
import { formatDateTime } from '../../kit/format';
import { EmptyState, ErrorState, SkeletonRows } from '../../kit/states';
import { useCurrencySymbol } from '../../shell/site-brand';
import { fetchedDays } from './fetch-payments';
import { money, plural } from './settlement-words';
import { SETTLEMENT_WORDS, useSettlementList } from './settlements-query';

/** The newest imports, each with what it paid and whether it was applied; each opens its lines. */
export function SettlementImports() {
  const list = useSettlementList();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        Imports
      </h2>
      {list.isPending ? (
        <SkeletonRows rows={3} label="Loading the imports…" />
      ) : list.isError && !list.data ? (
        <ErrorState
          title="The imports could not be loaded"
          message={errorMessage(list.error, SETTLEMENT_WORDS.listFailed)}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.imports.length === 0 ? (
        <EmptyState
          icon={FileSpreadsheet}
          title="No payment report imported yet"
          description="Import a courier's payment report above to see what it paid for each parcel."
        />
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {list.data.imports.map((item) => (
            <ImportRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ImportRow({ item }: { item: SettlementImport }) {
  const symbol = useCurrencySymbol();
  const { summary } = item;
  const attention = summary.short.lines + summary.paid_for_return.lines + summary.unknown.lines;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
      <div className="min-w-0">
        <Link
          to={`?import=${item.id}`}
          className="font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {courierName(item.courier)}:{' '}
          {item.fetched
            ? `payments fetched for ${fetchedDays(item.fetched)}`
            : (item.fileName ?? 'payment report')}
        </Link>
        <p className="text-stone-600">
          {plural(summary.lines, 'line')}, {money(summary.amount, symbol)}
          {attention ? `, ${attention} to look at` : ''} · imported {formatDateTime(item.importedAt)} by{' '}
          {item.importedBy}
        </p>
      </div>
      <span
        className={
          item.state === 'applied'
            ? 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-600/30 ring-inset'
            : 'rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-800 ring-1 ring-stone-500/30 ring-inset'
        }
      >
        {item.state === 'applied' ? 'Applied' : 'Not applied'}
      </span>
    </li>
  );
}
