import type { FormEvent, ReactNode } from 'react';
import { DialogActions } from '../../forms/dialog-actions';
import { FormAlert } from '../../../ui/forms/form-alert';
import { Dialog, DialogContent } from '../../../ui/dialog';

/** The DOM id of a dialog field (components/forms/text-field.tsx names its inputs this way). */
export const accountFieldId = (name: string) => `field-${name}`;

/** Puts the cursor in the field a message is about, so it is read out with its message. */
export function focusField(name: string) {
  document.getElementById(accountFieldId(name))?.focus();
}

/**
 * The frame of the Edit Profile and Change Password dialogs: a modal with its title, a form of the
 * person's own fields (validated by the dialog, never by the browser's bubbles), a refusal that belongs
 * to no field, and Cancel beside the submit button. The dialog is mounted only while open, so closing
 * it (after a success, or Cancel) throws its fields away: the next opening starts afresh (back-office §4).
 */
export function AccountDialog({
  title,
  description,
  submitLabel,
  busy,
  alert,
  onSubmit,
  onFieldChange,
  onClose,
  children,
}: {
  title: string;
  description: ReactNode;
  submitLabel: string;
  busy: boolean;
  alert: string | null;
  onSubmit: (form: HTMLFormElement) => void;
  /** A field was typed in (its name): its message, now out of date, can go. */
  onFieldChange: (name: string) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit(event.currentTarget);
  }
  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent title={title} description={description} size="md">
        <form
          noValidate
          onSubmit={submit}
          onChange={(event) => onFieldChange((event.target as Partial<HTMLInputElement>).name ?? '')}
          className="flex min-h-0 flex-1 flex-col"
        >
          <div className="flex-1 space-y-4 px-4 pb-4 sm:px-6">
            {alert ? <FormAlert>{alert}</FormAlert> : null}
            {children}
          </div>
          <DialogActions submitLabel={submitLabel} busy={busy} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The text of a field of the dialog's form ('' when it is missing). */
export function formText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}
