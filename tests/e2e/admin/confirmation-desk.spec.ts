import { placeStorefrontOrder, uniqueCustomer } from './admin-orders-helpers';
import { adminMenu, expect, expectNoSeriousAxeViolations, test } from './fixtures';

/**
 * The confirmation desk (decision 022): an order-confirmation member works it from a phone-sized screen
 * (and at desktop width): calls the customer, records no answer, then confirms the order.
 */
test('an order confirmation member calls, records no answer, then confirms', async ({
  page,
  isMobile,
  loginAs,
}) => {
  const customer = uniqueCustomer('Desk Caller', test.info().project.name);
  const placed = await placeStorefrontOrder(page.request, customer);
  await loginAs('order_confirmation');
  const menu = await adminMenu(page, isMobile);
  await menu.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?view=confirm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders to confirm' })).toBeVisible();

  const card = page.getByRole('article', { name: `Order #${placed.number}` });
  await expect(card).toContainText(customer);
  await expect(card).toContainText('+92 300 7654321');
  const call = card.getByRole('link', { name: `Call ${customer}` });
  await expect(call).toHaveAttribute('href', 'tel:+923007654321');
  const whatsapp = card.getByRole('link', { name: new RegExp(`^WhatsApp ${customer}`) });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/923007654321\?text=/);
  await expectNoSeriousAxeViolations(page);

  // The browser has no phone to hand the call to: keep the click's own work (taking the order).
  await call.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await call.click();
  await expect(card.getByRole('status')).toContainText('You are on this order');

  await card.getByRole('button', { name: 'No answer' }).click();
  await expect(page.getByText('Recorded: No answer', { exact: true })).toBeVisible();
  await expect(card).toContainText('1 call · last: No answer · next try');

  await card.getByRole('button', { name: 'Confirmed' }).click();
  await expect(page.getByText('Recorded: Confirmed', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);

  // On the order desk it is processing, with both calls in its history.
  const answer = await page.request.get(`/api/admin/orders?q=${placed.number}`);
  const [order] = ((await answer.json()) as { orders: Array<{ status: string; statusHistory: unknown[] }> })
    .orders;
  expect(order!.status).toBe('processing');
  expect(order!.statusHistory).toHaveLength(3);
});

/**
 * The blocklist (decision 022), managed beside the desk: a blocked phone's order is refused with the
 * shop's phone in the message, and taken again once the phone is unblocked.
 */
test('an order confirmation member blocks a phone, its orders are refused, then unblocks it', async ({
  page,
  isMobile,
  loginAs,
}) => {
  // Each project its own number, so the parallel projects never unblock each other's.
  const typed = isMobile ? '0345-5551111' : '0345 555 2222';
  const display = isMobile ? '+92 345 5551111' : '+92 345 5552222';
  const order = async () => {
    const products = (await (await page.request.get('/api/products')).json()) as Array<{
      id: string;
      name: string;
      price: string;
      stock: number;
    }>;
    const product = products.find((p) => p.stock > 20)!;
    return page.request.post('/api/orders', {
      data: {
        order: {
          customerName: 'Blocked Buyer',
          customerPhone: typed,
          shippingAddress: 'House 3, Street 9, Gulberg',
          city: 'Lahore',
        },
        items: [
          { productId: product.id, productName: product.name, quantity: 1, price: Number(product.price) },
        ],
      },
    });
  };

  await loginAs('order_confirmation');
  await page.goto('/admin/orders?view=confirm');
  await page
    .getByRole('navigation', { name: 'Order views' })
    .getByRole('link', { name: 'Blocked phones' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blocked phones' })).toBeVisible();
  await page.getByLabel('Phone number').fill(typed);
  await page.getByLabel('Reason (optional)').fill('Fake orders');
  await page.getByRole('button', { name: 'Block phone' }).click();
  const row = page
    .getByRole('region', { name: /^Blocked \(/ })
    .getByRole('listitem')
    .filter({ hasText: display });
  await expect(row).toContainText('Fake orders');
  await expectNoSeriousAxeViolations(page);

  const refused = await order();
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toMatch(
    /^We could not place this order online\. Please (call us on .+|contact us) to order\.$/,
  );

  await row.getByRole('button', { name: `Unblock ${display}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unblock' }).click();
  await expect(row).toHaveCount(0);
  expect((await order()).status()).toBe(201);
});
