/**
 * Ad-pixel events (storefront §7). Every event is pushed to `window.__adPixelEvents`, an in-page queue
 * tests and support staff can inspect, and forwarded to Meta's `fbq` when the pixel script is loaded
 * (only when a pixel id is set in settings; see meta-pixel.tsx).
 */
export const STANDARD_EVENTS = [
  'PageView',
  'ViewContent',
  'AddToCart',
  'InitiateCheckout',
  'Purchase',
] as const;
export const CUSTOM_EVENTS = [
  'CartOpened',
  'CartClosed',
  'CartQuantityIncreased',
  'CartQuantityDecreased',
  'CartItemRemoved',
  'CartCheckoutClicked',
  'VideoPlayed',
  'PricingPlanSelected',
  'SupplementFactsViewed',
] as const;
export type StandardEvent = (typeof STANDARD_EVENTS)[number];
export type CustomEvent = (typeof CUSTOM_EVENTS)[number];
export type PixelEventName = StandardEvent | CustomEvent;
export type PixelPayload = Record<string, unknown>;
export type QueuedPixelEvent = {
  event: PixelEventName;
  kind: 'standard' | 'custom';
  payload: PixelPayload;
  /** The id the server's event of the same purchase carries, so Meta counts the two once (docs/ads.md). */
  eventId?: string;
};

type Fbq = (
  command: 'track' | 'trackCustom' | 'init',
  name: string,
  payload?: PixelPayload,
  options?: { eventID: string },
) => void;

declare global {
  interface Window {
    __adPixelEvents?: QueuedPixelEvent[];
    fbq?: Fbq;
  }
}

/** The tracked currency: PKR for the real shop, USD on localhost (storefront §7). */
export function trackedCurrency(hostname: string): 'PKR' | 'USD' {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' ? 'USD' : 'PKR';
}

export function pixelCurrency(): 'PKR' | 'USD' {
  return typeof window === 'undefined' ? 'PKR' : trackedCurrency(window.location.hostname);
}

/**
 * `eventId`: Meta's `eventID`, the event's id shared with the Conversions API's event of the same action
 * (`event_id`), by which Meta deduplicates the pair.
 */
export function trackPixel(event: PixelEventName, payload: PixelPayload = {}, eventId?: string): void {
  if (typeof window === 'undefined') return;
  const kind = (STANDARD_EVENTS as readonly string[]).includes(event) ? 'standard' : 'custom';
  (window.__adPixelEvents ??= []).push({ event, kind, payload, ...(eventId ? { eventId } : {}) });
  try {
    const command = kind === 'standard' ? 'track' : 'trackCustom';
    if (eventId) window.fbq?.(command, event, payload, { eventID: eventId });
    else window.fbq?.(command, event, payload);
  } catch (error) {
    // An ad blocker or a broken pixel script must never break shopping.
    console.warn('Ad pixel failed', error);
  }
}

export type PixelProduct = { id: string; name: string; price: number; quantity?: number };

/** The payload shape Meta expects for product events (ViewContent, AddToCart). */
export function productEventPayload(product: PixelProduct): PixelPayload {
  const quantity = product.quantity ?? 1;
  return {
    content_name: product.name,
    content_ids: [product.id],
    content_type: 'product',
    value: Math.round(product.price * quantity * 100) / 100,
    currency: pixelCurrency(),
    contents: [{ id: product.id, quantity }],
  };
}
