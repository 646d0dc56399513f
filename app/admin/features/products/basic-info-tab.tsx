import { LoaderCircle, Sparkles, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { PRODUCT_CATEGORIES } from '../../../../common/catalog/categories';
import { PRODUCT_MESSAGES } from '../../../../common/catalog/product-admin-schemas';
import { errorMessage } from '../../data/admin-api';
import { cn } from '../../../lib/cn';
import { notify, notifyError } from '../../../lib/toast';
import { useFormContext, useWatch } from 'react-hook-form';
import { secondaryButton, Section } from '../../forms/editor-fields';
import { SelectField, TextAreaField, TextField } from '../../forms/fields';
import { PriceField } from '../../forms/price-field';
import { BadgesSection } from './badges-section';
import { OldAddresses, type ProductAddresses } from './old-addresses';
import type { ProductFormValues } from './product-form';
import { generateSku, generateSlug } from './products-query';
import { useSlugCheck, type SlugCheckState } from './use-slug-check';

const CATEGORY_OPTIONS = PRODUCT_CATEGORIES.map((category) => ({ value: category, label: category }));

function SlugStatus({ state }: { state: SlugCheckState }) {
  return (
    <p
      role="status"
      className={cn(
        'mt-1 flex min-h-5 items-center gap-1 text-sm',
        state.status === 'valid'
          ? 'text-green-800'
          : state.status === 'validating'
            ? 'text-stone-600'
            : 'text-red-700',
      )}
    >
      {state.status === 'validating' ? (
        <>
          <LoaderCircle aria-hidden="true" className="h-3.5 w-3.5 animate-spin" />
          Checking the slug…
        </>
      ) : state.status === 'idle' ? null : state.status === 'valid' && state.note ? (
        `${state.message}. ${state.note}`
      ) : (
        state.message
      )}
    </p>
  );
}

/** A button that asks the server for something (a slug, a SKU), busy while it does. */
function AskButton({
  label,
  busyLabel,
  icon: Icon,
  onClick,
}: {
  label: string;
  busyLabel: string;
  icon: typeof Wand2;
  /** A promise while the server is asked; nothing when there was nothing to ask. */
  onClick: () => Promise<void> | undefined;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        const asking = onClick();
        if (!asking) return;
        setBusy(true);
        void asking.finally(() => setBusy(false));
      }}
      className={secondaryButton}
    >
      {busy ? (
        <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
      ) : (
        <Icon aria-hidden="true" className="h-4 w-4" />
      )}
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * Basic Info (back-office §2, §5): name, slug with Auto and its live check, description, SKU with
 * Generate, category, price, stock, the product page's hero heading and subheading, and the flags behind
 * the card's badges and the products page's filters.
 */
export function BasicInfoTab({
  productId,
  currencySymbol,
  addresses,
}: {
  /** The product being edited (its own slug is not "taken"); none when creating. */
  productId?: string;
  currencySymbol: string;
  /** A saved product's slug and old slugs, for what a slug change does (decision 029). */
  addresses?: ProductAddresses;
}) {
  const { getValues, setValue } = useFormContext<ProductFormValues>();
  const slugCheck = useSlugCheck(useWatch<ProductFormValues, 'slug'>({ name: 'slug' }), productId);
  // What the server generated, as if typed: it is checked at once, and the form counts as changed.
  const fill = (name: 'slug' | 'sku', value: string) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: true });

  function autoSlug() {
    if (!getValues('name').trim()) {
      notifyError('Error', PRODUCT_MESSAGES.slugNeedsName);
      return;
    }
    return askSlug();
  }

  async function askSlug() {
    try {
      const { slug } = await generateSlug(getValues('name').trim(), getValues('category'), productId);
      fill('slug', slug);
      notify(PRODUCT_MESSAGES.slugGenerated, slug);
    } catch (error) {
      notifyError('Error', errorMessage(error, PRODUCT_MESSAGES.slugFailed));
    }
  }

  function newSku() {
    if (!getValues('name').trim() || !getValues('category')) {
      notifyError('Error', PRODUCT_MESSAGES.skuNeedsCategoryAndName);
      return;
    }
    return askSku();
  }

  async function askSku() {
    try {
      const { sku } = await generateSku(getValues('name').trim(), getValues('category'));
      fill('sku', sku);
      notify(PRODUCT_MESSAGES.skuGenerated, `Generated SKU: ${sku}`);
    } catch (error) {
      notifyError('Error', errorMessage(error, PRODUCT_MESSAGES.skuFailed));
    }
  }

  return (
    <div className="space-y-6">
      <Section title="Product">
        <TextField name="name" label="Name" required />
        <TextField
          name="slug"
          label="Slug"
          normalize={(slug) => slug.toLowerCase()}
          placeholder="sidr-honey-500g"
          hint="The product's address: /product/{slug}. Leave it empty to make one from the name when saving."
          addon={<AskButton label="Auto" busyLabel="Auto…" icon={Wand2} onClick={autoSlug} />}
          after={
            <>
              <SlugStatus state={slugCheck} />
              {addresses ? <OldAddresses addresses={addresses} /> : null}
            </>
          }
        />
        <TextAreaField name="description" label="Description" required rows={4} />
        <TextField
          name="sku"
          label="SKU"
          normalize={(sku) => sku.toUpperCase()}
          placeholder="SUP-VIT-001"
          hint="Leave it empty to generate one when saving."
          addon={<AskButton label="Generate" busyLabel="Generating…" icon={Sparkles} onClick={newSku} />}
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField name="category" label="Category" options={CATEGORY_OPTIONS} />
          <PriceField
            name="price"
            label={`Price (${currencySymbol})`}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            required
          />
          <TextField
            name="costPrice"
            label={`Cost price (${currencySymbol})`}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            hint="What one unit costs the shop, for its margins. Optional; never shown on the shop."
          />
          <TextField
            name="stock"
            label="Stock"
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            required
            hint={
              productId
                ? 'Orders placed while you edit are kept: your change is added to what they leave.'
                : undefined
            }
          />
        </div>
      </Section>
      <Section title="Product page hero" description="The heading and line at the top of the product's page.">
        <TextField name="productHeroSection.heading" label="Hero heading" />
        <TextAreaField name="productHeroSection.subheading" label="Hero subheading" rows={2} />
      </Section>
      <BadgesSection />
    </div>
  );
}
