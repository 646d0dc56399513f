import { Link } from 'react-router';
import type { AuditEntry } from '../../../../common/admin/audit-schemas';
import { formatDateTime } from '../../kit/format';
import { actionWords, fieldChanges, fieldLabel, recordLink, recordName } from './activity-entry';

/**
 * The trail as a list, newest first: who did what to which record and when, with the fields that
 * changed, before and after. A list of articles rather than a table: it reads at 375 px without
 * scrolling sideways.
 */
export function ActivityList({ entries }: { entries: AuditEntry[] }) {
  return (
    <ol className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.id}>
          <ActivityItem entry={entry} />
        </li>
      ))}
    </ol>
  );
}

function ActivityItem({ entry }: { entry: AuditEntry }) {
  const name = recordName(entry);
  const link = recordLink(entry);
  const changes = fieldChanges(entry);
  return (
    <article className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-stone-900">
        <strong className="font-semibold">{entry.actorUsername}</strong> {actionWords(entry)}
        {name ? (
          <>
            {' '}
            {link ? (
              <Link to={link} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                {name}
              </Link>
            ) : (
              <span className="font-semibold">{name}</span>
            )}
          </>
        ) : null}
      </p>
      <p className="mt-0.5 text-xs text-stone-600">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </p>
      {changes.length ? (
        <table className="mt-3 w-full table-fixed border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-xs text-stone-600">
              <th scope="col" className="w-1/3 py-1 pr-2 font-medium">
                Field
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Before
              </th>
              <th scope="col" className="py-1 font-medium">
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field} className="border-b border-stone-100 align-top last:border-0">
                <th scope="row" className="py-1 pr-2 font-normal break-words text-stone-700">
                  {fieldLabel(change.field)}
                </th>
                <td className="py-1 pr-2 break-words text-stone-900">{change.before}</td>
                <td className="py-1 break-words text-stone-900">{change.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </article>
  );
}
