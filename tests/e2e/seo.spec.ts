import { expect, test } from './fixtures';

test.describe('search engines', () => {
  test('the sitemap lists the pages and every product with absolute URLs', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/products<\/loc>/);
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/about<\/loc>/);
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/privacy-policy<\/loc>/);
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/terms<\/loc>/);
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/product\/vitalix<\/loc>/);
    const products = await (await request.get('/api/products')).json();
    // Each product once in each language (decision 038).
    expect(xml.match(/<loc>[^<]+\/product\//g)).toHaveLength(products.length * 2);
  });

  test('robots.txt keeps crawlers out of the back office and points at the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toContain('Disallow: /admin');
    expect(body).toContain('Disallow: /api/');
    expect(body).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });

  test("pages carry the SEO screen's title, a description, a canonical URL and Open Graph tags", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Vitalix Organics | Organic Wellness Products in Pakistan');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /cash on delivery/i);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toContain('Organization');
  });

  test("the products page lists the catalogue for search engines in the cards' order, in each language", async ({
    page,
  }) => {
    const itemList = async () => {
      const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
      return texts.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'ItemList');
    };
    const cards = async () =>
      page
        .locator('.product-card .card-name a')
        .evaluateAll((links) =>
          links.map((link) => ({ name: link.textContent, href: (link as HTMLAnchorElement).href })),
        );
    for (const path of ['/products', '/ur/products']) {
      await page.goto(path);
      const list = await itemList();
      const shown = await cards();
      expect(shown.length).toBeGreaterThan(1);
      expect(list.itemListElement).toEqual(
        shown.map((card, i) => ({ '@type': 'ListItem', position: i + 1, name: card.name, url: card.href })),
      );
      expect(list.itemListElement[0].url).toMatch(
        path === '/products' ? /^https?:\/\/[^/]+\/product\// : /\/ur\/product\//,
      );
    }
    // Reached by a link, the list is made in the browser from the same data.
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor();
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.locator('.product-card').first()).toBeVisible();
    const shown = await cards();
    await expect
      .poll(async () => (await itemList())?.itemListElement.map((item: { url: string }) => item.url))
      .toEqual(shown.map((card) => card.href));
  });
});
