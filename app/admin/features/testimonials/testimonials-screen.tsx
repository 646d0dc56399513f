import { MessageSquareQuote } from 'lucide-react';
import { useMemo, useState } from 'react';
import { TESTIMONIAL_MESSAGES, type Testimonial } from '../../../../common/community/community-admin-schemas';
import { PageHeader } from '../../kit/page-header';
import { nextOrder } from '../../forms/record-form';
import { ListStates } from '../../kit/list-states';
import { AddRecordButton, DeleteRecordDialog } from '../../forms/record-manager';
import { SortableTable } from '../../kit/sortable-table';
import { EmptyState, SkeletonRows } from '../../kit/states';
import { rowName, testimonialColumns } from './testimonial-columns';
import { TestimonialEditorDialog } from './testimonial-editor-dialog';
import { useDeleteTestimonial, useReorderTestimonials, useTestimonials } from './testimonials-query';

/**
 * Back-office §2 Testimonials manager: the table sorted by order, reordered by dragging a
 * row's handle (or with the keyboard), Add and Edit dialogs, and Delete through the confirmation.
 */
export function TestimonialsScreen() {
  const testimonials = useTestimonials();
  const remove = useDeleteTestimonial();
  const reorder = useReorderTestimonials();
  const [editing, setEditing] = useState<Testimonial | 'new' | null>(null);
  const [doomed, setDoomed] = useState<Testimonial | null>(null);

  const columns = useMemo(() => testimonialColumns({ onEdit: setEditing, onDelete: setDoomed }), []);
  const rows = testimonials.data ?? [];

  const addButton = <AddRecordButton label="Add Testimonial" onClick={() => setEditing('new')} />;

  return (
    <>
      <PageHeader
        title="Testimonials"
        description="What customers say about the shop, in the order the shop shows them."
        actions={rows.length ? addButton : undefined}
      />
      <ListStates
        query={testimonials}
        loading={<SkeletonRows rows={5} label="Loading testimonials…" />}
        errorTitle="The testimonials could not be loaded"
        errorFallback="Failed to load testimonials"
        isEmpty={rows.length === 0}
        empty={<EmptyState icon={MessageSquareQuote} title={TESTIMONIAL_MESSAGES.empty} action={addButton} />}
      >
        <p className="mb-3 text-sm text-stone-600">
          Drag a row by its handle to change the order, or focus the handle and press Space, then the arrow
          keys.
        </p>
        <SortableTable
          caption="Testimonials"
          rows={rows}
          columns={columns}
          rowName={rowName}
          onReorder={(ids) => reorder.mutate(ids)}
          reorderDisabled={reorder.isPending}
        />
      </ListStates>
      {editing ? (
        <TestimonialEditorDialog
          key={editing === 'new' ? 'new' : editing.id}
          testimonial={editing === 'new' ? null : editing}
          newOrder={nextOrder(rows)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteRecordDialog
        record={doomed}
        title={(testimonial) => `Delete ${rowName(testimonial)}?`}
        description={TESTIMONIAL_MESSAGES.deleteConfirm}
        onClose={() => setDoomed(null)}
        onDelete={(testimonial) => remove.mutateAsync(testimonial.id)}
      />
    </>
  );
}
