import { describe, expect, it } from 'vitest';
import { checkoutFieldsSchema, idempotencyKeySchema, placeOrderSchema } from './checkout-schema';

const valid = {
  customerName: 'Ayesha Khan',
  customerEmail: 'Ayesha@Example.pk',
  customerPhone: '+92 (300) 123-4567',
  shippingAddress: 'House 12, Street 4, F-7/2',
  city: 'Islamabad',
  postalCode: '44000',
};

function messagesFor(input: Record<string, unknown>): Record<string, string | undefined> {
  const result = checkoutFieldsSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('checkout schema (storefront §5)', () => {
  it('accepts a complete form, lower-cases the email and keeps optional fields optional', () => {
    expect(checkoutFieldsSchema.parse(valid)).toMatchObject({
      customerEmail: 'ayesha@example.pk',
      postalCode: '44000',
    });
    const minimal = checkoutFieldsSchema.parse({ ...valid, customerEmail: '', postalCode: '' });
    expect(minimal.customerEmail).toBeUndefined();
    expect(minimal.postalCode).toBeUndefined();
  });

  it.each([
    [{ customerName: 'A' }, 'customerName', 'Name must be at least 2 characters'],
    [{ customerName: '   ' }, 'customerName', 'Name must be at least 2 characters'],
    [{ customerName: undefined }, 'customerName', 'Name must be at least 2 characters'],
    [{ customerEmail: 'not-an-email' }, 'customerEmail', 'Invalid email address'],
    [{ customerPhone: '12345' }, 'customerPhone', 'Phone number must be at least 10 digits'],
    [
      { customerPhone: '0300-1234567x' },
      'customerPhone',
      'Phone number may only contain digits, +, -, spaces and parentheses',
    ],
    [{ shippingAddress: 'abc' }, 'shippingAddress', 'Address is required'],
    [{ city: '' }, 'city', 'City is required'],
    [{ city: 'Atlantis' }, 'city', 'Please choose a city from the list'],
    [{ postalCode: '1234' }, 'postalCode', 'Postal code must be at least 5 digits'],
    [{ postalCode: 'ABCDE' }, 'postalCode', 'Postal code must be at least 5 digits'],
  ])('%o is refused on %s with "%s"', (change, field, message) => {
    expect(messagesFor({ ...valid, ...change })[field]).toBe(message);
  });

  it('accepts every city of the list and nothing else', () => {
    expect(checkoutFieldsSchema.safeParse({ ...valid, city: 'Dera Ghazi Khan' }).success).toBe(true);
    expect(checkoutFieldsSchema.safeParse({ ...valid, city: 'islamabad' }).success).toBe(false);
  });
});

describe('order placement payload (storefront §3)', () => {
  const item = {
    productId: '4f7b8d2e-1c3a-4b5d-8e9f-0a1b2c3d4e5f',
    productName: 'Vitalix',
    quantity: 2,
    price: 1,
  };

  it('accepts the storefront payload, prices and total included (they are ignored later)', () => {
    const parsed = placeOrderSchema.parse({ order: { ...valid, total: 1 }, items: [item] });
    expect(parsed.items[0]!.quantity).toBe(2);
  });

  it.each([
    [{ items: [] }, 'Your cart is empty'],
    [{ items: [{ ...item, quantity: 0 }] }, 'Quantity must be a whole number of at least 1'],
    [{ items: [{ ...item, quantity: 1.5 }] }, 'Quantity must be a whole number of at least 1'],
    [{ items: [{ ...item, quantity: '2' }] }, 'Quantity must be a whole number of at least 1'],
    [{ items: [{ ...item, productId: 'abc' }] }, 'Invalid product id'],
    [{ items: 'lots' }, 'Items must be a list'],
  ])('refuses %o with "%s"', (change, message) => {
    const result = placeOrderSchema.safeParse(Object.assign({ order: valid, items: [item] }, change));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toContain(message);
  });

  it('takes a UUID or an opaque token as idempotency key, nothing odd', () => {
    expect(idempotencyKeySchema.safeParse('4f7b8d2e-1c3a-4b5d-8e9f-0a1b2c3d4e5f').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('short').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('has spaces in it').success).toBe(false);
  });
});
