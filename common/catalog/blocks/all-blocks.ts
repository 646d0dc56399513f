import { benefitsBlock } from './benefits';
import type { Stored } from './define-block';
import { faqsBlock, testimonialsBlock } from './faqs';
import { ingredientsBlock } from './ingredients';
import { supplementFacts } from './nutrition';
import { heroSection, honeyPromotion, howToUseBlock, shippingBlock } from './page-blocks';

/** The product's JSON blocks by column name (back-office §3), each with its one definition. */
export const PRODUCT_BLOCKS = {
  productHeroSection: heroSection,
  productBenefits: benefitsBlock,
  productIngredients: ingredientsBlock,
  productFaqs: faqsBlock,
  productTestimonials: testimonialsBlock,
  supplementFacts,
  productHoneyPromotion: honeyPromotion,
  productShipping: shippingBlock,
  productHowToUse: howToUseBlock,
} as const;
export type ProductBlockField = keyof typeof PRODUCT_BLOCKS;

/** A product's blocks as stored: each one the writer's output, or null when the product has none. */
export type StoredProductBlocks = {
  [K in ProductBlockField]: Stored<(typeof PRODUCT_BLOCKS)[K]> | null;
};
