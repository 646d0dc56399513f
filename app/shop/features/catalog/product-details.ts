import { useEffect, useState } from 'react';
import type { Product } from '../../../../server/modules/catalog/catalog.service';
import { productImages, toProductDetails, type CatalogProduct, type ProductDetails } from './catalog-product';

type DetailsSource = Pick<CatalogProduct, 'slug' | 'image'>;

/** Details asked for in this page's life, by slug: a quick view opened again shows them at once. */
const asked = new Map<string, Promise<ProductDetails>>();
const known = new Map<string, ProductDetails>();

/** What the quick view shows when the details cannot be read: the card's image, and no sections. */
const withoutDetails = (product: DetailsSource): ProductDetails => ({
  images: productImages({ image: product.image, images: [] }),
  benefits: [],
  ingredients: null,
  usageInstructions: null,
});

/**
 * The quick view's details of a product, from the public product answer (kept in memory by the server,
 * decision 020). Called when the quick view opens, so the request runs while the dialog's code loads.
 * A failure is not kept: the next opening asks again.
 */
export function loadProductDetails(product: DetailsSource): Promise<ProductDetails> {
  const pending = asked.get(product.slug);
  if (pending) return pending;
  const loading = fetch(`/api/products/slug/${encodeURIComponent(product.slug)}`)
    .then(async (response) => {
      if (!response.ok) throw new Error(`product details answered ${response.status}`);
      const details = toProductDetails((await response.json()) as Product);
      known.set(product.slug, details);
      return details;
    })
    .catch(() => {
      asked.delete(product.slug);
      return withoutDetails(product);
    });
  asked.set(product.slug, loading);
  return loading;
}

/** The product's details once read (undefined while they load). */
export function useProductDetails(product: DetailsSource): ProductDetails | undefined {
  const [details, setDetails] = useState(() => known.get(product.slug));
  useEffect(() => {
    let current = true;
    void loadProductDetails(product).then((loaded) => current && setDetails(loaded));
    return () => {
      current = false;
    };
    // The slug names the product; its image only matters when nothing could be read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.slug]);
  return details;
}
