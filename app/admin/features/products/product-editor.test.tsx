// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_MESSAGES, type AdminProduct } from '../../../../common/catalog/product-admin-schemas';
import { PRODUCT_STATUS_MESSAGES } from '../../../../common/catalog/product-status';
import { fieldError, json, renderRoute, stubFetch } from '../../testing/admin-test-kit';
import { productFixture, productId } from './product-fixture';
import { ProductsScreen } from './products-screen';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

const vitalix = productFixture({ id: productId(3), name: 'Vitalix', slug: 'vitalix', stock: 25, version: 4 });

type Call = { path: string; method: string; body?: unknown };
let calls: Call[];
let catalogue: AdminProduct[];
let answers: Record<string, Array<() => Response>>;

const next = (key: string) => answers[key]?.shift()?.();

beforeEach(() => {
  calls = [];
  catalogue = [vitalix];
  answers = {};
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  stubFetch(({ path, url, method, init }) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ path, method, body });
    const p = url.pathname;
    if (p === '/api/settings') return json({ siteName: 'Shop', logoUrl: '', currencySymbol: 'Rs' });
    if (p === '/api/admin/products' && method === 'GET') return json(catalogue);
    if (p === '/api/admin/products' && method === 'POST') {
      const answer = next('create');
      if (answer) return answer;
      const { name, category } = body as Pick<AdminProduct, 'name' | 'category'>;
      const created = productFixture({
        id: productId(9),
        name,
        category,
        slug: 'new-one',
        sku: 'SUP-NEW-001',
      });
      catalogue = [created, ...catalogue];
      return json(created, 201);
    }
    if (p.startsWith('/api/admin/products/validate-slug/'))
      return next('slug') ?? json({ valid: true, error: null });
    if (p === '/api/admin/products/generate-slug')
      return next('generate-slug') ?? json({ slug: 'vitalix-2' });
    if (p === '/api/admin/products/generate-sku') return next('generate-sku') ?? json({ sku: 'SUP-VIT-002' });
    if (p === `/api/admin/products/${vitalix.id}` && method === 'GET') return next('one') ?? json(vitalix);
    if (p === `/api/admin/products/${vitalix.id}` && method === 'PATCH') {
      return next('update') ?? json({ ...vitalix, ...(body as object), version: 5 });
    }
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderScreen = (url = '/admin/products') =>
  renderRoute('/admin/products', <ProductsScreen />, { url, showLocation: true });
const address = () => screen.getByRole('status', { name: 'Address', hidden: true }).textContent;
const field = (dialog: HTMLElement, label: string | RegExp) => within(dialog).getByLabelText(label);
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
/** The hint under a field, as its aria-describedby names it. */
const hintOf = (element: HTMLElement) => {
  expect(element.getAttribute('aria-describedby')).toContain(`${element.id}-hint`);
  return document.getElementById(`${element.id}-hint`)!.textContent;
};
/** Each tab's name, with its badge and the count read out when it has problems. */
const tabs = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
/** The live line under the slug that says what its check found. */
const slugStatus = (dialog: HTMLElement) => {
  const status = field(dialog, 'Slug').parentElement!.parentElement!.nextElementSibling!;
  expect(status.getAttribute('role')).toBe('status');
  return status.textContent;
};
/** The products the grid shows, in order. */
const shown = () => screen.queryAllByRole('article').map((card) => card.querySelector('h2')!.textContent);
const sent = (method: string, path?: string) =>
  calls.filter((call) => call.method === method && (!path || call.path.startsWith(path)));

async function openCreate() {
  renderScreen();
  fireEvent.click(await screen.findByRole('button', { name: 'Add Product' }));
  return screen.findByRole('dialog', { name: 'Add New Product' });
}

async function openEdit() {
  renderScreen();
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Vitalix' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
  await waitFor(() => expect(field(dialog, 'Name')).toHaveProperty('value', 'Vitalix'));
  return dialog;
}

describe('the product editor: creating', () => {
  it('opens with five tabs and the new-product defaults', async () => {
    const dialog = await openCreate();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Basic Info', 'Media', 'Benefits', 'Ingredients', 'Details']);
    expect(within(dialog).getByRole('tab', { name: 'Basic Info' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(field(dialog, 'Category')).toHaveProperty('value', 'Supplements');
    expect(field(dialog, 'Price (Rs)')).toHaveProperty('value', '0');
    expect(field(dialog, 'Price (Rs)').getAttribute('step')).toBe('0.01');
    expect(field(dialog, 'Stock')).toHaveProperty('value', '0');
    fireEvent.keyDown(within(dialog).getByRole('tab', { name: 'Basic Info' }), { key: 'ArrowRight' });
    expect(within(dialog).getByRole('tab', { name: 'Media' }).getAttribute('aria-selected')).toBe('true');
  });

  it("shows the fields' problems and their count on the tab, focusing the first, before sending anything", async () => {
    const dialog = await openCreate();
    type(field(dialog, 'Price (Rs)'), '-4');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Details' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'Name')));
    expect(
      within(dialog).getByRole('tab', { name: 'Basic Info (3 errors)' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(fieldError(field(dialog, 'Name'))).toBe('Name is required');
    expect(fieldError(field(dialog, 'Description'))).toBe('Description is required');
    expect(fieldError(field(dialog, 'Price (Rs)'))).toBe('Price cannot be negative');
    expect(field(dialog, 'Name').getAttribute('aria-invalid')).toBe('true');
    expect(sent('POST')).toEqual([]);

    // The form engine checks what is typed asynchronously (its resolver), so the count follows a moment later.
    type(field(dialog, 'Name'), 'Ajwa Dates');
    await waitFor(() =>
      expect(tabs(dialog)).toEqual([
        'Basic Info' + '2' + ' (2 errors)',
        'Media',
        'Benefits',
        'Ingredients',
        'Details',
      ]),
    );
    expect(fieldError(field(dialog, 'Name'))).toBeUndefined();
  });

  it('sells nothing for nothing: the price says what checkout charges, and 0 is refused', async () => {
    const dialog = await openCreate();
    type(field(dialog, 'Name'), 'Ajwa Dates');
    type(field(dialog, 'Description'), 'Soft dates.');
    expect(hintOf(field(dialog, 'Price (Rs)'))).toBe('Price must be more than 0');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    // react-hook-form moves focus as it finds the problem, before React draws it: wait for both.
    await waitFor(() => {
      expect(document.activeElement).toBe(field(dialog, 'Price (Rs)'));
      expect(field(dialog, 'Price (Rs)').getAttribute('aria-invalid')).toBe('true');
    });
    expect(sent('POST')).toEqual([]);
    type(field(dialog, 'Price (Rs)'), '1850.5');
    await waitFor(() => expect(hintOf(field(dialog, 'Price (Rs)'))).toBe('Charged at checkout: Rs 1,850.50'));
  });

  it('speaks about a field once it is left', async () => {
    const dialog = await openCreate();
    fireEvent.blur(field(dialog, 'Description'));
    await waitFor(() => expect(fieldError(field(dialog, 'Description'))).toBe('Description is required'));
    expect(within(dialog).queryByText('Name is required')).toBeNull();
    expect(tabs(dialog)).toEqual([
      'Basic Info' + '1' + ' (1 error)',
      'Media',
      'Benefits',
      'Ingredients',
      'Details',
    ]);
  });

  it('creates the product, closes and shows it in the grid', async () => {
    const dialog = await openCreate();
    type(field(dialog, 'Name'), 'Ajwa Dates');
    type(field(dialog, 'Description'), 'Soft dates from Madinah.');
    fireEvent.change(field(dialog, 'Category'), { target: { value: 'Dry Fruits' } });
    type(field(dialog, 'Price (Rs)'), '1850.5');
    type(field(dialog, 'Stock'), '12');
    type(field(dialog, 'Hero heading'), 'Sweet and soft');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    // No image yet: publishing asks first (decision 029).
    const question = await screen.findByRole('alertdialog', { name: PRODUCT_STATUS_MESSAGES.noImageTitle });
    expect(sent('POST')).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: PRODUCT_STATUS_MESSAGES.noImageConfirm }));
    await waitFor(() =>
      expect(toasts.notify).toHaveBeenCalledWith('Product created', PRODUCT_STATUS_MESSAGES.published),
    );
    expect(sent('POST', '/api/admin/products')[0]!.body).toMatchObject({
      status: 'published',
      name: 'Ajwa Dates',
      slug: '',
      sku: '',
      description: 'Soft dates from Madinah.',
      category: 'Dry Fruits',
      price: '1850.5',
      stock: 12,
      image: null,
      images: [],
      productHeroSection: { heading: 'Sweet and soft', subheading: '' },
      productBenefits: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(shown()).toEqual(['Ajwa Dates', 'Vitalix']));
  });

  it("keeps the editor open with the server's message when the create fails", async () => {
    answers.create = [
      () => json({ error: 'Price can have at most two decimals' }, 400),
      () => json({ error: 'Slug "ajwa" is already used by "Ajwa Dates"' }, 409),
      () => json({}, 400),
    ];
    const dialog = await openCreate();
    type(field(dialog, 'Name'), 'Ajwa');
    type(field(dialog, 'Description'), 'Dates');
    type(field(dialog, 'Price (Rs)'), '1850');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith('Error', 'Price can have at most two decimals'),
    );
    expect(screen.getByRole('dialog', { name: 'Add New Product' })).toBe(dialog); // still open

    // A slug in use is said next to the slug, until it changes.
    type(field(dialog, 'Slug'), 'ajwa');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() =>
      expect(fieldError(field(dialog, 'Slug'))).toBe('Slug "ajwa" is already used by "Ajwa Dates"'),
    );
    expect(field(dialog, 'Slug').getAttribute('aria-invalid')).toBe('true');
    type(field(dialog, 'Slug'), 'ajwa-dates');
    await waitFor(() => expect(field(dialog, 'Slug').getAttribute('aria-invalid')).toBe('false'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenLastCalledWith('Error', 'HTTP error! status: 400'),
    );
  });

  it('shows the Form Error when the server cannot process a block', async () => {
    answers.create = [() => json({ error: 'productBenefits is not valid JSON' }, 400)];
    const dialog = await openCreate();
    type(field(dialog, 'Name'), 'Ajwa');
    type(field(dialog, 'Description'), 'Dates');
    type(field(dialog, 'Price (Rs)'), '1850');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith(
        'Form Error',
        'There was an error processing the form data. Please check your JSON fields.',
      ),
    );
  });

  it('asks before closing with unsaved changes, and closes at once without', async () => {
    let dialog = await openCreate();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    dialog = await screen.findByRole('dialog', { name: 'Add New Product' });
    type(field(dialog, 'Name'), 'Half typed');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field(dialog, 'Name')).toHaveProperty('value', 'Half typed');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('POST')).toEqual([]);
  });
});

describe('the product editor: slug and SKU', () => {
  it('asks for a name before Auto and Generate, then fills them in from the server', async () => {
    const dialog = await openCreate();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Auto' }));
    expect(toasts.notifyError).toHaveBeenCalledWith('Error', 'Please enter a product name first');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(toasts.notifyError).toHaveBeenCalledWith(
      'Error',
      'Please fill in category and name before generating SKU',
    );
    expect(sent('POST')).toEqual([]);

    type(field(dialog, 'Name'), 'Vitalix Plus');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Auto' }));
    await waitFor(() => expect(field(dialog, 'Slug')).toHaveProperty('value', 'vitalix-2'));
    expect(toasts.notify).toHaveBeenCalledWith('Slug generated', 'vitalix-2');
    expect(sent('POST', '/api/admin/products/generate-slug')[0]!.body).toEqual({
      productName: 'Vitalix Plus',
      category: 'Supplements',
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(field(dialog, 'SKU')).toHaveProperty('value', 'SUP-VIT-002'));
    expect(toasts.notify).toHaveBeenCalledWith('SKU Generated', 'Generated SKU: SUP-VIT-002');
    expect(sent('POST', '/api/admin/products/generate-sku')[0]!.body).toEqual({
      productName: 'Vitalix Plus',
      category: 'Supplements',
    });

    answers['generate-sku'] = [() => json({}, 400)];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenLastCalledWith('Error', 'HTTP error! status: 400'),
    );
    answers['generate-slug'] = [
      () => {
        throw new TypeError('offline');
      },
    ];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Auto' }));
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenLastCalledWith('Error', 'Failed to generate slug'),
    );
  });

  it('checks the slug 500 ms after typing stops, with the product excluded', async () => {
    answers.slug = [
      () => json({ valid: true, error: null }),
      () => json({ valid: false, error: 'Slug "honey" is already used by "Sidr Honey"' }),
      () => json({ error: 'boom' }, 500),
    ];
    const dialog = await openEdit();
    expect(sent('GET', '/api/admin/products/validate-slug')).toEqual([]);
    type(field(dialog, 'Slug'), 'vit');
    type(field(dialog, 'Slug'), 'vitalix-jar');
    expect(sent('GET', '/api/admin/products/validate-slug')).toEqual([]);
    await waitFor(() => expect(slugStatus(dialog)).toBe(PRODUCT_MESSAGES.slugAvailable));
    expect(sent('GET', '/api/admin/products/validate-slug').map((call) => call.path)).toEqual([
      `/api/admin/products/validate-slug/vitalix-jar?excludeId=${vitalix.id}`,
    ]);

    type(field(dialog, 'Slug'), 'honey');
    await waitFor(() => expect(slugStatus(dialog)).toBe('Slug "honey" is already used by "Sidr Honey"'));
    type(field(dialog, 'Slug'), 'honey-2');
    await waitFor(() => expect(slugStatus(dialog)).toBe('Failed to validate slug'));
  });
});

describe('the product editor: editing', () => {
  it('loads the product afresh and sends only the changes, with its version and the stock it showed', async () => {
    const dialog = await openEdit();
    await waitFor(() => expect(address()).toBe(`?edit=${vitalix.id}`));
    expect(sent('GET', `/api/admin/products/${vitalix.id}`)).toHaveLength(1);
    expect(field(dialog, 'Stock')).toHaveProperty('value', '25');
    expect(field(dialog, 'Price (Rs)')).toHaveProperty('value', '6500.00');
    type(field(dialog, 'Price (Rs)'), '6999.99');
    type(field(dialog, 'Stock'), '30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('Product updated'));
    expect(sent('PATCH')[0]).toEqual({
      path: `/api/admin/products/${vitalix.id}`,
      method: 'PATCH',
      body: { version: 4, price: '6999.99', stock: 30, stockLoaded: 25 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(address()).toBe('');
  });

  it('edits the cost price, which only the back office sees', async () => {
    const dialog = await openEdit();
    expect(field(dialog, 'Cost price (Rs)')).toHaveProperty('value', '');
    type(field(dialog, 'Cost price (Rs)'), '4200.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('Product updated'));
    expect(sent('PATCH')[0]!.body).toEqual({ version: 4, costPrice: '4200.50' });
  });

  it('says when the product could not be opened', async () => {
    answers.one = [() => json({ error: 'Product not found' }, 404)];
    renderScreen(`/admin/products?edit=${vitalix.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const failed = await within(dialog).findByRole('alert');
    expect(failed.textContent).toBe('The product could not be opened' + 'Product not found' + 'Try again');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(field(dialog, 'Name')).toHaveProperty('value', 'Vitalix'));
  });

  it('keeps what was typed when someone else saved first: both versions side by side, then re-applied on the new version', async () => {
    answers.update = [() => json({ error: PRODUCT_MESSAGES.stale }, 409)];
    const dialog = await openEdit();
    type(field(dialog, 'Name'), 'Vitalix Gold');
    type(field(dialog, 'Price (Rs)'), '6999.99');
    const saved = {
      ...vitalix,
      name: 'Vitalix Max',
      description: 'Now with saffron.',
      stock: 20,
      version: 6,
    };
    answers.one = [() => json(saved)];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));

    const view = await within(dialog).findByRole('region', {
      name: 'Someone else saved this product while you were editing it',
    });
    expect(toasts.notifyError).toHaveBeenCalledWith('Error', PRODUCT_MESSAGES.stale);
    expect(sent('GET', `/api/admin/products/${vitalix.id}`)).toHaveLength(2);
    const rows = within(view)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Product › Name' + 'Your version' + 'Vitalix Gold' + 'Saved version' + 'Vitalix Max',
      'Product › Price (Rs)' + 'Your version' + '6999.99' + 'Saved version' + '6500.00',
    ]);
    expect(view.textContent).toContain('kept either way: Product › Description, Product › Stock.');
    // What was typed is still in the form, and nothing goes until the person chose.
    expect(field(dialog, 'Name')).toHaveProperty('value', 'Vitalix Gold');
    expect(within(dialog).getByRole('button', { name: 'Update Product' })).toHaveProperty('disabled', true);

    fireEvent.click(within(view).getByRole('button', { name: 'Re-apply my changes' }));
    expect(field(dialog, 'Name')).toHaveProperty('value', 'Vitalix Gold');
    expect(field(dialog, 'Price (Rs)')).toHaveProperty('value', '6999.99');
    expect(field(dialog, 'Stock')).toHaveProperty('value', '20');
    expect(
      within(dialog).getByText(
        'Your changes are back on top of the saved version of this product. Save to keep them.',
      ),
    ).toBe(document.activeElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(2));
    expect(sent('PATCH')[1]!.body).toEqual({ version: 6, name: 'Vitalix Gold', price: '6999.99' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
