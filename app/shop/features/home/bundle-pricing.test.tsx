// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FlagshipForOrder } from '../../../../common/catalog/bundle-pricing';
import { CartProvider } from '../../cart/cart-context';
import { CART_STORAGE_KEY } from '../../cart/cart-rules';
import { BundlePricing } from './bundle-pricing';
import { parseHomeContent, type PricingContent } from './home-content';
import { EveryWord } from '../../i18n/every-word';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
const { notify, notifyError } = await import('../../../lib/toast');

const flagship: FlagshipForOrder = {
  id: 'vx',
  name: 'Vitalix',
  image: '/uploads/demo/vitalix.webp',
  stock: 120,
};
const defaults = parseHomeContent([], { flagshipImage: flagship.image }).pricing;

/** The home section in a real router and cart; /checkout waits until the test lets it load. */
function renderPricing(content: PricingContent = defaults, product: FlagshipForOrder | null = flagship) {
  let openCheckout = () => {};
  const checkoutReady = new Promise<null>((resolve) => {
    openCheckout = () => resolve(null);
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <BundlePricing content={content} flagship={product} /> },
      { path: '/checkout', loader: () => checkoutReady, element: <p>Checkout page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <CartProvider>
      <RouterProvider router={router} />
    </CartProvider>,
    { wrapper: EveryWord },
  );
  return { router, openCheckout };
}

const orderButton = () => screen.getByRole('button', { name: /Order Now|Adding to Cart/ });

beforeEach(() => {
  window.localStorage.clear();
  window.__adPixelEvents = [];
  vi.mocked(notify).mockClear();
  vi.mocked(notifyError).mockClear();
});
afterEach(cleanup);

describe('BundlePricing (storefront §4 Home pricing)', () => {
  it('shows every tier, selects the first and flags the middle one Most Popular', () => {
    renderPricing();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(screen.getByRole('radio', { name: '1 Jar Rs. 6,500' })).toHaveProperty('checked', true);
    const popular = screen.getByRole('radio', { name: '2 Jars Rs. 11,000' });
    expect(popular.getAttribute('aria-describedby')).toContain('badge');
    expect(screen.getByText('Most Popular').closest('li')?.textContent).toContain('2 Jars');
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    // The radio is described by the tier's details: the regular price struck through, the saving.
    const third = screen.getByRole('radio', { name: '3 Jars Rs. 17,000' });
    const details = document.getElementById(third.getAttribute('aria-describedby')!)!;
    expect(details.textContent).toBe(
      '90 servings · Regular price Rs. 19,500Save Rs. 2,500' + '90 servings, about 90 days of daily use.',
    );
    expect(within(details).getByText('Rs. 19,500').tagName).toBe('S');
    expect(orderButton().nextElementSibling!.textContent).toBe(
      `${defaults.footerText}100% returns / money-back guarantee (*7 day)`,
    );
  });

  it('selects a tier and tracks PricingPlanSelected', () => {
    renderPricing();
    const twoJars = screen.getByRole('radio', { name: '2 Jars Rs. 11,000' });
    fireEvent.click(twoJars);
    expect(twoJars).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '1 Jar Rs. 6,500' })).toHaveProperty('checked', false);
    expect(window.__adPixelEvents).toContainEqual({
      event: 'PricingPlanSelected',
      kind: 'custom',
      payload: { product_id: 'vx', plan: '2 Jars', servings: 60, jars: 2, price: 11000 },
    });
  });

  it('orders the chosen tier: one cart line, adding state, toast, then /checkout', async () => {
    const { router, openCheckout } = renderPricing();
    window.localStorage.setItem(CART_STORAGE_KEY, '[]');
    fireEvent.click(screen.getByRole('radio', { name: '3 Jars Rs. 17,000' }));
    fireEvent.click(orderButton());

    await waitFor(() => expect(orderButton().textContent).toBe('Adding to Cart...'));
    expect(orderButton()).toHaveProperty('disabled', true);
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([
        {
          id: 'vx',
          cartItemId: 'vx-3 Jars',
          name: 'Vitalix',
          price: '17000.00',
          image: '/uploads/demo/vitalix.webp',
          quantity: 1,
          metadata: { tier: '3 Jars', servings: 90, jars: 3 },
          plan: { kind: 'tier', label: '3 Jars', jars: 3, price: 17000 },
        },
      ]),
    );
    expect(notify).toHaveBeenCalledWith('Added to cart', '3 Jars added successfully!');
    expect(window.__adPixelEvents?.map((e) => e.event)).toContain('InitiateCheckout');

    await act(async () => openCheckout());
    await screen.findByText('Checkout page');
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('refuses when the flagship is missing', () => {
    renderPricing(defaults, null);
    fireEvent.click(orderButton());
    expect(notifyError).toHaveBeenCalledWith(
      'Product not found',
      'Vitalix product is currently unavailable.',
    );
    expect(orderButton()).toHaveProperty('disabled', false);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe('[]');
  });

  it('refuses when stock is below the tier quantity', () => {
    renderPricing(defaults, { ...flagship, stock: 1 });
    fireEvent.click(screen.getByRole('radio', { name: '2 Jars Rs. 11,000' }));
    fireEvent.click(orderButton());
    expect(notifyError).toHaveBeenCalledWith('Insufficient stock', 'Only 1 items available.');
    expect(orderButton().textContent).toBe('Order Now');
  });

  it('refuses when there are no pricing options', () => {
    renderPricing({ ...defaults, tiers: [] });
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    fireEvent.click(orderButton());
    expect(notifyError).toHaveBeenCalledWith('No pricing options available', 'Please try again later.');
  });

  it('goes back to the first tier when the selected one is no longer in the list', () => {
    function Shrinking() {
      const [tiers, setTiers] = useState(defaults.tiers);
      return (
        <>
          <button type="button" onClick={() => setTiers((current) => current.slice(0, 2))}>
            Drop the last tier
          </button>
          <BundlePricing content={{ ...defaults, tiers }} flagship={flagship} />
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/', element: <Shrinking /> }]);
    render(
      <CartProvider>
        <RouterProvider router={router} />
      </CartProvider>,
      { wrapper: EveryWord },
    );
    fireEvent.click(screen.getByRole('radio', { name: '3 Jars Rs. 17,000' }));
    fireEvent.click(screen.getByRole('button', { name: 'Drop the last tier' }));
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: '1 Jar Rs. 6,500' })).toHaveProperty('checked', true);
  });
});
