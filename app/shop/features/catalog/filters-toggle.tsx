import { SlidersHorizontal } from 'lucide-react';
import { FILTERS_PANEL_ID } from './filters-panel-box';
import { useFormat, useMessages } from '../../i18n/shop-language';

/** Opens and closes the filters panel and shows how many filters are active (storefront §5). */
export function FiltersToggle({
  open,
  activeCount,
  onToggle,
}: {
  open: boolean;
  activeCount: number;
  onToggle: () => void;
}) {
  const words = useMessages('catalog');
  const format = useFormat();
  return (
    <button
      type="submit"
      name="filters"
      value={open ? '0' : '1'}
      aria-expanded={open}
      aria-controls={FILTERS_PANEL_ID}
      onClick={(event) => {
        event.preventDefault();
        onToggle();
      }}
      className="inline-flex h-10 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
      {words.filters}
      {activeCount > 0 ? (
        <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
          {format.count(activeCount)}
          <span className="sr-only">{` ${words.filtersActive}`}</span>
        </span>
      ) : null}
    </button>
  );
}
