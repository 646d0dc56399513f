import { staticIsland } from '../../../ui/static-island';

/**
 * The home page's sections with nothing to do in the browser, as static islands: the browser keeps
 * their server markup and loads their code (one module for both) only to draw them itself.
 */
const sections = () => import('./home-static-sections');

export const FlagshipSection = staticIsland(async () => (await sections()).FlagshipSection);
export const CustomerReviews = staticIsland(async () => (await sections()).CustomerReviews);
