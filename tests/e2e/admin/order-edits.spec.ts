import type { Page } from '@playwright/test';
import { formatMoney, fromPaisa, toPaisa } from '../../../common/money';
import { placeStorefrontOrder, uniqueCustomer } from './admin-orders-helpers';
import { expect, expectNoSeriousAxeViolations, open, test } from './fixtures';
import { E2E_ADMIN } from './staff';

/**
 * The super admin's side of the COD loop (decision 022): edit an order's quantity (seeing the shop's
 * figures before and after first), ship it with a courier and tracking number, print its slip, mark
 * another shipped order returned, then see the figures move on the dashboard and every change on the
 * activity screen.
 */

type Cod = { returned: number; delivered: number; cashWithCouriers: string; withCouriers: number };
const codFigures = async (page: Page): Promise<Cod> =>
  ((await (await page.request.get('/api/admin/dashboard')).json()) as { cod: Cod }).cod;

const orderCard = (page: Page, number: string) => page.getByRole('article', { name: `Order #${number}` });

async function changeStatus(page: Page, number: string, status: string, shipping?: [string, string]) {
  await orderCard(page, number)
    .getByRole('button', { name: `Change status of order #${number}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Change order status' });
  await dialog.getByRole('radio', { name: status }).check();
  if (shipping) {
    await dialog.getByLabel('Courier').selectOption({ label: shipping[0] });
    await dialog.getByLabel(/Tracking number/).fill(shipping[1]);
  }
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(dialog).toBeHidden();
  await expect(orderCard(page, number)).toContainText(status);
}

test.describe('order edits and the COD loop', () => {
  test('a super admin edits a quantity, ships, prints a slip, marks another returned, and sees it all', async ({
    page,
    context,
    loginAs,
  }) => {
    test.slow(); // a whole day's loop across five screens, on a shared two-core machine
    const project = test.info().project.name;
    const editCustomer = uniqueCustomer('Edit', project);
    const returnCustomer = uniqueCustomer('Return', project);
    await loginAs('super_admin');
    const { currencySymbol } = (await (await page.request.get('/api/settings')).json()) as {
      currencySymbol: string;
    };
    const money = (paisa: number) => formatMoney(fromPaisa(paisa), currencySymbol);
    const edited = await placeStorefrontOrder(page.request, editCustomer);
    const returned = await placeStorefrontOrder(page.request, returnCustomer);
    const shipReturned = await page.request.patch(`/api/admin/orders/${returned.id}/status`, {
      data: { status: 'shipped', courier: 'leopards', trackingNumber: 'LP-55501' },
    });
    expect(shipReturned.status()).toBe(200);
    const before = await codFigures(page);
    const unit = toPaisa(edited.product.price);

    // Edit: one jar more, from the order's view.
    await open(page, `/admin/orders?q=${encodeURIComponent(editCustomer)}`);
    await orderCard(page, edited.number)
      .getByRole('link', { name: `View order #${edited.number}` })
      .click();
    const view = page.getByRole('dialog', { name: `Order #${edited.number}` });
    await view.getByRole('button', { name: 'Edit order' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit order' });
    const quantity = editor.getByRole('spinbutton', { name: `Quantity of ${edited.product.name}` });
    await expect(quantity).toHaveValue('1');
    await expect(editor.getByTestId('edit-total-before')).toHaveText(money(unit));
    await quantity.fill('2');
    // The shop's own figures before saving: the agreed unit, the one added at today's price, both totals.
    await expect(editor.getByTestId('edit-total-preview')).toHaveText(money(2 * unit));
    await expect(editor.getByTestId('edit-total-before')).toHaveText(money(unit));
    await expect(editor.getByTestId('edit-line-prices')).toHaveText(
      `1 × ${money(unit)} agreed + 1 × ${money(unit)} at today's price · line ${money(2 * unit)}`,
    );
    await expect(editor.getByTestId('edit-changes')).toHaveText(
      `Changes: ${edited.product.name} 1 → 2, total ${money(unit)} → ${money(2 * unit)}`,
    );
    // At 375 px too, the dialog fits: nothing scrolls sideways.
    expect(await editor.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Order updated', { exact: true })).toBeVisible();
    await expect(editor).toBeHidden();
    const items = view.getByRole('table', { name: `Items of order #${edited.number}` });
    await expect(items).toContainText(`${edited.product.name} × 2`);
    await expect(items).toContainText(money(2 * unit));
    const newest = view
      .getByRole('list', { name: 'Status history, newest first' })
      .getByRole('listitem')
      .first();
    await expect(newest).toContainText(`Edited: ${edited.product.name} 1 → 2`);
    await expect(newest).toContainText(`by ${E2E_ADMIN.username}`);
    await view.getByRole('button', { name: 'Close' }).click();
    await expect(view).toBeHidden();

    // Ship it with a courier and tracking number: it can no longer be edited.
    await changeStatus(page, edited.number, 'Shipped', ['TCS', 'TCS-778812']);
    await expect(orderCard(page, edited.number)).toContainText('TCS-778812');
    await orderCard(page, edited.number)
      .getByRole('link', { name: `View order #${edited.number}` })
      .click();
    await expect(view.getByText('Status:')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Edit order' })).toHaveCount(0);
    await view.getByRole('button', { name: 'Close' }).click();

    // Print its slip: the slips page opens in a new tab with the cash to collect.
    await orderCard(page, edited.number)
      .getByRole('checkbox', { name: `Choose order #${edited.number}` })
      .check();
    const [slips] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('region', { name: 'Chosen orders' })
        .getByRole('link', { name: /Print slips/ })
        .click(),
    ]);
    const slip = slips.getByRole('article', { name: `Packing slip for order #${edited.number}` });
    await expect(slip).toContainText(money(2 * unit));
    await expect(slip).toContainText(editCustomer);
    await slips.close();

    // The other parcel comes back.
    await open(page, `/admin/orders?q=${encodeURIComponent(returnCustomer)}`);
    await changeStatus(page, returned.number, 'Returned');

    // The dashboard's COD figures moved: one more return, the edited order's cash with the couriers,
    // the returned parcel's no longer.
    const after = await codFigures(page);
    expect(after.returned).toBe(before.returned + 1);
    expect(toPaisa(after.cashWithCouriers)).toBe(
      toPaisa(before.cashWithCouriers) + 2 * unit - toPaisa(returned.product.price),
    );
    await open(page, '/admin/dashboard');
    await expect(page.getByRole('region', { name: 'Return rate' })).toContainText(
      `${after.returned} of ${after.delivered + after.returned} parcels`,
    );
    await expect(page.getByRole('region', { name: 'Cash with couriers' })).toContainText(
      formatMoney(after.cashWithCouriers, currencySymbol),
    );

    // And the activity screen has every change, with who made it.
    await open(page, '/admin/activity?entity=order');
    const entries = page.getByRole('article');
    const said = (text: string) => entries.filter({ has: page.locator('p', { hasText: text }) });
    await expect(said(`${E2E_ADMIN.username} updated order #${edited.number}`)).toHaveCount(1);
    await expect(said(`${E2E_ADMIN.username} changed the status of order #${edited.number}`)).toHaveCount(1);
    await expect(said(`${E2E_ADMIN.username} changed the status of order #${returned.number}`)).toHaveCount(
      2,
    );
    await expectNoSeriousAxeViolations(page);
  });
});
