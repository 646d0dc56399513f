import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { LIMITED_BASE_URL } from './limited-server';

/**
 * The order path's hardening on the page doors: the checkout page's action (a plain form post and React
 * Router's `.data` request) is held to the same rules as POST /api/orders, and input a page cannot take
 * is a 4xx.
 * These are HTTP checks; no browser is needed.
 */
type ApiProduct = { id: string; slug: string; stock: number };

async function stockedProduct(request: APIRequestContext, baseURL = ''): Promise<ApiProduct> {
  const products: ApiProduct[] = await (await request.get(`${baseURL}/api/products`)).json();
  return products.find((p) => p.stock > 20)!;
}

async function stockOf(request: APIRequestContext, slug: string, baseURL = ''): Promise<number> {
  return (await (await request.get(`${baseURL}/api/products/${slug}`)).json()).stock;
}

const CUSTOMER = {
  customerName: 'Page Tester',
  customerEmail: 'page-tester@example.pk',
  customerPhone: '0300 1234567',
  shippingAddress: 'House 1, Street 2, Gulberg',
  city: 'Lahore',
  postalCode: '54000',
};

const checkoutForm = (productId: string, extra: Record<string, string> = {}) => ({
  ...CUSTOMER,
  items: JSON.stringify([{ productId, quantity: 1 }]),
  ...extra,
});

test.describe('the checkout page is limited like the API', () => {
  test('after the API answers 429, the page action refuses too and places nothing', async ({ request }) => {
    const product = await stockedProduct(request, LIMITED_BASE_URL);
    // Use up this client's order allowance through the API (other runs may have used part of it).
    let refused = false;
    for (let i = 0; i < 10 && !refused; i++) {
      const res = await request.post(`${LIMITED_BASE_URL}/api/orders`, {
        data: { order: CUSTOMER, items: [{ productId: product.id, quantity: 1 }] },
      });
      refused = res.status() === 429;
    }
    expect(refused).toBe(true);
    const before = await stockOf(request, product.slug, LIMITED_BASE_URL);

    const documentPost = await request.post(`${LIMITED_BASE_URL}/checkout`, {
      form: checkoutForm(product.id),
      maxRedirects: 0,
    });
    expect(documentPost.status()).toBe(429);
    const dataPost = await request.post(`${LIMITED_BASE_URL}/checkout.data`, {
      form: checkoutForm(product.id),
    });
    expect(dataPost.status()).toBe(429);
    expect(await stockOf(request, product.slug, LIMITED_BASE_URL)).toBe(before);
  });
});

test.describe('a page action takes form posts only', () => {
  test('JSON, text and empty bodies get 415, other methods 405, NUL 400, and nothing is placed', async ({
    request,
  }) => {
    const product = await stockedProduct(request);
    const before = await stockOf(request, product.slug);
    const json = await request.post('/checkout', { data: checkoutForm(product.id) });
    expect(json.status()).toBe(415);
    const text = await request.post('/checkout', {
      data: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status()).toBe(415);
    const empty = await request.post('/checkout');
    expect(empty.status()).toBe(415);
    for (const method of ['PATCH', 'DELETE', 'PUT'] as const) {
      const res = await request.fetch('/checkout', { method, form: checkoutForm(product.id) });
      expect(res.status(), method).toBe(405);
      expect(res.headers().allow).toBe('GET, HEAD, POST');
    }
    const nul = await request.post('/checkout', {
      form: checkoutForm(product.id, { customerName: 'Page\u0000Tester' }),
      maxRedirects: 0,
    });
    expect(nul.status()).toBe(400);
    expect(await stockOf(request, product.slug)).toBe(before);
  });

  test('an over-long idempotency key and a multi-line name are refused on the page too', async ({
    request,
  }) => {
    const product = await stockedProduct(request);
    const before = await stockOf(request, product.slug);
    const longKey = await request.post('/checkout.data', {
      form: checkoutForm(product.id, { idempotencyKey: 'k'.repeat(500) }),
    });
    expect(longKey.status()).toBe(400);
    const twoLines = await request.post('/checkout.data', {
      form: checkoutForm(product.id, { customerName: 'Page\r\nBcc: someone@example.com' }),
    });
    expect(twoLines.status()).toBe(400);
    expect(await twoLines.text()).toContain('Name must be a single line of plain text');
    expect(await stockOf(request, product.slug)).toBe(before);
  });
});
