import { expect, expectNoSeriousAxeViolations, test } from './fixtures';

test.describe('about page', () => {
  test('arrives rendered from the server with its SEO and breadcrumb data', async ({ request }) => {
    const res = await request.get('/about');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<link rel="canonical" href="');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('Quality is not an act, it is a habit.');
  });

  test('shows every section with the spec texts', async ({ page }) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText('About')).toHaveAttribute('aria-current', 'page');

    for (const name of ['Our Mission', 'Our Vision', 'Our Product Promise', 'Our Ingredient Philosophy']) {
      await expect(main.getByRole('heading', { name })).toBeVisible();
    }
    // The demo content names the quality heading; without it the page says the spec default (same text).
    await expect(main.getByRole('heading', { name: 'Quality You Can Trust' })).toBeVisible();
    await expect(main.getByText('Quality is not an act, it is a habit.')).toBeVisible();
    for (const feature of ['Certified Organic', 'Lab Tested', 'No Additives', 'Sustainable Practices']) {
      await expect(main.getByRole('heading', { name: feature })).toBeVisible();
    }
    const stats = main.getByRole('list', { name: 'Quality in numbers' });
    for (const stat of ['100% Organic', '0 Additives', '3rd Party Tested']) {
      await expect(stats.getByText(stat)).toBeVisible();
    }
    await expect(main.getByRole('tab', { name: 'Vitalix Ingredients' })).toBeVisible();
    await expect(main.getByRole('tab', { name: 'Raw Honey' })).toBeVisible();
    await expect(main.getByPlaceholder('Search ingredients...')).toBeVisible();
  });

  test('switches to the raw honey card and filters with the search box', async ({ page }) => {
    await page.goto('/about');
    await page.locator('html[data-hydrated]').waitFor();
    const main = page.getByRole('main');
    const panel = main.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Turmeric Root' })).toBeVisible();

    await main.getByRole('tab', { name: 'Raw Honey' }).click();
    await expect(main.getByRole('tab', { name: 'Raw Honey' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toHaveAttribute('id', 'nature-panel-honey');
    await expect(panel.getByRole('heading', { name: 'Raw & Unheated' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Turmeric Root' })).toBeHidden();

    await main.getByRole('tab', { name: 'Vitalix Ingredients' }).click();
    const search = main.getByRole('searchbox', { name: 'Search ingredients' });
    await search.fill('ASHWA');
    await expect(panel.getByRole('heading', { level: 4 })).toHaveText(['Ashwagandha']);
    await search.fill('no such herb');
    await expect(panel.getByText('No ingredients match “no such herb”.')).toBeVisible();
    await search.fill('');
    await expect(panel.getByRole('heading', { level: 4 })).toHaveCount(5);
  });

  test('passes axe at this width', async ({ page }) => {
    await page.goto('/about');
    await page.locator('html[data-hydrated]').waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('tab', { name: 'Raw Honey' }).click();
    await expectNoSeriousAxeViolations(page);
  });
});
