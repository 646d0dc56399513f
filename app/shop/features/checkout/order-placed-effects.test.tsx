// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadContext } from '../../../../server/load-context';
import { CartProvider } from '../../cart/cart-context';
import { CART_STORAGE_KEY, type CartItem } from '../../cart/cart-rules';
import { loader } from '../../routes/order-confirmation';
import { OrderPlacedEffects, type PurchaseReport } from './order-placed-effects';
import { EveryWord } from '../../i18n/every-word';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
const { notify } = await import('../../../lib/toast');

/**
 * The confirmation page's Purchase (storefront §7, docs/ads.md): sent by the browser only where the owner
 * chose "when placed", under the id the server's event of the same order carries.
 */
const ORDER_ID = '6fb27fd9-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const line: CartItem = {
  id: 'p1',
  cartItemId: 'p1',
  name: 'Sidr Honey',
  price: '1500.00',
  image: null,
  quantity: 2,
};

beforeEach(() => {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]));
  window.__adPixelEvents = [];
  delete window.fbq;
  vi.mocked(notify).mockClear();
});
afterEach(cleanup);

async function placed(purchase: PurchaseReport) {
  render(
    <CartProvider>
      <OrderPlacedEffects orderNumber="6fb27fd9" purchase={purchase} />
    </CartProvider>,
    { wrapper: EveryWord },
  );
  // The cart emptied and the toast shown: the effects have run, the pixel's or not.
  await waitFor(() => expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe('[]'));
  expect(notify).toHaveBeenCalledWith('Order placed successfully!', 'Your order number is #6fb27fd9.');
}

describe('the Purchase of the confirmation page', () => {
  it('is not sent where purchases are reported when delivered', async () => {
    await placed(null);
    expect(window.__adPixelEvents).toEqual([]);
  });

  it('is sent where they are reported when placed, with the server event’s id for Meta', async () => {
    const fbq = vi.fn();
    window.fbq = fbq;
    await placed({ eventId: `order-${ORDER_ID}` });
    expect(window.__adPixelEvents).toEqual([
      {
        event: 'Purchase',
        kind: 'standard',
        eventId: `order-${ORDER_ID}`,
        payload: expect.objectContaining({ value: 3000, num_items: 2, order_id: '6fb27fd9' }),
      },
    ]);
    expect(fbq).toHaveBeenCalledWith('track', 'Purchase', expect.objectContaining({ value: 3000 }), {
      eventID: `order-${ORDER_ID}`,
    });
  });
});

describe("the confirmation page's loader", () => {
  function load(moment: 'placed' | 'delivered', cookie: string | null) {
    const context = {
      services: {
        settings: { getKeptSettings: async () => ({ purchaseReportedWhen: moment }) },
        orderTracking: { trackingQueryOf: async () => ({ order: '6fb27fd9', phone: '03001234567' }) },
      },
      language: 'en',
    } as unknown as LoadContext;
    const request = new Request('http://shop.test/order-confirmation?order=6fb27fd9', {
      headers: cookie ? { cookie } : {},
    });
    return loader({ request, context, params: {} } as Parameters<typeof loader>[0]);
  }

  it('tells the page to report the purchase only when placed, with this browser’s order as its id', async () => {
    expect((await load('delivered', `placed-order=${ORDER_ID}`)).purchase).toBeNull();
    expect((await load('placed', `placed-order=${ORDER_ID}`)).purchase).toEqual({
      eventId: `order-${ORDER_ID}`,
    });
    // Another browser, or one whose cookie is gone: the pixel's event without an id to pair.
    expect((await load('placed', null)).purchase).toEqual({ eventId: null });
  });
});
