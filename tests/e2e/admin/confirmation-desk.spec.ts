import { placeStorefrontOrder, uniqueCustomer } from './admin-orders-helpers';
import { adminMenu, expect, expectNoSeriousAxeViolations, test } from './fixtures';

const cardName = (placed: { number: string }) => `Order #${placed.number}`;

/**
 * The confirmation desk (decision 022): an order-confirmation member works it from a phone-sized screen
 * (and at desktop width): calls the customer, records no answer (the order waits among the later tries
 * with when it is due), takes a call back for tomorrow, then confirms the order.
 */
test('an order confirmation member calls, records no answer and a call back, then confirms', async ({
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

  const card = page.getByRole('article', { name: cardName(placed) });
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

  await expect(
    page.getByRole('region', { name: /^Due now \(/ }).getByRole('article', { name: cardName(placed) }),
  ).toBeVisible();
  await card.getByRole('button', { name: 'No answer' }).click();
  await expect(page.getByText('Recorded: No answer', { exact: true })).toBeVisible();
  // Not due again for 30 minutes: it waits among the later tries, saying when, on the shop's clock.
  const later = page.getByRole('region', { name: /^Later \(/ });
  const waiting = later.getByRole('article', { name: cardName(placed) });
  await expect(waiting).toContainText('1 call · last: No answer');
  await expect(waiting).toContainText(
    /Due \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m \(Pakistan time\), in (29|30) min/,
  );

  // The customer asks to be called at 5 pm tomorrow, Pakistan time.
  await card.getByRole('button', { name: 'Call back later' }).click();
  const tomorrow = new Date(Date.now() + 86_400_000 + 5 * 3_600_000).toISOString().slice(0, 10);
  await card.getByLabel('Call back at (Pakistan time)').fill(`${tomorrow}T17:00`);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Recorded: Call back later', { exact: true })).toBeVisible();
  await expect(waiting).toContainText('2 calls · last: Call back later');
  await expect(waiting).toContainText(/Due \w{3} \d{1,2} \w{3}, 5:00 pm \(Pakistan time\), in (\d+ h|1 day)/);
  await expectNoSeriousAxeViolations(page);

  await card.getByRole('button', { name: 'Confirmed' }).click();
  await expect(page.getByText('Recorded: Confirmed', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);

  // On the order desk it is processing, with both calls in its history.
  const answer = await page.request.get(`/api/admin/orders?q=${placed.number}`);
  const [order] = ((await answer.json()) as { orders: Array<{ status: string; statusHistory: unknown[] }> })
    .orders;
  expect(order!.status).toBe('processing');
  expect(order!.statusHistory).toHaveLength(4);
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
