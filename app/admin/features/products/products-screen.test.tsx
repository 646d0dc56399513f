// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '../../../../common/catalog/product-admin-schemas';
import { PRODUCT_STATUS_MESSAGES } from '../../../../common/catalog/product-status';
import { json, renderRoute, stubFetch } from '../../testing/admin-test-kit';
import { productFixture, productId } from './product-fixture';
import { ProductsScreen } from './products-screen';
import { readView } from '../../../lib/url-view';
import { filterProducts, productsViewSchema, stockBadge } from './products-view';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

const honey = productFixture({
  id: productId(1),
  name: 'Sidr Honey',
  slug: 'sidr-honey',
  sku: 'NF-SID-001',
  category: 'Natural Foods',
  stock: 0,
  price: '2500.00',
});
const dates = productFixture({
  id: productId(2),
  name: 'Ajwa Dates',
  slug: 'ajwa-dates',
  sku: 'DF-AJW-001',
  category: 'Dry Fruits',
  stock: 7,
  image: null,
  status: 'draft',
});
const vitalix = productFixture({
  id: productId(3),
  name: 'Vitalix',
  slug: 'vitalix',
  sku: 'SUP-VIT-001',
  stock: 40,
  price: '6500.00',
});

let calls: Array<{ path: string; method: string }>;
let catalogue: AdminProduct[];
let listAnswers: Array<() => Response>;
let deleteAnswers: Array<() => Response>;
let duplicateAnswers: Array<() => Response>;

beforeEach(() => {
  calls = [];
  catalogue = [honey, dates, vitalix];
  listAnswers = [];
  deleteAnswers = [];
  duplicateAnswers = [];
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  stubFetch(({ path, url, method }) => {
    calls.push({ path, method });
    if (url.pathname === '/api/settings')
      return json({ siteName: 'Shop', logoUrl: '', currencySymbol: 'PKR' });
    if (url.pathname === '/api/admin/products' && method === 'GET') {
      const next = listAnswers.shift();
      return next ? next() : json(catalogue);
    }
    const duplicated = /^\/api\/admin\/products\/([^/]+)\/duplicate$/.exec(url.pathname);
    if (duplicated && method === 'POST') {
      const next = duplicateAnswers.shift();
      if (next) return next();
      const source = catalogue.find((p) => p.id === duplicated[1])!;
      const copy = productFixture({
        ...source,
        id: productId(9),
        name: `${source.name} (copy)`,
        slug: `${source.slug}-copy`,
        sku: 'NF-SID-009',
        status: 'draft',
        stock: 0,
      });
      catalogue = [copy, ...catalogue];
      return json(copy, 201);
    }
    if (url.pathname === `/api/admin/products/${productId(9)}` && method === 'GET') {
      return json(catalogue.find((p) => p.id === productId(9)));
    }
    if (url.pathname.startsWith('/api/admin/products/') && method === 'DELETE') {
      const next = deleteAnswers.shift();
      if (next) return next();
      catalogue = catalogue.filter((p) => p.id !== url.pathname.split('/').pop());
      return json({ success: true });
    }
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderScreen = (url = '/admin/products') =>
  renderRoute('/admin/products', <ProductsScreen />, { url, showLocation: true });
const card = (name: string) => screen.findByRole('article', { name });
/** The query of the page's address (`hidden` while a dialog hides the page). */
const address = (hidden = false) => screen.getByRole('status', { name: 'Address', hidden }).textContent;
/** The products the grid shows, in order (`hidden` while a dialog hides the page). */
const shown = (hidden = false) =>
  screen.queryAllByRole('article', { hidden }).map((article) => article.querySelector('h2')!.textContent);
/** The line above the grid that counts what it shows. */
const countLine = () => {
  const line = screen.getByText(/^\d+ (of \d+ )?products?$/);
  expect(line.getAttribute('role')).toBe('status');
  return line.textContent;
};

describe('products view rules', () => {
  it('reads the search and a known category from the URL', () => {
    const read = (query: string) => readView(new URLSearchParams(query), productsViewSchema);
    expect(read('q=honey&category=Dry+Fruits')).toEqual({
      q: 'honey',
      category: 'Dry Fruits',
      status: null,
      edit: null,
    });
    expect(read('category=Toys&status=hidden')).toEqual({ q: '', category: null, status: null, edit: null });
    expect(read('status=draft').status).toBe('draft');
    expect(read('edit=p-1').edit).toBe('p-1');
  });

  it('matches every word in the name, slug or SKU, within the category and status', () => {
    const all = [honey, dates, vitalix];
    const any = { category: null, status: null };
    expect(filterProducts(all, { ...any, q: 'HONEY sidr' })).toEqual([honey]);
    expect(filterProducts(all, { ...any, q: 'sup-vit' })).toEqual([vitalix]);
    expect(filterProducts(all, { ...any, q: '', category: 'Dry Fruits' })).toEqual([dates]);
    expect(filterProducts(all, { ...any, q: 'honey', category: 'Dry Fruits' })).toEqual([]);
    expect(filterProducts(all, { ...any, q: '', status: 'draft' })).toEqual([dates]);
    expect(filterProducts(all, { ...any, q: '', status: 'published' })).toEqual([honey, vitalix]);
    expect(filterProducts(all, { ...any, q: 'ajwa', status: 'published' })).toEqual([]);
  });

  it('words the stock badge as the spec does', () => {
    expect(stockBadge(0)).toEqual({ label: 'Out of Stock', tone: 'out' });
    expect(stockBadge(1)).toEqual({ label: '1 in stock', tone: 'low' });
    expect(stockBadge(10)).toEqual({ label: '10 in stock', tone: 'low' });
    expect(stockBadge(11)).toEqual({ label: '11 in stock', tone: 'in' });
  });
});

describe('ProductsScreen', () => {
  it('shows the loading text, then a card per product with its badges and price', async () => {
    renderScreen();
    const loading = screen.getByText('Loading products...').parentElement!;
    expect(loading.getAttribute('role')).toBe('status');
    expect(loading.textContent).toBe('Loading products...');
    expect(shown()).toEqual([]);
    const honeyCard = await card('Sidr Honey');
    expect(honeyCard.textContent).toBe(
      'Sidr Honey' +
        'Published' +
        'Natural Foods' +
        'Out of Stock' +
        'PKR 2,500.00' +
        'Edit Sidr Honey' +
        'Duplicate Sidr Honey' +
        'Delete Sidr Honey',
    );
    expect(within(honeyCard).getByText('Out of Stock').className).toContain('bg-red-100');
    expect(honeyCard.querySelector('img')!.getAttribute('src')).toBe('/uploads/vitalix.webp');

    const datesCard = await card('Ajwa Dates');
    expect(within(datesCard).getByText('7 in stock').className).toContain('bg-stone-200');
    expect(within(datesCard).getByText('Draft').className).toContain('bg-amber-100');
    expect(within(honeyCard).getByText('Published').className).toContain('bg-green-100');
    // The placeholder stands where the image would.
    expect(datesCard.firstElementChild!.textContent).toBe('No image');
    expect(datesCard.querySelector('img')).toBeNull();
    expect(within(await card('Vitalix')).getByText('40 in stock').className).toContain('border');
    expect(shown()).toEqual(['Sidr Honey', 'Ajwa Dates', 'Vitalix']);
    expect(countLine()).toBe('3 products');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Products');
    expect(screen.getByRole('button', { name: 'Add Product' })).toHaveProperty('disabled', false);
  });

  it('shows a placeholder when an image cannot be loaded', async () => {
    renderScreen();
    const honeyCard = await card('Sidr Honey');
    fireEvent.error(honeyCard.querySelector('img')!);
    expect(honeyCard.querySelector('img')).toBeNull();
    expect(honeyCard.firstElementChild!.textContent).toBe('Image unavailable');
  });

  it("says when the list could not be loaded, with the server's message, and tries again", async () => {
    listAnswers.push(() => json({ error: 'Database unavailable' }, 400));
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error loading products' + 'Database unavailable' + 'Try again');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(shown()).toEqual(['Sidr Honey', 'Ajwa Dates', 'Vitalix']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Unknown error' when the shop gave no message", async () => {
    listAnswers.push(() => {
      throw new TypeError('offline');
    });
    listAnswers.push(() => {
      throw new TypeError('offline');
    });
    listAnswers.push(() => {
      throw new TypeError('offline');
    });
    renderScreen();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toBe('Error loading products' + 'Unknown error' + 'Try again');
  });

  it('invites the first product when there is none', async () => {
    catalogue = [];
    renderScreen();
    const empty = await screen.findByText('No products yet. Create your first product!');
    expect(empty.parentElement!.textContent).toBe(
      'No products yet. Create your first product!' + 'Add Product',
    );
    expect(screen.getAllByRole('button', { name: 'Add Product' })).toHaveLength(2);
  });

  it('searches and filters by category, keeping both in the URL', async () => {
    renderScreen();
    await card('Vitalix');
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'honey' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Vitalix' })).toBeNull());
    expect(shown()).toEqual(['Sidr Honey']);
    expect(countLine()).toBe('1 of 3 products');
    await waitFor(() => expect(address()).toBe('?q=honey'));

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Dry Fruits' } });
    await waitFor(() => expect(address()).toBe('?q=honey&category=Dry+Fruits'));
    const none = await screen.findByText('No products match this search');
    expect(none.parentElement!.textContent).toBe(
      'No products match this search' + 'Try another search, category or status.',
    );
    expect(shown()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(address()).toBe('?category=Dry+Fruits'));
    await waitFor(() => expect(shown()).toEqual(['Ajwa Dates']));
    expect(screen.queryByRole('article', { name: 'Sidr Honey' })).toBeNull();
    expect(countLine()).toBe('1 of 3 products');
  });

  it('filters by status, counting each, and keeps it in the URL', async () => {
    renderScreen();
    await card('Vitalix');
    const status = screen.getByLabelText('Status');
    expect([...status.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'All statuses',
      'Drafts (1)',
      'Published (2)',
    ]);
    fireEvent.change(status, { target: { value: 'draft' } });
    await waitFor(() => expect(address()).toBe('?status=draft'));
    await waitFor(() => expect(shown()).toEqual(['Ajwa Dates']));
    expect(countLine()).toBe('1 of 3 products');
    fireEvent.change(status, { target: { value: 'published' } });
    await waitFor(() => expect(shown()).toEqual(['Sidr Honey', 'Vitalix']));
    expect(address()).toBe('?status=published');
    fireEvent.change(status, { target: { value: '' } });
    await waitFor(() => expect(address()).toBe(''));
    expect(shown()).toEqual(['Sidr Honey', 'Ajwa Dates', 'Vitalix']);
  });

  it('duplicates a product as a draft and opens the copy in the editor', async () => {
    renderScreen();
    fireEvent.click(within(await card('Sidr Honey')).getByRole('button', { name: 'Duplicate Sidr Honey' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect(calls).toContainEqual({ path: `/api/admin/products/${productId(1)}/duplicate`, method: 'POST' });
    expect(toasts.notify).toHaveBeenCalledWith(
      PRODUCT_STATUS_MESSAGES.duplicated,
      PRODUCT_STATUS_MESSAGES.duplicatedDescription('Sidr Honey (copy)'),
    );
    await waitFor(() => expect(address(true)).toBe(`?edit=${productId(9)}`));
    await waitFor(() =>
      expect(within(editor).getByLabelText('Name')).toHaveProperty('value', 'Sidr Honey (copy)'),
    );
    expect(within(editor).getByText(PRODUCT_STATUS_MESSAGES.draftNotice)).toBeDefined();
    expect(shown(true)).toEqual(['Sidr Honey (copy)', 'Sidr Honey', 'Ajwa Dates', 'Vitalix']);
  });

  it('says so when the copy cannot be made, and opens nothing', async () => {
    duplicateAnswers.push(() => json({ error: 'Product not found' }, 404));
    renderScreen();
    fireEvent.click(within(await card('Vitalix')).getByRole('button', { name: 'Duplicate Vitalix' }));
    await waitFor(() => expect(toasts.notifyError).toHaveBeenCalledWith('Error', 'Product not found'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(address()).toBe('');
  });

  it('opens on the view named in the URL', async () => {
    renderScreen('/admin/products?q=ajwa&category=Dry+Fruits');
    await card('Ajwa Dates');
    expect(shown()).toEqual(['Ajwa Dates']);
    expect(screen.getByLabelText('Search products')).toHaveProperty('value', 'ajwa');
    expect(screen.getByLabelText('Category')).toHaveProperty('value', 'Dry Fruits');
  });

  it('deletes a product after the confirmation, which says it is permanently deleted', async () => {
    renderScreen();
    fireEvent.click(within(await card('Sidr Honey')).getByRole('button', { name: 'Delete Sidr Honey' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Sidr Honey?' });
    // The words that describe the confirmation.
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe(
      'This product will be permanently deleted.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('Product deleted'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sidr Honey' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toContainEqual({ path: `/api/admin/products/${productId(1)}`, method: 'DELETE' });
  });

  it('keeps the confirmation open and says so when the delete fails', async () => {
    deleteAnswers.push(() => json({ error: 'Product not found' }, 404));
    deleteAnswers.push(() => json({}, 400));
    renderScreen();
    fireEvent.click(within(await card('Vitalix')).getByRole('button', { name: 'Delete Vitalix' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.notifyError).toHaveBeenCalledWith('Error', 'Product not found'));
    expect(screen.getByRole('alertdialog')).toBe(dialog); // still open
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenLastCalledWith('Error', 'HTTP error! status: 400'),
    );
    expect(screen.getByRole('alertdialog')).toBe(dialog); // still open
    expect(shown(true)).toEqual(['Sidr Honey', 'Ajwa Dates', 'Vitalix']);
  });
});
