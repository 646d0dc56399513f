import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';

async function openProduct(page: Page, slug = 'vitalix') {
  await page.goto(`/product/${slug}`);
  await page.locator('html[data-hydrated]').waitFor();
}

test.describe('product detail', () => {
  test('arrives rendered with Product structured data priced in PKR', async ({ request }) => {
    const res = await request.get('/product/vitalix');
    expect(res.status()).toBe(200);
    const html = await res.text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string; offers?: { priceCurrency: string; price: string } },
    );
    const product = blocks.find((b) => b['@type'] === 'Product');
    expect(product?.offers).toMatchObject({ priceCurrency: 'PKR', price: '6500.00' });
    expect(html).toContain('<title>Vitalix | ');
  });

  test('shows the product, breadcrumb and plans with Most Popular chosen; passes axe', async ({ page }) => {
    await openProduct(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Vitalix' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    await expect(breadcrumb.getByText('Vitalix')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('radio', { name: '2 Jars, Most Popular' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '3 Jars, Best Value' })).not.toBeChecked();
    await expect(page.getByRole('table', { name: /How Vitalix Compares/ })).toBeVisible();
    const events = await page.evaluate(() => window.__adPixelEvents?.map((e) => e.event) ?? []);
    expect(events.filter((e) => e === 'ViewContent')).toHaveLength(1);
    // The page never scrolls sideways; only the comparison table does, inside its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await expectNoSeriousAxeViolations(page);
  });

  test('adds the chosen plan to the cart', async ({ page }) => {
    await openProduct(page);
    await page.getByRole('radio', { name: '3 Jars, Best Value' }).check();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await page.getByRole('button', { name: /^Open cart/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(drawer.getByText('Vitalix')).toBeVisible();
    await expect(drawer.getByText('3 Jars')).toBeVisible();
  });

  test('opens the lightbox, moves through it and closes it with Escape', async ({ page }) => {
    await openProduct(page);
    // The image is named by its alt text in the media library (the demo shop's images have one).
    await page
      .getByRole('button', {
        name: 'Open Vitalix herbal supplement jar with a gold lid, surrounded by fresh herbs and capsules, image 1 of 4 in full screen',
      })
      .click();
    const lightbox = page.getByRole('dialog', { name: 'Vitalix gallery' });
    await expect(lightbox.getByText('1 / 4')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByText('2 / 4')).toBeVisible();
    await lightbox.getByRole('button', { name: 'Previous image' }).click();
    await lightbox.getByRole('button', { name: 'Previous image' }).click();
    await expect(lightbox.getByText('4 / 4')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
  });

  test('opens the supplement facts dialog', async ({ page }) => {
    await openProduct(page);
    await page.getByRole('button', { name: 'View Supplement Facts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supplement Facts' });
    await expect(dialog.getByText('1 teaspoon (10 g)')).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Herbal Blend per Serving' })).toBeVisible();
    const events = await page.evaluate(() => window.__adPixelEvents?.map((e) => e.event) ?? []);
    expect(events).toContain('SupplementFactsViewed');
  });

  test('a product without blocks of its own shows no ingredients, comparison or nutrition', async ({
    page,
  }) => {
    await openProduct(page, 'walnut-kernels');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The spec's fallbacks describe the flagship: they never stand in for another product's content.
    for (const id of ['ingredients', 'comparison', 'nutrition']) {
      await expect(page.locator(`section[id="${id}"]`)).toHaveCount(0);
    }
    await expect(page.getByRole('main').getByText('Ashwagandha')).toHaveCount(0);
    await expect(page.getByRole('main').getByText('45 kcal')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'View Supplement Facts' })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test('a product with blocks of its own shows its own ingredients, comparison and facts', async ({
    page,
  }) => {
    await openProduct(page, 'triphala-powder');
    const ingredients = page.locator('section[id="ingredients"]');
    await expect(ingredients.getByRole('heading', { name: 'Three Fruits, Equal Parts' })).toBeVisible();
    await expect(ingredients.getByRole('heading', { name: 'Amla (Indian Gooseberry)' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Ashwagandha')).toHaveCount(0);

    await openProduct(page, 'sidr-honey');
    const table = page.getByRole('table', { name: /How Our Sidr Honey Compares/ });
    await expect(table.getByRole('columnheader', { name: 'Our Sidr Honey' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Vitalix' })).toHaveCount(0);
    await expect(page.locator('section[id="nutrition"]').getByText('64 kcal')).toBeVisible();
    await expect(page.locator('section[id="ingredients"]')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test('moving to another product shows Loading Product, then the new product, tracked once', async ({
    page,
  }) => {
    await openProduct(page, 'walnut-kernels');
    // Hold the next product's data until the loading state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/product\/vitalix\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Vitalix', exact: true }).click();
    await expect(page.getByText('Loading Product')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Vitalix' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '2 Jars, Most Popular' })).toBeChecked();
    const viewed = await page.evaluate(() =>
      (window.__adPixelEvents ?? [])
        .filter((e) => e.event === 'ViewContent')
        .map((e) => e.payload.content_name),
    );
    expect(viewed).toEqual(['Walnut Kernels (Akhrot Giri)', 'Vitalix']);
    const recent = await page.evaluate(() => localStorage.getItem('recently-viewed'));
    expect(JSON.parse(recent ?? '[]')).toEqual(['vitalix', 'walnut-kernels']);
  });
});

test.describe('opening a product from another page', () => {
  test("shows 'Loading Product' while the product's data is on its way", async ({ page }) => {
    await page.goto('/products');
    await page.locator('html[data-hydrated]').waitFor();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/product\/sidr-honey\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('#products a[href="/product/sidr-honey"]').first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading Product' })).toBeVisible();
    // The list is gone meanwhile, and so is the skip link to it.
    await expect(page.locator('[id="products"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Skip to products' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    release();
    await expect(page.getByRole('heading', { level: 1, name: /Sidr/ })).toBeVisible();
    await expect(page.getByText('Loading Product')).toHaveCount(0);
    await expect(page).toHaveURL(/\/product\/sidr-honey$/);
  });
});

test.describe('buy now', () => {
  // /checkout belongs to another page; until it exists the shop's 404 answers there.
  test.use({ allowedConsoleErrors: [/404/] });

  test('lands on /checkout with only this line in the cart', async ({ page }) => {
    await openProduct(page);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-items') ?? '[]'));
    expect(stored).toMatchObject([
      { name: 'Vitalix', quantity: 1, price: '11000.00', metadata: { tier: '2 Jars', jars: 2 } },
    ]);
  });
});

test.describe('unknown product', () => {
  // Chromium reports the 404 document itself as a failed resource: that is the point of this page.
  test.use({ allowedConsoleErrors: [/404/] });

  test('answers HTTP 404 with the spec text', async ({ page }) => {
    const response = await page.goto('/product/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
    await expect(
      page.getByText("The product you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse All Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expectNoSeriousAxeViolations(page);
  });
});
