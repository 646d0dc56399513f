// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentRecord } from '../../../../common/content/content-admin-schemas';
import { SECTION_DEFAULTS } from '../../../../common/content/section-defaults';
import { CONTENT_MESSAGES } from '../../../../common/content/section-rules';
import { formatDateTime } from '../../kit/format';
import { json, renderRoute, stubFetch } from '../../testing/admin-test-kit';
import { contentId, contentRecord } from './content-fixture';
import { ContentScreen } from './content-screen';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

const hero = contentRecord({
  id: contentId(1),
  page: 'home',
  section: 'hero',
  content: {
    ...SECTION_DEFAULTS['home-hero'],
    heading: 'Raw honey and herbs, straight from the farms of Pakistan',
  },
  updatedAt: '2026-11-21T08:15:00.000Z',
});
const banner = contentRecord({
  id: contentId(2),
  page: 'products',
  section: 'winter-banner',
  content: { text: 'Winter sale' },
  isPublished: false,
});

let records: ContentRecord[];
let listAnswers: Array<() => Response>;

beforeEach(() => {
  records = [hero, banner];
  listAnswers = [];
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  stubFetch(({ url, method }) => {
    if (url.pathname === '/api/admin/content' && method === 'GET')
      return listAnswers.shift()?.() ?? json(records);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderScreen = (url = '/admin/content') =>
  renderRoute('/admin/content', <ContentScreen />, { url, showLocation: true });
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const card = (name: string) => screen.findByRole('article', { name });
const tab = (name: string) => screen.getByRole('tab', { name });
/** The cards shown, by their accessible names. */
const cardNames = () =>
  screen
    .getAllByRole('article')
    .map((article) => document.getElementById(article.getAttribute('aria-labelledby')!)!.textContent);

describe('the content screen', () => {
  it("shows the spec's four pages, then the footer's legal pages, as tabs and the homepage sections as cards", async () => {
    renderScreen();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Homepage',
      'About Page',
      'Products Page',
      'Product Detail Page',
      'Privacy Policy',
      'Terms & Conditions',
    ]);
    expect(tab('Homepage').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Content' })).toHaveProperty('tagName', 'H1');
    await card('Hero Section');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'content-card-home-hero',
      'content-card-home-vitalix',
      'content-card-home-quality',
      'content-card-home-testimonials',
      'content-card-home-vitalix-pricing',
      'content-card-home-honey-strip',
    ]);
  });

  it('offers Edit on a saved section and Create on one that is not, with the saved or default preview', async () => {
    renderScreen();
    const saved = await card('Hero Section');
    expect(within(saved).getByRole('button', { name: 'Edit Hero Section' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(saved.textContent).toContain('Saved');
    expect(saved.textContent).toContain('Raw honey and herbs, straight from the farms of Pa...');
    expect(saved.textContent).toContain(`Last updated ${formatDateTime(hero.updatedAt)}`);

    const notSaved = await card('Vitalix Product Section');
    expect(within(notSaved).getByRole('button', { name: 'Create Vitalix Product Section' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(notSaved.textContent).toContain('Default');
    expect(within(notSaved).queryByText('Saved')).toBeNull();
    expect(notSaved.textContent).toContain(SECTION_DEFAULTS['home-vitalix'].heading);
  });

  it('cuts a default preview at 50 characters', async () => {
    renderScreen('/admin/content?page=about');
    const mission = await card('Mission & Vision');
    const text = SECTION_DEFAULTS['about-mission-vision'].mission;
    expect(text.length).toBeGreaterThan(50);
    expect(mission.textContent).toContain(`${text.slice(0, 50)}...`);
  });

  it('keeps the tab in the address and opens the tab the address names', async () => {
    renderScreen('/admin/content?page=products');
    expect(tab('Products Page').getAttribute('aria-selected')).toBe('true');
    await card('Call to Action');
    expect(cardNames()).toEqual([
      'Products Hero',
      'Features Strip',
      'Category Filters',
      'Sort Options',
      'Call to Action',
      'winter-banner',
    ]);

    fireEvent.click(tab('About Page'));
    await waitFor(() => expect(address()).toBe('?page=about'));
    await card('Core Values');
    expect(cardNames()).toEqual([
      'About Hero',
      'Mission & Vision',
      'Core Values',
      'Product Promise',
      'Quality Standards',
      'Power of Nature',
    ]);

    fireEvent.keyDown(tab('About Page'), { key: 'ArrowRight' });
    await waitFor(() => expect(address()).toBe('?page=products'));
  });

  it('shows a saved section the catalogue does not know as a custom one, with its draft state', async () => {
    renderScreen('/admin/content?page=products');
    const custom = await card('winter-banner');
    expect(custom.textContent).toContain('Custom');
    expect(custom.textContent).toContain('Draft');
    expect(custom.textContent).toContain('Winter sale');
    expect(within(custom).getByRole('button', { name: 'Edit winter-banner' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('says the Product Detail Page has no sections', async () => {
    renderScreen('/admin/content?page=product-detail');
    const empty = await screen.findByText(CONTENT_MESSAGES.noSections);
    expect(empty.parentElement!.textContent).toBe(CONTENT_MESSAGES.noSections);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says when the content could not be loaded and tries again', async () => {
    listAnswers = [() => json({ error: 'You do not have access to this page' }, 403)];
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Error loading content' + 'You do not have access to this page' + 'Try again',
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await card('Hero Section')).textContent).toContain('Saved');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
