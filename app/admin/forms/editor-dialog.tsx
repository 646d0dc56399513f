import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import type { FieldValues } from 'react-hook-form';
import { Dialog, DialogContent } from '../../ui/dialog';
import { FULL_SCREEN_ON_PHONES } from '../kit/dialog-layout';
import { ConfirmDialog } from './confirm-dialog';
import { DialogActions } from './dialog-actions';
import { FormFrame } from './form-frame';
import type { AdminForm } from './use-admin-form';

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
  /** The record in the unsaved-changes question: 'this FAQ'. */
  unsaved: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The form of an editor dialog: the fields, the footer kept in view with Cancel and the save button, and
 * the question before unsaved changes are thrown away. Closing in any way (Escape, ×, Cancel) asks first
 * when the form changed; nothing closes while a save runs.
 */
export function EditorForm<V extends FieldValues>({
  editor,
  submitLabel,
  unsaved,
  onClose,
  children,
}: FormProps<V>) {
  const [confirmingClose, setConfirmingClose] = useState(false);
  const closeRequest = useContext(CloseRequests);
  const { form, submit, busy } = editor;
  // Read while rendering: react-hook-form works out only the parts of its state a render subscribed to.
  const { isDirty } = form.formState;

  function requestClose() {
    if (busy) return;
    if (isDirty) setConfirmingClose(true);
    else onClose();
  }
  useEffect(() => {
    if (!closeRequest) return;
    closeRequest.current = requestClose;
    return () => {
      closeRequest.current = null;
    };
  });

  return (
    <>
      <FormFrame form={form} submit={submit} className="flex min-h-0 flex-1 flex-col">
        <div className="flex-1 space-y-4 px-4 pb-4 sm:px-6">{children}</div>
        <DialogActions submitLabel={submitLabel} busy={busy} onCancel={requestClose} sticky />
      </FormFrame>
      <ConfirmDialog
        open={confirmingClose}
        onOpenChange={setConfirmingClose}
        title="Discard unsaved changes?"
        description={`You have changed ${unsaved} and not saved it. Close the dialog and lose those changes?`}
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={onClose}
      />
    </>
  );
}

/** An Add or Edit dialog: the frame with its form (testimonial-editor-dialog.tsx is the example). */
export function EditorDialog<V extends FieldValues>({
  editor,
  title,
  description,
  submitLabel,
  unsaved,
  onClose,
  size,
  className,
  children,
}: Omit<FrameProps, 'children'> & FormProps<V>) {
  return (
    <EditorDialogFrame
      title={title}
      description={description}
      onClose={onClose}
      size={size}
      className={className}
    >
      <EditorForm editor={editor} submitLabel={submitLabel} unsaved={unsaved} onClose={onClose}>
        {children}
      </EditorForm>
    </EditorDialogFrame>
  );
}
