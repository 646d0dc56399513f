// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultPlanIndex,
  parsePricingPlans,
  type PricingPlan,
} from '../../../../common/catalog/product-blocks';
import { CartProvider } from '../../cart/cart-context';
import { CART_STORAGE_KEY, type CartItem } from '../../cart/cart-rules';
import { PackageChooser } from './package-chooser';
import { EveryWord } from '../../i18n/every-word';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
const { notifyError } = await import('../../../lib/toast');

const product = { id: 'p1', name: 'Vitalix', price: '6500.00', image: '/uploads/v.webp', stock: 120 };
const plans = parsePricingPlans([
  { label: '1 Jar', servings: 30, price: 6500 },
  { label: '2 Jars', servings: 60, price: 11000, highlight: 'Most Popular', savings: { amount: 2000 } },
  { label: '3 Jars', servings: 90, price: 17000, highlight: 'Best Value' },
]);

function renderChooser(options: { plans?: PricingPlan[]; stock?: number } = {}) {
  const shown = options.plans ?? plans;
  const Stub = createRoutesStub([
    {
      path: '/product/vitalix',
      Component: () => (
        <CartProvider>
          <PackageChooser
            product={{ ...product, stock: options.stock ?? product.stock }}
            plans={shown}
            defaultPlan={defaultPlanIndex(shown)}
            currencySymbol="Rs"
          />
        </CartProvider>
      ),
    },
    { path: '/checkout', Component: () => <h1>Checkout page</h1> },
  ]);
  return render(<Stub initialEntries={['/product/vitalix']} />, { wrapper: EveryWord });
}

function storedCart(): CartItem[] {
  return JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as CartItem[];
}

beforeEach(() => {
  window.localStorage.clear();
  window.__adPixelEvents = [];
  vi.mocked(notifyError).mockClear();
});
afterEach(cleanup);

describe('PackageChooser (storefront §4 Product page)', () => {
  it("starts on the 'Most Popular' plan", () => {
    renderChooser();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '2 Jars, Most Popular' }).checked).toBe(true);
    expect(
      screen.getByRole('radio', { name: '2 Jars, Most Popular' }).closest('label')!.textContent,
    ).toContain('Save Rs 2,000.00');
  });

  it('starts on the first plan when none is Most Popular', () => {
    renderChooser({ plans: [plans[0]!, plans[2]!] });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '1 Jar' }).checked).toBe(true);
  });

  it("tracks the chosen plan and adds it as one pack at the plan's exact price", () => {
    renderChooser();
    fireEvent.click(screen.getByRole('radio', { name: '3 Jars, Best Value' }));
    expect(window.__adPixelEvents?.find((e) => e.event === 'PricingPlanSelected')?.payload).toEqual({
      product_id: 'p1',
      plan: '3 Jars',
      servings: 90,
      jars: 3,
      price: 17000,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(storedCart()).toEqual([
      {
        id: 'p1',
        cartItemId: 'p1-3 Jars',
        name: 'Vitalix',
        price: '17000.00',
        image: '/uploads/v.webp',
        quantity: 1,
        metadata: { tier: '3 Jars', servings: 90, jars: 3 },
        plan: { kind: 'plan', label: '3 Jars', jars: 3, price: 17000 },
      },
    ]);
  });

  it('adds one unit at the product price when there are no plans', () => {
    renderChooser({ plans: [] });
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByText(/^Rs /).textContent).toBe('Rs 6,500.00');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(storedCart()).toMatchObject([{ cartItemId: 'p1', price: '6500.00', quantity: 1 }]);
  });

  it('refuses more jars than the stock holds', () => {
    renderChooser({ stock: 2 });
    expect(screen.getByText(/Stock/).textContent).toBe('Low Stock - Only 2 left');
    fireEvent.click(screen.getByRole('radio', { name: '3 Jars, Best Value' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(notifyError).toHaveBeenCalledWith('Insufficient stock', 'Only 2 items available.');
    expect(storedCart()).toEqual([]);
  });

  it('disables ordering when out of stock', () => {
    renderChooser({ stock: 0 });
    expect(screen.getByText(/Stock/).textContent).toBe('Out of Stock');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add to Cart' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Buy Now' }).disabled).toBe(true);
  });

  it('Buy Now empties the cart, adds the one line and goes to checkout', async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([{ id: 'x', cartItemId: 'x', name: 'Old', price: '1.00', image: null, quantity: 4 }]),
    );
    renderChooser();
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    await screen.findByRole('heading', { name: 'Checkout page' });
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
    expect(storedCart()).toMatchObject([{ cartItemId: 'p1-2 Jars', quantity: 1, price: '11000.00' }]);
  });
});
