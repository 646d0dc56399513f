import { useId } from 'react';
import { FilterCard } from '../../kit/filter-card';
import { SearchBox } from '../../kit/search-box';
import {
  ADMIN_FILTERS,
  EMAIL_STATUSES,
  type AdminFilter,
  type EmailStatus,
  type UsersView,
} from './users-view';
import { controlClass as control, filterLabelClass as labelText } from '../../kit/filter-styles';

/**
 * The filter card (back-office §2 User management): a search by username or email, Email Status (All,
 * Verified, Unverified) and User Role (All, Admin, User: the Admin flag, see users-view.ts), kept in
 * the URL. The search filters as it is typed and reaches the URL after a pause.
 */
export function UsersFilters({
  view,
  filtering,
  searchKey,
  onType,
  onChange,
  onClear,
}: {
  view: UsersView;
  /** Whether any filter is on, the search as typed included: Clear filters shows then. */
  filtering: boolean;
  /** Changes when the filters are cleared: a new search box drops what was typed and not yet sent. */
  searchKey: number;
  /** The search as it is typed, before it reaches the URL. */
  onType: (q: string) => void;
  onChange: (patch: Partial<UsersView>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}) {
  const ids = { email: useId(), role: useId() };
  return (
    <FilterCard filtering={filtering} onClear={onClear}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <SearchBox
          key={searchKey}
          label="Search"
          placeholder="Username or email"
          value={view.q}
          onType={onType}
          onCommit={(q) => onChange({ q }, { replace: true })}
          delayMs={250}
          className="sm:col-span-2"
        />
        <div className="min-w-0">
          <label htmlFor={ids.email} className={labelText}>
            Email Status
          </label>
          <select
            id={ids.email}
            value={view.email ?? ''}
            onChange={(event) => onChange({ email: (event.target.value || null) as EmailStatus | null })}
            className={control}
          >
            <option value="">All</option>
            {EMAIL_STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor={ids.role} className={labelText}>
            User Role
          </label>
          <select
            id={ids.role}
            value={view.role ?? ''}
            onChange={(event) => onChange({ role: (event.target.value || null) as AdminFilter | null })}
            className={control}
          >
            <option value="">All</option>
            {ADMIN_FILTERS.map((role) => (
              <option key={role.value} value={role.value}>
                {role.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </FilterCard>
  );
}
