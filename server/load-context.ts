import type { PublicUser } from './modules/accounts/accounts.service';
import type { Services } from './services';

/** What every React Router loader and action receives as `context` (DESIGN.md §2). */
export type LoadContext = {
  services: Services;
  viewer: PublicUser | null;
  cspNonce: string;
  /** The shop's own address (PUBLIC_URL): canonical links, Open Graph URLs and the sitemap use it. */
  publicUrl: string;
};
