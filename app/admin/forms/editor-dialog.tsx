import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { Dialog, DialogContent } from '../../ui/dialog';
import { FULL_SCREEN_ON_PHONES } from '../kit/dialog-layout';
import { ConfirmDialog } from './confirm-dialog';
import { ConflictView } from './conflict-view';
import { DialogActions } from './dialog-actions';
import { FormFrame } from './form-frame';
import type { AdminForm } from './use-admin-form';
import { useLeaveGuard } from './use-leave-guard';

/** Where the frame sends its close requests (Escape, ×, a click outside): the form inside, once there. */
const CloseRequests = createContext<RefObject<(() => void) | null> | null>(null);

type FrameProps = {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  size?: 'md' | 'lg' | 'xl' | '2xl';
  className?: string;
  children: ReactNode;
};

/**
 * The one frame of the back office's Add and Edit dialogs (decision 027): full screen on phones. Its
 * close requests go to the `EditorForm` inside, which asks first when the form changed; while there is
 * none yet (a record still loading), closing closes. `EditorDialog` is this frame with its form; a dialog
 * that opens before its record is read draws the frame itself, so it stays the same dialog throughout.
 */
export function EditorDialogFrame({
  title,
  description,
  onClose,
  size = 'lg',
  className,
  children,
}: FrameProps) {
  const closeRequest = useRef<(() => void) | null>(null);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : (closeRequest.current ?? onClose)())}>
      <DialogContent
        title={title}
        description={description}
        size={size}
        className={className ? `${FULL_SCREEN_ON_PHONES} ${className}` : FULL_SCREEN_ON_PHONES}
      >
        <CloseRequests.Provider value={closeRequest}>{children}</CloseRequests.Provider>
      </DialogContent>
    </Dialog>
  );
}

type FormProps<V extends FieldValues> = {
  editor: AdminForm<V>;
  /** 'Create', 'Update', 'Save changes'. */
  submitLabel: string;
  /** What the save button says while busy: 'Saving…' unless told. */
  busyLabel?: string;
  /** Nothing to send yet: the save button is off. */
  submitDisabled?: boolean;
  /** Buttons beside the save button, between it and Cancel: another way to save ('Save as draft'). */
  extraActions?: ReactNode;
  /** The form's own name for screen readers, when it needs one. */
  formLabel?: string;
  /** The record in the unsaved-changes question: 'this FAQ'. */
  unsaved?: string;
  /**
   * The unsaved-changes question in other words (a new record: 'Discard this new user?'), or false for a
   * form not worth keeping half-typed (a password), which closes without asking.
   */
  discard?: { title: string; description: string; confirmLabel: string } | false;
  /** Closes the dialog; a promise it returns (a close by the browser's history) is waited for. */
  onClose: () => void | Promise<unknown>;
  /**
   * Beside the form from `lg` up, under it on smaller screens, outside the form: the content editor's
   * live preview.
   */
  aside?: ReactNode;
  children: ReactNode;
};

/**
 * The form of an editor dialog: the fields, the footer kept in view with Cancel and the save button, and
 * the question before unsaved changes are thrown away. Closing in any way (Escape, ×, Cancel, the
 * browser's Back) asks first when the form changed; nothing closes while a save runs.
 */
export function EditorForm<V extends FieldValues>({
  editor,
  submitLabel,
  busyLabel,
  submitDisabled,
  extraActions,
  formLabel,
  unsaved,
  discard,
  onClose,
  aside,
  children,
}: FormProps<V>) {
  const [confirmingClose, setConfirmingClose] = useState(false);
  const closeRequest = useContext(CloseRequests);
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
  useEffect(() => {
    if (!closeRequest) return;
    closeRequest.current = requestClose;
    return () => {
      closeRequest.current = null;
    };
  });

  // A save that goes through closes the dialog on purpose: its navigation is not held.
  const frame = { form, submit: () => guard.leaveWith(submit), label: formLabel };
  // Someone else saved first: nothing is sent until the person chose between the two versions.
  const choosing = editor.conflict?.state?.status === 'open';
  const actions = {
    submitLabel,
    busyLabel,
    busy,
    submitDisabled: submitDisabled || choosing,
    onCancel: requestClose,
    sticky: true,
  };
  const fields = (
    <>
      {editor.conflict ? <ConflictView conflict={editor.conflict} record={unsaved ?? 'this record'} /> : null}
      {children}
    </>
  );

  return (
    <>
      {aside ? (
        <>
          {/* The aside is outside the form: the footer's button saves the form by its id. */}
          <div className="grid flex-1 gap-6 px-4 pb-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
            <FormFrame {...frame} id={formId} className="min-w-0 space-y-4">
              {fields}
            </FormFrame>
            {/* It may read the values as they are typed (useWatch). */}
            <FormProvider {...form}>{aside}</FormProvider>
          </div>
          <DialogActions {...actions} form={formId}>
            {extraActions}
          </DialogActions>
        </>
      ) : (
        <FormFrame {...frame} className="flex min-h-0 flex-1 flex-col">
          <div className="flex-1 space-y-4 px-4 pb-4 sm:px-6">{fields}</div>
          <DialogActions {...actions}>{extraActions}</DialogActions>
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
    </>
  );
}

/** An Add or Edit dialog: the frame with its form (testimonial-editor-dialog.tsx is the example). */
export function EditorDialog<V extends FieldValues>({
  title,
  description,
  size,
  className,
  ...form
}: Omit<FrameProps, 'children'> & FormProps<V>) {
  return (
    <EditorDialogFrame
      title={title}
      description={description}
      onClose={form.onClose}
      size={size}
      className={className}
    >
      <EditorForm {...form} />
    </EditorDialogFrame>
  );
}
