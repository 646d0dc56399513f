import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import type { Page } from '@playwright/test';

const productList = (page: Page) => page.getByRole('list', { name: 'Products' });
const cards = (page: Page) => productList(page).getByRole('listitem');
const cardNames = (page: Page) => productList(page).getByRole('heading', { level: 3 }).allInnerTexts();
const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

test.describe('products listing', () => {
  test('arrives rendered from the server with names and prices', async ({ request }) => {
    const res = await request.get('/products');
    expect(res.status()).toBe(200);
    // A kept page names its inline scripts by their hashes (decision 041).
    expect(res.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
    const html = await res.text();
    expect(html).toContain('Vitalix');
    expect(html).toContain('Rs 6,500.00');
  });

  test('renders a filtered view on the server, before any JavaScript', async ({ request }) => {
    const html = await (await request.get('/products?category=Dry+Fruits&sort=price-asc')).text();
    expect(html).toContain('Showing 6 products');
    expect(html).not.toContain('Save Vitalix to wishlist');
    // Cheapest first: the apricots (Rs 1,100) come before the almonds (Rs 3,200).
    expect(html.indexOf('>Hunza Dried Apricots (Khubani)</a>')).toBeGreaterThan(0);
    expect(html.indexOf('>Hunza Dried Apricots (Khubani)</a>')).toBeLessThan(
      html.indexOf('>Kaghzi Almonds (Paper-Shell)</a>'),
    );
  });

  test('is compressed and its hashed assets are cached for good', async ({ request }) => {
    const res = await request.get('/products', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers()['content-encoding']).toMatch(/br|gzip/);
    const script = (await res.text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(script).toMatch(/^\/assets\/[\w.-]+\.js$/);
    const asset = await request.get(script!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('hydrates without console errors and passes axe', async ({ page, isMobile }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
    await expect(cards(page)).toHaveCount(23);
    await expect(page.getByText('Out of Stock').first()).toBeVisible();
    await expect(page.getByText('Free shipping on orders over $50', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not Sure Where to Start?' })).toBeVisible();
    await hydrated(page);

    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'About' }).waitFor();
      await page.getByRole('button', { name: 'Close menu' }).click();
    }
    await expectNoSeriousAxeViolations(page);
  });

  test('passes axe with the filters panel open', async ({ page }) => {
    await page.goto('/products');
    await hydrated(page);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page).toHaveURL(/\?filters=1$/);
    await expect(page.getByRole('spinbutton', { name: 'Min price' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'On sale' }).check();
    await expect(page.getByRole('link', { name: 'Clear all filters' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('opens a product card link from the list', async ({ page }) => {
    await page.goto('/products');
    const link = page.getByRole('link', { name: /Sidr/ }).first();
    await expect(link).toHaveAttribute('href', '/product/sidr-honey');
  });

  test('filters by category, search and in-stock, and keeps the view in the URL', async ({
    page,
    context,
  }) => {
    await page.goto('/products');
    await hydrated(page);

    await page.getByRole('button', { name: 'Dry Fruits' }).click();
    await expect(page).toHaveURL(/\/products\?category=Dry\+Fruits$/);
    await expect(page.getByRole('button', { name: 'Dry Fruits' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByRole('heading', { level: 2, name: 'Dry Fruits' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search products' }).fill('NUT');
    await expect(page).toHaveURL(/[?&]q=NUT(&|$)/);
    await expect(productList(page).getByRole('link', { name: 'Chilgoza Pine Nuts' })).toBeVisible();

    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page).toHaveURL(/[?&]filters=1(&|$)/);
    await page.getByRole('checkbox', { name: 'In stock only' }).check();
    await expect(page).toHaveURL(/[?&]inStock=1(&|$)/);
    await expect(productList(page).getByRole('link', { name: 'Chilgoza Pine Nuts' })).toHaveCount(0);
    await expect(productList(page).getByRole('link', { name: /Walnut Kernels/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters 3 active');

    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    const shared = page.url();

    await page.reload();
    await hydrated(page);
    expect(await cardNames(page)).toEqual(names);
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('NUT');
    await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Dry Fruits' })).toHaveAttribute('aria-pressed', 'true');

    const fresh = await context.newPage();
    await fresh.goto(shared);
    expect(await cardNames(fresh)).toEqual(names);
    await fresh.close();
  });

  test('narrows by price, inclusive of the bounds', async ({ page }) => {
    await page.goto('/products?filters=1');
    await hydrated(page);
    await page.getByRole('spinbutton', { name: 'Min price' }).fill('450');
    await page.getByRole('spinbutton', { name: 'Max price' }).fill('750');
    await page.getByRole('spinbutton', { name: 'Max price' }).press('Enter');
    await expect(page).toHaveURL(/min=450&max=750/);
    // Himalayan Pink Salt costs exactly 450 and Isabgol exactly 750.
    expect((await cardNames(page)).sort()).toEqual([
      'Himalayan Pink Salt (Fine)',
      'Isabgol (Psyllium Husk)',
      'Organic Jaggery (Desi Gur)',
    ]);
  });

  test('what a shopper types or ticks before the filters’ code arrives is kept', async ({ page }) => {
    // The panel's code is held back until the shopper has typed, as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/filters-panel-[\w-]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto('/products?filters=1');
    await hydrated(page);
    await page.getByRole('spinbutton', { name: 'Min price' }).fill('450');
    await page.getByRole('checkbox', { name: 'In stock only' }).check();
    await page.getByRole('spinbutton', { name: 'Max price' }).fill('750');
    expect(asked, 'the panel loads its own code').toBe(true);
    expect(page.url()).not.toContain('min=');
    release();

    await expect(page).toHaveURL(/min=450&max=750/);
    await expect(page).toHaveURL(/[?&]inStock=1(&|$)/);
    await expect(page.getByRole('spinbutton', { name: 'Min price' })).toHaveValue('450');
    await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    // Still in the field they were typing in.
    await expect(page.getByRole('spinbutton', { name: 'Max price' })).toBeFocused();
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters 2 active');
  });

  test('shows the empty state, and bad query values fall back to defaults', async ({ page }) => {
    await page.goto('/products?q=no-such-thing');
    await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
    await expect(productList(page)).toHaveCount(0);

    await page.goto('/products?min=abc&max=-5&category=Foo&sort=cheap&layout=huge');
    await expect(cards(page)).toHaveCount(23);
    await expect(page.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('switches layouts', async ({ page }) => {
    await page.goto('/products');
    await hydrated(page);
    await expect(productList(page)).toHaveAttribute('data-layout', 'grid-2');

    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(/\?layout=list$/);
    await expect(productList(page)).toHaveAttribute('data-layout', 'list');
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Three-column grid' }).click();
    await expect(page).toHaveURL(/\?layout=grid-3$/);
    await expect(productList(page)).toHaveAttribute('data-layout', 'grid-3');

    await page.getByRole('button', { name: 'Two-column grid' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(productList(page)).toHaveAttribute('data-layout', 'grid-2');
  });

  test('sorts by price, low to high, cheapest first', async ({ page }) => {
    await page.goto('/products');
    await hydrated(page);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await expect(page).toHaveURL(/\?sort=price-asc$/);
    await expect(productList(page).getByRole('heading', { level: 3 }).first()).toHaveText(
      'Himalayan Pink Salt (Fine)',
    );
    const prices = (
      await productList(page)
        .getByText(/^Rs [\d,.]+$/)
        .allInnerTexts()
    ).map((t) => Number(t.replace(/[^\d.]/g, '')));
    expect(prices).toHaveLength(23);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('keeps wishlist hearts in this browser', async ({ page }) => {
    await page.goto('/products');
    await hydrated(page);
    const heart = page.getByRole('button', { name: 'Save Vitalix to wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await hydrated(page);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBe('[]');
  });

  test('lists recently viewed products once there are some', async ({ page }) => {
    await page.goto('/products');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Recently Viewed' })).toHaveCount(0);
    await page.evaluate(() =>
      localStorage.setItem('recently-viewed', JSON.stringify(['sidr-honey', 'no-longer-sold', 'vitalix'])),
    );
    await page.reload();
    const recent = page.getByRole('region', { name: 'Recently Viewed' });
    await expect(recent.getByRole('listitem')).toHaveCount(2);
    await expect(recent.getByRole('heading', { level: 3 })).toHaveText(['Sidr (Beri) Honey', 'Vitalix']);
  });
});

test.describe('products listing without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters through the GET form', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('button', { name: 'Dry Fruits' }).click();
    await expect(page).toHaveURL(/category=Dry\+Fruits/);
    await expect(cards(page)).toHaveCount(6);

    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('nut');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=nut/);
    await expect(page.getByRole('button', { name: 'Dry Fruits' })).toHaveAttribute('aria-pressed', 'true');
    await expect(productList(page).getByRole('link', { name: 'Chilgoza Pine Nuts' })).toBeVisible();

    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('checkbox', { name: 'In stock only' }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/inStock=1/);
    await expect(productList(page).getByRole('link', { name: 'Chilgoza Pine Nuts' })).toHaveCount(0);
    await expect(productList(page).getByRole('link', { name: /Walnut Kernels/ })).toBeVisible();
    await expect(search).toHaveValue('nut');
  });
});

test.describe('not found', () => {
  // Chromium reports the 404 document itself as a failed resource: that is the point of this page.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test('answers 404 with the spec text', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
