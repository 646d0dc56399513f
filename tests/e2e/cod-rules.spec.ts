import { formatMoney, fromPaisa, toPaisa } from '../../common/money';
import { COD_MESSAGES } from '../../common/orders/cod-rules';
import { codSettingsOff } from '../../common/settings/cod-settings';
import { checkoutWith, inStockProduct } from './checkout-helpers';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';

/**
 * The Cash on Delivery rules at checkout (docs/storefront.md): the owner limits the cities and sets a
 * fee; a shopper sees the fee as its own line, is refused a city COD does not go to, and the order
 * stores the fee in its total. The rules are the whole shop's, so this file runs alone
 * (playwright.config.ts) and switches them off again whatever happens.
 */

test('a shopper sees the COD fee, is refused a city COD does not go to, and orders from one it does', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/login', {
    data: { emailOrUsername: 'admin', password: 'E2e-Admin-Pass-1', isAdmin: true },
  });
  expect(login.status()).toBe(200);
  // Lahore is on the owner's list and on PostEx's (its stand-in's), whichever decides; Turbat on neither.
  const on = await request.patch('/api/admin/settings', {
    data: {
      codCitiesLimited: true,
      codCities: ['Lahore', 'Karachi'],
      codFeeKind: 'flat',
      codFeeAmount: '150',
    },
  });
  expect(on.status(), await on.text()).toBe(200);

  try {
    const product = await inStockProduct(request);
    await checkoutWith(page, product, 1);
    const fee = page.getByTestId('checkout-cod-fee');
    await expect(fee).toHaveText(`${COD_MESSAGES.feeLine}Rs 150.00`);
    const total = formatMoney(fromPaisa(toPaisa(product.price) + 15_000), 'Rs');
    await expect(page.getByTestId('checkout-total')).toHaveText(total);

    const city = page.getByRole('combobox', { name: 'City' });
    await expect(city).toHaveAccessibleDescription(COD_MESSAGES.citiesHint);
    await page.getByLabel('Full Name').fill('Fee Payer');
    await page.getByLabel('Phone').fill('0302 7770001');
    await page.getByLabel('Address').fill('House 3, Street 8, Satellite Town');
    await city.fill('Turbat');
    await city.blur();
    await expect(page.getByText(COD_MESSAGES.cityNotServed('Turbat'))).toBeVisible();
    await expect(city).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(city).toBeFocused();
    await expect(page).toHaveURL(/\/checkout$/);

    // Typed in another case, the city becomes the list's spelling when the field is left.
    await city.fill('lahore');
    await city.blur();
    await expect(city).toHaveValue('Lahore');
    await expect(page.getByText(COD_MESSAGES.cityNotServed('Turbat'))).toBeHidden();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?order=[0-9a-f]{8}$/);
    const orderNumber = new URL(page.url()).searchParams.get('order')!;
    const found = await (await request.get(`/api/admin/orders?q=${orderNumber}`)).json();
    expect(found.orders[0]).toMatchObject({
      city: 'Lahore',
      codFee: '150.00',
      total: fromPaisa(toPaisa(product.price) + 15_000),
    });

    // The form's post without JavaScript meets the server's refusal, in the same words.
    const refused = await request.post('/checkout', {
      form: {
        customerName: 'No Script',
        customerEmail: '',
        customerPhone: '0302 7770002',
        shippingAddress: 'House 1, Street 2',
        city: 'Turbat',
        postalCode: '',
        items: JSON.stringify([{ productId: product.id, quantity: 1 }]),
        idempotencyKey: `cod-city-${Date.now()}`,
      },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain(COD_MESSAGES.cityNotServed('Turbat'));
  } finally {
    const off = await request.patch('/api/admin/settings', { data: codSettingsOff() });
    expect(off.status()).toBe(200);
  }
});
