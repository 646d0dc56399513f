import { describe, expect, it } from 'vitest';
import { parseCheckoutForm } from './checkout-form-data';

const productId = '4f7b8d2e-1c3a-4b5d-8e9f-0a1b2c3d4e5f';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const complete = {
  customerName: 'Ayesha Khan',
  customerEmail: '',
  customerPhone: '0300 1234567',
  shippingAddress: 'House 12, Street 4',
  city: 'Lahore',
  postalCode: '',
  items: JSON.stringify([{ productId, productName: 'Vitalix', quantity: 2, price: 5500 }]),
  idempotencyKey: 'b1e0c9f2-5d7a-4c3e-9f1a-2b3c4d5e6f70',
};

describe('reading a checkout form post', () => {
  it('turns a complete form into the order to place, with its idempotency key', () => {
    const parsed = parseCheckoutForm(form(complete));
    expect(parsed).toMatchObject({
      ok: true,
      idempotencyKey: complete.idempotencyKey,
      input: { order: { customerName: 'Ayesha Khan', city: 'Lahore' }, items: [{ productId, quantity: 2 }] },
    });
  });

  it('puts each message beside its field', () => {
    const parsed = parseCheckoutForm(
      form({ ...complete, customerName: 'A', customerPhone: '123', city: '' }),
    );
    expect(parsed).toEqual({
      ok: false,
      formError: null,
      fieldErrors: {
        customerName: 'Name must be at least 2 characters',
        customerPhone: 'Phone number must be at least 10 digits',
        city: 'City is required',
      },
    });
  });

  it('reports an empty or unreadable cart as a form error', () => {
    expect(parseCheckoutForm(form({ ...complete, items: '' }))).toMatchObject({
      ok: false,
      formError: 'Your cart is empty',
    });
    expect(parseCheckoutForm(form({ ...complete, items: '{oops' }))).toMatchObject({
      ok: false,
      formError: 'Items must be a list',
    });
  });
});
