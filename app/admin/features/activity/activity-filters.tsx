import { useId } from 'react';
import { AUDIT_ENTITIES, type AuditActor, type AuditEntity } from '../../../../common/admin/audit-schemas';
import { controlClass, filterLabelClass } from '../../kit/filter-styles';
import { DayRangeFields } from '../../kit/day-range-fields';
import { FilterCard } from '../../kit/filter-card';
import { ENTITY_LABELS, type ActivityView } from './activity-view';

/**
 * The activity screen's filter card: Person (everyone in the trail, deleted accounts
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
  const ids = { person: useId(), entity: useId() };
  // A person named by the URL but not (or not yet) in the list still shows as chosen.
  const unknownPerson = view.person && !people?.some((person) => person.id === view.person);
  return (
    <FilterCard filtering={filtering} onClear={onClear}>
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
        <DayRangeFields
          from={view.from}
          to={view.to}
          onChange={onChange}
          className="grid grid-cols-2 gap-3 sm:col-span-2"
        />
      </div>
    </FilterCard>
  );
}
