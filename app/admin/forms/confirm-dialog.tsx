import * as RadixDialog from '@radix-ui/react-dialog';
import { LoaderCircle } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Default 'Are you sure?' (back-office §2). */
  title?: string;
  /** Default 'This action cannot be undone' (back-office §2). */
  description?: ReactNode;
  /** The confirming button's words, e.g. 'Delete'. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button (default): the action destroys something. */
  destructive?: boolean;
  /**
   * Runs on confirm. A promise keeps the dialog open and busy until it settles: resolved closes it,
   * rejected leaves it open (the caller has shown its 'Error' toast, so the person may try again).
   */
  onConfirm: () => void | Promise<unknown>;
};

/**
 * The one confirmation before anything destructive (every delete goes through it). It behaves as an
 * alert dialog: role="alertdialog", focus starts on Cancel (the safe choice), is trapped inside and goes
 * back to whatever opened it; Escape cancels; a click outside does nothing.
 *
 *   const [doomed, setDoomed] = useState<Faq | null>(null);
 *   <ConfirmDialog open={doomed !== null} onOpenChange={(o) => !o && setDoomed(null)}
 *                  confirmLabel="Delete" onConfirm={() => remove.mutateAsync(doomed!.id)} />
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title = 'Are you sure?',
  description = 'This action cannot be undone',
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  destructive = true,
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Stays open: the caller reported the failure.
    } finally {
      setBusy(false);
    }
  }

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <RadixDialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none"
          onOpenAutoFocus={(event) => {
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            event.preventDefault();
            cancelRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!openerRef.current?.isConnected) return;
            event.preventDefault();
            openerRef.current.focus();
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <RadixDialog.Title className="text-lg font-semibold text-stone-900">{title}</RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-sm text-stone-600">
            {description}
          </RadixDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <RadixDialog.Close
              ref={cancelRef}
              disabled={busy}
              className="rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60"
            >
              {cancelLabel}
            </RadixDialog.Close>
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={busy}
              className={cn(
                'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold text-white disabled:cursor-wait disabled:opacity-70',
                destructive ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-700 hover:bg-brand-800',
              )}
            >
              {busy ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
              {confirmLabel}
            </button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
