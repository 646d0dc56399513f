import { describe, expect, it } from 'vitest';
import { shopTemplate } from './shop-templates';

/** The shop's template messages as the outbox sends them (docs/whatsapp.md). */
describe('shopTemplate', () => {
  const settings = { whatsappTemplateNames: {}, whatsappLanguage: 'en' as const };

  it('sends the catalogue’s name in the shop’s language, unless the owner registered another name', () => {
    const values = { product: 'Sidr Honey', stock: '3' };
    expect(shopTemplate(settings, 'low_stock_shop', values)).toMatchObject({
      name: 'low_stock_shop',
      language: { code: 'en' },
    });
    const urdu = { whatsappTemplateNames: { low_stock_shop: 'kam_stock' }, whatsappLanguage: 'ur' as const };
    expect(shopTemplate(urdu, 'low_stock_shop', values)).toMatchObject({
      name: 'kam_stock',
      language: { code: 'ur' },
    });
    // A message in the customer's own language, when it is known, whatever the shop's default.
    expect(shopTemplate(urdu, 'low_stock_shop', values, 'en').language).toEqual({ code: 'en' });
  });

  it('makes each value one line, as Meta takes parameters, so a name typed with a tab never stops a message', () => {
    const template = shopTemplate(settings, 'new_order_shop', {
      orderNumber: '#6fb27fd9',
      customer: 'Ayesha\tKhan\n',
      total: '4,500.00',
      city: '      Lahore',
    });
    expect(template.components[0]).toEqual({
      type: 'body',
      parameters: [
        { type: 'text', text: '#6fb27fd9' },
        { type: 'text', text: 'Ayesha Khan' },
        { type: 'text', text: '4,500.00' },
        { type: 'text', text: 'Lahore' },
      ],
    });
  });
});
