// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseAboutContent } from './about-content';
import { PowerOfNatureSection } from './power-of-nature-section';
import { EveryWord } from '../../i18n/every-word';

const { ingredients } = parseAboutContent([]);

function renderSection() {
  render(
    <EveryWord>
      <PowerOfNatureSection ingredients={ingredients} />
    </EveryWord>,
  );
  return {
    ingredientsTab: screen.getByRole('tab', { name: 'Vitalix Ingredients' }),
    honeyTab: screen.getByRole('tab', { name: 'Raw Honey' }),
    search: screen.getByRole('searchbox', { name: 'Search ingredients' }),
  };
}

const visibleHeadings = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 4 })
    .map((h) => h.textContent);

afterEach(cleanup);

describe('PowerOfNatureSection', () => {
  it('starts on the ingredients card with the five fallback ingredients', () => {
    const { ingredientsTab, honeyTab } = renderSection();
    expect(ingredientsTab.getAttribute('aria-selected')).toBe('true');
    expect(honeyTab.getAttribute('aria-selected')).toBe('false');
    expect(visibleHeadings()).toEqual([
      'Turmeric Root',
      'Ashwagandha',
      'Holy Basil',
      'Moringa',
      'Black Pepper Extract',
    ]);
    expect(screen.getByRole('heading', { name: 'Our Ingredient Philosophy' }).tagName).toBe('H3');
  });

  it('switches to the honey card and back', () => {
    const { ingredientsTab, honeyTab } = renderSection();
    fireEvent.click(honeyTab);
    expect(honeyTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').id).toBe('nature-panel-honey');
    expect(visibleHeadings()).toContain('Raw & Unheated');
    fireEvent.click(ingredientsTab);
    expect(screen.getByRole('tabpanel').id).toBe('nature-panel-ingredients');
  });

  it('moves between the tabs with the arrow keys, Home and End', () => {
    const { ingredientsTab, honeyTab } = renderSection();
    fireEvent.keyDown(ingredientsTab, { key: 'ArrowRight' });
    expect(honeyTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(honeyTab);
    fireEvent.keyDown(honeyTab, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(ingredientsTab);
    fireEvent.keyDown(ingredientsTab, { key: 'End' });
    expect(document.activeElement).toBe(honeyTab);
    fireEvent.keyDown(honeyTab, { key: 'Home' });
    expect(ingredientsTab.getAttribute('aria-selected')).toBe('true');
  });

  it('filters the shown card case-insensitively and says when nothing matches', () => {
    const { honeyTab, search } = renderSection();
    fireEvent.change(search, { target: { value: 'MORINGA' } });
    expect(visibleHeadings()).toEqual(['Moringa']);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(within(screen.getByRole('tabpanel')).queryAllByRole('heading', { level: 4 })).toEqual([]);
    expect(screen.getByRole('tabpanel').textContent).toBe(
      'Inside Every Jar of Vitalix' + '0 of 5 ingredients shown' + 'No ingredients match “zzz”.',
    );
    fireEvent.change(search, { target: { value: 'beekeep' } });
    fireEvent.click(honeyTab);
    expect(visibleHeadings()).toEqual(['Ethical Beekeeping']);
  });
});
