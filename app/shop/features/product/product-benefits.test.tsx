// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductBenefits } from './product-benefits';
import { ProductHero } from './product-hero';
import { EveryWord } from '../../i18n/every-word';

afterEach(cleanup);

describe("the product page's benefit cards (back-office §2 Benefits tab)", () => {
  it('draws the heading, the subheading and a card per benefit with its icon, title and description', () => {
    render(
      <ProductBenefits
        benefits={{
          heading: 'Why People Choose Vitalix',
          subheading: 'A complete daily blend.',
          items: [
            { title: 'Steady energy', description: 'No crash.\nNo caffeine.', icon: 'zap' },
            { title: 'Calm', description: '', icon: 'leaf' },
          ],
        }}
      />,
      { wrapper: EveryWord },
    );
    const section = screen.getByRole('region', { name: 'Why People Choose Vitalix' });
    expect(within(section).getByText('A complete daily blend.').tagName).toBe('P');
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Steady energy',
      'Calm',
    ]);
    expect(cards.map((card) => card.querySelector('svg')?.getAttribute('aria-hidden'))).toEqual([
      'true',
      'true',
    ]);
    // The description keeps the line break staff typed, drawn as one (white-space: pre-line).
    const description = within(cards[0]!).getByText(/No crash\./);
    expect(description.textContent).toBe('No crash.\nNo caffeine.');
    expect(description.className).toContain('whitespace-pre-line');
    expect(cards[1]!.querySelectorAll('p')).toHaveLength(0);
  });
});

describe('line breaks in the product description', () => {
  it('keeps them on the page', () => {
    render(
      <ProductHero
        product={{
          name: 'Sidr Honey',
          category: 'Natural Foods',
          description: 'Raw honey.\n\nFrom the sidr tree.',
          rating: 0,
          reviewCount: 0,
        }}
        hero={{ heading: 'Sidr Honey', subheading: 'Raw.\nUnheated.' }}
      />,
      { wrapper: EveryWord },
    );
    const description = screen.getByText(/From the sidr tree/);
    expect(description.textContent).toBe('Raw honey.\n\nFrom the sidr tree.');
    expect(description.className).toContain('whitespace-pre-line');
    expect(screen.getByText(/Unheated/).className).toContain('whitespace-pre-line');
  });
});
