import { useEffect, useState } from 'react';
import type { Language } from '../../../../common/i18n/languages';
import type { Product } from '../../../../server/modules/catalog/catalog.service';
import { productImages, toProductDetails, type CatalogProduct, type ProductDetails } from './catalog-product';

type DetailsSource = Pick<CatalogProduct, 'slug' | 'image'>;

/** Details asked for in this page's life, by language and slug: a quick view opened again shows them at once. */
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
 * decision 020), in the page's language (`?lang=ur`, decision 039). Called when the quick view opens, so
 * the request runs while the dialog's code loads. A failure is not kept: the next opening asks again.
 */
export function loadProductDetails(product: DetailsSource, language: Language): Promise<ProductDetails> {
  const key = `${language}:${product.slug}`;
  const pending = asked.get(key);
  if (pending) return pending;
  const query = language === 'ur' ? '?lang=ur' : '';
  const loading = fetch(`/api/products/slug/${encodeURIComponent(product.slug)}${query}`)
    .then(async (response) => {
      if (!response.ok) throw new Error(`product details answered ${response.status}`);
      const details = toProductDetails((await response.json()) as Product);
      known.set(key, details);
      return details;
    })
    .catch(() => {
      asked.delete(key);
      return withoutDetails(product);
    });
  asked.set(key, loading);
  return loading;
}

/** The product's details once read (undefined while they load). */
export function useProductDetails(product: DetailsSource, language: Language): ProductDetails | undefined {
  const [details, setDetails] = useState(() => known.get(`${language}:${product.slug}`));
  useEffect(() => {
    let current = true;
    void loadProductDetails(product, language).then((loaded) => current && setDetails(loaded));
    return () => {
      current = false;
    };
    // The slug and language name the details; the image only matters when nothing could be read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.slug, language]);
  return details;
}
