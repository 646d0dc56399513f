import type { ReactNode, RefObject } from 'react';
import type { StatusCountsAnswer } from '../../../../common/orders/order-desk-schemas';
import type { OrderStatus } from '../../../../common/orders/statuses';
import { statusLabel } from '../../kit/status-badge';
import { TabList } from '../../kit/tab-list';
import { cn } from '../../../lib/cn';
import { ORDER_TABS } from './orders-view';

export const ORDERS_PANEL_ID = 'orders-panel';
const tabId = (status: OrderStatus | null) => `orders-tab-${status ?? 'all'}`;

/** The tab a status shows under (every status has one; the guard keeps a status added later honest). */
export function selectedTabId(status: OrderStatus | null): string | undefined {
  return ORDER_TABS.some((tab) => tab.status === status) ? tabId(status) : undefined;
}

/**
 * The status tabs with their counts (back-office §2): the ARIA tabs pattern, so the arrow keys, Home
 * and End move between them and select as they go, and Tab leaves for the panel.
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
  return (
    <>
      <TabList<OrderStatus | null>
        label="Order status"
        className="flex-wrap sm:inline-flex"
        tabClassName="inline-flex shrink-0 items-center gap-2"
        items={ORDER_TABS.map((tab) => {
          const count = counts ? counts[tab.status ?? 'all'] : undefined;
          return {
            key: tab.status,
            id: tabId(tab.status),
            controls: ORDERS_PANEL_ID,
            label: (
              <>
                {tab.label}
                <span
                  className={cn(
                    'min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums',
                    tab.status === status ? 'bg-brand-100 text-brand-800' : 'bg-stone-200 text-stone-700',
                  )}
                >
                  {count === undefined ? '–' : count.toLocaleString('en-US')}
                </span>
              </>
            ),
          };
        })}
        selected={status}
        onSelect={onSelect}
      />
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
