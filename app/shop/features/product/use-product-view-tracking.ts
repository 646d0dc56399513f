import { useEffect, useRef } from 'react';
import { toAmount } from '../../../../common/money';
import { productEventPayload, trackPixel } from '../../lib/pixel';
import { recordRecentlyViewed } from '../../lib/recently-viewed';

type Viewed = { id: string; name: string; slug: string; price: string };

/**
 * ViewContent once per product (storefront §7) and the Recently Viewed list (§2). The ref keeps React's
 * development double-run of effects from sending the event twice.
 */
export function useProductViewTracking({ id, name, slug, price }: Viewed) {
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (tracked.current === id) return;
    tracked.current = id;
    trackPixel('ViewContent', productEventPayload({ id, name, price: toAmount(price) }));
    recordRecentlyViewed(slug);
  }, [id, name, slug, price]);
}
