import { CircleCheck, FilePen } from 'lucide-react';
import { useRef, useState, type MouseEvent } from 'react';
import type { AdminProduct } from '../../../../common/catalog/product-admin-schemas';
import { PRODUCT_STATUS_MESSAGES, type ProductStatus } from '../../../../common/catalog/product-status';
import { cn } from '../../../lib/cn';
import { ConfirmDialog } from '../../forms/confirm-dialog';
import { secondaryButton } from '../../forms/editor-fields';

/**
 * What the product editor's footer offers (decision 029): 'Save as draft' beside the save button, which
 * publishes a new product or a draft ('Publish') and keeps a published one on the shop ('Update
 * Product'). Publishing a product with no image asks first. One form, two ways to save: the draft
 * button marks the save it starts, and every save reads the mark once (`statusOfThisSave`), so Enter
 * in a field and the save button always do what the save button says.
 */
export function usePublishing(opened: AdminProduct | null) {
  const asDraft = useRef(false);
  const [asking, setAsking] = useState(false);
  const answer = useRef<((publish: boolean) => void) | null>(null);
  // A new product and a draft are published by the save button; a published one stays published.
  const publishes = opened?.status !== 'published';

  function settle(publish: boolean) {
    answer.current?.(publish);
    answer.current = null;
    setAsking(false);
  }

  function saveAsDraft(event: MouseEvent<HTMLButtonElement>) {
    asDraft.current = true;
    // Not a submit button: the form's default button (Enter in a field) stays the save button.
    event.currentTarget.form?.requestSubmit();
  }

  return {
    submitLabel: publishes ? PRODUCT_STATUS_MESSAGES.publish : 'Update Product',

    /** The status this save sends; the draft mark is spent, so the next save is the save button's. */
    statusOfThisSave(): ProductStatus {
      const status = asDraft.current ? 'draft' : 'published';
      asDraft.current = false;
      return status;
    },

    /** A save stopped by the form's own checks spends the mark too. */
    forgetDraftMark() {
      asDraft.current = false;
    },

    /**
     * Whether the save may go on: publishing a product without an image asks first (the shop would show
     * a placeholder); false when the person would rather add one.
     */
    mayPublish(status: ProductStatus, hasImage: boolean): Promise<boolean> {
      if (status !== 'published' || !publishes || hasImage) return Promise.resolve(true);
      return new Promise((resolve) => {
        answer.current = resolve;
        setAsking(true);
      });
    },

    draftButton: (busy: boolean) => (
      <button
        type="button"
        onClick={saveAsDraft}
        disabled={busy}
        className={cn(secondaryButton, 'py-3 sm:py-2')}
      >
        {PRODUCT_STATUS_MESSAGES.saveDraft}
      </button>
    ),

    /** Where the product stands now, above the tabs (none for a new one). */
    notice: opened ? (
      <p
        className={cn(
          'flex items-start gap-2 rounded-md px-3 py-2 text-sm',
          opened.status === 'draft' ? 'bg-amber-50 text-amber-900' : 'bg-green-50 text-green-900',
        )}
      >
        {opened.status === 'draft' ? (
          <FilePen aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        ) : (
          <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        )}
        {opened.status === 'draft'
          ? PRODUCT_STATUS_MESSAGES.draftNotice
          : PRODUCT_STATUS_MESSAGES.publishedNotice}
      </p>
    ) : null,

    question: (
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => (open ? undefined : settle(false))}
        title={PRODUCT_STATUS_MESSAGES.noImageTitle}
        description={PRODUCT_STATUS_MESSAGES.noImageDescription}
        confirmLabel={PRODUCT_STATUS_MESSAGES.noImageConfirm}
        cancelLabel={PRODUCT_STATUS_MESSAGES.noImageCancel}
        destructive={false}
        onConfirm={() => settle(true)}
      />
    ),
  };
}
