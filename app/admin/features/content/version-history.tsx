import { History, RotateCcw } from 'lucide-react';
import type { ContentVersion } from '../../../../common/content/content-admin-schemas';
import { errorMessage } from '../../data/admin-api';
import { secondaryButton } from '../../forms/editor-fields';
import { formatDateTime } from '../../kit/format';
import { EmptyState, ErrorState, LoadingState } from '../../kit/states';
import { useContentVersions } from './content-query';

/**
 * A saved section's history: every version with when and by whom it was saved, newest first (the
 * newest is what the site shows now). Restore loads a version into the form; nothing is saved until Save.
 */
export function VersionHistory({
  recordId,
  onRestore,
}: {
  recordId: string;
  onRestore: (version: ContentVersion) => void;
}) {
  const versions = useContentVersions(recordId);

  if (versions.isPending) return <LoadingState label="Loading the history…" />;
  if (versions.isError)
    return (
      <ErrorState
        title="The history could not be loaded"
        message={errorMessage(versions.error, 'Failed to load the history')}
        onRetry={() => void versions.refetch()}
      />
    );
  if (!versions.data.length)
    return (
      <EmptyState
        icon={History}
        title="No saved versions yet"
        description="Each save from now on is kept here."
      />
    );

  return (
    <ol className="space-y-2" aria-label="Saved versions, newest first">
      {versions.data.map((version, index) => {
        const when = formatDateTime(version.savedAt);
        const current = index === 0;
        return (
          <li
            key={version.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-stone-200 bg-white p-3"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-stone-900">
                {when}
                {current ? (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    Current
                  </span>
                ) : null}
                {version.isPublished ? null : (
                  <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
                    Draft
                  </span>
                )}
              </p>
              <p className="text-sm text-stone-600">Saved by {version.savedBy}</p>
            </div>
            {current ? null : (
              <button type="button" onClick={() => onRestore(version)} className={secondaryButton}>
                <RotateCcw aria-hidden="true" className="h-4 w-4" />
                Restore<span className="sr-only"> the version of {when}</span>
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
