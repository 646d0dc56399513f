import type { Browser, Page } from '@playwright/test';
import { PRODUCT_MESSAGES } from '../../../common/catalog/product-admin-schemas';
import { credentialsOf } from './staff';
import { expect, expectNoSeriousAxeViolations, open, test } from './fixtures';

/**
 * No work is lost in the back office (DESIGN.md §9.1, decisions 016 and 027): the browser's Back from an
 * editor opened by `?edit=` shows the list; reloading with unsaved edits makes the browser ask; and a
 * save refused because someone else saved first keeps what was typed, shows it beside the saved version
 * and re-applies it. Each test works on a product of its own and deletes it.
 */

type Product = { id: string; name: string; price: string; description: string; version: number };

async function createProduct(page: Page, name: string): Promise<Product> {
  const answer = await page.request.post('/api/admin/products', {
    data: {
      name,
      description: 'Made by the no-work-lost test.',
      category: 'Natural Foods',
      price: '1000.00',
      stock: 10,
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as Product;
}

async function readProduct(page: Page, id: string): Promise<Product> {
  return (await (await page.request.get(`/api/admin/products/${id}`)).json()) as Product;
}

/** A second person, signed in in a browser of their own. */
async function secondSession(browser: Browser, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const { username, password } = credentialsOf('super_admin');
  const answer = await page.request.post('/api/auth/login', {
    data: { emailOrUsername: username, password, isAdmin: true },
  });
  expect(answer.status()).toBe(200);
  return { page, close: () => context.close() };
}

const editor = (page: Page) => page.getByRole('dialog', { name: 'Edit Product' });

async function openEditor(page: Page, name: string) {
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  await expect(editor(page).getByLabel('Name', { exact: true })).toHaveValue(name);
}

test.describe('no work is lost', () => {
  let created: Product | null = null;
  test.afterEach(async ({ page }) => {
    if (created) await page.request.delete(`/api/admin/products/${created.id}`);
    created = null;
  });

  test("the browser's Back from an editor opened by ?edit= shows the list, however the editor was reached", async ({
    page,
    loginAs,
  }) => {
    const name = `No Loss Back ${test.info().project.name} ${Date.now()}`;
    await loginAs('cms', '/admin/dashboard');
    created = await createProduct(page, name);

    // From the list.
    await open(page, '/admin/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await openEditor(page, name);
    await expect(page).toHaveURL(`/admin/products?edit=${created.id}`);
    await page.goBack();
    await expect(editor(page)).toBeHidden();
    await expect(page).toHaveURL('/admin/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

    // Closed with Cancel: nothing is left to reopen it; Back leaves for the screen before.
    await openEditor(page, name);
    await editor(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(editor(page)).toBeHidden();
    await expect(page).toHaveURL('/admin/products');
    await page.goBack();
    await expect(page).toHaveURL('/admin/dashboard');

    // An address typed (or a link from another screen): the list is beneath it all the same.
    await open(page, `/admin/products?edit=${created.id}`);
    await expect(editor(page).getByLabel('Name', { exact: true })).toHaveValue(name);
    await page.goBack();
    await expect(editor(page)).toBeHidden();
    await expect(page).toHaveURL('/admin/products');
    await expect(page.getByRole('button', { name: `Edit ${name}`, exact: true })).toBeVisible();

    // With unsaved changes, Back asks first; a confirmed discard closes without asking again.
    await openEditor(page, name);
    await editor(page).getByLabel('Name', { exact: true }).fill(`${name} renamed`);
    await page.goBack();
    const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(editor(page).getByLabel('Name', { exact: true })).toHaveValue(`${name} renamed`);
    await expect(page).toHaveURL(`/admin/products?edit=${created.id}`);
    await editor(page).getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expect(editor(page)).toBeHidden();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL('/admin/products');
    expect((await readProduct(page, created.id)).name).toBe(name);
  });

  test('reloading with unsaved edits makes the browser ask, in the product editor and on the settings page', async ({
    page,
    loginAs,
  }) => {
    const name = `No Loss Reload ${test.info().project.name} ${Date.now()}`;
    await loginAs('super_admin', '/admin/products');
    created = await createProduct(page, name);
    await page.reload();
    // Every question the browser asks, answered as `answer` says.
    const questions: string[] = [];
    let answer: 'stay' | 'leave' = 'stay';
    page.on('dialog', (dialog) => {
      questions.push(dialog.type());
      void (answer === 'stay' ? dialog.dismiss() : dialog.accept());
    });

    await openEditor(page, name);
    const nameField = editor(page).getByLabel('Name', { exact: true });
    await nameField.fill(`${name} typed`);
    await page.evaluate(() => setTimeout(() => location.reload()));
    await expect.poll(() => questions).toEqual(['beforeunload']);
    // Staying keeps what was typed.
    await expect(nameField).toHaveValue(`${name} typed`);

    // Nothing asks once the changes are gone.
    await editor(page).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(editor(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    expect(questions).toEqual(['beforeunload']);

    // A form on a page asks the same way; leaving drops what was typed.
    await open(page, '/admin/settings');
    const siteName = page.getByLabel('Site name');
    const was = await siteName.inputValue();
    await siteName.click();
    await siteName.fill(`${was} (typed)`);
    answer = 'leave';
    await page.evaluate(() => setTimeout(() => location.reload()));
    await expect.poll(() => questions).toEqual(['beforeunload', 'beforeunload']);
    await expect(page.getByLabel('Site name')).toHaveValue(was);
  });

  test.describe('two people save the same product', () => {
    test.use({ allowedConsoleErrors: [/status of 409/] });

    test('the second sees both versions, re-applies their changes on the saved one and saves', async ({
      page,
      loginAs,
      browser,
    }) => {
      const name = `No Loss Both ${test.info().project.name} ${Date.now()}`;
      await loginAs('cms', '/admin/products');
      created = await createProduct(page, name);
      await page.reload();

      // The first person opens the product and starts typing.
      await openEditor(page, name);
      const mine = editor(page);
      await mine.getByLabel('Name', { exact: true }).fill(`${name} Gold`);
      await mine.getByLabel('Description', { exact: true }).fill('Rewritten by the first person.');

      // Meanwhile the second person changes the price and saves.
      const other = await secondSession(browser, page.viewportSize());
      try {
        await open(other.page, `/admin/products?edit=${created.id}`);
        const theirs = editor(other.page);
        await expect(theirs.getByLabel('Name', { exact: true })).toHaveValue(name);
        await theirs.getByLabel(/^Price/).fill('1250');
        await theirs.getByLabel('Description', { exact: true }).fill('Rewritten by the second person.');
        await theirs.getByRole('button', { name: 'Update Product' }).click();
        await expect(theirs).toBeHidden();
      } finally {
        await other.close();
      }

      // The first person's save is refused; what they typed stays, beside the saved version.
      await mine.getByRole('button', { name: 'Update Product' }).click();
      await expect(page.getByText(PRODUCT_MESSAGES.stale).first()).toBeVisible();
      const view = mine.getByRole('region', {
        name: 'Someone else saved this product while you were editing it',
      });
      await expect(view).toBeVisible();
      const rows = view.getByRole('listitem');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText('Name');
      await expect(rows.nth(0)).toContainText(`Your version${name} Gold`);
      await expect(rows.nth(0)).toContainText(`Saved version${name}`);
      await expect(rows.nth(1)).toContainText('Description');
      await expect(rows.nth(1)).toContainText('Your versionRewritten by the first person.');
      await expect(rows.nth(1)).toContainText('Saved versionRewritten by the second person.');
      await expect(view).toContainText(/kept either way: Product › Price \(.+\)\./);
      await expect(mine.getByLabel('Name', { exact: true })).toHaveValue(`${name} Gold`);
      await expect(mine.getByRole('button', { name: 'Update Product' })).toBeDisabled();
      await expectNoSeriousAxeViolations(page);

      await view.getByRole('button', { name: 'Re-apply my changes' }).click();
      await expect(
        mine.getByText('Your changes are back on top of the saved version of this product.', {
          exact: false,
        }),
      ).toBeFocused();
      await expect(mine.getByLabel(/^Price/)).toHaveValue('1250.00');
      await mine.getByRole('button', { name: 'Update Product' }).click();
      await expect(mine).toBeHidden();
      await expect(page).toHaveURL('/admin/products');

      const saved = await readProduct(page, created.id);
      expect(saved).toMatchObject({
        name: `${name} Gold`,
        description: 'Rewritten by the first person.',
        price: '1250.00',
        version: created.version + 2,
      });
    });
  });
});
