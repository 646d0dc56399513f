import { MessageCircleQuestion, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { FAQ_MESSAGES, type SiteFaq } from '../../../../common/community/community-admin-schemas';
import { secondaryButton } from '../../forms/editor-fields';
import { PageHeader } from '../../kit/page-header';
import { SortableTable } from '../../kit/sortable-table';
import { EmptyState, SkeletonRows } from '../../kit/states';
import { CategoryChips } from './category-chips';
import { faqColumns } from './faq-columns';
import { FaqEditorDialog } from './faq-editor-dialog';
import { nextOrder } from '../../forms/record-form';
import { ListStates } from '../../kit/list-states';
import { AddRecordButton, DeleteRecordDialog } from '../../forms/record-manager';
import { useUrlView } from '../../../lib/url-view';
import { faqName } from './faq-form';
import { useDeleteFaq, useFaqCategories, useFaqs, useReorderFaqs } from './faqs-query';

/** The category filter in the address (app/lib/url-view.ts), so a filtered view can be shared or reloaded. */
const faqsViewSchema = z.object({ category: z.string().min(1).nullable().catch(null) });

/**
 * Back-office §2 Site FAQs manager: the categories in use as filters, the table sorted by
 * order and reordered by dragging a row's handle (or with the keyboard) while every FAQ shows, Add and
 * Edit dialogs, and Delete through the confirmation.
 */
export function SiteFaqsScreen() {
  const faqs = useFaqs();
  const categoryList = useFaqCategories();
  const remove = useDeleteFaq();
  const reorder = useReorderFaqs();
  const { view, updateView } = useUrlView(faqsViewSchema);
  const [editing, setEditing] = useState<SiteFaq | 'new' | null>(null);
  const [doomed, setDoomed] = useState<SiteFaq | null>(null);

  const category = view.category;
  const columns = useMemo(() => faqColumns({ onEdit: setEditing, onDelete: setDoomed }), []);
  const rows = useMemo(() => faqs.data ?? [], [faqs.data]);
  const shown = useMemo(
    () => (category ? rows.filter((faq) => faq.category === category) : rows),
    [rows, category],
  );
  // The categories call is the list's; until it answers (or if it fails) the FAQs' own stand in.
  const categories = useMemo(
    () =>
      categoryList.data ??
      [...new Set(rows.flatMap((faq) => (faq.category ? [faq.category] : [])))].sort((a, b) =>
        a.localeCompare(b),
      ),
    [categoryList.data, rows],
  );

  function selectCategory(next: string | null) {
    updateView({ category: next }, { replace: true });
  }

  const addButton = <AddRecordButton label="Add FAQ" onClick={() => setEditing('new')} />;

  return (
    <>
      <PageHeader
        title="Site FAQs"
        description="The questions shoppers ask and their answers, in the order the shop shows them."
        actions={rows.length ? addButton : undefined}
      />
      <ListStates
        query={faqs}
        loading={<SkeletonRows rows={5} label="Loading FAQs…" />}
        errorTitle="The FAQs could not be loaded"
        errorFallback="Failed to load FAQs"
        isEmpty={rows.length === 0}
        empty={<EmptyState icon={MessageCircleQuestion} title={FAQ_MESSAGES.empty} action={addButton} />}
      >
        {categories.length ? (
          <CategoryChips categories={categories} selected={category} onSelect={selectCategory} />
        ) : null}
        <p role="status" className="mb-3 text-sm text-stone-600">
          {category
            ? `${shown.length} of ${rows.length} FAQs, in “${category}”. Reordering is off while a category is chosen: choose All to drag FAQs into a new order.`
            : 'Drag a row by its handle to change the order, or focus the handle and press Space, then the arrow keys.'}
        </p>
        {shown.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title="No FAQs in this category"
            action={
              <button type="button" onClick={() => selectCategory(null)} className={secondaryButton}>
                Show all FAQs
              </button>
            }
          />
        ) : (
          <SortableTable
            caption={category ? `Site FAQs in ${category}` : 'Site FAQs'}
            rows={shown}
            columns={columns}
            rowName={faqName}
            onReorder={(ids) => reorder.mutate(ids)}
            // The order is the whole list's: dragging within part of it would leave the rest unplaced.
            reorderDisabled={category !== null || reorder.isPending}
          />
        )}
      </ListStates>
      {editing ? (
        <FaqEditorDialog
          key={editing === 'new' ? 'new' : editing.id}
          faq={editing === 'new' ? null : editing}
          newOrder={nextOrder(rows)}
          newCategory={category ?? ''}
          categories={categories}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteRecordDialog
        record={doomed}
        title={(faq) => `Delete ${faqName(faq)}?`}
        description={FAQ_MESSAGES.deleteConfirm}
        onClose={() => setDoomed(null)}
        onDelete={(faq) => remove.mutateAsync(faq.id)}
      />
    </>
  );
}
