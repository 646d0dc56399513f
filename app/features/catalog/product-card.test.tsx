// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductCard, type ProductCardData } from './product-card';

const base: ProductCardData = {
  id: 'p1',
  name: 'Sidr Honey',
  slug: 'sidr-honey',
  price: '4500.5',
  image: '/uploads/demo/sidr-honey.webp',
  stock: 50,
  category: 'Natural Foods',
};

function renderCard(product: ProductCardData) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <ul>
          <ProductCard product={product} currencySymbol="Rs" />
        </ul>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

afterEach(cleanup);

describe('ProductCard', () => {
  it('links to the product page and shows the price with 2 decimals', () => {
    renderCard(base);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/product/sidr-honey');
    expect(screen.getByText('Rs 4,500.50')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Sidr Honey' })).toBeTruthy();
    expect(screen.queryByText(/left|Out of Stock/)).toBeNull();
  });

  it('says "Only N left" at 10 or fewer', () => {
    renderCard({ ...base, stock: 10 });
    expect(screen.getByText('Only 10 left')).toBeTruthy();
  });

  it('says "Out of Stock" at 0', () => {
    renderCard({ ...base, stock: 0 });
    expect(screen.getByText('Out of Stock')).toBeTruthy();
  });
});
