// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_MESSAGES, type AdminProduct } from '../../../../common/catalog/product-admin-schemas';
import {
  movedAddressNote,
  oldAddressesNote,
  oldAddressNote,
  PRODUCT_STATUS_MESSAGES as SAYS,
} from '../../../../common/catalog/product-status';
import { json, renderRoute, stubFetch } from '../../testing/admin-test-kit';
import { productFixture, productId } from './product-fixture';
import { ProductsScreen } from './products-screen';

/**
 * The editor's footer (decision 029): 'Save as draft' beside 'Publish' (a new product or a draft) or
 * 'Update Product' (a published one); publishing without an image asks first; the slug says what a
 * change does to the old address.
 */
const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

const published = productFixture({ id: productId(3), name: 'Vitalix', slug: 'vitalix', version: 4 });
const draftWithImage = productFixture({
  id: productId(4),
  name: 'Sidr Honey',
  slug: 'sidr-honey',
  status: 'draft',
  version: 2,
});
const draftWithoutImage = productFixture({
  id: productId(5),
  name: 'Ajwa Dates',
  slug: 'ajwa-dates',
  status: 'draft',
  image: null,
  version: 7,
});

type Call = { path: string; method: string; body?: Record<string, unknown> };
let calls: Call[];
let catalogue: AdminProduct[];

beforeEach(() => {
  calls = [];
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  catalogue = [published, draftWithImage, draftWithoutImage];
  stubFetch(({ path, url, method, init }) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ path, method, body });
    const p = url.pathname;
    if (p === '/api/settings') return json({ siteName: 'Shop', logoUrl: '', currencySymbol: 'Rs' });
    if (p === '/api/admin/products' && method === 'GET') return json(catalogue);
    if (p === '/api/admin/products' && method === 'POST') {
      return json(
        productFixture({ id: productId(9), name: String(body!.name), status: body!.status as never }),
        201,
      );
    }
    if (p.startsWith('/api/admin/products/validate-slug/vitalix-original')) {
      return json({ valid: true, error: null, note: 'It used to lead to "Old Vitalix".' });
    }
    if (p.startsWith('/api/admin/products/validate-slug/')) return json({ valid: true, error: null });
    const one = catalogue.find((product) => p === `/api/admin/products/${product.id}`);
    if (one && method === 'GET') return json(one);
    if (one && method === 'PATCH') {
      const slugMoved = body!.slug !== undefined && body!.slug !== one.slug;
      return json({
        ...one,
        ...body,
        oldSlugs: slugMoved ? [one.slug, ...one.oldSlugs] : one.oldSlugs,
        version: one.version + 1,
      });
    }
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (dialog: HTMLElement, label: string | RegExp) => within(dialog).getByLabelText(label);
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
const sent = (method: string) => calls.filter((call) => call.method === method);
/** The footer's buttons, left to right as a desktop shows them. */
const footer = (dialog: HTMLElement) =>
  [...button(dialog, 'Cancel').parentElement!.querySelectorAll('button')].map((b) => b.textContent);

async function openCreate() {
  renderRoute('/admin/products', <ProductsScreen />, { url: '/admin/products' });
  fireEvent.click(await screen.findByRole('button', { name: 'Add Product' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Product' });
  type(field(dialog, 'Name'), 'Kalonji Oil');
  type(field(dialog, 'Description'), 'Cold pressed.');
  type(field(dialog, 'Price (Rs)'), '950');
  return dialog;
}

async function openEdit(product: AdminProduct) {
  renderRoute('/admin/products', <ProductsScreen />, { url: `/admin/products?edit=${product.id}` });
  const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
  await waitFor(() => expect(field(dialog, 'Name')).toHaveProperty('value', product.name));
  return dialog;
}

const question = () => screen.findByRole('alertdialog', { name: SAYS.noImageTitle });

describe('a new product', () => {
  it('offers Save as draft and Publish; a draft is sent as one, without asking about the image', async () => {
    const dialog = await openCreate();
    expect(footer(dialog)).toEqual(['Cancel', 'Save as draft', 'Publish']);
    fireEvent.click(button(dialog, 'Save as draft'));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]!.body).toMatchObject({ name: 'Kalonji Oil', status: 'draft', image: null });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(toasts.notify).toHaveBeenCalledWith(PRODUCT_MESSAGES.created, SAYS.savedAsDraft);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before publishing it without an image: declined, nothing is sent and the editor stays', async () => {
    const dialog = await openCreate();
    fireEvent.click(button(dialog, 'Publish'));
    const asked = await question();
    expect(asked.textContent).toContain(SAYS.noImageDescription);
    // Focus starts on the safe choice.
    await waitFor(() => expect(document.activeElement).toBe(button(asked, SAYS.noImageCancel)));
    fireEvent.click(button(asked, SAYS.noImageCancel));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent('POST')).toEqual([]);
    expect(toasts.notifyError).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add New Product' })).toBe(dialog);
    // The editor is the person's again once the question has let go of the page.
    await waitFor(() => expect(button(dialog, 'Publish')).toHaveProperty('disabled', false));

    // Asked again, and confirmed: published.
    fireEvent.click(button(dialog, 'Publish'));
    fireEvent.click(button(await question(), SAYS.noImageConfirm));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]!.body).toMatchObject({ status: 'published' });
    expect(toasts.notify).toHaveBeenCalledWith(PRODUCT_MESSAGES.created, SAYS.published);
  });

  it('publishes with the save button after a draft save its own checks stopped', async () => {
    const dialog = await openCreate();
    type(field(dialog, 'Name'), '');
    fireEvent.click(button(dialog, 'Save as draft'));
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'Name')));
    expect(sent('POST')).toEqual([]);
    type(field(dialog, 'Name'), 'Kalonji Oil');
    fireEvent.click(button(dialog, 'Publish'));
    fireEvent.click(button(await question(), SAYS.noImageConfirm));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]!.body).toMatchObject({ status: 'published' });
  });
});

describe('a draft', () => {
  it('says it is not on the shop, and Publish sends the status alone when nothing else changed', async () => {
    const dialog = await openEdit(draftWithImage);
    expect(within(dialog).getByText(SAYS.draftNotice)).toBeDefined();
    expect(footer(dialog)).toEqual(['Cancel', 'Save as draft', 'Publish']);
    fireEvent.click(button(dialog, 'Publish'));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]!.body).toEqual({ version: 2, status: 'published' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(toasts.notify).toHaveBeenCalledWith(PRODUCT_MESSAGES.updated, SAYS.published);
  });

  it('asks before publishing a draft that has no image, and saving it as a draft again does not', async () => {
    const dialog = await openEdit(draftWithoutImage);
    fireEvent.click(button(dialog, 'Publish'));
    fireEvent.click(button(await question(), SAYS.noImageCancel));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent('PATCH')).toEqual([]);
    type(field(dialog, 'Stock'), '30');
    fireEvent.click(button(dialog, 'Save as draft'));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    // Still a draft: the status is not sent, and the toast says nothing of it.
    expect(sent('PATCH')[0]!.body).toEqual({ version: 7, stock: 30, stockLoaded: 25 });
    expect(toasts.notify).toHaveBeenCalledWith(PRODUCT_MESSAGES.updated);
  });
});

describe('a published product', () => {
  it('keeps Update Product, never asks about the image, and Save as draft takes it off the shop', async () => {
    const noImage = productFixture({ ...published, id: productId(6), image: null });
    catalogue.push(noImage);
    const dialog = await openEdit(noImage);
    expect(within(dialog).getByText(SAYS.publishedNotice)).toBeDefined();
    expect(footer(dialog)).toEqual(['Cancel', 'Save as draft', 'Update Product']);
    type(field(dialog, /^Price/), '7000');
    fireEvent.click(button(dialog, 'Update Product'));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]!.body).toEqual({ version: 4, price: '7000' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    cleanup();

    const again = await openEdit(noImage);
    fireEvent.click(button(again, 'Save as draft'));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(2));
    expect(sent('PATCH')[1]!.body).toEqual({ version: 4, status: 'draft' });
    expect(toasts.notify).toHaveBeenLastCalledWith(PRODUCT_MESSAGES.updated, SAYS.savedAsDraft);
  });
});

describe('the slug of a saved product', () => {
  it('lists the old addresses that lead here, and says the one it has will keep working when changed', async () => {
    const moved = productFixture({
      ...draftWithImage,
      id: productId(7),
      oldSlugs: ['sidr-honey-500g', 'royal-sidr'],
    });
    catalogue.push(moved);
    const dialog = await openEdit(moved);
    expect(within(dialog).getByText(oldAddressesNote(['sidr-honey-500g', 'royal-sidr']))).toBeDefined();
    expect(within(dialog).queryByText(oldAddressNote('sidr-honey'))).toBeNull();

    type(field(dialog, 'Slug'), 'sidr-honey-karak');
    expect(within(dialog).getByText(oldAddressNote('sidr-honey'))).toBeDefined();
    fireEvent.click(button(dialog, 'Save as draft'));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]!.body).toEqual({ version: 2, slug: 'sidr-honey-karak' });
    expect(toasts.notify).toHaveBeenCalledWith(
      PRODUCT_MESSAGES.updated,
      movedAddressNote('sidr-honey', 'sidr-honey-karak'),
    );
  });

  it('says when a slug it may take is another product’s old address', async () => {
    const dialog = await openEdit(published);
    type(field(dialog, 'Slug'), 'vitalix-original');
    await waitFor(
      () =>
        expect(
          within(dialog).getByText(/^✓ Slug is available\. It used to lead to "Old Vitalix"\.$/),
        ).toBeDefined(),
      { timeout: 3000 },
    );
  });
});
