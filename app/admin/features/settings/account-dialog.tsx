import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { EditorDialog } from '../../forms/editor-dialog';
import { FormRefusal } from '../../forms/form-refusal';
import type { AdminForm } from '../../forms/use-admin-form';
import { notifyError } from '../../../lib/toast';

/**
 * What the Edit Profile and Change Password forms share (back-office §5, §8): their checks stop at the
 * first problem in the spec's order, which is an 'Error' toast as well as the words at its field; a
 * refusal about no field shows above the fields too.
 */
export const ACCOUNT_FORM = {
  refusalShown: 'both' as const,
  onInvalid: (errors: FieldErrors) => {
    const message = Object.values(errors).find((error) => error?.message)?.message;
    if (typeof message === 'string') notifyError('Error', message);
  },
};

/**
 * The frame of the Edit Profile and Change Password dialogs: the one editor dialog, with the refusal
 * that belongs to no field above the fields. Nothing half-typed here is worth a question before closing
 * (a password is typed again anyway), and the dialog is mounted only while open, so the next opening
 * starts afresh (back-office §4).
 */
export function AccountDialog<V extends FieldValues>({
  editor,
  title,
  description,
  submitLabel,
  onClose,
  children,
}: {
  editor: AdminForm<V>;
  title: string;
  description: ReactNode;
  submitLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <EditorDialog
      editor={editor}
      title={title}
      description={description}
      submitLabel={submitLabel}
      size="md"
      discard={false}
      onClose={onClose}
    >
      <FormRefusal />
      {children}
    </EditorDialog>
  );
}
