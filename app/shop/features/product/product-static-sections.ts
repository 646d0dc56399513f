/**
 * The product page's sections with nothing to do in the browser. They are static islands
 * (product-page.tsx): the browser loads this module, all of them at once, only to draw them itself.
 */
export { ComparisonTable } from './comparison-table';
export { KeyBenefits } from './key-benefits';
export { ProductBenefits } from './product-benefits';
export { ProductHero } from './product-hero';
export { ProductIngredients } from './product-ingredients';
export { ProductTestimonials } from './product-testimonials';
