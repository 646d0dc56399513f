// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CategoryChips } from './category-chips';
import { FeaturesStrip } from './features-strip';
import { productsPageContent } from './products-content';
import { ProductsCta } from './products-cta';
import { ProductsHero } from './products-hero';
import { EveryWord } from '../../i18n/every-word';

/** Stored XSS on the products page: every text staff give its content sections is drawn as text. */
const XSS = '<img src=x onerror=alert(1)>';

afterEach(cleanup);

const content = productsPageContent([
  { section: 'hero', content: { heading: XSS, subheading: XSS } },
  { section: 'features', content: { features: [{ icon: XSS, title: XSS, description: XSS }] } },
  { section: 'categories', content: { categories: [{ id: 'all', label: XSS }] } },
  {
    section: 'cta',
    content: { heading: XSS, subheading: XSS, primaryButtonText: XSS, secondaryButtonText: XSS },
  },
]);

describe('products page content holding markup', () => {
  it('draws a feature title and description as text, with the default icon', () => {
    const { container } = render(<FeaturesStrip features={content.features} />, { wrapper: EveryWord });
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(XSS);
    expect(screen.getAllByText(XSS)).toHaveLength(2);
    expect(content.features[0]!.icon).toBe('Leaf');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('draws the hero, the chips and the call to action as text, also in the server’s HTML', () => {
    const page = (
      <MemoryRouter>
        <ProductsHero heading={content.hero.heading} subheading={content.hero.subheading} />
        <CategoryChips chips={content.categories} selected={null} onSelect={() => {}} />
        <ProductsCta cta={content.cta} flagshipSlug="vitalix" />
      </MemoryRouter>
    );
    const html = renderToString(<EveryWord>{page}</EveryWord>);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');

    const { container } = render(page, { wrapper: EveryWord });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(XSS);
    expect(screen.getByRole('button', { name: XSS })).toHaveProperty('disabled', false);
    expect(screen.getAllByRole('link', { name: XSS })).toHaveLength(2);
    expect(container.querySelector('img')).toBeNull();
  });
});
