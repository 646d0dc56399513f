/**
 * The catalogue's sections with nothing to do in the browser. They are static islands
 * (products-islands.ts): the browser loads this module only to draw them itself.
 */
export { FeaturesStrip } from './features-strip';
export { ProductsCta } from './products-cta';
export { ProductsHero } from './products-hero';
