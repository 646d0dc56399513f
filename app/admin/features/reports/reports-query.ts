import { useQuery } from '@tanstack/react-query';
import { REPORT_SCHEMAS, type ReportKey } from '../../../../common/admin/report-schemas';
import { adminFetch } from '../../data/admin-api';
import { adminKeys } from '../../data/query-keys';

/** The screen's calls (docs/reports.md): one report over a range of days, and its CSV file. */
export const REPORTS_PATH = '/api/admin/reports';

export const reportPath = (key: ReportKey, from: string, to: string) =>
  `${REPORTS_PATH}/${key}?${new URLSearchParams({ from, to })}`;
export const exportPath = (key: ReportKey, from: string, to: string) =>
  `${REPORTS_PATH}/${key}/export?${new URLSearchParams({ from, to })}`;

export const REPORT_LOAD_FAILED = 'Failed to load the report';

/** GET /api/admin/reports/<key>?from=&to=, while the range is one the server takes. */
export function useReport<K extends ReportKey>(key: K, from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.report(key, from, to),
    queryFn: ({ signal }) => adminFetch(reportPath(key, from, to), { schema: REPORT_SCHEMAS[key], signal }),
    enabled,
    // A new range shows the last one's figures greyed until its own arrive, not a blank screen.
    placeholderData: (previous, query) => (query?.queryKey[3] === key ? previous : undefined),
  });
}
