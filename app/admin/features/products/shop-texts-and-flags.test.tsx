// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '../../../../common/catalog/product-admin-schemas';
import { fieldError, json, renderRoute, stubFetch } from '../../testing/admin-test-kit';
import { productFixture, productId } from './product-fixture';
import { ProductsScreen } from './products-screen';

/**
 * The editor's fields for what the shop shows beside the blocks (storefront §2, §3): Key Benefits, the
 * quick view's Ingredients and Usage Instructions, and the New Arrival, Featured, Best Seller and On Sale
 * flags behind the card's badges and the products page's filters.
 */

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

let calls: Array<{ path: string; method: string; body?: unknown }>;
let product: AdminProduct;

beforeEach(() => {
  calls = [];
  product = productFixture({
    id: productId(3),
    name: 'Vitalix',
    benefits: ['Steady energy', 'No caffeine, no crash'],
    ingredients: 'Raw honey\nSaffron',
    usageInstructions: 'One spoon each morning.',
    isFeatured: true,
  });
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  stubFetch(({ path, url, method, init }) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ path, method, body });
    const p = url.pathname;
    if (p === '/api/settings') return json({ siteName: 'Shop', logoUrl: '', currencySymbol: 'Rs' });
    if (p === '/api/admin/products' && method === 'GET') return json([product]);
    if (p === '/api/admin/products' && method === 'POST')
      return json(productFixture({ id: productId(9) }), 201);
    if (p.startsWith('/api/admin/products/validate-slug/')) return json({ valid: true, error: null });
    if (p === `/api/admin/products/${product.id}` && method === 'GET') return json(product);
    if (p === `/api/admin/products/${product.id}` && method === 'PATCH')
      return json({ ...product, ...(body as object), version: 2 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sent = (method: string) =>
  calls.filter((call) => call.method === method && call.path.startsWith('/api/admin/products'));
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const panel = (dialog: HTMLElement, tab: string) => {
  fireEvent.click(within(dialog).getByRole('tab', { name: new RegExp(`^${tab}`) }));
  return within(within(dialog).getByRole('tabpanel', { name: new RegExp(`^${tab}`) }));
};
/** The hint under a field, as its aria-describedby names it. */
const hintOf = (element: HTMLElement) =>
  element
    .getAttribute('aria-describedby')
    ?.split(' ')
    .filter((id) => id.endsWith('-hint'))
    .map((id) => document.getElementById(id)!.textContent)
    .join(' ');

async function open(mode: 'create' | 'edit') {
  renderRoute('/admin/products', <ProductsScreen />);
  fireEvent.click(
    await screen.findByRole('button', { name: mode === 'create' ? 'Add Product' : 'Edit Vitalix' }),
  );
  const dialog = await screen.findByRole('dialog', {
    name: mode === 'create' ? 'Add New Product' : 'Edit Product',
  });
  await waitFor(() =>
    expect(within(dialog).getByLabelText('Name')).toHaveProperty('value', mode === 'edit' ? 'Vitalix' : ''),
  );
  return dialog;
}

describe('the product editor: what the shop shows beside the blocks', () => {
  it('creates a product with its flags, Key Benefits, quick view ingredients and usage instructions', async () => {
    const dialog = await open('create');
    const basic = panel(dialog, 'Basic Info');
    type(basic.getByLabelText('Name'), 'Sidr Honey');
    type(basic.getByLabelText('Description'), 'Raw honey.\nFrom the sidr tree.');
    type(basic.getByLabelText('Price (Rs)'), '4500');
    const newArrival = basic.getByRole('checkbox', { name: 'New Arrival' });
    expect(hintOf(newArrival)).toBe('The New Arrival badge on its card; listed by the New arrivals filter.');
    expect(hintOf(basic.getByRole('checkbox', { name: 'On Sale' }))).toBe(
      'Listed by the On sale filter of the products page.',
    );
    fireEvent.click(newArrival);
    fireEvent.click(basic.getByRole('checkbox', { name: 'On Sale' }));

    const benefits = panel(dialog, 'Benefits');
    expect(benefits.queryAllByLabelText(/^Key benefit/)).toEqual([]);
    fireEvent.click(benefits.getByRole('button', { name: 'Add key benefit' }));
    fireEvent.click(benefits.getByRole('button', { name: 'Add key benefit' }));
    fireEvent.click(benefits.getByRole('button', { name: 'Add key benefit' }));
    type(benefits.getByLabelText('Key benefit 1'), 'Raw and unheated');
    type(benefits.getByLabelText('Key benefit 3'), 'Single origin, one harvest');
    // The row left blank is not saved.

    const ingredients = panel(dialog, 'Ingredients');
    const typedIngredients = ingredients.getByLabelText('Ingredients in the quick view');
    expect(hintOf(typedIngredients)).toBe(
      'Shown under Ingredients in the quick view of the products page. Line breaks are kept.',
    );
    type(typedIngredients, 'Sidr honey\nNothing else');

    const details = panel(dialog, 'Details');
    type(details.getByLabelText('Usage Instructions'), 'One spoon a day.\nWith warm water.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]!.body).toMatchObject({
      name: 'Sidr Honey',
      description: 'Raw honey.\nFrom the sidr tree.',
      isNewArrival: true,
      isFeatured: false,
      isBestSeller: false,
      isOnSale: true,
      benefits: ['Raw and unheated', '', 'Single origin, one harvest'],
      ingredients: 'Sidr honey\nNothing else',
      usageInstructions: 'One spoon a day.\nWith warm water.',
    });
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('Product created'));
  });

  it('opens a product with what it has, and sends back only what changed', async () => {
    const dialog = await open('edit');
    const basic = panel(dialog, 'Basic Info');
    expect(basic.getByRole('checkbox', { name: 'Featured' })).toHaveProperty('checked', true);
    expect(basic.getByRole('checkbox', { name: 'Best Seller' })).toHaveProperty('checked', false);
    fireEvent.click(basic.getByRole('checkbox', { name: 'Featured' }));
    fireEvent.click(basic.getByRole('checkbox', { name: 'Best Seller' }));

    const benefits = panel(dialog, 'Benefits');
    expect(benefits.getByLabelText('Key benefit 1')).toHaveProperty('value', 'Steady energy');
    expect(benefits.getByLabelText('Key benefit 2')).toHaveProperty('value', 'No caffeine, no crash');
    fireEvent.click(benefits.getByRole('button', { name: 'Remove key benefit 1' }));
    expect(benefits.getByLabelText('Key benefit 1')).toHaveProperty('value', 'No caffeine, no crash');

    expect(panel(dialog, 'Ingredients').getByLabelText('Ingredients in the quick view')).toHaveProperty(
      'value',
      'Raw honey\nSaffron',
    );
    expect(panel(dialog, 'Details').getByLabelText('Usage Instructions')).toHaveProperty(
      'value',
      'One spoon each morning.',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]!.body).toEqual({
      version: 1,
      isFeatured: false,
      isBestSeller: true,
      benefits: ['No caffeine, no crash'],
    });
  });

  it('shows a Key Benefits line the API refuses under its row and counts it on the Benefits tab', async () => {
    const dialog = await open('edit');
    type(panel(dialog, 'Benefits').getByLabelText('Key benefit 2'), 'x'.repeat(501));
    // Saved from another tab: the save opens the Benefits tab and its refused line.
    panel(dialog, 'Details');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    const tab = await within(dialog).findByRole('tab', { name: 'Benefits (1 error)' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const line = within(dialog).getByLabelText('Key benefit 2');
    expect(fieldError(line)).toBe('At most 500 characters');
    await waitFor(() => expect(document.activeElement).toBe(line));
    expect(sent('PATCH')).toEqual([]);
  });
});
