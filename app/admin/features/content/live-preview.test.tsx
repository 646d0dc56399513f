// @vitest-environment jsdom
import { cleanup, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentPreview, ContentRecord } from '../../../../common/content/content-admin-schemas';
import { SECTION_DEFAULTS } from '../../../../common/content/section-defaults';
import {
  contentId,
  contentRecord,
  openSection,
  stubContentApi,
  typeInto,
  type ContentCall,
} from './content-fixture';

/**
 * The live preview draws a section as its page does (decision 017): around the draft, what the page reads
 * besides it, the flagship product's image where a home section has none, and the published testimonials.
 */

const FLAGSHIP_IMAGE = '/uploads/demo/vitalix.webp';
const PAGE_DATA: ContentPreview = {
  flagship: { slug: 'vitalix', image: FLAGSHIP_IMAGE },
  reviews: [
    {
      id: 't1',
      rating: 5,
      testimonial: 'Energy all day, no crash.',
      customerName: 'Ayesha K.',
      customerImage: null,
      customerTitle: 'Lahore',
      isVerified: true,
    },
  ],
};

let state: { records: ContentRecord[]; preview?: ContentPreview; calls: ContentCall[] };

beforeEach(() => {
  state = { records: [], preview: PAGE_DATA, calls: [] };
  // jsdom plays no media; the preview's hero video asks to.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  stubContentApi(state);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function previewOf(page: string, button: string, title: string) {
  const dialog = await openSection(page, button, title);
  return { dialog, preview: within(dialog).getByRole('complementary', { name: 'Live preview' }) };
}

const heroImage = (preview: HTMLElement) =>
  within(preview).getByRole('img', { name: 'Vitalix herbal supplement jar' });

describe('the live preview', () => {
  it("shows the flagship's image in a hero without a video, where the page shows it", async () => {
    const { preview } = await previewOf('home', 'Create Hero Section', 'Hero Section');
    await waitFor(() => expect(heroImage(preview).tagName).toBe('IMG'));
    expect(heroImage(preview).getAttribute('src')).toBe(FLAGSHIP_IMAGE);
  });

  it("plays the hero's video over the flagship's image, as the page does", async () => {
    const videoUrl = '/uploads/demo/home-hero/home-hero.mp4';
    state.records = [
      contentRecord({
        page: 'home',
        section: 'hero',
        content: { ...SECTION_DEFAULTS['home-hero'], videoUrl },
      }),
    ];
    const { preview } = await previewOf('home', 'Edit Hero Section', 'Hero Section');
    const video = preview.querySelector('video')!;
    expect(video.querySelector('source')?.getAttribute('src')).toBe(videoUrl);
    await waitFor(() => expect(video.getAttribute('poster')).toBe(FLAGSHIP_IMAGE));
    expect(within(preview).getByRole('button', { name: 'Pause background video' })).toBeDefined();
    // As on the page: nothing loads before the video is started, once the page is hydrated.
    expect(video.getAttribute('preload')).toBe('none');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  });

  it('shows the published testimonials under the reviews heading, not stand-ins', async () => {
    const { dialog, preview } = await previewOf('home', 'Create Customer Reviews', 'Customer Reviews');
    expect(await within(preview).findByText('Ayesha K.')).toBeDefined();
    expect(within(preview).getByText('“Energy all day, no crash.”')).toBeDefined();
    expect(within(preview).queryByText(/A published testimonial is shown here/)).toBeNull();
    expect(dialog.textContent).not.toContain('The reviews are placeholders');
  });

  it('says when it shows stand-ins because the page data could not be read', async () => {
    state.preview = undefined;
    const { dialog, preview } = await previewOf('home', 'Create Customer Reviews', 'Customer Reviews');
    await waitFor(() =>
      expect(dialog.textContent).toContain(
        'The reviews are placeholders: the page shows the published testimonials.',
      ),
    );
    expect(within(preview).getAllByText('“A published testimonial is shown here.”')).toHaveLength(3);
  });

  it("links the products page's call to action to the flagship the catalogue has", async () => {
    state.preview = { ...PAGE_DATA, flagship: { slug: 'vitalix-gold', image: null } };
    const { preview } = await previewOf('products', 'Create Call to Action', 'Call to Action');
    await waitFor(() =>
      expect(
        within(preview)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toContain('/product/vitalix-gold'),
    );
  });

  it('draws a legal page whole, following the draft', async () => {
    state.records = [
      contentRecord({
        id: contentId(5),
        page: 'terms',
        section: 'main',
        content: SECTION_DEFAULTS['terms-main'],
      }),
    ];
    const { dialog, preview } = await previewOf('terms', 'Edit Terms & Conditions', 'Terms & Conditions');
    expect(within(preview).getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeDefined();
    expect(
      within(preview)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(SECTION_DEFAULTS['terms-main'].sections.map((s) => s.heading));
    typeInto(
      within(dialog).getByLabelText('Paragraphs (Section 1)'),
      'Confirmed by phone.\n\nOr by WhatsApp.',
    );
    expect(await within(preview).findByText('Or by WhatsApp.')).toBeDefined();
    expect(within(preview).getByText('Confirmed by phone.').tagName).toBe('P');
  });
});
