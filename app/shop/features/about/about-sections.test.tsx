// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { parseAboutContent } from './about-content';
import { AboutSections } from './about-sections';
import { EveryWord } from '../../i18n/every-word';

/** Every section drawn from defaults only, as when the about page has no content blocks at all. */
function renderDefaults() {
  const content = parseAboutContent([]);
  const Stub = createRoutesStub([
    {
      path: '/about',
      Component: () => (
        <main>
          <AboutSections content={content} />
        </main>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/about']} />, { wrapper: EveryWord });
}

afterEach(cleanup);

describe('About sections without content', () => {
  it('draw the breadcrumb, the one h1 and the default headings', async () => {
    renderDefaults();
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(breadcrumb).getByText('About').getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['About Us']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Our Mission',
      'Our Vision',
      'Our Core Values',
      'Our Product Promise',
      'Quality You Can Trust',
      'The Power of Nature',
    ]);
  });

  it('show the quote card, the four quality features and the three stat tiles', async () => {
    renderDefaults();
    const quote = await screen.findByText('Quality is not an act, it is a habit.');
    expect(quote.closest('blockquote')!.textContent).toBe('Quality is not an act, it is a habit.');
    const quality = screen.getByRole('heading', { name: 'Quality You Can Trust' }).closest('section')!;
    expect(
      within(quality)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Certified Organic', 'Lab Tested', 'No Additives', 'Sustainable Practices']);
    const stats = screen.getByRole('list', { name: 'Quality in numbers' });
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['100% Organic', '0 Additives', '3rd Party Tested']);
  });

  it('draw a brand panel where an image is missing', async () => {
    renderDefaults();
    // Each panel shows the brand's caption in place of the photo.
    expect((await screen.findByRole('img', { name: 'Our Product Promise' })).textContent).toBe(
      'Pure by promise',
    );
    expect(screen.getByRole('img', { name: 'Quality You Can Trust' }).textContent).toBe('Pure and tested');
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });

  it('draw one icon per default value', async () => {
    renderDefaults();
    const values = (await screen.findByRole('heading', { name: 'Our Core Values' })).closest('section')!;
    const cards = within(values).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    for (const card of cards) expect(card.querySelector('svg')).not.toBeNull();
  });
});
