import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { ur } from '../i18n/ur';
import { whatsappMessage } from './whatsapp-button';

describe('WhatsApp prefilled message (storefront §1)', () => {
  it('holds the product name, price, link and source page', () => {
    const text = whatsappMessage(
      'https://shop.pk/product/vitalix',
      { name: 'Vitalix', price: 'Rs 6,500.00', path: '/product/vitalix' },
      'https://shop.pk',
      en.shop,
    );
    expect(text).toContain('Vitalix');
    expect(text).toContain('Price: Rs 6,500.00');
    expect(text).toContain('Link: https://shop.pk/product/vitalix');
    expect(text).toContain('Source page: https://shop.pk/product/vitalix');
  });

  it('names the source page when no product is on screen', () => {
    expect(whatsappMessage('https://shop.pk/about', null, 'https://shop.pk', en.shop)).toContain(
      'Source page: https://shop.pk/about',
    );
  });

  it("is in the page's language on an Urdu page (decision 038)", () => {
    const text = whatsappMessage(
      'https://shop.pk/ur/product/vitalix',
      { name: 'Vitalix', price: 'Rs 6,500.00', path: '/ur/product/vitalix' },
      'https://shop.pk',
      ur.shop,
    );
    expect(text.split('\n')).toEqual([
      'السلام علیکم! مجھے Vitalix میں دلچسپی ہے۔',
      'قیمت: Rs 6,500.00',
      'لنک: https://shop.pk/ur/product/vitalix',
      'صفحہ: https://shop.pk/ur/product/vitalix',
    ]);
  });
});
