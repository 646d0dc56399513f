import { PDFDocument } from 'pdf-lib';
import { POSTEX_CONTROL_PORT } from '../postex-stand-in';
import { placeStorefrontOrder, uniqueCustomer } from './admin-orders-helpers';
import { expect, expectNoSeriousAxeViolations, open, test } from './fixtures';

/**
 * Couriers booked from the back office (decision 031), on a phone: three confirmed orders booked with
 * PostEx at once (its stand-in, playwright.config.ts), their labels printed, and PostEx's word that one
 * was delivered accepted in one tap. Nobody types a tracking number.
 */
test('three confirmed orders are booked with PostEx in bulk from a phone, labelled, and one accepted as delivered', async ({
  page,
  loginAs,
  isMobile,
}) => {
  test.skip(!isMobile, 'the desk as staff use it on their phones');
  const customer = uniqueCustomer('Courier Buyer', test.info().project.name);
  await loginAs('order_confirmation');
  const placed = [];
  for (let i = 0; i < 3; i++) {
    const order = await placeStorefrontOrder(page.request, `${customer} ${i}`);
    const confirmed = await page.request.patch(`/api/admin/orders/${order.id}/status`, {
      data: { status: 'processing' },
    });
    expect(confirmed.status()).toBe(200);
    placed.push(order);
  }

  await open(page, `/admin/orders?q=${encodeURIComponent(customer)}`);
  for (const order of placed) {
    await page.getByRole('checkbox', { name: `Choose order #${order.number}` }).check();
  }
  const chosen = page.getByRole('region', { name: 'Chosen orders' });
  await expect(chosen).toContainText('3 chosen');
  await chosen.getByRole('button', { name: 'Book with courier…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book with a courier' });
  await expect(dialog.getByLabel('Courier')).toHaveValue('postex');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByText('3 bookings sent to the courier')).toBeVisible();

  // PostEx books them after the answer; each order is then Shipped with PostEx's tracking number.
  const trackingNumbers: string[] = [];
  for (const order of placed) {
    await expect
      .poll(
        async () => (await (await page.request.get(`/api/admin/orders/${order.id}/parcel`)).json())?.state,
      )
      .toBe('booked');
    const parcel = await (await page.request.get(`/api/admin/orders/${order.id}/parcel`)).json();
    expect(parcel.trackingNumber).toMatch(/^\d+$/);
    trackingNumbers.push(parcel.trackingNumber);
  }
  await open(page, `/admin/orders?q=${encodeURIComponent(customer)}`);
  for (const [index, order] of placed.entries()) {
    await expect(page.getByRole('article', { name: new RegExp(`#${order.number}`) })).toContainText(
      trackingNumbers[index]!,
    );
  }

  // Their labels: PostEx's own, as one PDF of three pages.
  for (const order of placed) {
    await page.getByRole('checkbox', { name: `Choose order #${order.number}` }).check();
  }
  const labels = page
    .getByRole('region', { name: 'Chosen orders' })
    .getByRole('link', { name: /Print labels/ });
  const pdf = await page.request.get((await labels.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await PDFDocument.load(await pdf.body())).getPageCount()).toBe(3);

  // PostEx delivers the first parcel; the shop asks PostEx, and staff accept what it says.
  const moved = await page.request.post(`http://127.0.0.1:${POSTEX_CONTROL_PORT}/`, {
    data: { trackingNumber: trackingNumbers[0], code: '0005' },
  });
  expect(moved.status()).toBe(200);
  await open(page, '/admin/orders?view=parcels');
  await page.getByRole('button', { name: 'Check PostEx now' }).click();
  await expect(page.getByText('PostEx checked')).toBeVisible();
  const reports = page.getByRole('region', { name: /Courier reports/ });
  const accept = reports.getByRole('button', { name: `Mark Completed #${placed[0]!.number}` });
  await expect(accept).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await accept.click();
  await expect(page.getByText('1 order updated')).toBeVisible();
  await expect(accept).toBeHidden();
  const order = await (
    await page.request.get(`/api/admin/orders?q=${encodeURIComponent(`${customer} 0`)}`)
  ).json();
  expect(order.orders[0]).toMatchObject({ id: placed[0]!.id, status: 'completed' });
});
