import { staticIsland } from '../../../ui/static-island';

/**
 * The catalogue's sections with nothing to do in the browser, as static islands: the browser keeps
 * their server markup and loads their code (one module for all) only to draw them itself.
 */
const sections = () => import('./products-static-sections');

export const ProductsHero = staticIsland(async () => (await sections()).ProductsHero);
export const FeaturesStrip = staticIsland(async () => (await sections()).FeaturesStrip);
export const ProductsCta = staticIsland(async () => (await sections()).ProductsCta);
