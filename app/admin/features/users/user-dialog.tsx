import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../forms/confirm-dialog';
import { DialogActions } from '../../forms/dialog-actions';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { FULL_SCREEN_ON_PHONES } from './user-fields';
import type { UserDialogFrame } from './use-user-dialog';

/**
 * The frame of the Add and Edit User dialogs, driven by useUserDialog: full screen on phones, the fields,
 * Cancel and the submit button kept in view, and the question before unsaved changes are thrown away.
 * Closing in any way (Escape, ×, Cancel) goes through the dialog's requestClose.
 */
export function UserDialog({
  dialog,
  title,
  description,
  submitLabel,
  discard,
  children,
}: {
  dialog: UserDialogFrame;
  title: string;
  description: string;
  submitLabel: string;
  /** The unsaved-changes question and its confirm button. */
  discard: { title: string; description: string; confirmLabel: string };
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : dialog.requestClose())}>
      <DialogContent title={title} description={description} size="md" className={FULL_SCREEN_ON_PHONES}>
        <form
          noValidate
          onSubmit={dialog.submit}
          onBlur={dialog.onBlur}
          className="flex min-h-0 flex-1 flex-col"
        >
          <div className="flex-1 space-y-4 px-4 pb-4 sm:px-6">{children}</div>
          <DialogActions
            submitLabel={submitLabel}
            busy={dialog.busy}
            onCancel={dialog.requestClose}
            sticky
            submitClassName="sm:w-44"
          />
        </form>
        <ConfirmDialog
          open={dialog.confirmingClose}
          onOpenChange={dialog.setConfirmingClose}
          title={discard.title}
          description={discard.description}
          confirmLabel={discard.confirmLabel}
          cancelLabel="Keep editing"
          onConfirm={dialog.close}
        />
      </DialogContent>
    </Dialog>
  );
}
