import { LoaderCircle, SearchX } from 'lucide-react';
import { useId, useMemo } from 'react';
import { errorMessage } from '../../data/admin-api';
import { secondaryButton } from '../../forms/editor-fields';
import { PageHeader } from '../../kit/page-header';
import { EmptyState, ErrorState, SkeletonRows } from '../../kit/states';
import { useUrlView } from '../../../lib/url-view';
import { ActivityFilters } from './activity-filters';
import { ActivityList } from './activity-list';
import { ACTIVITY_LOAD_FAILED, useActivityPages, useActivityPeople } from './activity-query';
import { activityFilters, activityViewSchema, hasFilters, rangeIsBackwards } from './activity-view';

/**
 * The activity screen (decision 022, the super admin only): every change staff made through the back
 * office, newest first, filtered by person, kind of record and date, each with its before and after.
 */
export function ActivityScreen() {
  const { view, updateView } = useUrlView(activityViewSchema);
  const filters = useMemo(() => activityFilters(view), [view]);
  const backwards = rangeIsBackwards(view);
  const pages = useActivityPages(filters, !backwards);
  const people = useActivityPeople();
  const headingId = useId();

  const clearFilters = () => updateView({ person: null, entity: null, from: '', to: '' });
  const filtering = hasFilters(view);
  const entries = useMemo(() => pages.data?.pages.flatMap((page) => page.entries) ?? [], [pages.data]);

  return (
    <>
      <PageHeader
        title="Activity"
        description="Every change staff made in the back office, newest first, with what it was before and after."
      />
      <ActivityFilters
        view={view}
        people={people.data}
        filtering={filtering}
        onChange={updateView}
        onClear={clearFilters}
      />
      <section aria-labelledby={headingId} aria-busy={pages.isFetching || undefined}>
        <h2 id={headingId} className="mb-3 text-lg font-semibold text-stone-900">
          Changes
        </h2>
        {backwards ? null : pages.isPending ? (
          <SkeletonRows rows={5} label="Loading the activity…" />
        ) : pages.isError && !pages.data ? (
          <ErrorState
            title="The activity could not be loaded"
            message={errorMessage(pages.error, ACTIVITY_LOAD_FAILED)}
            onRetry={() => void pages.refetch()}
          />
        ) : entries.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title={filtering ? 'No changes match the filters' : 'No changes yet'}
            description={filtering ? undefined : 'Changes staff make in the back office will show here.'}
            action={
              filtering ? (
                <button type="button" onClick={clearFilters} className={secondaryButton}>
                  Clear filters
                </button>
              ) : undefined
            }
          />
        ) : (
          <div className={pages.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <ActivityList entries={entries} />
            {pages.hasNextPage ? (
              <div className="mt-4 flex justify-center">
                <button
                  type="button"
                  onClick={() => void pages.fetchNextPage()}
                  disabled={pages.isFetchingNextPage || pages.isPlaceholderData}
                  className={secondaryButton}
                >
                  {pages.isFetchingNextPage ? (
                    <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
                  ) : null}
                  {pages.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </button>
              </div>
            ) : null}
          </div>
        )}
      </section>
    </>
  );
}
