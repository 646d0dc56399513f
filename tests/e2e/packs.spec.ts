import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { mailTextsTo } from './mailbox';

/**
 * Every amount a shopper sees before ordering a bundle or a plan is the amount stored, mailed
 * and shown on the order desk, to the paisa (decision 011).
 */
/**
 * A phone of its own per buyer: the shop mails only three confirmations an hour per phone,
 * and this server takes every project's orders.
 */
const phoneFor = (email: string) =>
  `0321 ${String([...email].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 9_000_000, 7)).padStart(7, '1')}`;

async function placeOrderAs(page: Page, email: string): Promise<string> {
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByLabel('Full Name').fill('Pack Buyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill(phoneFor(email));
  await page.getByLabel('Address').fill('House 3, Street 8, Model Town');
  await page.getByLabel('City').selectOption('Lahore');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=[0-9a-f]{8}$/);
  return new URL(page.url()).searchParams.get('order')!;
}

/** The order as the order desk shows it, with its lines. */
async function deskOrder(request: APIRequestContext, orderNumber: string) {
  const login = await request.post('/api/auth/login', {
    data: { emailOrUsername: 'admin', password: 'E2e-Admin-Pass-1', isAdmin: true },
  });
  expect(login.status()).toBe(200);
  const { orders } = await (await request.get(`/api/admin/orders?q=${orderNumber}`)).json();
  expect(orders).toHaveLength(1);
  const items = await (await request.get(`/api/admin/orders/${orders[0].id}/items`)).json();
  return { order: orders[0] as { total: string }, items: items as Array<Record<string, unknown>> };
}

async function confirmationMail(email: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => (text = (await mailTextsTo(email))[0] ?? ''), {
      message: `the confirmation to ${email}`,
    })
    .not.toBe('');
  return text;
}

const buyer = (testInfo: TestInfo, what: string) => `${what}-${testInfo.project.name}@example.pk`;

test.describe('packs are charged what the shopper was shown', () => {
  test('the 3-jar bundle of the home page costs Rs 17,000.00 in the checkout, the order, the mail and the desk', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor();
    await page.getByRole('radio', { name: '3 Jars Rs. 17,000' }).check();
    await page.getByRole('button', { name: 'Order Now, Pay on Delivery' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('checkout-total')).toHaveText('Rs 17,000.00');

    const email = buyer(testInfo, 'bundle');
    const orderNumber = await placeOrderAs(page, email);
    const { order, items } = await deskOrder(request, orderNumber);
    expect(order.total).toBe('17000.00');
    expect(items).toMatchObject([
      { productName: 'Vitalix, 3 Jars', quantity: 1, price: '17000.00', packSize: 3 },
    ]);
    const mail = await confirmationMail(email);
    expect(mail).toContain('Vitalix, 3 Jars x 1: Rs 17,000.00');
    expect(mail).toContain('Please keep Rs 17,000.00 ready');
  });

  test("the product page's 2-jar plan costs the plan's price everywhere", async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/product/vitalix');
    await page.locator('html[data-hydrated]').waitFor();
    await page.getByRole('radio', { name: '2 Jars, Most Popular' }).check();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('checkout-total')).toHaveText('Rs 11,000.00');

    const email = buyer(testInfo, 'plan');
    const orderNumber = await placeOrderAs(page, email);
    const { order, items } = await deskOrder(request, orderNumber);
    expect(order.total).toBe('11000.00');
    expect(items).toMatchObject([
      { productName: 'Vitalix, 2 Jars', quantity: 1, price: '11000.00', packSize: 2 },
    ]);
    expect(await confirmationMail(email)).toContain('Please keep Rs 11,000.00 ready');
  });
});
