// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardIconSymbols } from './card-icons';
import { ProductCard, type ProductCardData } from './product-card';
import { EveryWord } from '../../i18n/every-word';

const base: ProductCardData = {
  id: 'p1',
  name: 'Sidr Honey',
  slug: 'sidr-honey',
  description: 'Raw honey from the sidr tree.',
  price: '4500.5',
  image: '/uploads/demo/sidr-honey.webp',
  stock: 50,
  category: 'Natural Foods',
  isNewArrival: false,
  isFeatured: false,
  isBestSeller: false,
  rating: '0',
  reviewCount: 0,
};

function renderCard(props: Partial<Parameters<typeof ProductCard>[0]> & { product: ProductCardData }) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <ul>
          <ProductCard currencySymbol="Rs" {...props} />
        </ul>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/']} />, { wrapper: EveryWord });
}

afterEach(cleanup);

const badges = () => [...document.querySelectorAll('.card-badge')].map((badge) => badge.textContent);

describe('ProductCard', () => {
  it('links to the product page and shows the price with 2 decimals', () => {
    renderCard({ product: base });
    expect(screen.getByRole('link', { name: 'Sidr Honey' }).getAttribute('href')).toBe('/product/sidr-honey');
    expect(screen.getByRole('listitem').textContent).toBe('Natural FoodsSidr HoneyRs 4,500.50');
    expect(screen.getByRole('img', { name: 'Sidr Honey' }).getAttribute('loading')).toBe('lazy');
    expect(screen.queryByText(/left|Out of Stock/)).toBeNull();
  });

  it('says "Only N left" at 10 or fewer and "Out of Stock" at 0', () => {
    renderCard({ product: { ...base, stock: 10 } });
    expect(badges()).toEqual(['Only 10 left']);
    cleanup();
    renderCard({ product: { ...base, stock: 0 } });
    expect(badges()).toEqual(['Out of Stock']);
  });

  it('shows only the first two badges that apply', () => {
    renderCard({ product: { ...base, stock: 2, isNewArrival: true, isFeatured: true, isBestSeller: true } });
    expect(badges()).toEqual(['Only 2 left', 'New Arrival']);
  });

  it('shows the description only in the list layout', () => {
    renderCard({ product: base, layout: 'grid-2' });
    expect(screen.queryByText(base.description)).toBeNull();
    cleanup();
    renderCard({ product: base, layout: 'list' });
    expect(screen.getByRole('listitem').textContent).toBe(
      'Natural FoodsSidr HoneyRaw honey from the sidr tree.Rs 4,500.50',
    );
  });

  it('has a wishlist toggle and a quick view button when the page provides them', () => {
    const onToggle = vi.fn();
    const onQuickView = vi.fn();
    renderCard({ product: base, wishlist: { pressed: true, onToggle }, onQuickView });
    const heart = screen.getByRole('button', { name: 'Save Sidr Honey to wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    expect(onToggle).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Quick View Sidr Honey' }));
    expect(onQuickView).toHaveBeenCalledOnce();
  });

  it('has neither without them', () => {
    renderCard({ product: base });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("places its icons from the list's symbols, each drawn once", () => {
    render(<CardIconSymbols />, { wrapper: EveryWord });
    renderCard({ product: base, wishlist: { pressed: false, onToggle: vi.fn() }, onQuickView: vi.fn() });
    const placed = [...document.querySelectorAll('li use')].map((use) => use.getAttribute('href'));
    expect(placed).toEqual(['#card-heart', '#card-eye']);
    for (const href of placed) expect(document.querySelectorAll(`symbol${href}`)).toHaveLength(1);
  });
});
