import { FileText } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CONTENT_MESSAGES } from '../../../../common/content/section-rules';
import { CONTENT_TABS, type ContentTabPage } from '../../../../common/content/sections';
import { ListStates } from '../../kit/list-states';
import { PageHeader } from '../../kit/page-header';
import { EmptyState, LoadingState } from '../../kit/states';
import { TabList } from '../../kit/tab-list';
import { useUrlView } from '../../../lib/url-view';
import { useContentList } from './content-query';
import { cardsOfPage, contentViewSchema, pageOf } from './content-view';
import { SectionCard } from './section-card';
import { SectionEditor } from './section-editor';

const tabId = (page: ContentTabPage) => `content-tab-${page}`;
const panelId = (page: ContentTabPage) => `content-panel-${page}`;

/**
 * Back-office §2 Content management (decision 017): the pages as tabs (the tab in the address, `?page=`),
 * each page's sections as cards, and the section editor.
 */
export function ContentScreen() {
  const { view, updateView } = useUrlView(contentViewSchema);
  const page = pageOf(view);
  const content = useContentList();
  // The section being edited, by key: the card it opens from is read afresh from the list.
  const [editing, setEditing] = useState<string | null>(null);

  const cards = useMemo(() => cardsOfPage(page, content.data ?? []), [page, content.data]);
  const editingCard = editing ? cards.find((card) => card.key === editing) : undefined;

  function selectPage(next: ContentTabPage) {
    updateView({ page: next }, { replace: true });
  }

  return (
    <>
      <PageHeader
        title="Content"
        description="Edit the words, images and videos of the shop's pages. A save is live on the site at once."
      />
      <TabList
        label="Pages"
        className="mb-6 overflow-x-auto"
        tabClassName="shrink-0 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
        items={CONTENT_TABS.map((tab) => ({
          key: tab.page,
          label: tab.label,
          id: tabId(tab.page),
          controls: panelId(tab.page),
        }))}
        selected={page}
        onSelect={selectPage}
      />
      {CONTENT_TABS.map((tab) => (
        <div
          key={tab.page}
          id={panelId(tab.page)}
          role="tabpanel"
          aria-labelledby={tabId(tab.page)}
          hidden={tab.page !== page}
        >
          {tab.page !== page ? null : (
            <ListStates
              query={content}
              loading={<LoadingState label="Loading content…" />}
              errorTitle="Error loading content"
              errorFallback="Failed to load content"
              isEmpty={cards.length === 0}
              empty={<EmptyState icon={FileText} title={CONTENT_MESSAGES.noSections} />}
            >
              <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
                {cards.map((card) => (
                  <li key={card.key}>
                    <SectionCard card={card} onOpen={() => setEditing(card.key)} />
                  </li>
                ))}
              </ul>
            </ListStates>
          )}
        </div>
      ))}
      {editingCard && content.data ? (
        <SectionEditor
          key={editingCard.key}
          card={editingCard}
          records={content.data}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
