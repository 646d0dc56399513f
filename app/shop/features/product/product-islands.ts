import { staticIsland } from '../../../ui/static-island';

/**
 * The product page's sections with nothing to do in the browser, as static islands: the browser keeps
 * their server markup and loads their code (one module for all) only to draw them itself.
 */
const sections = () => import('./product-static-sections');

export const ProductHero = staticIsland(async () => (await sections()).ProductHero);
export const KeyBenefits = staticIsland(async () => (await sections()).KeyBenefits);
export const ProductBenefits = staticIsland(async () => (await sections()).ProductBenefits);
export const ProductIngredients = staticIsland(async () => (await sections()).ProductIngredients);
export const ComparisonTable = staticIsland(async () => (await sections()).ComparisonTable);
export const ProductTestimonials = staticIsland(async () => (await sections()).ProductTestimonials);
