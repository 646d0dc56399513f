import { useId } from 'react';
import { controlClass, filterLabelClass } from './filter-styles';
import { RANGE_BACKWARDS_MESSAGE } from './local-days';

/**
 * From and To, two local days (`<input type="date">`), and what they say when the first is after the
 * last: the order desk's custom range and the activity screen's dates.
 */
export function DayRangeFields({
  from,
  to,
  onChange,
  className,
}: {
  from: string;
  to: string;
  onChange: (patch: { from?: string; to?: string }) => void;
  /** The grid the two fields and the message sit in. */
  className: string;
}) {
  const ids = { from: useId(), to: useId(), error: useId() };
  const backwards = !!from && !!to && from > to;
  const invalid = {
    'aria-invalid': backwards || undefined,
    'aria-describedby': backwards ? ids.error : undefined,
  };
  return (
    <div className={className}>
      <div className="min-w-0">
        <label htmlFor={ids.from} className={filterLabelClass}>
          From
        </label>
        <input
          id={ids.from}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
          {...invalid}
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
          value={to}
          min={from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
          {...invalid}
          className={controlClass}
        />
      </div>
      {backwards ? (
        <p id={ids.error} role="alert" className="col-span-2 text-sm text-red-800">
          {RANGE_BACKWARDS_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
