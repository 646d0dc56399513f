import { mediaFileName } from '../../kit/format';
// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '../../../../common/catalog/product-admin-schemas';
import type { MediaAsset } from '../../../../common/media/media-schemas';
import {
  FakeXhr,
  fieldError,
  installFakeXhr,
  json,
  mediaAssetFixture,
  renderRoute,
  stubFetch,
} from '../../testing/admin-test-kit';
import { addImage, keepFirstOnly, makePrimary, moveImage, removeImage } from './gallery-rules';
import { productFixture, productId } from './product-fixture';
import { ProductsScreen } from './products-screen';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

const url = (n: number) => `/uploads/media/${n}/photo-${n}.webp`;
const withGallery = (count: number) =>
  productFixture({
    id: productId(3),
    name: 'Vitalix',
    image: url(1),
    images: Array.from({ length: count - 1 }, (_, i) => url(i + 2)),
    version: 2,
  });

let calls: Array<{ path: string; method: string; body?: unknown }>;
let product: AdminProduct;
let library: MediaAsset[];

beforeEach(() => {
  calls = [];
  product = withGallery(3);
  library = [
    mediaAssetFixture({
      id: '6f1c2a8e-4b1d-4c3e-9f00-000000000041',
      fileName: 'jar.png',
      fileUrl: '/uploads/jar.webp',
    }),
  ];
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  installFakeXhr();
  stubFetch(({ path, url: address, method, init }) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ path, method, body });
    const p = address.pathname;
    if (p === '/api/settings') return json({ siteName: 'Shop', logoUrl: '', currencySymbol: 'Rs' });
    if (p === '/api/admin/media') return json(library);
    if (p === '/api/admin/products' && method === 'GET') return json([product]);
    if (p === '/api/admin/products' && method === 'POST')
      return json(productFixture({ id: productId(9) }), 201);
    if (p === `/api/admin/products/${product.id}` && method === 'GET') return json(product);
    if (p === `/api/admin/products/${product.id}` && method === 'PATCH')
      return json({ ...product, version: 3 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sent = (method: string) =>
  calls.filter((call) => call.method === method && call.path.startsWith('/api/admin/products'));
const field = (within_: HTMLElement, label: string | RegExp) => within(within_).getByLabelText(label);
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function openMedia(mode: 'create' | 'edit') {
  renderRoute('/admin/products', <ProductsScreen />);
  if (mode === 'create') fireEvent.click(await screen.findByRole('button', { name: 'Add Product' }));
  else fireEvent.click(await screen.findByRole('button', { name: 'Edit Vitalix' }));
  const dialog = await screen.findByRole('dialog', {
    name: mode === 'create' ? 'Add New Product' : 'Edit Product',
  });
  await within(dialog).findByLabelText('Name');
  fireEvent.click(within(dialog).getByRole('tab', { name: /^Media/ }));
  return dialog;
}

const images = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Gallery images' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

async function update(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
  await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
  return sent('PATCH')[0]!.body as Record<string, unknown>;
}

describe('gallery rules', () => {
  const three = ['a', 'b', 'c'];
  it('adds up to 10 images, at the end or as the new primary', () => {
    expect(addImage(three, 'd')).toEqual({ ok: true, gallery: ['a', 'b', 'c', 'd'] });
    expect(addImage(three, 'd', 'front')).toEqual({ ok: true, gallery: ['d', 'a', 'b', 'c'] });
    expect(addImage(Array.from({ length: 10 }, String), 'x')).toEqual({
      ok: false,
      refusal: { title: 'Too many images', description: 'Maximum 10 images allowed per product' },
    });
  });

  it('keeps at least one image', () => {
    expect(removeImage(three, 1)).toEqual({ ok: true, gallery: ['a', 'c'] });
    expect(removeImage(['a'], 0)).toEqual({
      ok: false,
      refusal: { title: 'Error', description: 'At least one image is required' },
    });
    expect(keepFirstOnly(three)).toEqual(['a']);
  });

  it('moves images, and Set Primary moves one to the front', () => {
    expect(moveImage(three, 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveImage(three, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveImage(three, 1, 5)).toEqual(three);
    expect(makePrimary(three, 2)).toEqual(['c', 'a', 'b']);
    expect(mediaFileName('/uploads/media/1/My%20Jar.webp?v=2')).toBe('My Jar.webp');
  });
});

describe('the Media tab: the gallery', () => {
  it('reorders, sets the primary and removes; on save the first image is `image`, the rest `images`', async () => {
    const dialog = await openMedia('edit');
    expect(images(dialog)).toEqual([
      'Image 1 of 3, primary: photo-1.webp',
      'Image 2 of 3: photo-2.webp',
      'Image 3 of 3: photo-3.webp',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set Primary (image 3)' }));
    expect(images(dialog)[0]).toBe('Image 1 of 3, primary: photo-3.webp');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move image 2 later' }));
    expect(images(dialog)).toEqual([
      'Image 1 of 3, primary: photo-3.webp',
      'Image 2 of 3: photo-2.webp',
      'Image 3 of 3: photo-1.webp',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Move image 1 earlier' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(
      within(dialog)
        .getByRole('button', { name: 'Drag image 1 to reorder' })
        .getAttribute('aria-roledescription'),
    ).toBe('sortable');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove image 2' }));
    expect(images(dialog)).toEqual(['Image 1 of 2, primary: photo-3.webp', 'Image 2 of 2: photo-1.webp']);
    expect(within(dialog).getByText(/ of 10 images$/).textContent).toBe('2 of 10 images');
    expect(await update(dialog)).toEqual({ version: 2, image: url(3), images: [url(1)] });
  });

  it('removes all but the first, and keeps the last one', async () => {
    const dialog = await openMedia('edit');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove all but the first' }));
    expect(images(dialog)).toEqual(['Image 1 of 1, primary: photo-1.webp']);
    expect(within(dialog).getByRole('button', { name: 'Remove all but the first' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove image 1' }));
    expect(toasts.notifyError).toHaveBeenCalledWith('Error', 'At least one image is required');
    expect(images(dialog)).toHaveLength(1);
  });

  it('adds an image from the media library, up to 10', async () => {
    product = withGallery(9);
    const dialog = await openMedia('edit');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Image' }));
    const picker = await screen.findByRole('dialog', { name: 'Add an image to the gallery' });
    fireEvent.doubleClick(await within(picker).findByRole('button', { name: /^jar\.png/ }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add an image to the gallery' })).toBeNull(),
    );
    expect(toasts.notify).toHaveBeenCalledWith('Image added', 'Image 10 of 10 added to product gallery');
    expect(images(dialog).at(-1)).toBe('Image 10 of 10: jar.webp');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Image' }));
    expect(toasts.notifyError).toHaveBeenCalledWith(
      'Too many images',
      'Maximum 10 images allowed per product',
    );
    expect(screen.queryByRole('dialog', { name: 'Add an image to the gallery' })).toBeNull();
  });

  it('uploads a primary image with its progress in steps, and puts it first', async () => {
    const dialog = await openMedia('edit');
    const file = new File([new Uint8Array(3000).fill(7)], 'new-jar.png', { type: 'image/png' });
    fireEvent.change(field(dialog, 'Upload primary image'), { target: { files: [file] } });
    const bar = () => within(dialog).getByRole('progressbar', { name: 'Upload of new-jar.png' });
    expect(bar().getAttribute('aria-valuenow')).toBe('25');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.sentJson).toMatchObject({ fileName: 'new-jar.png', category: 'image', purpose: 'product' });
    xhr.progressShare(0.3);
    expect(bar().getAttribute('aria-valuenow')).toBe('50');
    xhr.progressShare(1);
    expect(bar().getAttribute('aria-valuenow')).toBe('75');
    const uploaded = mediaAssetFixture({ fileName: 'new-jar.png', fileUrl: '/uploads/media/9/new-jar.webp' });
    xhr.respond(200, {
      success: true,
      fileUrl: uploaded.fileUrl,
      fileName: 'new-jar.png',
      contentType: 'image/png',
      fileSize: 3000,
      asset: uploaded,
    });
    const done = await within(dialog).findByText(/uploaded and set as the primary image\.$/);
    expect(done.closest('[role="status"]')!.textContent).toBe(
      'new-jar.png uploaded and set as the primary image.',
    );
    expect(images(dialog)[0]).toBe('Image 1 of 4, primary: new-jar.webp');
    expect(toasts.notify).toHaveBeenCalledWith('Image added', 'Image 4 of 10 added to product gallery');
  });

  it("says 'Upload failed' with the server's reason", async () => {
    const dialog = await openMedia('edit');
    const file = new File([new Uint8Array(10).fill(7)], 'bad.png', { type: 'image/png' });
    fireEvent.change(field(dialog, 'Upload primary image'), { target: { files: [file] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.respond(415, { success: false, error: 'bad.png is not an image we can use' });
    const failed = await within(dialog).findByText(/^Upload failed/);
    expect(failed.getAttribute('role')).toBe('alert');
    expect(failed.textContent).toBe('Upload failed: bad.png is not an image we can use');
    expect(toasts.notifyError).toHaveBeenCalledWith(
      'Error',
      'Upload failed: bad.png is not an image we can use',
    );
    expect(images(dialog)).toHaveLength(3);
  });
});

describe('the Media tab: videos, plans and the comparison table', () => {
  it('saves plans with whole numbers, the price read as one amount, features split by line or comma, and the table', async () => {
    const dialog = await openMedia('create');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add plan' }));
    const plan = within(dialog).getByRole('group', { name: 'Plan 1' });
    type(field(plan, 'Label'), '2 Jars');
    type(field(plan, 'Servings'), '60');
    type(field(plan, 'Price (Rs)'), 'Rs. 11,000');
    const price = field(plan, 'Price (Rs)');
    expect(price.getAttribute('aria-describedby')).toBe(`${price.id}-hint`);
    expect(document.getElementById(`${price.id}-hint`)!.textContent).toBe(
      'Charged at checkout: Rs 11,000.00',
    );
    type(field(plan, 'Per day'), '');
    type(field(plan, 'Savings'), '2000');
    type(field(plan, 'Features'), 'Free delivery\nTwo months, best value');
    fireEvent.change(field(plan, 'Highlight'), { target: { value: 'Most Popular' } });
    // The same row, now titled with its label.
    expect(within(dialog).getByRole('group', { name: 'Plan 1: 2 Jars' })).toBe(plan);

    type(field(dialog, 'Table heading'), 'How It Compares');
    type(field(dialog, 'Columns'), 'Vitalix, Others');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add row' }));
    const row = within(dialog).getByRole('group', { name: 'Row 1' });
    type(field(row, 'Feature'), 'Natural');
    type(field(row, 'Values'), 'Yes , No');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add video URL' }));
    type(field(dialog, 'Video URL 1'), '/uploads/media/5/story.mp4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add video URL' }));

    fireEvent.click(within(dialog).getByRole('tab', { name: /^Basic Info/ }));
    const basic = within(dialog).getByRole('tabpanel', { name: /^Basic Info/ });
    type(field(basic, 'Name'), 'Vitalix Duo');
    type(field(basic, 'Description'), 'Two jars.');
    type(field(basic, 'Price (Rs)'), '6500');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]!.body).toMatchObject({
      videos: ['/uploads/media/5/story.mp4'],
      productBenefits: {
        pricingPlans: [
          {
            label: '2 Jars',
            servings: 60,
            price: 11000,
            perDay: 0,
            description: '',
            features: ['Free delivery', 'Two months', 'best value'],
            highlight: 'Most Popular',
            savings: { amount: 2000 },
          },
        ],
        comparisonTable: {
          heading: 'How It Compares',
          columns: ['Vitalix', 'Others'],
          rows: [{ feature: 'Natural', values: ['Yes', 'No'] }],
        },
      },
    });
  });

  it('counts the Media tab problems on its tab and opens it on save', async () => {
    const dialog = await openMedia('edit');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add plan' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add video URL' }));
    type(field(dialog, 'Video URL 1'), 'ftp://nope');
    fireEvent.click(within(dialog).getByRole('tab', { name: /^Basic Info/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    // The form engine checks a save asynchronously (its resolver): the tab follows a moment later.
    const media = await within(dialog).findByRole('tab', { name: 'Media (3 errors)' });
    expect(media.getAttribute('aria-selected')).toBe('true');
    const plan = within(dialog).getByRole('group', { name: 'Plan 1' });
    expect(fieldError(field(plan, 'Label'))).toBe('Plan label is required');
    // A plan without a price is refused, never offered at Rs 0.00.
    expect(fieldError(field(plan, 'Price (Rs)'))).toBe('Plan price is required');
    expect(fieldError(field(dialog, 'Video URL 1'))).toBe(
      'A media address must start with http://, https:// or /',
    );
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'Video URL 1')));
    expect(sent('PATCH')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove plan 1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove video 1' }));
    await waitFor(() => expect(media.textContent).toBe('Media'));
  });
});
