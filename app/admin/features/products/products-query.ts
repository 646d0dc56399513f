import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductCategory } from '../../../../common/catalog/categories';
import {
  adminProductListSchema,
  adminProductSchema,
  PRODUCT_MESSAGES,
  productDeleteResultSchema,
  skuAnswerSchema,
  slugAnswerSchema,
  type ProductInputBody,
  type ProductPatchBody,
} from '../../../../common/catalog/product-admin-schemas';
import {
  movedAddressNote,
  PRODUCT_STATUS_MESSAGES,
  type ProductStatus,
} from '../../../../common/catalog/product-status';
import { adminFetch, errorMessage } from '../../data/admin-api';
import { adminKeys } from '../../data/query-keys';
import { notify, notifyError } from '../../../lib/toast';

export const PRODUCTS_PATH = '/api/admin/products';
export const productPath = (id: string) => `${PRODUCTS_PATH}/${encodeURIComponent(id)}`;

/** GET /api/admin/products: every product, newest first. */
export function useProducts() {
  return useQuery({
    queryKey: adminKeys.productList,
    queryFn: ({ signal }) => adminFetch(PRODUCTS_PATH, { schema: adminProductListSchema, signal }),
  });
}

/**
 * The product list and what shows products elsewhere in the back office (the dashboard's stock figures)
 * read again after a write.
 */
export function useRefreshProducts() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.products });
    void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
  };
}

/** DELETE /api/admin/products/{id} (back-office §8: 'Product deleted', 'Failed to delete product'). */
export function useDeleteProduct() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: (id: string) =>
      adminFetch(productPath(id), { method: 'DELETE', schema: productDeleteResultSchema }),
    onSuccess: () => {
      notify(PRODUCT_MESSAGES.deleted);
      refresh();
    },
    onError: (error) => notifyError('Error', errorMessage(error, PRODUCT_MESSAGES.deleteFailed)),
  });
}

/**
 * GET /api/admin/products/{id}: the product as the editor opens it, read afresh each time (its version
 * and stock are the ones a save is checked against). Not read again while the editor is open: the form
 * keeps what it opened with until the person reloads it.
 */
export function useProduct(id: string) {
  return useQuery({
    queryKey: adminKeys.productById(id),
    queryFn: ({ signal }) => adminFetch(productPath(id), { schema: adminProductSchema, signal }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** What a save did to where the product shows (decision 029), as its toast says it. */
const statusWords = (status: ProductStatus) =>
  status === 'draft' ? PRODUCT_STATUS_MESSAGES.savedAsDraft : PRODUCT_STATUS_MESSAGES.published;

/** POST /api/admin/products. Failures are the editor's to show (next to a field or as a toast). */
export function useCreateProduct() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: (body: ProductInputBody) =>
      adminFetch(PRODUCTS_PATH, { method: 'POST', body, schema: adminProductSchema }),
    onSuccess: (product) => {
      notify(PRODUCT_MESSAGES.created, statusWords(product.status));
      refresh();
    },
  });
}

/**
 * PATCH /api/admin/products/{id} with the version the editor loaded (a stale one is a 409). The toast
 * says when the save published or unpublished it, or moved its address from `savedSlug` (the old one
 * leads to the new).
 */
export function useUpdateProduct(id: string, savedSlug?: string) {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: (body: ProductPatchBody) =>
      adminFetch(productPath(id), { method: 'PATCH', body, schema: adminProductSchema }),
    onSuccess: (product, body) => {
      const said = [
        body.status === undefined ? null : statusWords(product.status),
        savedSlug === undefined || product.slug === savedSlug
          ? null
          : movedAddressNote(savedSlug, product.slug),
      ].filter(Boolean);
      if (said.length) notify(PRODUCT_MESSAGES.updated, said.join(' '));
      else notify(PRODUCT_MESSAGES.updated);
      refresh();
    },
  });
}

/**
 * POST /api/admin/products/{id}/duplicate (decision 029): a draft copy, which the screen then opens in
 * the editor.
 */
export function useDuplicateProduct() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: (id: string) =>
      adminFetch(`${productPath(id)}/duplicate`, { method: 'POST', schema: adminProductSchema }),
    onSuccess: (copy) => {
      notify(PRODUCT_STATUS_MESSAGES.duplicated, PRODUCT_STATUS_MESSAGES.duplicatedDescription(copy.name));
      refresh();
    },
    onError: (error) => notifyError('Error', errorMessage(error, PRODUCT_STATUS_MESSAGES.duplicateFailed)),
  });
}

/** POST /api/admin/products/generate-slug: a slug from the name, unused by any other product. */
export function generateSlug(productName: string, category: ProductCategory, excludeId?: string) {
  return adminFetch(`${PRODUCTS_PATH}/generate-slug`, {
    method: 'POST',
    body: { productName, category, ...(excludeId ? { excludeId } : {}) },
    schema: slugAnswerSchema,
  });
}

/** POST /api/admin/products/generate-sku: a SKU from the category and name, unused by any product. */
export function generateSku(productName: string, category: ProductCategory) {
  return adminFetch(`${PRODUCTS_PATH}/generate-sku`, {
    method: 'POST',
    body: { productName, category },
    schema: skuAnswerSchema,
  });
}
