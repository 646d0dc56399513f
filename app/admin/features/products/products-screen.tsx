import { PackagePlus, Plus, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PRODUCT_MESSAGES, type AdminProduct } from '../../../../common/catalog/product-admin-schemas';
import { errorMessage } from '../../data/admin-api';
import { ConfirmDialog } from '../../forms/confirm-dialog';
import { PageHeader } from '../../kit/page-header';
import { useCurrencySymbol } from '../../shell/site-brand';
import { EmptyState, ErrorState, LoadingState } from '../../kit/states';
import { useUrlView } from '../../../lib/url-view';
import { useUrlEditor } from '../../kit/use-url-editor';
import { CatalogCsvActions } from './catalog-csv-dialog';
import { ProductCard } from './product-card';
import { ProductEditorDialog } from './product-editor-dialog';
import { useDeleteProduct, useDuplicateProduct, useProducts } from './products-query';
import { ProductsToolbar } from './products-toolbar';
import { filterProducts, productsViewSchema } from './products-view';

const primaryButton =
  'inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';

/**
 * Back-office §2 Product management: the grid of product cards with a search box, a category and a
 * status filter in the URL, Add Product, Edit (the editor, `?edit=<id>`), Duplicate (a draft copy,
 * opened in the editor: decision 029) and Delete through the confirmation.
 */
export function ProductsScreen() {
  const { view, updateView } = useUrlView(productsViewSchema);
  const [typed, setTyped] = useState(view.q);
  const products = useProducts();
  const remove = useDeleteProduct();
  const duplicate = useDuplicateProduct();
  const currencySymbol = useCurrencySymbol();
  const [doomed, setDoomed] = useState<AdminProduct | null>(null);
  const [creating, setCreating] = useState(false);
  // The editor is a history entry over the grid: Back closes it (use-url-editor.ts).
  const { editId, open: openEditor, close } = useUrlEditor(view.edit, updateView);
  const closeEditor = () => {
    setCreating(false);
    return close();
  };

  const shown = useMemo(
    () => (products.data ? filterProducts(products.data, { ...view, q: typed }) : []),
    [products.data, view, typed],
  );
  const statusCounts = useMemo(
    () =>
      products.data && {
        draft: products.data.filter((product) => product.status === 'draft').length,
        published: products.data.filter((product) => product.status === 'published').length,
      },
    [products.data],
  );

  // The copy opens in the editor at once: what differs is what the person came to change.
  const duplicateOf = (id: string) => duplicate.mutate(id, { onSuccess: (copy) => openEditor(copy.id) });

  const addButton = (
    <button type="button" onClick={() => setCreating(true)} className={primaryButton}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      Add Product
    </button>
  );

  return (
    <>
      <PageHeader
        title="Products"
        description="Put products on sale, photograph and price them, and keep their stock right."
        actions={
          <>
            <CatalogCsvActions />
            {addButton}
          </>
        }
      />
      <ProductsToolbar
        view={view}
        statusCounts={statusCounts || undefined}
        onType={setTyped}
        onChange={updateView}
      />
      {products.isPending ? (
        <LoadingState label={PRODUCT_MESSAGES.loading} />
      ) : products.isError && !products.data ? (
        <ErrorState
          title={PRODUCT_MESSAGES.loadError}
          message={errorMessage(products.error, 'Unknown error')}
          onRetry={() => void products.refetch()}
        />
      ) : products.data.length === 0 ? (
        <EmptyState icon={PackagePlus} title={PRODUCT_MESSAGES.empty} action={addButton} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No products match this search"
          description="Try another search, category or status."
        />
      ) : (
        <>
          <p role="status" className="mb-3 text-sm text-stone-600">
            {shown.length === products.data.length
              ? `${shown.length} ${shown.length === 1 ? 'product' : 'products'}`
              : `${shown.length} of ${products.data.length} products`}
          </p>
          <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
            {shown.map((product) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  currencySymbol={currencySymbol}
                  onEdit={() => openEditor(product.id)}
                  onDuplicate={() => duplicateOf(product.id)}
                  duplicating={duplicate.isPending && duplicate.variables === product.id}
                  onDelete={() => setDoomed(product)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {creating || editId ? (
        <ProductEditorDialog key={editId ?? 'new'} productId={editId} onClose={closeEditor} />
      ) : null}
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => (open ? undefined : setDoomed(null))}
        title={doomed ? `Delete ${doomed.name}?` : 'Are you sure?'}
        description={PRODUCT_MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        onConfirm={() => remove.mutateAsync(doomed!.id)}
      />
    </>
  );
}
