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
});
