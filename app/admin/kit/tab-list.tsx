import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type TabItem<K> = {
  key: K;
  label: ReactNode;
  /** The tab's id (its panel's aria-labelledby). */
  id: string;
  /** The id of the panel the tab shows. */
  controls: string;
};

/** The tab the key pressed moves to from `index`, or null for a key that does not move. */
function movedTo(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The ARIA tabs pattern, written once for the back office: one tab stop (the selected tab, or the first
 * when none is), the arrow keys, Home and End move between the tabs and select as they go, and Tab
 * leaves for the panel. The panels are the screen's own, named by each item's `controls`.
 */
export function TabList<K>({
  label,
  items,
  selected,
  onSelect,
  className,
  tabClassName,
}: {
  /** The list's aria-label. */
  label: string;
  items: ReadonlyArray<TabItem<K>>;
  /** The selected tab's key; a key no tab has (or undefined) selects none. */
  selected: K | undefined;
  onSelect: (key: K) => void;
  /** Layout classes the list adds to its shared look. */
  className?: string;
  /** Layout classes every tab adds to the shared look. */
  tabClassName?: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = items.findIndex((item) => item.key === selected);
  const focusable = selectedIndex === -1 ? 0 : selectedIndex;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = movedTo(event.key, index, items.length);
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onSelect(items[next]!.key);
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn('flex gap-1 rounded-lg bg-stone-100 p-1', className)}
    >
      {items.map((item, index) => {
        const isSelected = index === selectedIndex;
        return (
          <button
            key={item.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            id={item.id}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={item.controls}
            tabIndex={index === focusable ? 0 : -1}
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              tabClassName,
              'rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap',
              isSelected ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-700 hover:text-stone-900',
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
