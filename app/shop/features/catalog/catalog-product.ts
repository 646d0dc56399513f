import type { Product } from '../../../../server/modules/catalog/catalog.service';

/**
 * What the products page draws of a product before anyone clicks: its card (name, link, image, badges,
 * rating, price, category; the description in the list layout) and what the filters read (the
 * description is searched, `isOnSale` filtered). The page's HTML carries this twice, in the cards and in
 * the hydration data, so nothing else travels: the quick view's details come when it opens
 * (ProductDetails).
 */
export type CatalogProduct = {
  id: string;
  name: string;
  slug: string;
  description: string;
  /** A numeric string such as "6500.00", as the cart stores it. */
  price: string;
  stock: number;
  image: string | null;
  category: string;
  isNewArrival: boolean;
  isFeatured: boolean;
  isBestSeller: boolean;
  isOnSale: boolean;
  rating: string;
  reviewCount: number;
};

export function toCatalogProduct(p: Product): CatalogProduct {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    description: p.description,
    price: p.price,
    stock: p.stock,
    image: p.image,
    category: p.category,
    isNewArrival: p.isNewArrival,
    isFeatured: p.isFeatured,
    isBestSeller: p.isBestSeller,
    isOnSale: p.isOnSale,
    rating: p.rating,
    reviewCount: p.reviewCount,
  };
}

/** What only the quick view shows of a product, read from `/api/products/slug/:slug` when it opens. */
export type ProductDetails = {
  images: string[];
  benefits: string[];
  ingredients: string | null;
  usageInstructions: string | null;
};

export function toProductDetails(
  p: Pick<Product, 'image' | 'images' | 'benefits' | 'ingredients' | 'usageInstructions'>,
): ProductDetails {
  return {
    images: productImages(p),
    benefits: p.benefits,
    ingredients: p.ingredients,
    usageInstructions: p.usageInstructions,
  };
}

/** Every image a product shows, main image first, without repeats or blanks. */
export function productImages(product: { image: string | null; images: string[] }): string[] {
  return [...new Set([product.image, ...product.images].filter((url): url is string => Boolean(url)))];
}
