import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The storefront's JavaScript budget (decision 008): each of the three busiest pages loads
 * at most 110 KB of script, counted as Lighthouse counts it (compressed bytes and response headers), and
 * its HTML names no script the browser would fetch before the first paint (they start after it,
 * components/chrome/deferred-scripts.tsx).
 */
const BUDGET_BYTES = 110 * 1024;
// The Urdu storefront's too (decision 038): its words travel in the page's data, not in its script.
const PAGES = ['/', '/products', '/product/vitalix', '/ur', '/ur/products', '/ur/product/vitalix'];

type ScriptLoad = { url: string; bytes: number };

/**
 * Every script the page fetches on its own, with its size on the wire: those it needs to hydrate, all
 * fetched by the time it has hydrated and loaded. Nothing on a shop page fetches script after that
 * without a visitor's action (dialogs, the toaster and static islands load on first use).
 */
async function scriptsOf(page: Page, path: string): Promise<ScriptLoad[]> {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('load');
  return Promise.all(
    responses.map(async (response) => {
      await response.finished();
      const sizes = await response.request().sizes();
      return {
        url: new URL(response.url()).pathname,
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      };
    }),
  );
}

for (const path of PAGES) {
  test(`${path} loads at most 110 KB of JavaScript`, async ({ page }) => {
    const scripts = await scriptsOf(page, path);
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(total, scripts.map((s) => `${s.url} ${s.bytes}`).join('\n')).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  test(`${path} names no script for the browser to fetch before its first paint`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    // Inside <noscript> the browser fetches and runs nothing: the scripts wait there for the first paint.
    const fetchedAtOnce = html.replace(/<noscript[\s\S]*?<\/noscript>/g, '');
    expect(fetchedAtOnce).not.toContain('modulepreload');
    expect(fetchedAtOnce).not.toMatch(/<script[^>]*type="module"/);
    expect(fetchedAtOnce).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).toMatch(/<noscript id="router-scripts">[\s\S]*type="module"/);
  });
}
