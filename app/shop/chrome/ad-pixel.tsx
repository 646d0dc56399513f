import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPixel } from '../lib/pixel';

type FbqStub = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: unknown;
  loaded: boolean;
  version: string;
};

/**
 * Meta's pixel, loaded only when staff set a pixel id in settings, after the page is interactive and
 * never blocking it. Calls made before the script arrives wait in Meta's own queue (its standard stub).
 */
function loadMetaPixel(pixelId: string): void {
  if (window.fbq) return;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as FbqStub;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  window.fbq = fbq as unknown as Window['fbq'];
  (window as unknown as { _fbq: unknown })._fbq = fbq;
  const script = document.createElement('script');
  script.async = true;
  script.src = 'https://connect.facebook.net/en_US/fbevents.js';
  document.head.appendChild(script);
  fbq('init', pixelId);
}

/** Sends PageView on every page the shopper opens, through the pixel when one is configured. */
export function AdPixel({ pixelId }: { pixelId: string | null }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pixelId) loadMetaPixel(pixelId);
  }, [pixelId]);
  useEffect(() => {
    trackPixel('PageView', { page_path: pathname });
  }, [pathname]);
  return null;
}
