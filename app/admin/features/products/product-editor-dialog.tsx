import { useRef, useState, type RefObject } from 'react';
import { PRODUCT_MESSAGES } from '../../../../common/catalog/product-admin-schemas';
import { errorMessage } from '../../data/admin-api';
import { ErrorState, LoadingState } from '../../kit/states';
import { EditorDialog, ProductEditor } from './product-editor';
import { useProduct } from './products-query';

type CloseRequests = RefObject<(() => void) | null>;

/** Editing: the product is read afresh first (its version and stock), then the editor opens on it. */
function EditProduct({
  id,
  onClose,
  closeRequests,
}: {
  id: string;
  onClose: () => void;
  closeRequests: CloseRequests;
}) {
  const product = useProduct(id);
  // Each reload opens a new editor on the product as it is now.
  const [opening, setOpening] = useState(0);

  if (product.data) {
    return (
      <ProductEditor
        key={opening}
        product={product.data}
        onClose={onClose}
        closeRequests={closeRequests}
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
 * same while the product loads and the editor opens in it; its close requests go to the editor, which
 * asks first when there are unsaved changes.
 */
export function ProductEditorDialog({
  productId,
  onClose,
}: {
  productId: string | null;
  onClose: () => void;
}) {
  const closeRequests = useRef<(() => void) | null>(null);
  return (
    <EditorDialog
      title={productId ? 'Edit Product' : 'Add New Product'}
      description={productId ? undefined : 'A new product for the shop.'}
      onRequestClose={() => (closeRequests.current ?? onClose)()}
    >
      {productId ? (
        <EditProduct id={productId} onClose={onClose} closeRequests={closeRequests} />
      ) : (
        <ProductEditor product={null} onClose={onClose} closeRequests={closeRequests} />
      )}
    </EditorDialog>
  );
}
