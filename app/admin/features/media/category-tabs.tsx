import type { ReactNode, RefObject } from 'react';
import type { MediaCategory } from '../../../../common/media/upload-rules';
import { TabList } from '../../kit/tab-list';
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
  return (
    <>
      <TabList
        label="Media category"
        className="flex-wrap sm:inline-flex"
        tabClassName="shrink-0"
        items={CATEGORY_FILTERS.map((tab) => ({
          key: tab.category,
          label: tab.label,
          id: tabId(tab.category),
          controls: MEDIA_PANEL_ID,
        }))}
        selected={category ?? null}
        onSelect={onSelect}
      />
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
