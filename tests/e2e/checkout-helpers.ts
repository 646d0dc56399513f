import type { APIRequestContext, Page } from '@playwright/test';

/** A product as GET /api/products gives it, with what the cart stores of it. */
export type ApiProduct = { id: string; name: string; price: string; stock: number; image: string | null };

/** A product with stock to spare, so tests running side by side never run it out. */
export async function inStockProduct(request: APIRequestContext): Promise<ApiProduct> {
  const products: ApiProduct[] = await (await request.get('/api/products')).json();
  return products.find((p) => p.stock > 20)!;
}

/** Puts one line in the cart the way the shop stores it, then opens the checkout. */
export async function checkoutWith(page: Page, product: ApiProduct, quantity: number) {
  await page.goto('/products');
  await page.evaluate(
    ([p, q]) =>
      localStorage.setItem(
        'cart-items',
        JSON.stringify([
          { id: p.id, cartItemId: p.id, name: p.name, price: p.price, image: p.image, quantity: q },
        ]),
      ),
    [product, quantity] as const,
  );
  await page.goto('/checkout');
  await page.locator('html[data-hydrated]').waitFor();
}

/** Fills the checkout form with a shopper's details and places the order. */
export async function placeOrderAs(
  page: Page,
  shopper: { name: string; phone: string; address: string; city: string },
) {
  await page.getByLabel('Full Name').fill(shopper.name);
  await page.getByLabel('Phone').fill(shopper.phone);
  await page.getByLabel('Address').fill(shopper.address);
  await page.getByLabel('City').selectOption(shopper.city);
  await page.getByRole('button', { name: 'Place Order' }).click();
}
