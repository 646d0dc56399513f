import { expect, expectNoSeriousAxeViolations, test } from './fixtures';

type ApiProduct = { name: string; slug: string; price: string; stock: number };

test('the cart drawer changes quantities, survives a reload and removes lines', async ({ page, request }) => {
  const products: ApiProduct[] = await (await request.get('/api/products')).json();
  const product = products.find((p) => p.stock > 20 && p.slug !== 'vitalix')!;
  const unit = Number(product.price);
  const money = (amount: number) =>
    `Rs ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  await page.goto(`/product/${product.slug}`);
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.getByRole('button', { name: /^Open cart/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText(money(unit));
  const decrease = drawer.getByRole('button', { name: `Decrease quantity of ${product.name}` });
  await expect(decrease).toBeDisabled();
  await drawer.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText(money(unit * 2));
  await expect(decrease).toBeEnabled();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await page.getByRole('button', { name: /^Open cart/ }).click();
  await drawer.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText(money(unit));
  await drawer.getByRole('button', { name: `Remove ${product.name}` }).click();
  await expect(drawer.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByText('Item has been removed from your cart')).toBeVisible();
  const events = await page.evaluate(() => window.__adPixelEvents?.map((e) => e.event));
  expect(events).toEqual(
    expect.arrayContaining(['CartOpened', 'CartQuantityDecreased', 'CartItemRemoved', 'PageView']),
  );
});
