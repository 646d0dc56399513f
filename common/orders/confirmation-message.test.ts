import { describe, expect, it } from 'vitest';
import {
  confirmationTemplates,
  DEFAULT_CONFIRMATION_MESSAGES,
  fillConfirmationMessage,
  SAMPLE_MESSAGE_ORDER,
  unknownBlanks,
  whatsAppLink,
} from './confirmation-message';

// The settings screen's sample, with a shorter name: the expected texts below spell it out.
const order = { ...SAMPLE_MESSAGE_ORDER, customerName: 'Ayesha' };
const shop = { siteName: 'Organic Wellness', currencySymbol: 'Rs' };

describe('the confirmation message', () => {
  it('fills every blank of the English template', () => {
    expect(fillConfirmationMessage(DEFAULT_CONFIRMATION_MESSAGES.en, order, shop)).toBe(
      'Assalam o Alaikum Ayesha! This is Organic Wellness. Please confirm your order #6f1c2a9e: ' +
        'Vitalix, 3 Jars x 1, Sidr Honey x 2. Total Rs 26,000.00, Cash on Delivery, to House 12, ' +
        'Street 4, F-7/2, Islamabad. Reply YES to confirm, or tell us what to change. ' +
        'Your order: https://www.example.pk/track?order=6f1c2a9e&phone=03001234567',
    );
  });

  it('fills the Urdu template, leaving no blank', () => {
    const text = fillConfirmationMessage(DEFAULT_CONFIRMATION_MESSAGES.ur, order, shop);
    expect(text).toContain('Ayesha');
    expect(text).toContain('#6f1c2a9e');
    expect(text).toContain('Rs 26,000.00');
    expect(text).toContain('آپ کا آرڈر: https://www.example.pk/track?order=6f1c2a9e&phone=03001234567');
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('leaves an unknown blank as written', () => {
    expect(fillConfirmationMessage('Hi {name}, {unknown}', order, shop)).toBe(
      'Hi Ayesha, {unknown}\nhttps://www.example.pk/track?order=6f1c2a9e&phone=03001234567',
    );
  });

  it('knows only its own placeholders, not what every object inherits', () => {
    const inherited = '{constructor} {toString} {__proto__} {hasOwnProperty} {valueOf}';
    expect(fillConfirmationMessage(`Hi {name} ${inherited}`, order, shop)).toBe(
      `Hi Ayesha ${inherited}\nhttps://www.example.pk/track?order=6f1c2a9e&phone=03001234567`,
    );
    expect(unknownBlanks(inherited)).toEqual([
      'constructor',
      'toString',
      '__proto__',
      'hasOwnProperty',
      'valueOf',
    ]);
  });

  it('fills a template of the shop, each placeholder as often as it is named', () => {
    expect(
      fillConfirmationMessage(
        '{shopName}: {orderNumber} for {name} in {city} ({total}) {orderNumber}',
        order,
        shop,
      ),
    ).toBe(
      'Organic Wellness: 6f1c2a9e for Ayesha in Islamabad (Rs 26,000.00) 6f1c2a9e\n' +
        // A template that does not name the tracking link gets it on a line of its own.
        'https://www.example.pk/track?order=6f1c2a9e&phone=03001234567',
    );
  });

  it('names the placeholders a template may not use, each once', () => {
    expect(unknownBlanks('Hi {name}, {order} {order} {Total} {city}')).toEqual(['order', 'Total']);
    expect(unknownBlanks(DEFAULT_CONFIRMATION_MESSAGES.en)).toEqual([]);
    expect(unknownBlanks(DEFAULT_CONFIRMATION_MESSAGES.ur)).toEqual([]);
  });

  it("uses the shop's saved template, else the built-in one", () => {
    expect(
      confirmationTemplates({ confirmationMessageEn: 'Hi {name}', confirmationMessageUr: null }),
    ).toEqual({
      en: 'Hi {name}',
      ur: DEFAULT_CONFIRMATION_MESSAGES.ur,
    });
  });

  it('links to a chat with the number and the message', () => {
    expect(whatsAppLink('+923001234567', 'Salam & thanks?')).toBe(
      'https://wa.me/923001234567?text=Salam%20%26%20thanks%3F',
    );
  });
});
