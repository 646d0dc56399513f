import { staticIsland } from '../../ui/static-island';

/** The footer as a static island: links and text, so the browser keeps the server's markup. */
export const SiteFooterIsland = staticIsland(async () => (await import('./site-footer')).SiteFooter);
