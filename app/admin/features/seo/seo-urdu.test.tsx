// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seoEntrySchema, type SeoEntryRecord } from '../../../../common/seo/seo-admin-schemas';
import { fieldError, json, renderRoute, uuid } from '../../testing/admin-test-kit';
import { stubRecordApi, type RecordApiStub } from '../../testing/record-api-stub';
import { SeoScreen } from './seo-screen';

/**
 * The SEO editor's Urdu version (decision 039): behind the English/اردو switch, the Urdu page's title,
 * description and keywords as right-to-left fields with the English as placeholder, the search preview in
 * Urdu, a save that sends `ur` only when it changed, and its problems refused before anything is sent.
 */
const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

const home = seoEntrySchema.parse({
  id: uuid(1),
  page: 'home',
  title: 'Organic Wellness Shop',
  description: 'Raw honey, herbs and supplements from Pakistan.',
  keywords: ['organic', 'honey'],
  ogImage: null,
  ogTitle: null,
  ogDescription: null,
  ur: { title: 'نامیاتی صحت کی دکان' },
  updatedAt: '2026-11-20T10:00:00.000Z',
});

let api: RecordApiStub<SeoEntryRecord>;

beforeEach(() => {
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  api = stubRecordApi({
    path: '/api/admin/seo',
    rows: [home],
    created: (body) => seoEntrySchema.parse({ ...home, ...body, id: uuid(9) }),
    keyOf: (entry) => entry.page,
    other: ({ url }) => (url.pathname === '/api/admin/products' ? json([]) : undefined),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const urduField = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('textbox', { name: `${label} (Urdu)` });

async function openEdit() {
  renderRoute('/admin/seo', <SeoScreen />);
  const card = await screen.findByRole('article', { name: 'Home page' });
  fireEvent.click(within(card).getByRole('button', { name: 'Edit SEO for Home page' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit SEO Metadata' });
  fireEvent.click(within(dialog).getByRole('radio', { name: /^اردو/ }));
  return dialog;
}

describe('the SEO editor in Urdu', () => {
  it('shows the Urdu page’s texts right to left, the English as placeholder, and its search result', async () => {
    const dialog = await openEdit();
    const title = urduField(dialog, 'Title');
    expect(title).toHaveProperty('value', 'نامیاتی صحت کی دکان');
    expect(title.getAttribute('placeholder')).toBe('Organic Wellness Shop');
    expect([title.getAttribute('dir'), title.getAttribute('lang')]).toEqual(['rtl', 'ur']);
    expect(urduField(dialog, 'Description').getAttribute('placeholder')).toBe(home.description);
    expect(urduField(dialog, 'Keywords').getAttribute('placeholder')).toBe('organic\nhoney');
    // The share image is the English form's alone; no OG text is typed in English, so none in Urdu.
    expect(within(dialog).queryByRole('textbox', { name: /OG/ })).toBeNull();
    const result = within(dialog).getByRole('region', { name: 'Search result preview' });
    // The Urdu title, and the English description the Urdu page falls back to.
    expect(result.textContent).toContain('نامیاتی صحت کی دکان');
    expect(result.textContent).toContain(home.description);
  });

  it('sends the whole Urdu version when it changed, keywords one per line', async () => {
    const dialog = await openEdit();
    type(urduField(dialog, 'Keywords'), 'نامیاتی\n\n شہد ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.sent('PATCH')).toHaveLength(1));
    expect(api.sent('PATCH')[0]!.body).toEqual({
      ur: { title: 'نامیاتی صحت کی دکان', keywords: ['نامیاتی', 'شہد'] },
    });
  });

  it('refuses an Urdu title longer than the English may be, and sends nothing', async () => {
    const dialog = await openEdit();
    const title = urduField(dialog, 'Title');
    type(title, 'ن'.repeat(201));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'English' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(document.activeElement).toBe(urduField(dialog, 'Title')));
    expect(fieldError(urduField(dialog, 'Title'))).toBe('Title must be at most 200 characters');
    expect(within(dialog).getByRole('radio', { name: /^اردو.*\(1 error\)$/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(api.sent('PATCH')).toEqual([]);
  });
});
