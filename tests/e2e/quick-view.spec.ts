import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import type { Page } from '@playwright/test';

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

test.describe('product quick view', () => {
  test('browses the gallery, adds a quantity to the cart and gives focus back', async ({ page }) => {
    await page.goto('/products');
    await hydrated(page);
    const opener = page.getByRole('button', { name: 'Quick View Vitalix' });
    await opener.click();

    const dialog = page.getByRole('dialog', { name: 'Vitalix' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Rs 6,500.00')).toBeVisible();
    await expect(dialog.getByText('In Stock', { exact: true })).toBeVisible();
    for (const heading of ['Key Benefits', 'Ingredients', 'Usage Instructions']) {
      await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
    }
    const viewed = await page.evaluate(() =>
      window.__adPixelEvents?.filter((e) => e.event === 'ViewContent').map((e) => e.payload.content_name),
    );
    expect(viewed).toEqual(['Vitalix']);

    await expect(dialog.getByText('1 / 4')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog.getByText('2 / 4')).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expect(dialog.getByText('4 / 4')).toBeVisible();
    await dialog.getByRole('button', { name: 'Show image 3' }).click();
    await expect(dialog.getByText('3 / 4')).toBeVisible();

    await expect(dialog.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(dialog.getByRole('group', { name: 'Quantity' })).toContainText('2');
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Vitalix has been added to your cart')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    const lines = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-items') ?? '[]'));
    expect(lines).toMatchObject([{ name: 'Vitalix', price: '6500.00', quantity: 2 }]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('cannot add a product that is out of stock', async ({ page }) => {
    await page.goto('/products?category=Dry+Fruits');
    await hydrated(page);
    await page.getByRole('button', { name: 'Quick View Chilgoza Pine Nuts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chilgoza Pine Nuts' });
    await expect(dialog.getByText('Out of Stock')).toBeVisible();
    await expect(dialog.getByText('1 / 1')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  test('stops at the stock and passes axe while open', async ({ page }) => {
    await page.goto('/products');
    await hydrated(page);
    await page.getByRole('button', { name: 'Quick View Pure Himalayan Shilajit Resin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pure Himalayan Shilajit Resin' });
    await expect(dialog.getByText('Low Stock - Only 4 left')).toBeVisible();
    const increase = dialog.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 3; i++) await increase.click();
    await expect(dialog.getByRole('group', { name: 'Quantity' })).toContainText('4');
    await expect(increase).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
  });
});
