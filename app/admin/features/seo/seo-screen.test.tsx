// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminProductSchema } from '../../../../common/catalog/product-admin-schemas';
import { seoEntrySchema, type SeoEntryRecord } from '../../../../common/seo/seo-admin-schemas';
import { fieldError, json, renderRoute, uuid } from '../../testing/admin-test-kit';
import { stubRecordApi, type RecordApiStub } from '../../testing/record-api-stub';
import {
  breadcrumb,
  createBody,
  cutText,
  formValuesOf,
  lengthHint,
  pageChoices,
  pageLabel,
  pagePath,
  patchBody,
} from './seo-form';
import { SeoScreen } from './seo-screen';
import { ogImageHint } from './og-image-hint';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

function entryFixture(overrides: Partial<SeoEntryRecord>): SeoEntryRecord {
  return seoEntrySchema.parse({
    id: uuid(1),
    page: 'home',
    title: 'Organic wellness shop',
    description: 'Honey, herbs and supplements.',
    keywords: [],
    ogImage: null,
    ogTitle: null,
    ogDescription: null,
    ur: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}

const home = entryFixture({
  id: uuid(1),
  page: 'home',
  title: 'Organic Wellness Shop | Honey and Herbal Supplements in Pakistan',
  keywords: ['organic', 'honey', 'herbal', 'supplements', 'pakistan'],
  ogImage: '/uploads/og-home.jpg',
});
const vitalixSeo = entryFixture({
  id: uuid(2),
  page: 'product:vitalix',
  title: 'Vitalix herbal blend',
  description: 'A daily herbal blend.',
  keywords: ['vitalix', 'energy'],
  ogTitle: 'Vitalix',
});
/** A product as GET /api/admin/products answers it: only its name and slug matter here. */
const productFixture = (n: number, name: string, slug: string) =>
  adminProductSchema.parse({
    id: uuid(100 + n),
    sku: `SUP-${n}`,
    name,
    slug,
    description: 'A product.',
    price: '100.00',
    costPrice: null,
    image: null,
    images: [],
    videos: [],
    stock: 5,
    maxPerOrder: null,
    category: 'Supplements',
    benefits: [],
    ingredients: null,
    usageInstructions: null,
    productStory: null,
    isNewArrival: false,
    isFeatured: false,
    isBestSeller: false,
    isOnSale: false,
    status: 'published',
    oldSlugs: [],
    rating: '0.00',
    reviewCount: 0,
    productHeroSection: null,
    productBenefits: null,
    productIngredients: null,
    productFaqs: null,
    productTestimonials: null,
    productShipping: null,
    productHowToUse: null,
    supplementFacts: null,
    productHoneyPromotion: null,
    ur: null,
    version: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  });

const products = [productFixture(1, 'Vitalix', 'vitalix'), productFixture(2, 'Sidr Honey', 'sidr-honey')];

let api: RecordApiStub<SeoEntryRecord>;

beforeEach(() => {
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  api = stubRecordApi({
    path: '/api/admin/seo',
    rows: [vitalixSeo, home],
    created: (body) => entryFixture({ ...body, id: uuid(9) }),
    // The API names an entry by its page.
    keyOf: (entry) => entry.page,
    other: ({ url }) => (url.pathname === '/api/admin/products' ? json(products) : undefined),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderScreen = () => renderRoute('/admin/seo', <SeoScreen />);
const card = (name: string) => screen.findByRole('article', { name });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const sent = (method: string) => api.sent(method);
const hintOf = (element: HTMLElement) => document.getElementById(`${element.id}-hint`)!.textContent;

async function openAdd() {
  renderScreen();
  await card('Home page');
  fireEvent.click(screen.getByRole('button', { name: 'Add SEO Metadata' }));
  return screen.findByRole('dialog', { name: 'Add SEO Metadata' });
}

async function openEdit(label: string) {
  renderScreen();
  fireEvent.click(within(await card(label)).getByRole('button', { name: `Edit SEO for ${label}` }));
  return screen.findByRole('dialog', { name: 'Edit SEO Metadata' });
}

describe('the SEO rules', () => {
  it('names pages as staff know them and offers the pages without an entry', () => {
    expect(pageLabel('home')).toBe('Home page');
    expect(pageLabel('privacy')).toBe('Privacy Policy page');
    expect(pageLabel('product:vitalix', [{ name: 'Vitalix', slug: 'vitalix' }])).toBe('Product: Vitalix');
    expect(pageLabel('product:vitalix')).toBe('Product: vitalix');
    expect(pageLabel('contact')).toBe('contact');
    expect(
      pageChoices(
        [{ page: 'about' }, { page: 'product:vitalix' }],
        [
          { name: 'Vitalix', slug: 'vitalix' },
          { name: 'Ajwa Dates', slug: 'ajwa-dates' },
        ],
      ).map((choice) => choice.label),
    ).toEqual([
      'Home (home)',
      'Products (products)',
      'Privacy Policy (privacy)',
      'Terms (terms)',
      'Product: Ajwa Dates (product:ajwa-dates)',
    ]);
  });

  it('knows where each page lives and cuts text as a search result does', () => {
    expect(pagePath('home')).toBe('/');
    expect(pagePath('privacy')).toBe('/privacy-policy');
    expect(pagePath('product:sidr-honey')).toBe('/product/sidr-honey');
    expect(breadcrumb('shop.test', '/product/sidr-honey')).toBe('shop.test › product › sidr-honey');
    expect(breadcrumb('shop.test', '/')).toBe('shop.test');
    expect(cutText('Short   title ', 60)).toBe('Short title');
    const cut = cutText('word '.repeat(30), 60);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cutText('x'.repeat(70), 60)).toBe(`${'x'.repeat(59)}…`);
  });

  it('counts characters against the recommended range', () => {
    const range = { min: 50, max: 60 };
    expect(lengthHint(0, range)).toEqual({ text: '0 characters (50–60 recommended)', tone: 'none' });
    expect(lengthHint(1, range).text).toBe('1 character (50–60 recommended)');
    expect(lengthHint(49, range).tone).toBe('short');
    expect(lengthHint(55, range).tone).toBe('ok');
    expect(lengthHint(61, range).tone).toBe('long');
  });

  it('sends only what was filled in on create, and what changed on update', () => {
    const values = {
      ...formValuesOf(null),
      page: 'about',
      title: ' About us ',
      description: 'Who we are',
      keywords: ' honey, , herbs ,',
    };
    expect(createBody(values)).toEqual({
      page: 'about',
      title: 'About us',
      description: 'Who we are',
      keywords: ['honey', 'herbs'],
    });
    const loaded = formValuesOf(vitalixSeo);
    expect(patchBody(loaded, loaded)).toEqual({});
    expect(patchBody(loaded, { ...loaded, keywords: 'vitalix,energy ', ogTitle: '' })).toEqual({
      ogTitle: null,
    });
  });
});

describe('SeoScreen', () => {
  it('shows a card per page: its name and key, title, description, three keywords and +N', async () => {
    renderScreen();
    const homeCard = await card('Home page');
    expect(homeCard.textContent).toContain('home');
    expect(homeCard.textContent).toContain(home.title);
    expect(homeCard.textContent).toContain(home.description);
    const keywords = within(homeCard).getByRole('list', { name: 'Keywords' });
    const items = within(keywords).getAllByRole('listitem');
    expect(items.slice(0, 3).map((item) => item.textContent)).toEqual(['organic', 'honey', 'herbal']);
    expect(items).toHaveLength(4);
    expect(items[3]!.textContent).toContain('+2');
    expect(items[3]!.textContent).toContain('2 more: supplements, pakistan');
    expect(homeCard.querySelector('img')!.getAttribute('src')).toBe('/uploads/og-home.jpg');

    const productCard = await card('Product: Vitalix');
    expect(productCard.textContent).toContain('product:vitalix');
    expect(within(productCard).queryByText(/^\+/)).toBeNull();
    expect(productCard.querySelector('img')).toBeNull();
    // The main pages first, in the shop's order.
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      `seo-${home.id}`,
      `seo-${vitalixSeo.id}`,
    ]);
  });

  it("says 'No SEO Metadata' with an Add button when there is none", async () => {
    api.list = [];
    renderScreen();
    const empty = await screen.findByText('No SEO Metadata');
    expect(empty.parentElement!.textContent).toBe(
      'No SEO Metadata' +
        'Pages use their own title and description until you add metadata for them.' +
        'Add SEO Metadata',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add SEO Metadata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add SEO Metadata' });
    expect(within(dialog).getByLabelText('Page')).toHaveProperty('value', '');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toHaveProperty('disabled', false);
  });

  it('requires the page, title and description before sending anything', async () => {
    const dialog = await openAdd();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(dialog.textContent).toContain('Page is required'));
    expect(dialog.textContent).toContain('Title is required');
    expect(dialog.textContent).toContain('Description is required');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Page'));
    expect(within(dialog).getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(sent('POST')).toEqual([]);
  });

  it('offers the pages without an entry and posts the keywords split, leaving empty fields out', async () => {
    const dialog = await openAdd();
    const page = within(dialog).getByLabelText('Page');
    await waitFor(() =>
      expect(
        within(page)
          .getAllByRole('option')
          .map((o) => o.getAttribute('value')),
      ).toEqual(['', 'products', 'about', 'privacy', 'terms', 'product:sidr-honey']),
    );
    expect(
      within(page).getByRole('option', { name: 'Product: Sidr Honey (product:sidr-honey)' }),
    ).toHaveProperty('value', 'product:sidr-honey');
    type(page, 'product:sidr-honey');
    type(within(dialog).getByLabelText('Title'), '  Sidr Honey from the Himalayas  ');
    type(within(dialog).getByLabelText('Description'), 'Raw sidr honey.');
    type(within(dialog).getByLabelText('Keywords'), ' sidr , honey,, raw honey ,');
    type(within(dialog).getByLabelText('OG title'), '   ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('SEO meta created'));
    expect(sent('POST')).toEqual([
      {
        path: '/api/admin/seo',
        method: 'POST',
        body: {
          page: 'product:sidr-honey',
          title: 'Sidr Honey from the Himalayas',
          description: 'Raw sidr honey.',
          keywords: ['sidr', 'honey', 'raw honey'],
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await card('Product: Sidr Honey')).textContent).toContain('Sidr Honey from the Himalayas');
  });

  it('counts the title and description as they are typed, marking lengths outside the range', async () => {
    const dialog = await openAdd();
    const title = within(dialog).getByLabelText('Title');
    const description = within(dialog).getByLabelText('Description');
    expect(hintOf(title)).toBe('0 characters (50–60 recommended)');
    type(title, 'Honey');
    expect(hintOf(title)).toBe('5 characters (50–60 recommended) · shorter than recommended');
    type(title, 'x'.repeat(55));
    expect(hintOf(title)).toBe('55 characters (50–60 recommended)');
    type(description, 'd'.repeat(170));
    expect(hintOf(description)).toBe('170 characters (150–160 recommended) · longer than recommended');
    expect(
      document.getElementById(`${within(dialog).getByRole('button', { name: /Choose image/ }).id}-hint`)!
        .textContent,
    ).toBe('1200×630 recommended');
  });

  it('previews the search result as the fields are typed', async () => {
    const dialog = await openAdd();
    const preview = within(dialog).getByRole('region', { name: 'Search result preview' });
    expect(preview.textContent).toContain('The title goes here');
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('option')
          .map((o) => o.getAttribute('value')),
      ).toContain('product:sidr-honey'),
    );
    type(within(dialog).getByLabelText('Page'), 'product:sidr-honey');
    const longTitle = 'Sidr Honey, raw and unfiltered, from the valleys of the Himalayas';
    type(within(dialog).getByLabelText('Title'), longTitle);
    type(within(dialog).getByLabelText('Description'), 'word '.repeat(40));
    expect(preview.textContent).toContain(`${window.location.host} › product › sidr-honey`);
    const shownTitle = within(preview).getByText(/^Sidr Honey, raw/).textContent!;
    expect(shownTitle.endsWith('…')).toBe(true);
    expect(shownTitle.length).toBeLessThanOrEqual(60);
    const shownDescription = within(preview).getByText(/^word word/).textContent!;
    expect(shownDescription.endsWith('…')).toBe(true);
    expect(shownDescription.length).toBeLessThanOrEqual(160);
  });

  it('edits with the page read-only, patching only what changed and clearing an emptied field', async () => {
    const dialog = await openEdit('Product: Vitalix');
    const page = within(dialog).getByLabelText('Page');
    expect(page).toHaveProperty('readOnly', true);
    expect(page).toHaveProperty('value', 'product:vitalix');
    expect(within(dialog).getByLabelText('Title')).toHaveProperty('value', 'Vitalix herbal blend');
    expect(within(dialog).getByLabelText('Keywords')).toHaveProperty('value', 'vitalix, energy');
    type(within(dialog).getByLabelText('Title'), 'Vitalix: a daily herbal blend');
    type(within(dialog).getByLabelText('OG title'), '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('SEO meta updated'));
    expect(sent('PATCH')).toEqual([
      {
        path: '/api/admin/seo/product%3Avitalix',
        method: 'PATCH',
        body: { title: 'Vitalix: a daily herbal blend', ogTitle: null },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const vitalix = await card('Product: Vitalix');
    await waitFor(() => expect(vitalix.textContent).toContain('Vitalix: a daily herbal blend'));
    expect(vitalix.textContent).not.toContain('Vitalix herbal blend');
  });

  it('closes an edit with no change without a request, and asks before discarding changes', async () => {
    const dialog = await openEdit('Home page');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('PATCH')).toEqual([]);

    fireEvent.click(within(await card('Home page')).getByRole('button', { name: 'Edit SEO for Home page' }));
    const again = await screen.findByRole('dialog', { name: 'Edit SEO Metadata' });
    type(within(again).getByLabelText('Keywords'), 'honey');
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('PATCH')).toEqual([]);
  });

  it('deletes an entry after the confirmation', async () => {
    renderScreen();
    fireEvent.click(
      within(await card('Home page')).getByRole('button', { name: 'Delete SEO for Home page' }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Delete the SEO metadata of Home page?',
    });
    expect(confirm.textContent).toMatch(/permanently deleted/);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('SEO meta deleted'));
    expect(sent('DELETE')).toEqual([{ path: '/api/admin/seo/home', method: 'DELETE', body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Home page' })).toBeNull());
  });

  it("shows the server's message when a write fails, else the spec's fallback", async () => {
    api.answers.create = [() => json({ error: 'SEO metadata for page "about" already exists' }, 409)];
    const dialog = await openAdd();
    type(within(dialog).getByLabelText('Page'), 'about');
    type(within(dialog).getByLabelText('Title'), 'About us');
    type(within(dialog).getByLabelText('Description'), 'Who we are.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith(
        'Error',
        'SEO metadata for page "about" already exists',
      ),
    );
    expect(dialog.textContent).toContain('SEO metadata for page "about" already exists');
    expect(screen.getByRole('dialog', { name: 'Add SEO Metadata' })).toBe(dialog); // still open

    api.answers.delete = [
      () => {
        throw new TypeError('offline');
      },
    ];
    cleanup();
    renderScreen();
    fireEvent.click(
      within(await card('Home page')).getByRole('button', { name: 'Delete SEO for Home page' }),
    );
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenLastCalledWith('Error', 'Failed to delete SEO meta'),
    );
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', false);
  });
});

describe('the share image counter', () => {
  it('measures the chosen image against 1200×630', () => {
    expect(ogImageHint(null)).toEqual({ text: '1200×630 recommended', tone: 'none' });
    expect(ogImageHint({ width: 1200, height: 630 })).toEqual({
      text: '1200×630 · the recommended shape and size',
      tone: 'ok',
    });
    expect(ogImageHint({ width: 600, height: 315 }).text).toBe(
      '600×315 · 1200×630 recommended · smaller: previews may look blurred',
    );
    expect(ogImageHint({ width: 800, height: 800 })).toEqual({
      text: '800×800 · 1200×630 recommended · another shape: previews will crop it',
      tone: 'off',
    });
  });
});

/**
 * The SEO editor's Urdu version (decision 039): behind the English/اردو switch, the Urdu page's title,
 * description and keywords as right-to-left fields with the English as placeholder, the search preview in
 * Urdu, a save that sends `ur` only when it changed, and its problems refused before anything is sent.
 */
describe('the SEO editor in Urdu', () => {
  beforeEach(() => {
    api.list = [vitalixSeo, { ...home, ur: { title: 'نامیاتی صحت کی دکان' } }];
  });

  const urduField = (dialog: HTMLElement, label: string) =>
    within(dialog).getByRole('textbox', { name: `${label} (Urdu)` });
  async function openInUrdu() {
    const dialog = await openEdit('Home page');
    fireEvent.click(within(dialog).getByRole('radio', { name: /^اردو/ }));
    return dialog;
  }

  it('shows the Urdu page’s texts right to left, the English as placeholder, and its search result', async () => {
    const dialog = await openInUrdu();
    const title = urduField(dialog, 'Title');
    expect(title).toHaveProperty('value', 'نامیاتی صحت کی دکان');
    expect(title.getAttribute('placeholder')).toBe(home.title);
    expect([title.getAttribute('dir'), title.getAttribute('lang')]).toEqual(['rtl', 'ur']);
    expect(urduField(dialog, 'Description').getAttribute('placeholder')).toBe(home.description);
    expect(urduField(dialog, 'Keywords').getAttribute('placeholder')).toBe(home.keywords.join('\n'));
    // The share image is the English form's alone; no OG text is typed in English, so none in Urdu.
    expect(within(dialog).queryByRole('textbox', { name: /OG/ })).toBeNull();
    const result = within(dialog).getByRole('region', { name: 'Search result preview' });
    // The Urdu title, and the English description the Urdu page falls back to.
    expect(result.textContent).toContain('نامیاتی صحت کی دکان');
    expect(result.textContent).toContain(home.description);
  });

  it('sends the whole Urdu version when it changed, keywords one per line', async () => {
    const dialog = await openInUrdu();
    type(urduField(dialog, 'Keywords'), 'نامیاتی\n\n شہد ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]!.body).toEqual({
      ur: { title: 'نامیاتی صحت کی دکان', keywords: ['نامیاتی', 'شہد'] },
    });
  });

  it('refuses an Urdu title longer than the English may be, and sends nothing', async () => {
    const dialog = await openInUrdu();
    type(urduField(dialog, 'Title'), 'ن'.repeat(201));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'English' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(document.activeElement).toBe(urduField(dialog, 'Title')));
    expect(fieldError(urduField(dialog, 'Title'))).toBe('Title must be at most 200 characters');
    expect(within(dialog).getByRole('radio', { name: /^اردو.*\(1 error\)$/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(sent('PATCH')).toEqual([]);
  });
});
