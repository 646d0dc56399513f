import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import {
  PRODUCT_MESSAGES,
  type AdminProduct,
  type ProductInputBody,
  type ProductPatchBody,
} from '../../../../common/catalog/product-admin-schemas';
import { AdminApiError } from '../../data/admin-api';
import { EditorForm } from '../../forms/editor-dialog';
import { secondaryButton } from '../../forms/editor-fields';
import { FormTabs } from '../../forms/form-tabs';
import { ShownRefusal } from '../../forms/server-refusal';
import { useAdminForm } from '../../forms/use-admin-form';
import { useCurrencySymbol } from '../../shell/site-brand';
import { FormAlert } from '../../../ui/forms/form-alert';
import { notifyError } from '../../../lib/toast';
import { BasicInfoTab } from './basic-info-tab';
import { BenefitsTab } from './benefits-tab';
import { DetailsTab } from './details-tab';
import { checkProduct, EDITOR_TABS, FORM_ERROR, productFormSchema, tabOf } from './form-check';
import { IngredientsTab } from './ingredients-tab';
import { MediaTab } from './media-tab';
import { formValuesOf, patchBody, productBody, type ProductFormValues } from './product-form';
import { useCreateProduct, useUpdateProduct } from './products-query';
import { usePublishing } from './use-publishing';

const BLOCK_REFUSAL = /is not valid JSON$|must be a JSON object$/;

/** Back-office §5 'Form Error': a block the form or the server could not process. */
function formError(): ShownRefusal {
  notifyError(FORM_ERROR.title, FORM_ERROR.description);
  return new ShownRefusal(FORM_ERROR.description);
}

/** A 409 about a value that must be unique is that field's problem; about the version, no field's. */
function uniqueField(error: AdminApiError) {
  if (error.message.startsWith('Slug ')) return 'slug' as const;
  if (error.message.startsWith('SKU ')) return 'sku' as const;
  return undefined;
}

/**
 * The product editor (back-office §2, §5, §8): five tabs over one form (decision 027), each tab saying
 * how many of its fields have problems; Save checks the body with the API's schema first (the first
 * problem's tab opens and its field takes focus), then creates or updates. An update sends what changed,
 * with the version the editor opened (decision 016); when someone saved the product meanwhile the server
 * refuses (409) and the editor offers to reload it. Closing with unsaved changes asks first. The footer
 * saves as a draft or publishes (decision 029, use-publishing.tsx).
 */
export function ProductEditor({
  product,
  onClose,
  onReload,
}: {
  /** The product as the editor opens it; null for a new one. */
  product: AdminProduct | null;
  onClose: () => void;
  /** Reads the product again and opens the editor afresh (after a 409). */
  onReload?: () => Promise<unknown>;
}) {
  // The version and stock a save is checked against are the ones the editor opened with.
  const [opened] = useState(product);
  const [loaded] = useState(() => formValuesOf(opened));
  const [stale, setStale] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const create = useCreateProduct();
  const update = useUpdateProduct(opened?.id ?? '', opened?.slug);
  const currencySymbol = useCurrencySymbol();
  const publishing = usePublishing(opened);

  async function save(values: ProductFormValues) {
    const status = publishing.statusOfThisSave();
    if (checkProduct(values).unplaced.length) throw formError();
    let body;
    try {
      body = opened
        ? {
            ...patchBody(loaded, values, opened.version, opened.stock),
            ...(status === opened.status ? {} : { status }),
          }
        : { ...productBody(values), status };
    } catch {
      // A block the form could not turn into the API's shape.
      throw formError();
    }
    // Declined: the editor stays open as it was, with nothing more to say.
    if (!(await publishing.mayPublish(status, values.gallery.length > 0))) throw new ShownRefusal();
    try {
      return opened
        ? await update.mutateAsync(body as ProductPatchBody)
        : await create.mutateAsync(body as ProductInputBody);
    } catch (error) {
      if (!(error instanceof AdminApiError)) throw error;
      if (error.status === 400 && BLOCK_REFUSAL.test(error.message)) throw formError();
      if (error.status === 409 && opened && !uniqueField(error)) setStale(error.message);
      throw error;
    }
  }

  const editor = useAdminForm<ProductFormValues>({
    defaultValues: loaded,
    schema: productFormSchema,
    save,
    onSaved: onClose,
    failedMessage: opened ? PRODUCT_MESSAGES.updateFailed : PRODUCT_MESSAGES.createFailed,
    uniqueField,
    onInvalid: publishing.forgetDraftMark,
  });

  async function reload() {
    if (!onReload) return;
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  }

  const panels = {
    basic: (
      <BasicInfoTab
        productId={opened?.id}
        currencySymbol={currencySymbol}
        addresses={opened ? { slug: opened.slug, oldSlugs: opened.oldSlugs } : undefined}
      />
    ),
    media: <MediaTab currencySymbol={currencySymbol} />,
    benefits: <BenefitsTab />,
    ingredients: <IngredientsTab />,
    details: <DetailsTab />,
  };

  return (
    <EditorForm
      editor={editor}
      submitLabel={publishing.submitLabel}
      extraActions={publishing.draftButton(editor.busy)}
      unsaved="this product"
      onClose={onClose}
    >
      {publishing.notice}
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
      <FormTabs
        label="Product editor sections"
        tabs={EDITOR_TABS.map((tab) => ({ ...tab, content: panels[tab.key] }))}
        tabOf={tabOf}
      />
      {publishing.question}
    </EditorForm>
  );
}
