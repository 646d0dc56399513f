import { MessageSquareQuote, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { TESTIMONIAL_MESSAGES, type Testimonial } from '../../../common/community/community-admin-schemas';
import { errorMessage } from '../../components/admin/admin-api';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { PageHeader } from '../../components/admin/page-header';
import { SortableTable } from '../../components/admin/sortable-table';
import { EmptyState, ErrorState, SkeletonRows } from '../../components/admin/states';
import { rowName, testimonialColumns } from './testimonial-columns';
import { TestimonialEditorDialog } from './testimonial-editor-dialog';
import { nextOrder } from './testimonial-form';
import { useDeleteTestimonial, useReorderTestimonials, useTestimonials } from './testimonials-query';

const primaryButton =
  'inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';

/**
 * Back-office §2 Testimonials manager (issue 14): the table sorted by order, reordered by dragging a
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

  const addButton = (
    <button type="button" onClick={() => setEditing('new')} className={primaryButton}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      Add Testimonial
    </button>
  );

  return (
    <>
      <PageHeader
        title="Testimonials"
        description="What customers say about the shop, in the order the shop shows them."
        actions={rows.length ? addButton : undefined}
      />
      {testimonials.isPending ? (
        <SkeletonRows rows={5} label="Loading testimonials…" />
      ) : testimonials.isError && !testimonials.data ? (
        <ErrorState
          title="The testimonials could not be loaded"
          message={errorMessage(testimonials.error, 'Failed to load testimonials')}
          onRetry={() => void testimonials.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState icon={MessageSquareQuote} title={TESTIMONIAL_MESSAGES.empty} action={addButton} />
      ) : (
        <>
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
        </>
      )}
      {editing ? (
        <TestimonialEditorDialog
          key={editing === 'new' ? 'new' : editing.id}
          testimonial={editing === 'new' ? null : editing}
          newOrder={nextOrder(rows)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => (open ? undefined : setDoomed(null))}
        title={doomed ? `Delete ${rowName(doomed)}?` : 'Are you sure?'}
        description={TESTIMONIAL_MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        onConfirm={() => remove.mutateAsync(doomed!.id)}
      />
    </>
  );
}
