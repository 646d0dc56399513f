import { adminProductSchema, type AdminProduct } from '../../../../common/catalog/product-admin-schemas';

/** A product id for the tests: the n-th. */
export const productId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A product as GET /api/admin/products answers it, checked against the schema (no blocks unless given). */
export function productFixture(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return adminProductSchema.parse({
    id: productId(1),
    sku: 'SUP-VIT-001',
    name: 'Vitalix Honey',
    slug: 'vitalix-honey',
    status: 'published',
    oldSlugs: [],
    description: 'A herbal honey blend.',
    price: '6500.00',
    costPrice: null,
    image: '/uploads/vitalix.webp',
    images: [],
    videos: [],
    stock: 25,
    maxPerOrder: null,
    category: 'Supplements',
    benefits: [],
    ingredients: null,
    usageInstructions: null,
    productStory: null,
    isNewArrival: false,
    isFeatured: false,
    isBestSeller: false,
    isOnSale: false,
    rating: '0.00',
    reviewCount: 0,
    productHeroSection: null,
    productBenefits: null,
    productIngredients: null,
    productFaqs: null,
    productTestimonials: null,
    productShipping: null,
    productHowToUse: null,
    supplementFacts: null,
    productHoneyPromotion: null,
    ur: null,
    version: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}
