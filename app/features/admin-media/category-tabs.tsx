import { useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { MediaCategory } from '../../../common/media/upload-rules';
import { cn } from '../../lib/cn';
import { CATEGORY_FILTERS } from './media-view';

export const MEDIA_PANEL_ID = 'media-panel';
const tabId = (category: MediaCategory | null) => `media-tab-${category ?? 'all'}`;

/**
 * The library's category filter (back-office §2: All Media, Images, Videos, Documents) as ARIA tabs:
 * the arrow keys, Home and End move between them and select as they go; Tab leaves for the grid.
 */
export function CategoryTabs({
  category,
  onSelect,
  panelRef,
  children,
}: {
  category: MediaCategory | undefined;
  onSelect: (category: MediaCategory | null) => void;
  panelRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(
    0,
    CATEGORY_FILTERS.findIndex((tab) => tab.category === (category ?? null)),
  );

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const count = CATEGORY_FILTERS.length;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % count
        : event.key === 'ArrowLeft'
          ? (index - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onSelect(CATEGORY_FILTERS[next]!.category);
  }

  return (
    <>
      <div
        role="tablist"
        aria-label="Media category"
        className="flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1 sm:inline-flex"
      >
        {CATEGORY_FILTERS.map((tab, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              key={tab.label}
              ref={(element) => {
                refs.current[index] = element;
              }}
              id={tabId(tab.category)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={MEDIA_PANEL_ID}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.category)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'shrink-0 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap',
                selected ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-700 hover:text-stone-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        ref={panelRef}
        id={MEDIA_PANEL_ID}
        role="tabpanel"
        tabIndex={-1}
        aria-labelledby={tabId(category ?? null)}
        className="mt-4 focus:outline-none"
      >
        {children}
      </div>
    </>
  );
}
