import type { APIRequestContext, Page } from '@playwright/test';
import { oldAddressNote, PRODUCT_STATUS_MESSAGES as SAYS } from '../../../common/catalog/product-status';
import { expect, expectNoSeriousAxeViolations, open, test } from './fixtures';

/**
 * Drafts, copies and old addresses (decision 029), end to end: a product saved as a draft is on no
 * page, list, sitemap or API answer of the shop and a cart holding it cannot be ordered; publishing
 * without an image asks first; a changed slug answers 301 from the old address (page and `.data`),
 * through a chain of renames, until another product takes the old slug; a duplicate opens as a draft.
 */

type Listed = { id: string; slug: string; name: string; price: string; image: string | null };

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function listedSlugs(request: APIRequestContext): Promise<string[]> {
  return ((await (await request.get('/api/products')).json()) as Listed[]).map((p) => p.slug);
}

async function sitemap(request: APIRequestContext): Promise<string> {
  return (await request.get('/sitemap.xml')).text();
}

/** The address an answer sends the browser on to, with its status. */
async function movedTo(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  return { status: res.status(), location: res.headers()['location'] };
}

async function createProduct(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post('/api/admin/products', {
    data: {
      description: 'Made by the e2e test.',
      category: 'Dry Fruits',
      price: '900.00',
      stock: 30,
      ...body,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Listed & { version: number };
}

async function patchProduct(request: APIRequestContext, id: string, body: Record<string, unknown>) {
  const res = await request.patch(`/api/admin/products/${id}`, { data: body });
  expect(res.status(), await res.text()).toBe(200);
}

async function deleteProducts(request: APIRequestContext, ids: string[]) {
  for (const id of ids) expect((await request.delete(`/api/admin/products/${id}`)).status()).toBe(200);
}

test.describe('product drafts', () => {
  test('a draft stays off the shop until it is published, asking about the missing image first', async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(180_000);
    const stamp = `${test.info().project.name}-${Date.now()}`;
    const name = `E2E Draft Figs ${stamp}`;
    const request = page.request;

    await loginAs('cms', '/admin/products');
    await page.getByRole('button', { name: 'Add Product' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    let panel = dialog.getByRole('tabpanel');
    await panel.getByLabel('Name').fill(name);
    await panel.getByLabel('Description').fill('Sun-dried figs, a draft for now.');
    await panel.getByLabel(/^Price/).fill('1450');
    await panel.getByLabel('Stock').fill('12');
    await expect(dialog.getByRole('button', { name: SAYS.saveDraft })).toBeVisible();
    await expect(dialog.getByRole('button', { name: SAYS.publish })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: SAYS.saveDraft }).click();
    await expect(toast(page, 'Product created')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The grid shows its status and filters by it.
    await page.getByLabel('Status').selectOption('draft');
    await expect(page).toHaveURL(/status=draft/);
    await page.getByLabel('Search products').fill(stamp);
    const card = page.getByRole('article', { name });
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const created = ((await (await request.get('/api/admin/products')).json()) as Listed[]).find(
      (p) => p.name === name,
    )!;
    const { slug } = created;

    // ---- Not on the shop: the API, its page, the products page's search, the sitemap.
    expect(await listedSlugs(request)).not.toContain(slug);
    expect((await request.get(`/api/products/slug/${slug}`)).status()).toBe(404);
    expect((await request.get(`/product/${slug}`)).status()).toBe(404);
    await open(page, `/products?q=${encodeURIComponent(stamp)}`);
    await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
    expect(await sitemap(request)).not.toContain(`/product/${slug}<`);

    // ---- Publish it: no image yet, so the editor asks first.
    await open(page, `/admin/products?q=${encodeURIComponent(stamp)}`);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(editor.getByText(SAYS.draftNotice)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await editor.getByRole('button', { name: SAYS.publish }).click();
    const question = page.getByRole('alertdialog', { name: SAYS.noImageTitle });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: SAYS.noImageCancel })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await question.getByRole('button', { name: SAYS.noImageConfirm }).click();
    await expect(toast(page, 'Product updated')).toBeVisible();
    await expect(editor).toBeHidden();
    await expect(page.getByRole('article', { name }).getByText('Published', { exact: true })).toBeVisible();

    expect(await listedSlugs(request)).toContain(slug);
    await open(page, `/product/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await sitemap(request)).toContain(`/product/${slug}<`);

    // ---- A new slug: the editor says the old address keeps working, and it does.
    await open(page, `/admin/products?q=${encodeURIComponent(stamp)}`);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    panel = editor.getByRole('tabpanel');
    await panel.getByLabel('Slug').fill(`${slug}-sun-dried`);
    await expect(panel.getByText(oldAddressNote(slug))).toBeVisible();
    await editor.getByRole('button', { name: 'Update Product' }).click();
    await expect(toast(page, 'Product updated')).toBeVisible();

    expect(await movedTo(request, `/product/${slug}?utm_source=mail`)).toEqual({
      status: 301,
      location: `/product/${slug}-sun-dried?utm_source=mail`,
    });
    // A client navigation's data request gets React Router's redirect, carrying the 301.
    // The request's own `_routes` stays out of the address it is sent to.
    const data = await request.get(`/product/${slug}.data?_routes=shop%2Froutes%2Fproduct`, {
      maxRedirects: 0,
    });
    expect(data.status()).toBe(202);
    const payload = await data.text();
    expect(payload).toContain(`"/product/${slug}-sun-dried"`);
    expect(payload).toContain('301');
    await open(page, `/product/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/product/${slug}-sun-dried$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // ---- Duplicate: a draft copy opens in the editor, and stays off the shop.
    await open(page, `/admin/products?q=${encodeURIComponent(stamp)}`);
    await page.getByRole('button', { name: `Duplicate ${name}` }).click();
    await expect(toast(page, SAYS.duplicated)).toBeVisible();
    const copyEditor = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(copyEditor.getByRole('tabpanel').getByLabel('Name')).toHaveValue(`${name} (copy)`);
    await expect(copyEditor.getByText(SAYS.draftNotice)).toBeVisible();
    await copyEditor.getByRole('button', { name: 'Cancel' }).click();
    await expect(copyEditor).toBeHidden();
    const all = (await (await request.get('/api/admin/products')).json()) as Array<
      Listed & { status: string }
    >;
    const copy = all.find((p) => p.name === `${name} (copy)`)!;
    expect(copy.status).toBe('draft');
    expect(await listedSlugs(request)).not.toContain(copy.slug);

    await deleteProducts(request, [copy.id, created.id]);
  });

  test('old addresses lead through a chain of renames, until another product takes one', async ({
    page,
    loginAs,
    request: anonymous,
  }) => {
    const stamp = `${test.info().project.name}-${Date.now()}`;
    const request = page.request;
    await loginAs('cms', '/admin/products');
    const first = await createProduct(request, { name: `E2E Walnuts ${stamp}`, slug: `walnuts-${stamp}` });
    await patchProduct(request, first.id, { slug: `walnuts-kaghzi-${stamp}` });
    await patchProduct(request, first.id, { slug: `walnuts-paper-shell-${stamp}` });
    for (const old of [`walnuts-${stamp}`, `walnuts-kaghzi-${stamp}`]) {
      expect(await movedTo(request, `/product/${old}`)).toEqual({
        status: 301,
        location: `/product/walnuts-paper-shell-${stamp}`,
      });
    }

    // A visitor without a session (whose pages the page cache serves) is sent on with their query.
    expect(await movedTo(anonymous, `/product/walnuts-${stamp}?utm_source=ad&fbclid=abc`)).toEqual({
      status: 301,
      location: `/product/walnuts-paper-shell-${stamp}?utm_source=ad&fbclid=abc`,
    });

    // Another product takes the first address: it answers there, and the chain's other link still leads on.
    const second = await createProduct(request, {
      name: `E2E Walnut Oil ${stamp}`,
      slug: `walnuts-${stamp}`,
    });
    expect((await request.get(`/product/walnuts-${stamp}`, { maxRedirects: 0 })).status()).toBe(200);
    await open(page, `/product/walnuts-${stamp}`);
    await expect(page.getByRole('heading', { level: 1, name: `E2E Walnut Oil ${stamp}` })).toBeVisible();
    expect((await movedTo(request, `/product/walnuts-kaghzi-${stamp}`)).status).toBe(301);

    // A draft is on the shop under no address, old ones included.
    await patchProduct(request, first.id, { status: 'draft' });
    expect((await request.get(`/product/walnuts-kaghzi-${stamp}`, { maxRedirects: 0 })).status()).toBe(404);

    await deleteProducts(request, [first.id, second.id]);
  });
});

test.describe('a cart holding a draft', () => {
  // The checkout's refused post is a 400 the browser reports.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('cannot be ordered: the checkout says so and stores no order', async ({ page, loginAs }) => {
    const stamp = `${test.info().project.name}-${Date.now()}`;
    const request = page.request;
    await loginAs('cms', '/admin/products');
    const created = await createProduct(request, { name: `E2E Draft Dates ${stamp}`, status: 'draft' });
    const shopper = `Draft Shopper ${stamp}`;
    await open(page, '/products');
    await page.evaluate(
      (p) =>
        localStorage.setItem(
          'cart-items',
          JSON.stringify([
            { id: p.id, cartItemId: p.id, name: p.name, price: p.price, image: null, quantity: 1 },
          ]),
        ),
      created,
    );
    await open(page, '/checkout');
    await page.getByLabel('Full Name').fill(shopper);
    await page.getByLabel('Phone').fill('0300 1234567');
    await page.getByLabel('Address').fill('House 7, Street 9, Gulberg III');
    await page.getByLabel('City').selectOption('Lahore');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Some products in your cart are no longer available').first()).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    // Nothing stored: no order under the shopper's name, and the stock as it was.
    const found = await (await request.get(`/api/admin/orders?q=${encodeURIComponent(shopper)}`)).json();
    expect(found.orders).toEqual([]);
    const after = await (await request.get(`/api/admin/products/${created.id}`)).json();
    expect(after.stock).toBe(30);

    await deleteProducts(request, [created.id]);
  });
});
