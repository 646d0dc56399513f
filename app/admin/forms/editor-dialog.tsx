import { useId, useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { Dialog, DialogContent } from '../../ui/dialog';
import { FULL_SCREEN_ON_PHONES } from '../kit/dialog-layout';
import { ConfirmDialog } from './confirm-dialog';
import { DialogActions } from './dialog-actions';
import { FormFrame } from './form-frame';
import type { AdminForm } from './use-admin-form';
import { useLeaveGuard } from './use-leave-guard';

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
  busyLabel,
  submitDisabled,
  formLabel,
  unsaved,
  onClose,
  size = 'lg',
  className,
  aside,
  discard,
  children,
}: {
  editor: AdminForm<V>;
  title: string;
  description?: ReactNode;
  /** 'Create', 'Update', 'Save changes'. */
  submitLabel: string;
  /** What the save button says while busy: 'Saving…' unless told. */
  busyLabel?: string;
  /** Nothing to send yet: the save button is off. */
  submitDisabled?: boolean;
  /** The form's own name for screen readers, when it needs one. */
  formLabel?: string;
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
  /**
   * Beside the form from `lg` up, under it on smaller screens, outside the form: the content editor's
   * live preview.
   */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const [confirmingClose, setConfirmingClose] = useState(false);
  const formId = useId();
  const { form, submit, busy } = editor;
  // Read while rendering: react-hook-form works out only the parts of its state a render subscribed to.
  const { isDirty } = form.formState;
  // A form not worth keeping half-typed (discard: false) lets every gesture close it, as Cancel does.
  const guard = useLeaveGuard(isDirty && discard !== false);

  function requestClose() {
    if (busy) return;
    if (isDirty && discard !== false) setConfirmingClose(true);
    else onClose();
  }

  // A save that goes through closes the dialog on purpose: its navigation is not held.
  const frame = { form, submit: () => guard.leaveWith(submit), label: formLabel };
  const actions = { submitLabel, busyLabel, busy, submitDisabled, onCancel: requestClose, sticky: true };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : requestClose())}>
      <DialogContent
        title={title}
        description={description}
        size={size}
        className={className ? `${FULL_SCREEN_ON_PHONES} ${className}` : FULL_SCREEN_ON_PHONES}
      >
        {aside ? (
          <>
            {/* The aside is outside the form: the footer's button saves the form by its id. */}
            <div className="grid flex-1 gap-6 px-4 pb-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
              <FormFrame {...frame} id={formId} className="min-w-0 space-y-4">
                {children}
              </FormFrame>
              {/* It may read the values as they are typed (useWatch). */}
              <FormProvider {...form}>{aside}</FormProvider>
            </div>
            <DialogActions {...actions} form={formId} />
          </>
        ) : (
          <FormFrame {...frame} className="flex min-h-0 flex-1 flex-col">
            <div className="flex-1 space-y-4 px-4 pb-4 sm:px-6">{children}</div>
            <DialogActions {...actions} />
          </FormFrame>
        )}
        {/* The one question, whether the person closed the dialog or the browser's Back would. */}
        <ConfirmDialog
          open={confirmingClose || guard.blocked}
          onOpenChange={(open) => {
            if (open) return;
            setConfirmingClose(false);
            guard.stay();
          }}
          title={discard ? discard.title : 'Discard unsaved changes?'}
          description={
            discard
              ? discard.description
              : `You have changed ${unsaved} and not saved it. Close the dialog and lose those changes?`
          }
          confirmLabel={discard ? discard.confirmLabel : 'Discard changes'}
          cancelLabel="Keep editing"
          onConfirm={() => (guard.blocked ? guard.leave() : guard.leaveWith(onClose))}
        />
      </DialogContent>
    </Dialog>
  );
}
