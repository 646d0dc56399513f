import type { AdOrder, ShopForAds } from '../modules/ads/ad-events';

/**
 * An order as its ad events read it (docs/ads.md): two days old, an email typed carelessly (the events
 * normalise it), a city of several words, and a line whose product was deleted since.
 */
export function testAdOrder(overrides: Partial<AdOrder> = {}): AdOrder {
  return {
    id: '5d0f6a1e-2b7c-4c1e-9a43-1f2e3d4c5b6a',
    customerEmail: '  Ayesha@Example.PK ',
    phoneDigits: '923001234567',
    city: 'Dera Ghazi Khan',
    total: '4500.00',
    placedAt: new Date(Date.now() - 2 * 24 * 3_600_000),
    items: [
      {
        productId: 'b7e1d0c2-0000-4000-8000-000000000001',
        productName: 'Sidr Honey',
        quantity: 2,
        price: '1500.00',
      },
      { productId: null, productName: 'A product since deleted', quantity: 1, price: '1500.00' },
    ],
    ...overrides,
  };
}

/** The shop reporting purchases when delivered, to a pixel, connected to both services. */
export function testShopForAds(overrides: Partial<ShopForAds> = {}): ShopForAds {
  return {
    purchaseReportedWhen: 'delivered',
    metaPixelId: '1234567890123456',
    currency: 'PKR',
    publicUrl: 'https://vitalix.example.pk',
    connected: { meta: true, ga4: true },
    ...overrides,
  };
}
