import { useId } from 'react';
import { AUDIT_ENTITIES, type AuditActor, type AuditEntity } from '../../../common/admin/audit-schemas';
import { controlClass, filterLabelClass } from '../../components/admin/filter-styles';
import { RANGE_BACKWARDS_MESSAGE } from '../../components/admin/local-days';
import { ENTITY_LABELS, rangeIsBackwards, type ActivityView } from './activity-view';

/**
 * The activity screen's filter card (issue 17 §8): Person (everyone in the trail, deleted accounts
 * included), Record (the kind of record changed), From and To (local days), all kept in the URL.
 */
export function ActivityFilters({
  view,
  people,
  filtering,
  onChange,
  onClear,
}: {
  view: ActivityView;
  /** Everyone in the trail; undefined while it loads (the filter still shows the person in the URL). */
  people: AuditActor[] | undefined;
  filtering: boolean;
  onChange: (patch: Partial<ActivityView>) => void;
  onClear: () => void;
}) {
  const ids = {
    heading: useId(),
    person: useId(),
    entity: useId(),
    from: useId(),
    to: useId(),
    error: useId(),
  };
  const backwards = rangeIsBackwards(view);
  // A person named by the URL but not (or not yet) in the list still shows as chosen.
  const unknownPerson = view.person && !people?.some((person) => person.id === view.person);
  return (
    <section
      aria-labelledby={ids.heading}
      className="mb-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={ids.heading} className="text-base font-semibold text-stone-900">
          Filters
        </h2>
        {filtering ? (
          <button
            type="button"
            onClick={onClear}
            className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
          >
            Clear filters
          </button>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <div className="min-w-0">
          <label htmlFor={ids.person} className={filterLabelClass}>
            Person
          </label>
          <select
            id={ids.person}
            value={view.person ?? ''}
            onChange={(event) => onChange({ person: event.target.value || null })}
            className={controlClass}
          >
            <option value="">Everyone</option>
            {unknownPerson ? (
              <option value={view.person!}>{people ? 'Unknown person' : 'Loading…'}</option>
            ) : null}
            {people?.map((person) => (
              <option key={person.id} value={person.id}>
                {person.username}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor={ids.entity} className={filterLabelClass}>
            Record
          </label>
          <select
            id={ids.entity}
            value={view.entity ?? ''}
            onChange={(event) => onChange({ entity: (event.target.value || null) as AuditEntity | null })}
            className={controlClass}
          >
            <option value="">All records</option>
            {AUDIT_ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {ENTITY_LABELS[entity]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor={ids.from} className={filterLabelClass}>
            From
          </label>
          <input
            id={ids.from}
            type="date"
            value={view.from}
            max={view.to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
            aria-invalid={backwards || undefined}
            aria-describedby={backwards ? ids.error : undefined}
            className={controlClass}
          />
        </div>
        <div className="min-w-0">
          <label htmlFor={ids.to} className={filterLabelClass}>
            To
          </label>
          <input
            id={ids.to}
            type="date"
            value={view.to}
            min={view.from || undefined}
            onChange={(event) => onChange({ to: event.target.value })}
            aria-invalid={backwards || undefined}
            aria-describedby={backwards ? ids.error : undefined}
            className={controlClass}
          />
        </div>
      </div>
      {backwards ? (
        <p id={ids.error} role="alert" className="mt-2 text-sm text-red-800">
          {RANGE_BACKWARDS_MESSAGE}
        </p>
      ) : null}
    </section>
  );
}
