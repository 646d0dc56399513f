// @vitest-environment jsdom
import { act, cleanup, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../tests/setup/fail-on-console';
import { EveryWord } from '../i18n/every-word';
import { CartProvider, useCart } from './cart-context';
import { CART_STORAGE_KEY, type CartItem } from './cart-rules';

vi.mock('../../lib/toast', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
const { notify } = await import('../../lib/toast');

const line: CartItem = {
  id: 'p1',
  cartItemId: 'p1',
  name: 'Sidr Honey',
  price: '4500.00',
  image: null,
  quantity: 1,
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <EveryWord>
    <CartProvider>{children}</CartProvider>
  </EveryWord>
);

beforeEach(() => {
  window.localStorage.clear();
  window.__adPixelEvents = [];
  vi.mocked(notify).mockClear();
});
afterEach(cleanup);

describe('CartProvider (storefront §4)', () => {
  it('reloads the stored cart after mount and saves every change under cart-items', async () => {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]));
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.ready).toBe(true);
    expect(result.current.count).toBe(1);
    act(() => result.current.addItem({ ...line, quantity: 2 }));
    expect(result.current.count).toBe(3);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)[0].quantity).toBe(3);
  });

  it('toasts the spec texts on add and remove, and tracks AddToCart', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(line));
    expect(notify).toHaveBeenCalledWith('Added to cart', 'Sidr Honey has been added to your cart');
    expect(window.__adPixelEvents?.map((e) => e.event)).toContain('AddToCart');
    act(() => result.current.removeItem('p1'));
    expect(notify).toHaveBeenLastCalledWith('Item removed', 'Item has been removed from your cart');
    expect(result.current.items).toEqual([]);
  });

  it('clears the cart', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(line, { silent: true }));
    act(() => result.current.clearCart());
    expect(result.current.count).toBe(0);
    expect(notify).not.toHaveBeenCalled();
  });

  it('starts empty and only logs when storage cannot be read', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, '{broken');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.items).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Could not read the saved cart', expect.any(SyntaxError));
    warn.mockRestore();
  });

  it('renders empty on the first render, before the stored cart is read (no hydration mismatch)', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]));
    const firstRenders: number[] = [];
    function Probe() {
      const { count } = useCart();
      firstRenders.push(count);
      return <p>{count}</p>;
    }
    const { container } = render(
      <CartProvider>
        <Probe />
      </CartProvider>,
      { wrapper: EveryWord },
    );
    expect(firstRenders[0]).toBe(0);
    expect(container.textContent).toBe('1');
  });

  it('throws when used outside its provider', () => {
    expectConsoleError(2);
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider');
  });
});
