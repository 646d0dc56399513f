import { describe, expect, it } from 'vitest';
import {
  TEMPLATE_LANGUAGES,
  TemplateValueRefused,
  WHATSAPP_TEMPLATES,
  buildTemplate,
  placeholdersOf,
  readButtonPayload,
} from './whatsapp-templates';

const ORDER_ID = '5d0f6a1e-2b7c-4c1e-9a43-1f2e3d4c5b6a';
const LINK = 'https://vitalix.example.pk/track?order=6fb27fd9&phone=03001234567';

describe('The WhatsApp template catalogue', () => {
  const entries = Object.entries(WHATSAPP_TEMPLATES);

  it('has the six business-initiated messages, each a utility template under its own snake_case name', () => {
    expect(entries.map(([key]) => key)).toEqual([
      'new_order_shop',
      'low_stock_shop',
      'order_received',
      'order_shipped',
      'out_for_delivery',
      'delivery_attempted',
    ]);
    for (const [key, template] of entries) {
      expect(template.name).toBe(key);
      expect(template.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(template.category).toBe('UTILITY');
    }
  });

  it.each(entries)(
    '%s numbers its placeholders 1..n in order in both languages, one per parameter',
    (_key, template) => {
      const expected = template.parameters.map((_parameter, index) => index + 1);
      for (const language of TEMPLATE_LANGUAGES) {
        const text = template.body[language];
        expect(placeholdersOf(text)).toEqual(expected);
        // Meta refuses a body that starts or ends with a placeholder, or two placeholders side by side.
        expect(text).not.toMatch(/^\s*\{\{|\}\}\s*[.۔]?\s*$|\}\}\s*\{\{/);
        expect(text.length).toBeLessThanOrEqual(1024);
      }
    },
  );

  it('writes the Urdu texts in Urdu script and the English ones without it', () => {
    for (const [, template] of entries) {
      expect(template.body.ur).toMatch(/[\u0600-\u06FF]/);
      expect(template.body.en).not.toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('gives every message to a shopper the link to its order’s tracking page, and none to the shop', () => {
    for (const [key, template] of entries) {
      const names = template.parameters.map((parameter) => parameter.name);
      expect(names.includes('trackingLink'), key).toBe(template.to === 'shopper');
    }
    const link = WHATSAPP_TEMPLATES.order_shipped.parameters[3];
    expect(link.example).toMatch(/^https:\/\/[^/]+\/track\?order=[0-9a-f]{8}&phone=0\d{10}$/);
  });

  it('gives quick-reply labels of at most 20 characters', () => {
    const labels = entries.flatMap(([, template]) =>
      template.buttons.flatMap((button) => TEMPLATE_LANGUAGES.map((language) => button.label[language])),
    );
    expect(labels).toEqual(['Confirm', 'تصدیق کریں', 'Cancel', 'منسوخ کریں']);
    for (const label of labels) expect(label.length).toBeLessThanOrEqual(20);
  });
});

describe('Building a template message', () => {
  it("fills order_received's body in order and gives both quick replies the order's id", () => {
    const template = buildTemplate('order_received', 'ur', {
      name: 'Ayesha',
      orderNumber: '6fb27fd9',
      total: '4,500',
      trackingLink: LINK,
      orderId: ORDER_ID,
    });

    expect(template).toEqual({
      name: 'order_received',
      language: { code: 'ur' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Ayesha' },
            { type: 'text', text: '6fb27fd9' },
            { type: 'text', text: '4,500' },
            { type: 'text', text: LINK },
          ],
        },
        {
          type: 'button',
          sub_type: 'quick_reply',
          index: '0',
          parameters: [{ type: 'payload', payload: `confirm:${ORDER_ID}` }],
        },
        {
          type: 'button',
          sub_type: 'quick_reply',
          index: '1',
          parameters: [{ type: 'payload', payload: `cancel:${ORDER_ID}` }],
        },
      ],
    });
    expect(readButtonPayload(`cancel:${ORDER_ID}`)).toEqual({ action: 'cancel', orderId: ORDER_ID });
    expect(readButtonPayload('hello')).toBeNull();
  });

  it('sends a template without buttons as its body alone, under the name the shop had approved', () => {
    const template = buildTemplate(
      'low_stock_shop',
      'en',
      { product: 'Sidr Honey 500 g', stock: '3' },
      { name: 'low_stock_v2' },
    );

    expect(template.name).toBe('low_stock_v2');
    expect(template.components).toEqual([
      {
        type: 'body',
        parameters: [
          { type: 'text', text: 'Sidr Honey 500 g' },
          { type: 'text', text: '3' },
        ],
      },
    ]);
  });

  it('refuses a missing or blank value, naming it', () => {
    const missingCity = { orderNumber: '6fb27fd9', customer: 'Ayesha Khan', total: '4,500' };
    expect(() => buildTemplate('new_order_shop', 'en', missingCity as never)).toThrow(
      new TemplateValueRefused('new_order_shop', 'city', 'is missing'),
    );
    expect(() =>
      buildTemplate('order_received', 'en', {
        name: 'Ayesha',
        orderNumber: '6fb27fd9',
        total: '4,500',
        trackingLink: LINK,
      } as never),
    ).toThrow(/order_received: orderId is missing/);
    expect(() =>
      buildTemplate('out_for_delivery', 'en', {
        name: ' ',
        orderNumber: '6fb27fd9',
        total: '4,500',
        trackingLink: LINK,
      }),
    ).toThrow(/name is missing/);
  });

  it('refuses a value with a line break, as Meta would', () => {
    expect(() => buildTemplate('low_stock_shop', 'en', { product: 'Sidr Honey\n500 g', stock: '3' })).toThrow(
      TemplateValueRefused,
    );
  });
});
