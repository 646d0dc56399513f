/**
 * The home page's sections with nothing to do in the browser. They are static islands (home-islands.ts):
 * the browser loads this module only to draw them itself.
 */
export { CustomerReviews } from './customer-reviews';
export { FlagshipSection } from './flagship-section';
