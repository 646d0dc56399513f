import { useState } from 'react';
import { PRODUCT_MESSAGES } from '../../../../common/catalog/product-admin-schemas';
import { errorMessage } from '../../data/admin-api';
import { EditorDialogFrame } from '../../forms/editor-dialog';
import { ErrorState, LoadingState } from '../../kit/states';
import { ProductEditor } from './product-editor';
import { useProduct } from './products-query';

/** Editing: the product is read afresh first (its version and stock), then the editor opens on it. */
function EditProduct({ id, onClose }: { id: string; onClose: () => void }) {
  const product = useProduct(id);
  // Each reload opens a new editor on the product as it is now.
  const [opening, setOpening] = useState(0);

  if (product.data) {
    return (
      <ProductEditor
        key={opening}
        product={product.data}
        onClose={onClose}
        onReload={async () => {
          const answer = await product.refetch();
          if (answer.data) setOpening((n) => n + 1);
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
  onClose: () => void;
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
