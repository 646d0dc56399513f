import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_REQUESTS } from '../../lib/rate-limits';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: true });
});
afterAll(() => t.close());

describe('POST /api/orders rate limit', () => {
  it('refuses a burst of orders from one client with 429, even with a forged X-Forwarded-For', async () => {
    const jar = await addProduct(t.database.db, { name: 'Vitalix', price: '10.00', stock: 100 });
    const order = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { order: VALID_CUSTOMER, items: [{ productId: jar.id, quantity: 1 }] },
        headers: { 'x-forwarded-for': forwardedFor },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await order(`203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const refused = await order('198.51.100.1');
    expect(refused.json()).toEqual({ error: TOO_MANY_REQUESTS });
  });
});
