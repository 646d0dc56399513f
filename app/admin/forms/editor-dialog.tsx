import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Dialog, DialogContent } from '../../ui/dialog';
import { FULL_SCREEN_ON_PHONES } from '../kit/dialog-layout';
import { ConfirmDialog } from './confirm-dialog';
import { DialogActions } from './dialog-actions';
import { FormFrame } from './form-frame';
import type { AdminForm } from './use-admin-form';

/**
 * The one frame of the back office's Add and Edit dialogs (decision 027): full screen on phones, the
 * fields, the footer kept in view with Cancel and the save button, and the question before unsaved
 * changes are thrown away. Closing in any way (Escape, ×, Cancel) asks first when the form changed;
 * nothing closes while a save runs.
 */
export function EditorDialog<V extends FieldValues>({
  editor,
  title,
  description,
  submitLabel,
  unsaved,
  onClose,
  size = 'lg',
  className,
  discard,
  children,
}: {
  editor: AdminForm<V>;
  title: string;
  description?: ReactNode;
  /** 'Create', 'Update', 'Save changes'. */
  submitLabel: string;
  /** The record in the unsaved-changes question: 'this FAQ'. */
  unsaved?: string;
  /**
   * The unsaved-changes question in other words (a new record: 'Discard this new user?'), or false for a
   * form not worth keeping half-typed (a password), which closes without asking.
   */
  discard?: { title: string; description: string; confirmLabel: string } | false;
  onClose: () => void;
  size?: 'md' | 'lg' | 'xl' | '2xl';
  className?: string;
  children: ReactNode;
}) {
  const [confirmingClose, setConfirmingClose] = useState(false);
  const { form, submit, busy } = editor;
  // Read while rendering: react-hook-form works out only the parts of its state a render subscribed to.
  const { isDirty } = form.formState;

  function requestClose() {
    if (busy) return;
    if (isDirty && discard !== false) setConfirmingClose(true);
    else onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : requestClose())}>
      <DialogContent
        title={title}
        description={description}
        size={size}
        className={className ? `${FULL_SCREEN_ON_PHONES} ${className}` : FULL_SCREEN_ON_PHONES}
      >
        <FormFrame form={form} submit={submit} className="flex min-h-0 flex-1 flex-col">
          <div className="flex-1 space-y-4 px-4 pb-4 sm:px-6">{children}</div>
          <DialogActions submitLabel={submitLabel} busy={busy} onCancel={requestClose} sticky />
        </FormFrame>
        <ConfirmDialog
          open={confirmingClose}
          onOpenChange={setConfirmingClose}
          title={discard ? discard.title : 'Discard unsaved changes?'}
          description={
            discard
              ? discard.description
              : `You have changed ${unsaved} and not saved it. Close the dialog and lose those changes?`
          }
          confirmLabel={discard ? discard.confirmLabel : 'Discard changes'}
          cancelLabel="Keep editing"
          onConfirm={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}
