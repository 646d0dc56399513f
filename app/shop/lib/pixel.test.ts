// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { productEventPayload, trackedCurrency, trackPixel } from './pixel';

beforeEach(() => {
  window.__adPixelEvents = [];
  delete window.fbq;
});

describe('ad-pixel events (storefront §7)', () => {
  it('tracks USD on localhost and PKR on the real shop', () => {
    expect(trackedCurrency('localhost')).toBe('USD');
    expect(trackedCurrency('127.0.0.1')).toBe('USD');
    expect(trackedCurrency('shop.example.pk')).toBe('PKR');
  });

  it('queues every event in the page, standard and custom apart', () => {
    trackPixel('AddToCart', { value: 1 });
    trackPixel('CartOpened');
    expect(window.__adPixelEvents).toEqual([
      { event: 'AddToCart', kind: 'standard', payload: { value: 1 } },
      { event: 'CartOpened', kind: 'custom', payload: {} },
    ]);
  });

  it("forwards to Meta's fbq when it is loaded, with track or trackCustom", () => {
    const fbq = vi.fn();
    window.fbq = fbq;
    trackPixel('Purchase', { value: 10 });
    trackPixel('SupplementFactsViewed', { product_id: 'p1' });
    expect(fbq).toHaveBeenNthCalledWith(1, 'track', 'Purchase', { value: 10 });
    expect(fbq).toHaveBeenNthCalledWith(2, 'trackCustom', 'SupplementFactsViewed', { product_id: 'p1' });
  });

  it('never lets a broken pixel break the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.fbq = () => {
      throw new Error('blocked');
    };
    expect(() => trackPixel('PageView')).not.toThrow();
    expect(window.__adPixelEvents).toHaveLength(1);
    warn.mockRestore();
  });

  it('describes a product the way Meta expects (jsdom runs on localhost: USD)', () => {
    expect(productEventPayload({ id: 'p1', name: 'Vitalix', price: 5500, quantity: 2 })).toEqual({
      content_name: 'Vitalix',
      content_ids: ['p1'],
      content_type: 'product',
      value: 11000,
      currency: 'USD',
      contents: [{ id: 'p1', quantity: 2 }],
    });
  });
});
