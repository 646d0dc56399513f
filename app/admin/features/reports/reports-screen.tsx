import { useEffect, useId, type ReactNode } from 'react';
import { REPORTS, type ReportAnswer, type ReportKey } from '../../../../common/admin/report-schemas';
import { cn } from '../../../lib/cn';
import { useUrlView } from '../../../lib/url-view';
import { errorMessage } from '../../data/admin-api';
import { DayRangeFields } from '../../kit/day-range-fields';
import { DownloadButton } from '../../kit/download-button';
import { PageHeader } from '../../kit/page-header';
import { ErrorState, LoadingState } from '../../kit/states';
import { TabList } from '../../kit/tab-list';
import { useCurrencySymbol } from '../../shell/site-brand';
import { DeliveryPanel, OutstandingPanel, ProfitPanel, ReturnsPanel } from './report-panels';
import { exportPath, REPORT_LOAD_FAILED, useReport } from './reports-query';
import { lastDays, QUICK_RANGES, rangeOf, reportsViewSchema } from './reports-view';

const tabId = (key: ReportKey) => `report-tab-${key}`;
const panelId = (key: ReportKey) => `report-panel-${key}`;

/**
 * The Reports screen (docs/reports.md, decision 035; the super admin's): profit and loss, delivery and
 * return rates by courier, city and product, returns' cost and cash outstanding per courier, each over
 * a range of the shop's days kept in the URL, with a chart, a table and its CSV file.
 */
export function ReportsScreen() {
  const { view, updateView } = useUrlView(reportsViewSchema);
  const range = rangeOf(view);
  const report = REPORTS.find((r) => r.key === view.report)!;
  const rangeHeading = useId();
  const quick = QUICK_RANGES.map((days) => ({ days, ...lastDays(days) }));
  // At 375 px the tabs scroll sideways: the report opened from an address shows its own tab.
  useEffect(() => {
    document.getElementById(tabId(report.key))?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [report.key]);
  return (
    <>
      <PageHeader
        title="Reports"
        description="Whether the shop makes money, where parcels come back, and what couriers still owe."
        actions={
          range.problem ? null : (
            <DownloadButton
              path={exportPath(report.key, range.from, range.to)}
              fallbackName={`${report.key}-${range.from}-to-${range.to}.csv`}
              label="Export CSV"
            />
          )
        }
      />
      <section
        aria-labelledby={rangeHeading}
        className="mb-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
      >
        <h2 id={rangeHeading} className="mb-3 text-sm font-semibold text-stone-900">
          Days (the shop&apos;s clock, both included)
        </h2>
        <div className="flex flex-wrap items-end gap-4">
          <div className="flex flex-wrap gap-2" role="group" aria-label="Quick ranges">
            {quick.map(({ days, from, to }) => {
              const chosen = range.from === from && range.to === to;
              return (
                <button
                  key={days}
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => updateView({ from, to })}
                  className={cn(
                    'rounded-md border px-3 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none',
                    chosen
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
                  )}
                >
                  Last {days} days
                </button>
              );
            })}
          </div>
          <DayRangeFields
            from={range.from}
            to={range.to}
            onChange={(patch) => updateView(patch, { replace: true })}
            className="grid w-full grid-cols-2 gap-3 sm:w-auto"
          />
        </div>
        {range.problem && range.from <= range.to ? (
          <p role="alert" className="mt-3 text-sm text-red-800">
            {range.problem}
          </p>
        ) : null}
      </section>
      <TabList
        label="Reports"
        className="mb-4 overflow-x-auto"
        tabClassName="shrink-0 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
        items={REPORTS.map(({ key, label }) => ({ key, label, id: tabId(key), controls: panelId(key) }))}
        selected={report.key}
        onSelect={(key) => updateView({ report: key })}
      />
      <div id={panelId(report.key)} role="tabpanel" aria-labelledby={tabId(report.key)}>
        {range.problem ? null : (
          <ReportFigures key={report.key} report={report.key} from={range.from} to={range.to} />
        )}
      </div>
    </>
  );
}

/** A report's answer once it is there, with its loading and error states; a new range dims the old one. */
function Loaded<K extends ReportKey>({
  report,
  from,
  to,
  children,
}: {
  report: K;
  from: string;
  to: string;
  children: (answer: ReportAnswer<K>) => ReactNode;
}) {
  const query = useReport(report, from, to, true);
  if (query.isPending) return <LoadingState label="Loading the report…" />;
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title="The report could not be loaded"
        message={errorMessage(query.error, REPORT_LOAD_FAILED)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div aria-busy={query.isFetching || undefined} className={cn(query.isPlaceholderData && 'opacity-60')}>
      {children(query.data as ReportAnswer<K>)}
    </div>
  );
}

function ReportFigures({ report, from, to }: { report: ReportKey; from: string; to: string }) {
  const symbol = useCurrencySymbol();
  const range = { from, to };
  switch (report) {
    case 'profit':
      return (
        <Loaded report="profit" {...range}>
          {(answer) => <ProfitPanel report={answer} symbol={symbol} />}
        </Loaded>
      );
    case 'couriers':
      return (
        <Loaded report="couriers" {...range}>
          {(answer) => <DeliveryPanel report={answer} by="Courier" />}
        </Loaded>
      );
    case 'cities':
      return (
        <Loaded report="cities" {...range}>
          {(answer) => <DeliveryPanel report={answer} by="City" />}
        </Loaded>
      );
    case 'products':
      return (
        <Loaded report="products" {...range}>
          {(answer) => <DeliveryPanel report={answer} by="Product" />}
        </Loaded>
      );
    case 'returns':
      return (
        <Loaded report="returns" {...range}>
          {(answer) => <ReturnsPanel report={answer} symbol={symbol} />}
        </Loaded>
      );
    case 'outstanding':
      return (
        <Loaded report="outstanding" {...range}>
          {(answer) => <OutstandingPanel report={answer} symbol={symbol} />}
        </Loaded>
      );
  }
}
