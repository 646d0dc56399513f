import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SubmitButton } from '../../ui/forms/submit-button';
import { Dialog, DialogContent } from '../../ui/dialog';
import { ConfirmDialog } from './confirm-dialog';
import { secondaryButton } from './editor-fields';
import type { RecordEditorFrame } from './record-editor';

/**
 * The frame of an Add or Edit dialog driven by useRecordEditor: full screen on phones, the fields, the
 * footer kept in view with Cancel and Create (or Update), and the question before unsaved changes are
 * thrown away. Closing in any way (Escape, ×, Cancel) goes through the editor's requestClose.
 */
export function RecordEditorDialog({
  editor,
  title,
  description,
  unsaved,
  children,
}: {
  editor: RecordEditorFrame;
  title: string;
  description?: ReactNode;
  /** The record in the unsaved-changes question: 'this FAQ'. */
  unsaved: string;
  children: ReactNode;
}) {
  const { busy, requestClose } = editor;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : requestClose())}>
      <DialogContent
        title={title}
        description={description}
        size="lg"
        className="max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-none max-sm:rounded-none"
      >
        <form
          noValidate
          onSubmit={editor.submit}
          onBlur={editor.onBlur}
          className="flex min-h-0 flex-1 flex-col"
        >
          <div className="flex-1 space-y-4 px-4 pb-4 sm:px-6">{children}</div>
          <div className="sticky bottom-0 flex flex-col-reverse gap-2 border-t border-stone-200 bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-end sm:px-6">
            <button
              type="button"
              onClick={requestClose}
              disabled={busy}
              className={cn(secondaryButton, 'py-3 sm:py-2')}
            >
              Cancel
            </button>
            <div className="sm:w-48">
              <SubmitButton label={editor.isNew ? 'Create' : 'Update'} busyLabel="Saving…" busy={busy} />
            </div>
          </div>
        </form>
        <ConfirmDialog
          open={editor.confirmingClose}
          onOpenChange={editor.setConfirmingClose}
          title="Discard unsaved changes?"
          description={`You have changed ${unsaved} and not saved it. Close the dialog and lose those changes?`}
          confirmLabel="Discard changes"
          cancelLabel="Keep editing"
          onConfirm={editor.close}
        />
      </DialogContent>
    </Dialog>
  );
}
