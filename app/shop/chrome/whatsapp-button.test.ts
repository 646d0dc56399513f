import { describe, expect, it } from 'vitest';
import { whatsappMessage } from './whatsapp-button';

describe('WhatsApp prefilled message (storefront §1)', () => {
  it('holds the product name, price, link and source page', () => {
    const text = whatsappMessage(
      'https://shop.pk/product/vitalix',
      { name: 'Vitalix', price: 'Rs 6,500.00', path: '/product/vitalix' },
      'https://shop.pk',
    );
    expect(text).toContain('Vitalix');
    expect(text).toContain('Price: Rs 6,500.00');
    expect(text).toContain('Link: https://shop.pk/product/vitalix');
    expect(text).toContain('Source page: https://shop.pk/product/vitalix');
  });

  it('names the source page when no product is on screen', () => {
    expect(whatsappMessage('https://shop.pk/about', null, 'https://shop.pk')).toContain(
      'Source page: https://shop.pk/about',
    );
  });
});
