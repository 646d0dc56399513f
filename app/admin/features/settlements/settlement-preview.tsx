import { CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { courierName } from '../../../../common/orders/couriers';
import {
  SETTLEMENT_MATCHES,
  type SettlementLine,
  type SettlementMatch,
  type SettlementPreview,
} from '../../../../common/orders/settlement-schemas';
import { notify, notifyError } from '../../../lib/toast';
import { errorMessage } from '../../data/admin-api';
import { ConfirmDialog } from '../../forms/confirm-dialog';
import { secondaryButton } from '../../forms/editor-fields';
import { formatDateTime, orderNumber } from '../../kit/format';
import { ErrorState, LoadingState } from '../../kit/states';
import { useCurrencySymbol } from '../../shell/site-brand';
import { fetchedDays } from './fetch-payments';
import { previewSummary } from './import-form';
import { MATCH_LABELS, MatchBadge, money, plural, signedMoney } from './settlement-words';
import { SETTLEMENT_WORDS, useApplySettlement, useSettlement } from './settlements-query';
import type { SettlementsView } from './settlements-view';

/** The most lines drawn at once; the filter narrows a long file to what needs attention. */
const LINES_SHOWN = 200;

/**
 * An import as its preview: what each line matched, filtered by match, and Apply, which asks first
 * (applying is final: the parcels paid are settled and the payments counted). An applied import shows
 * who applied it and when.
 */
export function SettlementPreviewSection({
  id,
  lines,
  onLines,
  onClose,
}: {
  id: string;
  lines: SettlementsView['lines'];
  onLines: (lines: SettlementsView['lines']) => void;
  onClose: () => void;
}) {
  const settlement = useSettlement(id);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-brand-700/30 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          {settlement.data
            ? `${courierName(settlement.data.courier)} ${settlement.data.fetched ? 'payments by API' : 'payment report'}${settlement.data.state === 'applied' ? ', applied' : ': preview'}`
            : 'Payment report'}
        </h2>
        <button type="button" onClick={onClose} className={secondaryButton}>
          Close
        </button>
      </div>
      {settlement.isPending ? (
        <LoadingState label="Loading the settlement…" />
      ) : settlement.isError && !settlement.data ? (
        <ErrorState
          title="The settlement could not be loaded"
          message={errorMessage(settlement.error, SETTLEMENT_WORDS.previewFailed)}
          onRetry={() => void settlement.refetch()}
        />
      ) : (
        <PreviewBody preview={settlement.data} lines={lines} onLines={onLines} />
      )}
    </section>
  );
}

function PreviewBody({
  preview,
  lines,
  onLines,
}: {
  preview: SettlementPreview;
  lines: SettlementsView['lines'];
  onLines: (lines: SettlementsView['lines']) => void;
}) {
  const symbol = useCurrencySymbol();
  const apply = useApplySettlement();
  const [confirming, setConfirming] = useState(false);
  const { summary } = preview;
  const shown = lines === 'all' ? preview.lines : preview.lines.filter((line) => line.match === lines);

  async function applyNow() {
    try {
      const applied = await apply.mutateAsync(preview.id);
      notify(
        SETTLEMENT_WORDS.applied,
        `${money(applied.summary.amount, symbol)} from ${courierName(applied.courier)} counted.`,
      );
    } catch (error) {
      notifyError('Error', errorMessage(error, SETTLEMENT_WORDS.applyFailed));
      throw error;
    }
  }

  return (
    <>
      <p className="text-sm text-stone-700">
        {preview.fetched ? (
          `Fetched from ${courierName(preview.courier)} for ${fetchedDays(preview.fetched)}`
        ) : preview.fileName ? (
          <span className="font-medium">{preview.fileName}</span>
        ) : (
          'A file'
        )}
        , imported by {preview.importedBy} {formatDateTime(preview.importedAt)}: {previewSummary(preview)},
        paying {money(summary.amount, symbol)} in all
        {summary.short.lines ? `, ${money(summary.short.shortfall, symbol)} short` : ''}.
      </p>
      {preview.state === 'applied' ? (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-emerald-800">
          <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
          Applied by {preview.appliedBy} {preview.appliedAt ? formatDateTime(preview.appliedAt) : ''}.
        </p>
      ) : null}
      <div role="group" aria-label="Show lines" className="flex flex-wrap gap-2">
        {(['all', ...SETTLEMENT_MATCHES] as const).map((match) => {
          const count = match === 'all' ? summary.lines : summary[match].lines;
          return (
            <button
              key={match}
              type="button"
              aria-pressed={lines === match}
              onClick={() => onLines(match)}
              className={
                lines === match
                  ? 'rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white'
                  : 'rounded-full border border-stone-300 bg-white px-3 py-1 text-sm font-medium text-stone-800 hover:bg-stone-100'
              }
            >
              {match === 'all' ? 'All' : MATCH_LABELS[match]} ({count})
            </button>
          );
        })}
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-stone-600">No line matches so.</p>
      ) : (
        <ul aria-label="Lines of the file" className="grid gap-2 md:grid-cols-2">
          {shown.slice(0, LINES_SHOWN).map((line) => (
            <LineCard key={line.line} line={line} symbol={symbol} />
          ))}
        </ul>
      )}
      {shown.length > LINES_SHOWN ? (
        <p className="text-xs text-stone-600">
          The first {LINES_SHOWN} of {shown.length} lines are shown: choose a match above to see the others.
        </p>
      ) : null}
      {preview.state === 'previewed' ? (
        <div className="flex flex-col gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:items-center sm:justify-end">
          <p className="text-sm text-stone-600 sm:mr-auto">
            Applying settles the parcels paid and counts {money(summary.amount, symbol)} as received.
          </p>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Apply settlement
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Apply this settlement?"
        description={`${plural(summary.lines, 'payment')} from ${courierName(preview.courier)} (${money(summary.amount, symbol)}) will count as received and their parcels as settled. This cannot be undone.`}
        confirmLabel="Apply"
        cancelLabel="Not yet"
        destructive={false}
        onConfirm={applyNow}
      />
    </>
  );
}

function LineCard({ line, symbol }: { line: SettlementLine; symbol: string }) {
  const attention: SettlementMatch[] = ['short', 'paid_for_return', 'unknown'];
  return (
    <li
      className={
        attention.includes(line.match)
          ? 'rounded-lg border border-amber-200 bg-amber-50/40 p-3 text-sm'
          : 'rounded-lg border border-stone-200 p-3 text-sm'
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono font-medium text-stone-900">{line.trackingNumber}</span>
        <MatchBadge match={line.match} />
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-stone-700 tabular-nums">
        <div>
          <dt className="text-xs text-stone-500">Paid</dt>
          <dd>{money(line.amount, symbol)}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-500">Expected</dt>
          <dd>{line.expected === null ? '—' : money(line.expected, symbol)}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-500">Difference</dt>
          <dd className={line.match === 'short' ? 'font-semibold text-amber-900' : undefined}>
            {line.difference === null ? '—' : signedMoney(line.difference, symbol)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-stone-500">
        Line {line.line}
        {line.paidOn ? `, paid ${line.paidOn}` : ''}
        {line.orderId ? (
          <>
            {', '}
            <Link to={`/admin/orders?order=${line.orderId}`} className="text-brand-700 underline">
              order #{orderNumber(line.orderId)}
            </Link>
          </>
        ) : (
          ', no parcel of this courier has this tracking number'
        )}
      </p>
    </li>
  );
}
