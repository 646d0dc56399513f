import { staticIsland } from '../../ui/static-island';

/** The honey strip as a static island: the browser keeps the server's markup and loads no code for it. */
export const HoneyPromotionIsland = staticIsland(
  async () => (await import('./honey-promotion')).HoneyPromotion,
);
