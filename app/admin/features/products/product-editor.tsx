import { useState } from 'react';
import {
  PRODUCT_MESSAGES,
  type AdminProduct,
  type ProductInputBody,
  type ProductPatchBody,
} from '../../../../common/catalog/product-admin-schemas';
import { AdminApiError } from '../../data/admin-api';
import { EditorForm } from '../../forms/editor-dialog';
import { FormTabs } from '../../forms/form-tabs';
import { TextLanguageSwitch, useTextLanguage } from '../../forms/text-language';
import { ShownRefusal } from '../../forms/server-refusal';
import { useAdminForm } from '../../forms/use-admin-form';
import { useCurrencySymbol } from '../../shell/site-brand';
import { notifyError } from '../../../lib/toast';
import { BasicInfoTab } from './basic-info-tab';
import { BenefitsTab } from './benefits-tab';
import { DetailsTab } from './details-tab';
import {
  checkProduct,
  EDITOR_TABS,
  FORM_ERROR,
  productFormSchema,
  tabOf,
  type EditorTab,
} from './form-check';
import { IngredientsTab } from './ingredients-tab';
import { MediaTab } from './media-tab';
import { formValuesOf, patchBody, productBody, type ProductFormValues } from './product-form';
import { useCreateProduct, useUpdateProduct } from './products-query';
import { usePublishing } from './use-publishing';
import { ProductUrduTab } from './urdu-tab';

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
 * refuses (409) and the engine's conflict view lists the person's changes beside the saved product, to
 * re-apply on top of it (the next save goes against its version) or drop. Closing with unsaved changes
 * asks first. The footer saves as a draft or publishes (decision 029, use-publishing.tsx). The English/اردو
 * switch shows each tab's words in Urdu instead (decision 039); the tabs count and focus the problems of
 * the language shown, the switch says how many each language has.
 */
export function ProductEditor({
  product,
  onClose,
  onReload,
}: {
  /** The product as the editor opens it; null for a new one. */
  product: AdminProduct | null;
  /** Closes the editor; a promise it returns is waited for (use-url-editor.ts). */
  onClose: () => void | Promise<unknown>;
  /** Reads the product as it is saved now (after a 409). */
  onReload?: () => Promise<AdminProduct>;
}) {
  // The version and stock a save is checked against: the ones the editor opened with, or read after a 409.
  const [base, setBase] = useState(() => ({ opened: product, loaded: formValuesOf(product) }));
  const { opened, loaded } = base;
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
    conflict: {
      // Saved meanwhile (a stale version), or stock that orders took meanwhile: not a taken slug or SKU.
      when: (error) =>
        Boolean(opened && onReload) &&
        error instanceof AdminApiError &&
        error.status === 409 &&
        !uniqueField(error),
      reload: async () => {
        const fresh = await onReload!();
        const next = { opened: fresh, loaded: formValuesOf(fresh) };
        setBase(next);
        return next.loaded;
      },
    },
    onInvalid: publishing.forgetDraftMark,
  });
  // The tabs focus a refused save's first problem, in the language the switch then shows.
  const languages = useTextLanguage({ control: editor.form.control, focus: false });

  const english = {
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
  // The Urdu tab is drawn only while shown: its fields' values stay in the form either way.
  const panels = (tab: EditorTab) => (
    <>
      <div hidden={languages.language !== 'en'}>{english[tab]}</div>
      {languages.language === 'ur' ? <ProductUrduTab tab={tab} /> : null}
    </>
  );

  return (
    <EditorForm
      editor={editor}
      submitLabel={publishing.submitLabel}
      extraActions={publishing.draftButton(editor.busy)}
      unsaved="this product"
      onClose={onClose}
    >
      {publishing.notice}
      <TextLanguageSwitch languages={languages} />
      <FormTabs
        label="Product editor sections"
        tabs={EDITOR_TABS.map((tab) => ({ ...tab, content: panels(tab.key) }))}
        tabOf={(name) => (languages.shows(name) ? tabOf(name) : null)}
      />
      {publishing.question}
    </EditorForm>
  );
}
