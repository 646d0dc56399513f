import { RefreshCw } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import {
  PRODUCT_MESSAGES,
  type AdminProduct,
  type ProductInputBody,
  type ProductPatchBody,
} from '../../../../common/catalog/product-admin-schemas';
import { AdminApiError, errorMessage } from '../../data/admin-api';
import { ConfirmDialog } from '../../forms/confirm-dialog';
import { useCurrencySymbol } from '../../shell/site-brand';
import { TabList } from '../../kit/tab-list';
import { FormAlert } from '../../../ui/forms/form-alert';
import { SubmitButton } from '../../../ui/forms/submit-button';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { notifyError } from '../../../lib/toast';
import { BasicInfoTab } from './basic-info-tab';
import { BenefitsTab } from './benefits-tab';
import { DetailsTab } from './details-tab';
import { fieldId, secondaryButton } from '../../forms/editor-fields';
import { EDITOR_TABS, FORM_ERROR, tabOf, type EditorTab } from './form-check';
import { IngredientsTab } from './ingredients-tab';
import { MediaTab } from './media-tab';
import { formValuesOf, patchBody, productBody } from './product-form';
import { useCreateProduct, useUpdateProduct } from './products-query';
import { useProductForm } from './use-product-form';

/** The dialog every state of the editor shows in; closing asks `onRequestClose`, which may refuse. */
export function EditorDialog({
  title,
  description,
  onRequestClose,
  children,
}: {
  title: string;
  description?: ReactNode;
  onRequestClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onRequestClose())}>
      <DialogContent
        title={title}
        description={description}
        size="2xl"
        className="max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-none max-sm:rounded-none"
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}

const BLOCK_REFUSAL = /is not valid JSON$|must be a JSON object$/;

/**
 * The product editor (back-office §2, §5, §8): five tabs over one form, each tab
 * saying how many of its fields have problems; Save checks the body with the API's schema first
 * (the first problem's tab opens and its field takes focus), then creates or updates. An update sends
 * what changed, with the version the editor opened (decision 016); when someone saved the product
 * meanwhile the server refuses (409) and the editor offers to reload it. Closing with unsaved changes
 * asks first.
 */
export function ProductEditor({
  product,
  onClose,
  onReload,
  closeRequests,
}: {
  /** The product as the editor opens it; null for a new one. */
  product: AdminProduct | null;
  onClose: () => void;
  /** Reads the product again and opens the editor afresh (after a 409). */
  onReload?: () => Promise<unknown>;
  /** Where the dialog around the editor sends its close requests (Escape, ×, a click outside). */
  closeRequests: RefObject<(() => void) | null>;
}) {
  // The version and stock a save is checked against are the ones the editor opened with.
  const [opened] = useState(product);
  const form = useProductForm(() => formValuesOf(opened));
  const [tab, setTab] = useState<EditorTab>('basic');
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [stale, setStale] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const create = useCreateProduct();
  const update = useUpdateProduct(opened?.id ?? '');
  const currencySymbol = useCurrencySymbol();
  const baseId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const busy = create.isPending || update.isPending;
  const idOf = (key: EditorTab, part: 'tab' | 'panel') => `${baseId}-${key}-${part}`;

  function requestClose() {
    if (busy) return;
    if (form.dirty) setConfirmingClose(true);
    else onClose();
  }
  useEffect(() => {
    closeRequests.current = requestClose;
    return () => {
      closeRequests.current = null;
    };
  });

  function showFirstProblem(keys: string[]) {
    const order = EDITOR_TABS.map((item) => item.key);
    const first = [...keys].sort((a, b) => order.indexOf(tabOf(a)!) - order.indexOf(tabOf(b)!))[0]!;
    setTab(tabOf(first)!);
    requestAnimationFrame(() => {
      const field = document.getElementById(fieldId(first));
      if (field) field.focus();
      else panelRef.current?.focus();
    });
  }

  function refused(error: unknown, fallback: string) {
    const message = errorMessage(error, fallback);
    if (error instanceof AdminApiError && error.status === 400 && BLOCK_REFUSAL.test(message)) {
      notifyError(FORM_ERROR.title, FORM_ERROR.description);
      return;
    }
    if (error instanceof AdminApiError && error.status === 409) {
      if (message.startsWith('Slug ')) form.refuse('slug', message);
      else if (message.startsWith('SKU ')) form.refuse('sku', message);
      else if (opened) setStale(message);
      if (message.startsWith('Slug ') || message.startsWith('SKU ')) showFirstProblem(['slug']);
    }
    notifyError('Error', message);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    form.markSubmitted();
    const { errors, unplaced } = form.check;
    if (unplaced.length) {
      notifyError(FORM_ERROR.title, FORM_ERROR.description);
      return;
    }
    if (Object.keys(errors).length) {
      showFirstProblem(Object.keys(errors));
      return;
    }
    let body;
    try {
      body = opened
        ? patchBody(form.loaded, form.values, opened.version, opened.stock)
        : productBody(form.values);
    } catch {
      // A block the form could not turn into the API's shape (back-office §5 'Form Error').
      notifyError(FORM_ERROR.title, FORM_ERROR.description);
      return;
    }
    if (!opened) {
      create.mutate(body as ProductInputBody, {
        onSuccess: onClose,
        onError: (error) => refused(error, PRODUCT_MESSAGES.createFailed),
      });
      return;
    }
    update.mutate(body as ProductPatchBody, {
      onSuccess: onClose,
      onError: (error) => refused(error, PRODUCT_MESSAGES.updateFailed),
    });
  }

  async function reload() {
    if (!onReload) return;
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  }

  const panels: Record<EditorTab, ReactNode> = {
    basic: <BasicInfoTab form={form} productId={opened?.id} currencySymbol={currencySymbol} />,
    media: <MediaTab form={form} currencySymbol={currencySymbol} />,
    benefits: <BenefitsTab form={form} />,
    ingredients: <IngredientsTab form={form} />,
    details: <DetailsTab form={form} />,
  };

  return (
    <>
      <form noValidate onSubmit={submit} onBlur={form.onBlur} className="flex min-h-0 flex-1 flex-col">
        <div className="flex-1 space-y-4 px-4 pb-4 sm:px-6">
          {stale ? (
            <FormAlert>
              <p>{stale}</p>
              <button
                type="button"
                onClick={() => void reload()}
                disabled={reloading}
                className={`${secondaryButton} mt-2`}
              >
                <RefreshCw aria-hidden="true" className={reloading ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} />
                Reload the product
              </button>
              <p className="mt-1 text-xs">Your changes in this editor are replaced by the saved product.</p>
            </FormAlert>
          ) : null}
          <TabList
            label="Product editor sections"
            className="overflow-x-auto"
            tabClassName="shrink-0 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
            items={EDITOR_TABS.map((item) => ({
              key: item.key,
              id: idOf(item.key, 'tab'),
              controls: idOf(item.key, 'panel'),
              label: (
                <>
                  {item.label}
                  {form.counts[item.key] ? (
                    <>
                      <span
                        aria-hidden="true"
                        className="ml-1.5 inline-flex min-w-5 justify-center rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white"
                      >
                        {form.counts[item.key]}
                      </span>
                      <span className="sr-only">
                        {` (${form.counts[item.key]} ${form.counts[item.key] === 1 ? 'error' : 'errors'})`}
                      </span>
                    </>
                  ) : null}
                </>
              ),
            }))}
            selected={tab}
            onSelect={setTab}
          />
          {EDITOR_TABS.map((item) => (
            <div
              key={item.key}
              ref={item.key === tab ? panelRef : undefined}
              id={idOf(item.key, 'panel')}
              role="tabpanel"
              tabIndex={-1}
              aria-labelledby={idOf(item.key, 'tab')}
              hidden={item.key !== tab}
              className="focus:outline-none"
            >
              {panels[item.key]}
            </div>
          ))}
        </div>
        <div className="sticky bottom-0 flex flex-col-reverse gap-2 border-t border-stone-200 bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-end sm:px-6">
          <button type="button" onClick={requestClose} disabled={busy} className={secondaryButton}>
            Cancel
          </button>
          <div className="sm:w-48">
            <SubmitButton
              label={opened ? 'Update Product' : 'Create Product'}
              busyLabel="Saving…"
              busy={busy}
            />
          </div>
        </div>
      </form>
      <ConfirmDialog
        open={confirmingClose}
        onOpenChange={setConfirmingClose}
        title="Discard unsaved changes?"
        description="You have changed this product and not saved it. Close the editor and lose those changes?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={onClose}
      />
    </>
  );
}
