// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldError, json, renderRoute, stubFetch } from '../../testing/admin-test-kit';
import { productFixture, productId } from './product-fixture';
import { ProductsScreen } from './products-screen';

/**
 * The product editor's Urdu version (decision 039): the English/اردو switch shows each tab's words as
 * right-to-left Urdu fields with the English as their placeholder; a save sends `ur` as the API stores it,
 * its problems are refused before anything is sent and shown in Urdu, and removing an English row takes
 * its Urdu with it.
 */
const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

const sidr = productFixture({
  id: productId(4),
  name: 'Sidr Honey',
  slug: 'sidr-honey',
  description: 'Raw sidr honey from Karak.',
  price: '4500.00',
  benefits: ['Raw and unheated', 'From one valley'],
  productFaqs: {
    heading: 'Questions',
    subheading: '',
    whoIsItFor: [],
    faqs: [
      { question: 'Is it raw?', answer: 'Yes, never heated.' },
      { question: 'Does it set?', answer: 'In winter it may crystallise.' },
    ],
  },
  ur: { name: 'سدر شہد', productFaqs: { faqs: [{}, { answer: 'سردیوں میں یہ جم سکتا ہے۔' }] } },
  version: 3,
});

let patches: unknown[];

beforeEach(() => {
  patches = [];
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  stubFetch(({ url, method, init }) => {
    const p = url.pathname;
    if (p === '/api/settings') return json({ siteName: 'Shop', logoUrl: '', currencySymbol: 'Rs' });
    if (p === '/api/admin/products' && method === 'GET') return json([sidr]);
    if (p.startsWith('/api/admin/products/validate-slug/')) return json({ valid: true, error: null });
    if (p === `/api/admin/products/${sidr.id}` && method === 'GET') return json(sidr);
    if (p === `/api/admin/products/${sidr.id}` && method === 'PATCH') {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      patches.push(body);
      return json({ ...sidr, ...body, version: 4 });
    }
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function openEdit() {
  renderRoute('/admin/products', <ProductsScreen />, { url: '/admin/products' });
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Sidr Honey' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
  await waitFor(() =>
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Sidr Honey'),
  );
  return dialog;
}

const urduSwitch = (dialog: HTMLElement, name: RegExp = /^اردو/) =>
  within(dialog).getByRole('radio', { name });
const tab = (dialog: HTMLElement, name: string) => within(dialog).getByRole('tab', { name });
/** An Urdu field, by the label of the English field it translates. */
const urduField = (within_: HTMLElement, label: string) =>
  within(within_).getByRole('textbox', { name: `${label} (Urdu)` });

describe('the product editor in Urdu', () => {
  it('shows each tab’s words as right-to-left Urdu fields, the English as their placeholder', async () => {
    const dialog = await openEdit();
    expect(within(dialog).getByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
    fireEvent.click(urduSwitch(dialog));
    expect(urduSwitch(dialog)).toHaveProperty('checked', true);

    const name = urduField(dialog, 'Name');
    expect(name).toHaveProperty('value', 'سدر شہد');
    expect(name.getAttribute('placeholder')).toBe('Sidr Honey');
    expect(name.getAttribute('dir')).toBe('rtl');
    expect(name.getAttribute('lang')).toBe('ur');
    const description = urduField(dialog, 'Description');
    expect(description).toHaveProperty('value', '');
    expect(description.getAttribute('placeholder')).toBe('Raw sidr honey from Karak.');
    // Prices, slugs and images are the English tab's alone.
    expect(within(dialog).queryByRole('textbox', { name: /Price/ })).toBeNull();

    fireEvent.click(tab(dialog, 'Benefits'));
    const benefits = urduField(dialog, 'Key benefits');
    expect(benefits.getAttribute('placeholder')).toBe('Raw and unheated\nFrom one valley');

    fireEvent.click(tab(dialog, 'Details'));
    const faq2 = within(dialog).getByRole('group', { name: 'FAQ 2 · Does it set?' });
    expect(urduField(faq2, 'Answer')).toHaveProperty('value', 'سردیوں میں یہ جم سکتا ہے۔');
    expect(urduField(faq2, 'Question').getAttribute('placeholder')).toBe('Does it set?');

    fireEvent.click(within(dialog).getByRole('radio', { name: 'English' }));
    expect(within(dialog).getByRole('group', { name: 'FAQ 1' })).toBeDefined();
  });

  it('saves the Urdu as the API stores it, only what changed, with the version it opened', async () => {
    const dialog = await openEdit();
    fireEvent.click(urduSwitch(dialog));
    type(urduField(dialog, 'Description'), '  کرک کا کچا سدر شہد۔  ');
    fireEvent.click(tab(dialog, 'Benefits'));
    type(urduField(dialog, 'Key benefits'), 'کچا\n\nایک وادی سے');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      version: 3,
      ur: {
        name: 'سدر شہد',
        description: 'کرک کا کچا سدر شہد۔',
        benefits: ['کچا', 'ایک وادی سے'],
        productFaqs: { faqs: [{}, { answer: 'سردیوں میں یہ جم سکتا ہے۔' }] },
      },
    });
  });

  it('refuses an Urdu text longer than the English may be, showing it in Urdu, and sends nothing', async () => {
    const dialog = await openEdit();
    fireEvent.click(urduSwitch(dialog));
    type(urduField(dialog, 'Name'), 'ن'.repeat(201));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'English' }));
    fireEvent.click(tab(dialog, 'Details'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));

    // The save shows the language and the tab of the problem, and focuses it.
    await waitFor(() => expect(urduSwitch(dialog, /^اردو.*\(1 error\)$/)).toHaveProperty('checked', true));
    const name = urduField(dialog, 'Name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(fieldError(name)).toBe('Name must be at most 200 characters');
    expect(tab(dialog, 'Basic Info (1 error)').getAttribute('aria-selected')).toBe('true');
    expect(patches).toEqual([]);
  });

  it('takes a removed English row’s Urdu with it, so the rows after keep theirs', async () => {
    const dialog = await openEdit();
    fireEvent.click(tab(dialog, 'Details'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove FAQ 1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({
      productFaqs: { faqs: [{ question: 'Does it set?', answer: 'In winter it may crystallise.' }] },
      ur: { name: 'سدر شہد', productFaqs: { faqs: [{ answer: 'سردیوں میں یہ جم سکتا ہے۔' }] } },
    });
  });
});
