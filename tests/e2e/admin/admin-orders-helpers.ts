import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

type ApiProduct = { id: string; name: string; price: string; stock: number };

/**
 * Places an order the way the storefront does (POST /api/orders) for a customer name no other test
 * uses, and answers its id and 8-character number.
 */
export async function placeStorefrontOrder(
  request: APIRequestContext,
  customerName: string,
  customerPhone = '0300 7654321',
): Promise<{ id: string; number: string; product: ApiProduct }> {
  const products: ApiProduct[] = await (await request.get('/api/products')).json();
  const product = products.find((p) => p.stock > 20);
  expect(product?.stock, 'a product with stock to order').toBeGreaterThan(20);
  const answer = await request.post('/api/orders', {
    data: {
      order: {
        customerName,
        customerPhone,
        shippingAddress: 'House 12, Street 4, Model Town',
        city: 'Lahore',
        postalCode: '54700',
      },
      items: [
        { productId: product!.id, productName: product!.name, quantity: 1, price: Number(product!.price) },
      ],
    },
  });
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  return { id, number: id.slice(0, 8), product: product! };
}

/** A customer name unique to this test run and project, so parallel projects never see each other's. */
export function uniqueCustomer(label: string, projectName: string): string {
  return `${label} ${projectName} ${Date.now().toString(36)}`;
}
