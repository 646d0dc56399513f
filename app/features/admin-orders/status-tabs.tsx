import { useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { StatusCountsAnswer } from '../../../common/orders/order-desk-schemas';
import type { OrderStatus } from '../../../common/orders/statuses';
import { statusLabel } from '../../components/admin/status-badge';
import { cn } from '../../lib/cn';
import { ORDER_TABS } from './orders-view';

export const ORDERS_PANEL_ID = 'orders-panel';
const tabId = (status: OrderStatus | null) => `orders-tab-${status ?? 'all'}`;

/** The tab a status shows under; Shipped has none (the status filter reaches it). */
export function selectedTabId(status: OrderStatus | null): string | undefined {
  return ORDER_TABS.some((tab) => tab.status === status) ? tabId(status) : undefined;
}

/**
 * The status tabs with their counts (back-office §2): the ARIA tabs pattern, so the arrow keys, Home
 * and End move between them and select as they go, and Tab leaves for the panel. With Shipped picked in
 * the status filter no tab is selected, and All Orders keeps the tab stop.
 */
export function StatusTabs({
  status,
  counts,
  onSelect,
  panelRef,
  children,
}: {
  status: OrderStatus | null;
  counts: StatusCountsAnswer | undefined;
  onSelect: (status: OrderStatus | null) => void;
  /** The panel takes focus when the order that had it leaves the list (orders-screen.tsx). */
  panelRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = ORDER_TABS.findIndex((tab) => tab.status === status);
  const focusable = selectedIndex === -1 ? 0 : selectedIndex;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = ORDER_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % ORDER_TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + ORDER_TABS.length) % ORDER_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onSelect(ORDER_TABS[next]!.status);
  }

  return (
    <>
      <div
        role="tablist"
        aria-label="Order status"
        className="flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1 sm:inline-flex"
      >
        {ORDER_TABS.map((tab, index) => {
          const selected = index === selectedIndex;
          const count = counts ? counts[tab.status ?? 'all'] : undefined;
          return (
            <button
              key={tab.label}
              ref={(element) => {
                refs.current[index] = element;
              }}
              id={tabId(tab.status)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={ORDERS_PANEL_ID}
              tabIndex={index === focusable ? 0 : -1}
              onClick={() => onSelect(tab.status)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'inline-flex shrink-0 items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap',
                selected ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-700 hover:text-stone-900',
              )}
            >
              {tab.label}
              <span
                className={cn(
                  'min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums',
                  selected ? 'bg-brand-100 text-brand-800' : 'bg-stone-200 text-stone-700',
                )}
              >
                {count === undefined ? '–' : count.toLocaleString('en-US')}
              </span>
            </button>
          );
        })}
      </div>
      <div
        ref={panelRef}
        id={ORDERS_PANEL_ID}
        role="tabpanel"
        tabIndex={-1}
        aria-labelledby={selectedTabId(status)}
        aria-label={selectedTabId(status) || !status ? undefined : `${statusLabel(status)} orders`}
        className="mt-4 focus:outline-none"
      >
        {children}
      </div>
    </>
  );
}
