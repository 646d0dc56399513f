import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SubmitButton } from '../../ui/forms/submit-button';
import { secondaryButton } from './editor-fields';

/**
 * A dialog form's footer: Cancel beside the submit button (which says 'Saving…' while busy), stacked
 * with the submit button on top on a phone. `sticky` keeps it in view at the bottom of a tall form.
 * `children` go between them: another way to save (the product editor's 'Save as draft').
 */
export function DialogActions({
  submitLabel,
  busyLabel = 'Saving…',
  busy,
  submitDisabled,
  onCancel,
  sticky,
  submitClassName = 'sm:w-48',
  form,
  children,
}: {
  submitLabel: string;
  /** What the submit button says while busy. */
  busyLabel?: string;
  busy: boolean;
  /** Nothing to send yet (the status dialog before another status is picked). */
  submitDisabled?: boolean;
  onCancel: () => void;
  sticky?: boolean;
  /** The submit button's width from `sm` up. */
  submitClassName?: string;
  /** The id of the form the footer saves, when the footer is outside it. */
  form?: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-2 border-t border-stone-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-end sm:px-6',
        sticky && 'sticky bottom-0 bg-white',
      )}
    >
      <button
        type="button"
        onClick={onCancel}
        disabled={busy}
        className={cn(secondaryButton, 'py-3 sm:py-2')}
      >
        Cancel
      </button>
      {children}
      <div className={submitClassName}>
        <SubmitButton
          label={submitLabel}
          busyLabel={busyLabel}
          busy={busy}
          disabled={submitDisabled}
          form={form}
        />
      </div>
    </div>
  );
}
