import { Plus } from 'lucide-react';
import { ConfirmDialog } from './confirm-dialog';

/**
 * What the record managers share (SEO, testimonials, site FAQs): the Add button, and Delete through the
 * confirmation.
 */

const primaryButton =
  'inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';

/** Opens the Add dialog: in the header once there are records, in the empty state before. */
export function AddRecordButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={primaryButton}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {label}
    </button>
  );
}

/** Delete through the confirmation: open while `record` is set; it stays open, busy, until the call ends. */
export function DeleteRecordDialog<T>({
  record,
  title,
  description,
  onClose,
  onDelete,
}: {
  record: T | null;
  /** The question, naming the record: 'Delete FAQ “How do I pay?”?'. */
  title: (record: T) => string;
  description: string;
  /** The dialog closed: cancelled, or the record deleted. */
  onClose: () => void;
  onDelete: (record: T) => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      open={record !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={record ? title(record) : 'Are you sure?'}
      description={description}
      confirmLabel="Delete"
      onConfirm={() => onDelete(record!)}
    />
  );
}
