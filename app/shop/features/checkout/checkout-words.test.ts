import { describe, expect, it } from 'vitest';
import { checkoutFieldsSchema } from '../../../../common/orders/checkout-schema';
import { COD_MESSAGES } from '../../../../common/orders/cod-rules';
import { en } from '../../i18n/en';
import { ur } from '../../i18n/ur';
import { checkoutMessage } from './checkout-words';

/** Every message the checkout's schema gives for some bad value of each field. */
const BAD_VALUES: Record<keyof typeof checkoutFieldsSchema.shape, string[]> = {
  customerName: ['', 'A', 'x'.repeat(101), 'Ayesha\nKhan'],
  customerEmail: ['not-an-email'],
  customerPhone: ['123', '0300-123456789012345', '03001234567a', '(((((())))))--++'],
  shippingAddress: ['abc', 'x'.repeat(501), 'Street 1\u0007'],
  city: ['', 'Atlantis'],
  postalCode: ['12'],
};

function schemaMessages(): string[] {
  return Object.entries(BAD_VALUES).flatMap(([field, values]) =>
    values.flatMap((value) => {
      const result = checkoutFieldsSchema.shape[field as keyof typeof BAD_VALUES].safeParse(value);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    }),
  );
}

describe('the checkout refusals in the page language (decision 038)', () => {
  it('keeps every English message word for word', () => {
    const messages = [
      ...schemaMessages(),
      COD_MESSAGES.cityNotServed('Turbat'),
      COD_MESSAGES.belowMinimum('Rs 5,000.00', 'Rs 4,500.50'),
      'We could not place this order online. Please call us on +92 300 1234567 to order.',
      'Only 2 of Sidr Honey available, you asked for 3',
    ];
    expect(messages.length).toBeGreaterThan(12);
    for (const message of messages) expect(checkoutMessage(message, en.checkout)).toBe(message);
  });

  it('knows every message of the schema in Urdu', () => {
    for (const message of schemaMessages()) {
      const urdu = checkoutMessage(message, ur.checkout);
      expect(urdu, message).not.toBe(message);
      expect(urdu).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('carries the names and amounts into the Urdu sentence', () => {
    expect(checkoutMessage(COD_MESSAGES.cityNotServed('Turbat'), ur.checkout)).toBe(
      'Turbat میں کیش آن ڈیلیوری دستیاب نہیں۔ براہِ کرم فہرست میں سے شہر منتخب کریں۔',
    );
    expect(checkoutMessage(COD_MESSAGES.belowMinimum('Rs 5,000.00', 'Rs 4,500.50'), ur.checkout)).toContain(
      'کم از کم Rs 5,000.00 کا ہونا چاہیے؛ یہ آرڈر Rs 4,500.50 کا ہے',
    );
  });

  it('shows a message it does not know as the server wrote it', () => {
    expect(checkoutMessage('Something new', ur.checkout)).toBe('Something new');
  });
});
