import { PRODUCT_MESSAGES } from '../../../../common/catalog/product-admin-schemas';
import { errorMessage } from '../../data/admin-api';
import { EditorDialogFrame } from '../../forms/editor-dialog';
import { ErrorState, LoadingState } from '../../kit/states';
import { ProductEditor } from './product-editor';
import { useProduct } from './products-query';

/** Editing: the product is read afresh first (its version and stock), then the editor opens on it. */
function EditProduct({ id, onClose }: { id: string; onClose: () => void | Promise<unknown> }) {
  const product = useProduct(id);

  if (product.data) {
    return (
      <ProductEditor
        product={product.data}
        onClose={onClose}
        onReload={async () => {
          // The editor keeps what the person typed: it reads the saved product, it is not opened afresh.
          const answer = await product.refetch({ throwOnError: true });
          return answer.data!;
        }}
      />
    );
  }
  return (
    <div className="px-4 pb-6 sm:px-6">
      {product.isError ? (
        <ErrorState
          title="The product could not be opened"
          message={errorMessage(product.error, PRODUCT_MESSAGES.notFound)}
          onRetry={() => void product.refetch()}
        />
      ) : (
        <LoadingState label="Loading the product…" />
      )}
    </div>
  );
}

/**
 * The create or edit dialog (back-office §2): `productId` null creates a product. The dialog stays the
 * same while the product loads and the editor opens in it, which then answers its close requests (asking
 * first when there are unsaved changes).
 */
export function ProductEditorDialog({
  productId,
  onClose,
}: {
  productId: string | null;
  onClose: () => void | Promise<unknown>;
}) {
  return (
    <EditorDialogFrame
      title={productId ? 'Edit Product' : 'Add New Product'}
      description={productId ? undefined : 'A new product for the shop.'}
      size="2xl"
      onClose={onClose}
    >
      {productId ? (
        <EditProduct id={productId} onClose={onClose} />
      ) : (
        <ProductEditor product={null} onClose={onClose} />
      )}
    </EditorDialogFrame>
  );
}
