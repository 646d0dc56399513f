import { useId, type ReactNode } from 'react';

/**
 * The card a screen's filters sit in: its heading, Clear filters while any filter is on, and the
 * filters themselves (the users and activity screens).
 */
export function FilterCard({
  filtering,
  onClear,
  children,
}: {
  filtering: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-stone-900">
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
      {children}
    </section>
  );
}
