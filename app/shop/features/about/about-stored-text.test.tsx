// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { parseAboutContent, type AboutContent } from './about-content';
import { AboutSections } from './about-sections';
import { QualitySection } from './quality-section';
import { EveryWord } from '../../i18n/every-word';

/**
 * Stored XSS on the About page: what staff type into its sections is drawn as text, and an image
 * field holding a script address never reaches a src. The quality standards come from content now.
 */
const XSS = '<img src=x onerror=alert(1)>';
const SCRIPT_URL = 'javascript:alert(1)';

afterEach(cleanup);

function renderAbout(content: AboutContent) {
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

function expectNoInjectedMarkup(root: Element) {
  expect(root.querySelector('img[src="x"]')).toBeNull();
  expect(root.querySelector('[onerror]')).toBeNull();
  expect(root.querySelector('script')).toBeNull();
  expect(root.innerHTML).not.toContain('javascript:');
}

describe('About sections holding markup', () => {
  const titled = [{ title: XSS, description: XSS }];
  const content = parseAboutContent([
    { section: 'hero', content: { heading: XSS, subheading: XSS } },
    { section: 'mission-vision', content: { mission: XSS, vision: XSS } },
    { section: 'values', content: { heading: XSS, subheading: XSS, values: [{ icon: XSS, ...titled[0] }] } },
    { section: 'promise', content: { heading: XSS, imageUrl: SCRIPT_URL, paragraphs: [XSS] } },
    { section: 'quality', content: { heading: XSS, imageUrl: SCRIPT_URL, standards: titled } },
    {
      section: 'ingredients',
      content: {
        heading: XSS,
        subheading: XSS,
        vitalixIngredients: [{ name: XSS, description: XSS }],
        honeyDetails: titled,
        philosophy: XSS,
      },
    },
  ]);

  it('draws every heading, paragraph and standard as text', async () => {
    const { container } = renderAbout(content);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(XSS);
    expect(screen.getAllByRole('heading', { level: 2, name: XSS }).length).toBeGreaterThanOrEqual(4);
    const qualitySection = container.querySelector('[aria-labelledby="quality-heading"]')!;
    expect(within(qualitySection as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe(XSS);
    expect(screen.getAllByText(XSS).length).toBeGreaterThanOrEqual(12);
    expectNoInjectedMarkup(container);
  });

  it('escapes the markup in the server’s HTML too', () => {
    const html = renderToString(
      <EveryWord>
        <QualitySection quality={content.quality} />
      </EveryWord>,
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('draws no image where the image field held a script address', async () => {
    const { container } = renderAbout(content);
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expectNoInjectedMarkup(container);
  });
});

describe('the quality section’s standards', () => {
  it('shows staff’s standards in place of the defaults, each with the icon of its place', async () => {
    const standards = [
      { title: 'Cold Pressed', description: 'Never heated.' },
      { title: 'Single Origin', description: '' },
      { title: 'Hand Packed', description: 'By our team.' },
      { title: 'Tested Twice', description: 'In two labs.' },
    ];
    const defaults = parseAboutContent([]);
    const custom = parseAboutContent([{ section: 'quality', content: { standards } }]);
    const iconsOf = (quality: AboutContent['quality']) => {
      const { container } = render(<QualitySection quality={quality} />, { wrapper: EveryWord });
      const items = within(container.querySelector('ul')!).getAllByRole('listitem');
      const result = items.map((item) => ({
        title: within(item).getByRole('heading', { level: 3 }).textContent,
        icon: item.querySelector('svg')!.getAttribute('class'),
      }));
      cleanup();
      return result;
    };
    const before = iconsOf(defaults.quality);
    const after = iconsOf(custom.quality);
    expect(before.map((s) => s.title)).toEqual([
      'Certified Organic',
      'Lab Tested',
      'No Additives',
      'Sustainable Practices',
    ]);
    expect(after.map((s) => s.title)).toEqual(standards.map((s) => s.title));
    expect(after.map((s) => s.icon)).toEqual(before.map((s) => s.icon));
    expect(new Set(after.map((s) => s.icon)).size).toBe(4);
  });

  it('leaves out an empty description', () => {
    const { quality } = parseAboutContent([
      { section: 'quality', content: { standards: [{ title: 'Raw', description: '' }] } },
    ]);
    const { container } = render(<QualitySection quality={quality} />, { wrapper: EveryWord });
    const item = within(container.querySelector('ul')!).getByRole('listitem');
    expect(item.querySelectorAll('p')).toHaveLength(0);
  });
});
