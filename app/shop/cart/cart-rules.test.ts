import { describe, expect, it } from 'vitest';
import { addLine, itemCount, parseStoredCart, setLineQuantity, subtotal, type CartItem } from './cart-rules';

const honey: CartItem = {
  id: 'p1',
  cartItemId: 'p1',
  name: 'Sidr Honey',
  price: '4500.50',
  image: null,
  quantity: 1,
};
const vitalix2: CartItem = {
  id: 'p2',
  cartItemId: 'p2-2 Jars',
  name: 'Vitalix',
  price: '11000.00',
  image: null,
  quantity: 1,
  metadata: { tier: '2 Jars', servings: 60, jars: 2 },
  plan: { kind: 'tier', label: '2 Jars', jars: 2, price: 11000 },
};

describe('cart rules (storefront §4)', () => {
  it('adds a new line, and raises the quantity when the cartItemId exists', () => {
    const once = addLine([], honey);
    expect(once).toEqual([honey]);
    const twice = addLine(once, { ...honey, quantity: 3 });
    expect(twice).toHaveLength(1);
    expect(twice[0]!.quantity).toBe(4);
  });

  it('keeps the same product in two plans as two lines', () => {
    const cart = addLine(addLine([], vitalix2), { ...vitalix2, cartItemId: 'p2-1 Jar', quantity: 1 });
    expect(cart.map((l) => l.cartItemId)).toEqual(['p2-2 Jars', 'p2-1 Jar']);
  });

  it('removes a line when its quantity is set to 0 or less', () => {
    const cart = [honey, vitalix2];
    expect(setLineQuantity(cart, 'p1', 0)).toEqual([vitalix2]);
    expect(setLineQuantity(cart, 'p1', -2)).toEqual([vitalix2]);
    expect(setLineQuantity(cart, 'p1', 5)[0]!.quantity).toBe(5);
  });

  it('counts the jars of a pack and prices the pack whole (decision 011)', () => {
    const threeJars: CartItem = {
      ...vitalix2,
      cartItemId: 'p2-3 Jars',
      price: '17000.00',
      metadata: { tier: '3 Jars', servings: 90, jars: 3 },
      plan: { kind: 'tier', label: '3 Jars', jars: 3, price: 17000 },
    };
    expect(itemCount([threeJars])).toBe(3);
    expect(subtotal([threeJars])).toBe('17000.00');
    expect(subtotal([{ ...threeJars, quantity: 3 }])).toBe('51000.00');
  });

  it('drops a pack line saved before packs were priced whole', () => {
    const old = { ...vitalix2, price: '5500.00', quantity: 2, plan: undefined };
    expect(parseStoredCart(JSON.stringify([honey, old, vitalix2])).map((l) => l.cartItemId)).toEqual([
      'p1',
      'p2-2 Jars',
    ]);
    expect(parseStoredCart(JSON.stringify([old]))).toEqual([]);
  });

  it('counts items and sums the subtotal without float drift', () => {
    const cart = [{ ...honey, price: '0.10', quantity: 3 }, vitalix2];
    expect(itemCount(cart)).toBe(5);
    expect(subtotal(cart)).toBe('11000.30');
    expect(subtotal([])).toBe('0.00');
  });

  it('reads stored lines and drops anything that is not a cart line', () => {
    const raw = JSON.stringify([
      honey,
      { id: 'x' },
      { ...vitalix2, quantity: 0 },
      { ...honey, cartItemId: 'n', price: 12 },
    ]);
    const parsed = parseStoredCart(raw);
    expect(parsed.map((l) => l.cartItemId)).toEqual(['p1', 'n']);
    expect(parsed[1]!.price).toBe('12');
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{"not":"a list"}')).toEqual([]);
    expect(() => parseStoredCart('not json')).toThrow();
  });
});
