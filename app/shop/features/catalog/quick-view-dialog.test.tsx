// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartProvider, useCart } from '../../cart/cart-context';
import type { CatalogProduct } from './catalog-product';
import { QuickViewDialog } from './quick-view-dialog';
import { EveryWord } from '../../i18n/every-word';

const product: CatalogProduct = {
  id: 'p-moringa',
  name: 'Moringa Powder',
  slug: 'moringa-powder',
  description: 'Dried moringa leaves, finely ground.',
  price: '1200.00',
  stock: 3,
  image: '/uploads/demo/moringa.webp',
  category: 'Supplements',
  isNewArrival: false,
  isFeatured: false,
  isBestSeller: false,
  isOnSale: false,
  rating: '4.50',
  reviewCount: 12,
};

/** The public product answer the quick view reads its details from, per slug. */
const answers = new Map<string, Record<string, unknown>>();
const asked: string[] = [];

function answerDetails(slug: string, details: Record<string, unknown>) {
  const empty = { images: [], benefits: [], ingredients: null, usageInstructions: null };
  answers.set(slug, { ...product, slug, ...empty, ...details });
}

beforeEach(() => {
  asked.length = 0;
  answers.clear();
  answerDetails(product.slug, {
    images: ['/uploads/demo/moringa-2.webp', '/uploads/demo/moringa.webp'],
    benefits: ['Rich in iron', 'Supports energy'],
    ingredients: '100% moringa oleifera leaf',
    usageInstructions: 'One teaspoon a day in water or a smoothie.',
  });
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const slug = decodeURIComponent(url.replace('/api/products/slug/', ''));
    const answer = answers.get(slug);
    return answer ? Response.json(answer) : new Response('{}', { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

function CartLines() {
  const { items } = useCart();
  return <p data-testid="lines">{JSON.stringify(items)}</p>;
}

/** The dialog's code loads on first open (LazyDialog): wait for it before looking inside. */
async function renderQuickView(p: CatalogProduct) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <CartProvider>
          <QuickViewDialog product={p} open onOpenChange={() => {}} currencySymbol="Rs" />
          <CartLines />
        </CartProvider>
      ),
    },
  ]);
  const view = render(<Stub initialEntries={['/']} />, { wrapper: EveryWord });
  await screen.findByRole('dialog');
  await screen.findByRole('button', { name: 'Add to Cart' }); // the details have been read
  return view;
}

const increase = () => screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
const decrease = () => screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
const addButton = () => screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;

const price = () => within(screen.getByRole('dialog')).getByText(/^Rs /);
/** The stock line under the price. */
const stock = () => price().nextElementSibling!.textContent;
/** The gallery's "image n of m" counter, read out as it changes. */
const counter = () => screen.getByRole('dialog').querySelector('p[aria-live]')!.textContent;
const sections = () =>
  within(screen.getByRole('dialog'))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('QuickViewDialog', () => {
  it('shows the product, its sections and a gallery counter', async () => {
    await renderQuickView(product);
    const dialog = screen.getByRole('dialog', { name: 'Moringa Powder' });
    expect(price().textContent).toBe('Rs 1,200.00');
    expect(stock()).toBe('Low Stock - Only 3 left');
    expect(sections()).toEqual(['Key Benefits', 'Ingredients', 'Usage Instructions']);
    expect(within(dialog).getByText('Rich in iron').parentElement!.textContent).toBe(
      'Rich in ironSupports energy',
    );
    expect(counter()).toBe('1 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(counter()).toBe('2 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(counter()).toBe('1 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(counter()).toBe('2 / 2');
  });

  it('keeps the quantity between 1 and the stock and adds that many to the cart', async () => {
    await renderQuickView(product);
    const quantity = () =>
      screen.getByRole('group', { name: 'Quantity' }).querySelector('output')?.textContent;
    expect(quantity()).toBe('1');
    expect(decrease().disabled).toBe(true);
    fireEvent.click(increase());
    fireEvent.click(increase());
    expect(quantity()).toBe('3');
    expect(increase().disabled).toBe(true);
    fireEvent.click(increase());
    expect(quantity()).toBe('3');
    fireEvent.click(decrease());
    expect(quantity()).toBe('2');

    fireEvent.click(addButton());
    expect(JSON.parse(screen.getByTestId('lines').textContent ?? '[]')).toEqual([
      {
        id: 'p-moringa',
        cartItemId: 'p-moringa',
        name: 'Moringa Powder',
        price: '1200.00',
        image: '/uploads/demo/moringa.webp',
        quantity: 2,
      },
    ]);
  });

  it('says In Stock above 10', async () => {
    await renderQuickView({ ...product, stock: 11 });
    expect(stock()).toBe('In Stock');
  });

  it('disables adding at stock 0', async () => {
    answerDetails('sold-out', {});
    await renderQuickView({ ...product, slug: 'sold-out', stock: 0 });
    expect(stock()).toBe('Out of Stock');
    expect(addButton().disabled).toBe(true);
    expect(increase().disabled).toBe(true);
    expect(decrease().disabled).toBe(true);
    expect(counter()).toBe('1 / 1');
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
  });
  it('reads the details once per product, and opens with the card alone when they cannot be read', async () => {
    answerDetails('asked-once', { benefits: ['Asked once'] });
    await renderQuickView({ ...product, slug: 'asked-once' });
    cleanup();
    await renderQuickView({ ...product, slug: 'asked-once' });
    expect(
      within(screen.getByRole('dialog'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('Asked once');
    expect(asked.filter((url) => url === '/api/products/slug/asked-once')).toHaveLength(1);
    cleanup();

    await renderQuickView({ ...product, slug: 'not-answered' });
    expect(price().textContent).toBe('Rs 1,200.00');
    expect(price().parentElement!.nextElementSibling!.textContent).toBe(
      'Dried moringa leaves, finely ground.',
    );
    expect(counter()).toBe('1 / 1');
    expect(sections()).toEqual([]);
  });
});
