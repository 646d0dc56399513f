import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoSeriousAxeViolations, open, test } from './fixtures';

/**
 * Everything the shop shows of a product is typed in the product editor (storefront §2, §3; back-office
 * §2): an owner ticks the New Arrival and Featured flags, writes a Key Benefits line, a benefit card,
 * the quick view's ingredients and usage instructions (line breaks included), gives the product's image
 * an alt text in the media library, and sees each on the product page, on its card and in its quick view.
 */

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function openTab(dialog: Locator, name: string): Promise<Locator> {
  await dialog.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  // Only the open tab's panel is in the accessibility tree.
  return dialog.getByRole('tabpanel');
}

/** The text as the browser draws it: a line break survives only where the page keeps it. */
const drawn = (locator: Locator) => locator.evaluate((element: HTMLElement) => element.innerText);

test('an owner writes what the shop shows of a product and sees it on its page, card and quick view', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(180_000);
  const stamp = `${test.info().project.name}-${Date.now()}`;
  const name = `E2E Sidr ${stamp}`;
  const slug = `e2e-sidr-${stamp}`.toLowerCase();
  const imageFile = `e2e-sidr-${stamp}.png`;
  const alt = `A jar of sidr honey beside a honeycomb (${stamp})`;
  const keyBenefit = `Raw, never heated (${stamp})`;

  await loginAs('cms', '/admin/products');
  await page.getByRole('button', { name: 'Add Product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });

  // ---- Basic Info: the product and its flags.
  let panel = dialog.getByRole('tabpanel');
  await panel.getByLabel('Name').fill(name);
  await panel.getByLabel('Slug').fill(slug);
  await panel.getByLabel('Description').fill('Raw sidr honey from Karak.\nNever heated, never blended.');
  await panel.getByLabel(/^Price/).fill('2400');
  await panel.getByLabel('Stock').fill('40');
  await panel.getByRole('checkbox', { name: 'New Arrival' }).check();
  await panel.getByRole('checkbox', { name: 'Featured' }).check();
  await expectNoSeriousAxeViolations(page);

  // ---- Media: the primary image, uploaded into the library.
  panel = await openTab(dialog, 'Media');
  await panel.getByLabel('Upload primary image').setInputFiles({
    name: imageFile,
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c08020' } })
      .png()
      .toBuffer(),
  });
  await expect(panel.getByText(`${imageFile} uploaded and set as the primary image.`)).toBeVisible({
    timeout: 20_000,
  });

  // ---- Benefits: a Key Benefits line and a benefit card.
  panel = await openTab(dialog, 'Benefits');
  await panel.getByRole('button', { name: 'Add key benefit' }).click();
  await panel.getByRole('textbox', { name: 'Key benefit 1', exact: true }).fill(keyBenefit);
  await panel.getByRole('button', { name: 'Add benefit', exact: true }).click();
  const card = panel.getByRole('group', { name: 'Benefit 1' });
  await card.getByLabel('Title').fill('Energy that lasts');
  await card.getByLabel('Icon').selectOption('zap');
  await card.getByLabel('Description').fill('Slow sugars.\nNo crash.');
  await expectNoSeriousAxeViolations(page);

  // ---- Ingredients and Details: the quick view's texts.
  panel = await openTab(dialog, 'Ingredients');
  await panel.getByLabel('Ingredients in the quick view').fill('Sidr honey\nNothing else');
  panel = await openTab(dialog, 'Details');
  await panel.getByLabel('Usage Instructions').fill('One spoon each morning.\nWith warm water.');
  await expectNoSeriousAxeViolations(page);

  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Product created')).toBeVisible();
  await expect(dialog).toBeHidden();

  // ---- The media library: the image's alt text.
  await open(page, '/admin/media');
  await page.getByRole('button', { name: imageFile, exact: true }).click();
  const preview = page.getByRole('dialog', { name: imageFile });
  await preview.getByLabel('Alt text').fill(alt);
  await preview.getByRole('button', { name: 'Save alt text' }).click();
  await expect(toast(page, 'Alt text saved')).toBeVisible();

  // ---- The product page: the description's line break, Key Benefits, the benefit card, the alt text.
  await open(page, `/product/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await drawn(page.getByText(/Never heated, never blended/))).toBe(
    'Raw sidr honey from Karak.\nNever heated, never blended.',
  );
  await expect(page.getByRole('region', { name: 'Key Benefits' }).getByRole('listitem')).toHaveText([
    keyBenefit,
  ]);
  const benefits = page.getByRole('region', { name: `Benefits of ${name}` });
  await expect(benefits.getByRole('heading', { level: 3, name: 'Energy that lasts' })).toBeVisible();
  expect(await drawn(benefits.getByText('Slow sugars.'))).toBe('Slow sugars.\nNo crash.');
  await expect(page.getByRole('button', { name: `Open ${alt}, image 1 of 1 in full screen` })).toBeVisible();
  await expect(page.getByAltText(alt)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // ---- The products page: the badges on its card, then the quick view.
  await open(page, `/products?q=${encodeURIComponent(stamp)}`);
  const item = page
    .getByRole('list', { name: 'Products' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name }) });
  await expect(item.locator('.card-badge')).toHaveText(['New Arrival', 'Featured']);
  await expect(item.getByAltText(alt)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: `Quick View ${name}` }).click();
  const quickView = page.getByRole('dialog', { name });
  await expect(quickView.getByRole('heading', { name: 'Key Benefits' })).toBeVisible();
  await expect(quickView.getByRole('listitem').filter({ hasText: keyBenefit })).toBeVisible();
  expect(await drawn(quickView.getByText(/^Sidr honey/))).toBe('Sidr honey\nNothing else');
  expect(await drawn(quickView.getByText('One spoon each morning.'))).toBe(
    'One spoon each morning.\nWith warm water.',
  );
  await expect(quickView.getByAltText(alt)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');

  // Tidy up: the product and its image, through the admin API.
  const products = (await (await page.request.get('/api/admin/products')).json()) as Array<{
    id: string;
    slug: string;
  }>;
  const productId = products.find((p) => p.slug === slug)!.id;
  expect((await page.request.delete(`/api/admin/products/${productId}`)).status()).toBe(200);
  const media = (await (await page.request.get('/api/admin/media?category=image')).json()) as Array<{
    id: string;
    fileName: string;
  }>;
  for (const asset of media.filter((entry) => entry.fileName === imageFile)) {
    expect((await page.request.delete(`/api/admin/media/${asset.id}`)).status()).toBe(200);
  }
});
