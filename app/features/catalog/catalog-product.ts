import type { Product } from '../../../server/modules/catalog/catalog.service';

/** What the products page's cards and quick view show of a product; nothing else travels to the browser. */
export type CatalogProduct = {
  id: string;
  name: string;
  slug: string;
  description: string;
  /** A numeric string such as "6500.00", as the cart stores it. */
  price: string;
  stock: number;
  image: string | null;
  images: string[];
  category: string;
  benefits: string[];
  ingredients: string | null;
  usageInstructions: string | null;
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
    images: p.images,
    category: p.category,
    benefits: p.benefits,
    ingredients: p.ingredients,
    usageInstructions: p.usageInstructions,
    isNewArrival: p.isNewArrival,
    isFeatured: p.isFeatured,
    isBestSeller: p.isBestSeller,
    isOnSale: p.isOnSale,
    rating: p.rating,
    reviewCount: p.reviewCount,
  };
}

/** Every image a product shows, main image first, without repeats or blanks. */
export function productImages(product: Pick<CatalogProduct, 'image' | 'images'>): string[] {
  return [...new Set([product.image, ...product.images].filter((url): url is string => Boolean(url)))];
}
