// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, MemoryRouter, Meta } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HONEY_STRIP_BACKGROUND } from '../../../../common/content/section-defaults';
import { HoneyPromotion } from '../../sections/honey-promotion';
import { buildPageSeo, seoTags } from '../../lib/seo';
import { CustomerReviews } from './customer-reviews';
import { FlagshipSection } from './flagship-section';
import { parseHomeContent } from './home-content';
import { HomeFaq } from './home-faq';
import { HomeHero } from './home-hero';
import { organizationJsonLd } from './organization-json-ld';
import { QualitySection } from './quality-section';
import { EveryWord } from '../../i18n/every-word';

/**
 * Stored XSS on the home page: whatever staff type into content, testimonials or FAQs is drawn as text,
 * and no stored address reaches an href or src unless it is a path of the shop or an http(s) URL.
 */
const XSS = '<img src=x onerror=alert(1)>';
const SCRIPT_URL = 'javascript:alert(1)';

afterEach(cleanup);

function renderInRouter(node: ReactNode) {
  return render(
    <MemoryRouter>
      <EveryWord>{node}</EveryWord>
    </MemoryRouter>,
  );
}

/** No element the markup could have made, and no address that runs script. */
function expectNoInjectedMarkup(container: HTMLElement) {
  expect(container.querySelector('img[src="x"]')).toBeNull();
  expect(container.querySelector('[onerror]')).toBeNull();
  expect(container.querySelector('script')).toBeNull();
  for (const element of container.querySelectorAll('[href], [src], [srcset], [poster]')) {
    for (const name of ['href', 'src', 'srcset', 'poster']) {
      expect(element.getAttribute(name) ?? '').not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
  }
}

const everyField = (value: string) => ({
  heading: value,
  subheading: value,
  sectionHeading: value,
  title: value,
  description: value,
  ctaText: value,
  secondaryCtaText: value,
  highlightedText: value,
  punchline: value,
  ctaLabel: value,
  ctaButtonText: value,
  benefits: [value],
  features: [value],
  certifications: [{ title: value, description: value }],
});

describe('home content holding markup', () => {
  const content = parseHomeContent(
    ['hero', 'vitalix', 'quality', 'testimonials', 'honey-strip'].map((section) => ({
      section,
      content: everyField(XSS),
    })),
    { flagshipImage: null },
  );

  it('draws the hero heading as text', () => {
    const { container } = renderInRouter(<HomeHero content={content.hero} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(XSS);
    expect(container.innerHTML).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expectNoInjectedMarkup(container);
  });

  it('draws the flagship, quality and reviews headings and lists as text', () => {
    const { container } = renderInRouter(
      <>
        <FlagshipSection content={content.flagship} />
        <QualitySection content={content.quality} />
        <CustomerReviews content={content.reviews} reviews={[]} />
      </>,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([XSS, XSS, XSS]);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(XSS);
    expectNoInjectedMarkup(container);
  });

  it('draws the honey strip’s texts, its label included, as text; the label is no link', () => {
    const { container } = renderInRouter(<HoneyPromotion content={content.honey} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(XSS);
    expect(screen.getByRole('link').textContent).toBe(XSS);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getAllByText(XSS).length).toBeGreaterThanOrEqual(6);
    expectNoInjectedMarkup(container);
  });
});

describe('testimonials and FAQs holding markup', () => {
  it('draws a testimonial’s words, name and title as text', () => {
    const { container } = render(
      <CustomerReviews
        content={{ heading: 'What Our Customers Say', subheading: 'Reviews' }}
        reviews={[
          {
            id: 't1',
            rating: 5,
            testimonial: `${XSS}</p><script>alert(2)</script>`,
            customerName: XSS,
            customerTitle: XSS,
            customerImage: null,
            isVerified: true,
          },
        ]}
      />,
    );
    expect(screen.getByText(`“${XSS}</p><script>alert(2)</script>”`).children).toHaveLength(0); // text only
    expect(screen.getAllByText(XSS)).toHaveLength(2);
    expectNoInjectedMarkup(container);
  });

  it('draws an FAQ’s question and answer as text, also in the server’s HTML', () => {
    const faqs = [{ id: 'f1', question: `Is ${XSS} safe?`, answer: `${XSS}</div><script>alert(2)</script>` }];
    const html = renderToString(
      <MemoryRouter>
        <EveryWord>
          <HomeFaq faqs={faqs} />
        </EveryWord>
      </MemoryRouter>,
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;/div&gt;&lt;script&gt;');

    const { container } = renderInRouter(<HomeFaq faqs={faqs} />);
    expect(screen.getByRole('button', { name: `Is ${XSS} safe?` }).textContent).toBe(`Is ${XSS} safe?`);
    expect(container.querySelector('[role="region"]')?.textContent).toBe(faqs[0]!.answer);
    expectNoInjectedMarkup(container);
  });
});

describe('stored addresses on the home page', () => {
  const honeyFrom = (fields: Record<string, unknown>) =>
    parseHomeContent([{ section: 'honey-strip', content: fields }], { flagshipImage: null }).honey;

  it('never lets javascript: in the honey link or an image field reach an href or src', () => {
    const content = parseHomeContent(
      [
        { section: 'honey-strip', content: { ctaLink: SCRIPT_URL, imageUrl: SCRIPT_URL } },
        { section: 'vitalix', content: { imageUrl: SCRIPT_URL } },
        { section: 'quality', content: { imageUrl: SCRIPT_URL, videoUrl: SCRIPT_URL } },
        { section: 'hero', content: { videoUrl: SCRIPT_URL } },
      ],
      { flagshipImage: null },
    );
    const { container } = renderInRouter(
      <>
        <HomeHero content={content.hero} />
        <FlagshipSection content={content.flagship} />
        <QualitySection content={content.quality} />
        <HoneyPromotion content={content.honey} />
      </>,
    );
    expect(container.innerHTML).not.toContain('javascript:');
    expect(screen.getByRole('link', { name: 'Shop Raw Honey' }).getAttribute('href')).toBe(
      '/products?q=honey',
    );
    expectNoInjectedMarkup(container);
  });

  it('refuses an unsafe link whoever passes it to the honey strip', () => {
    for (const to of [SCRIPT_URL, 'data:text/html,x', '//evil.example', '/\\evil.example']) {
      const { container } = renderInRouter(
        <HoneyPromotion content={{ heading: 'Honey', title: 'Raw', buttonText: 'Shop', to }} />,
      );
      expect(screen.getByRole('link', { name: 'Shop' }).getAttribute('href'), to).toBe('/products?q=honey');
      expectNoInjectedMarkup(container);
      cleanup();
    }
  });

  it('keeps a shop path a router link and makes an http(s) address a plain link with noopener', () => {
    renderInRouter(<HoneyPromotion content={honeyFrom({ ctaLink: '/product/sidr-honey' })} />);
    const internal = screen.getByRole('link', { name: 'Shop Raw Honey' });
    expect(internal.getAttribute('href')).toBe('/product/sidr-honey');
    expect(internal.getAttribute('rel')).toBeNull();
    cleanup();

    renderInRouter(<HoneyPromotion content={honeyFrom({ ctaLink: 'https://honey.example/shop?x=1' })} />);
    const external = screen.getByRole('link', { name: 'Shop Raw Honey' });
    expect(external.getAttribute('href')).toBe('https://honey.example/shop?x=1');
    expect(external.getAttribute('rel')).toBe('noopener');
  });

  it('paints the strip with a valid hex colour only, else the default yellow', () => {
    const background = (backgroundColor: unknown) => {
      const { container } = renderInRouter(<HoneyPromotion content={honeyFrom({ backgroundColor })} />);
      const style = container.querySelector('section')!.getAttribute('style');
      cleanup();
      return style;
    };
    const defaultStyle = background(undefined);
    expect(defaultStyle).toMatch(/background-color: (#fef3c7|rgb\(254, 243, 199\))/i);
    expect(background('#1a2b3c')).toMatch(/background-color: (#1a2b3c|rgb\(26, 43, 60\))/i);
    for (const bad of ['red', '#fff;background-image:url(x)', 'url(javascript:alert(1))', '#12345']) {
      expect(background(bad), bad).toBe(defaultStyle);
    }
    // The component checks too: content that did not come through the reader.
    const { container } = renderInRouter(
      <HoneyPromotion
        content={{ heading: 'Honey', title: 'Raw', buttonText: 'Shop', backgroundColor: 'red;x:url(y)' }}
      />,
    );
    expect(container.querySelector('section')!.getAttribute('style')).toBe(defaultStyle);
    expect(HONEY_STRIP_BACKGROUND).toBe('#FEF3C7');
  });

  it('shows the label as text beside the button', () => {
    renderInRouter(<HoneyPromotion content={honeyFrom({ ctaLabel: 'Limited harvest' })} />);
    const label = screen.getByText('Limited harvest');
    expect(label.closest('a')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

describe('JSON-LD holding a closing script tag', () => {
  it('is escaped so stored text cannot end the script, and still reads back as the same data', async () => {
    const siteName = `</script><script>alert(1)</script>${XSS}`;
    const organization = organizationJsonLd(
      {
        siteName,
        logoUrl: '/logo.svg',
        contactEmail: null,
        contactPhoneTel: '</script>',
        facebookUrl: null,
        instagramUrl: null,
        twitterUrl: null,
        youtubeUrl: null,
      },
      'https://shop.example',
    );
    const seo = buildPageSeo(
      null,
      { title: siteName, description: siteName },
      { publicUrl: 'https://shop.example', path: '/', siteName, language: 'en' },
    );
    const Stub = createRoutesStub([
      {
        path: '/',
        meta: () => seoTags(seo, [organization]),
        Component: () => (
          <div data-testid="head">
            <Meta />
          </div>
        ),
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    const head = await screen.findByTestId('head');
    const scripts = head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    const script = scripts[0]!;
    expect(script.getAttribute('type')).toBe('application/ld+json');
    expect(script.innerHTML).not.toMatch(/<\/script/i);
    expect(script.innerHTML).not.toContain('<');
    expect(JSON.parse(script.textContent ?? '')).toEqual(organization);
    expect(head.querySelector('img')).toBeNull();
  });
});
