import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The storefront's JavaScript budget (issue 16 §3, decision 008): each of the three busiest pages loads
 * at most 110 KB of script, counted as Lighthouse counts it (compressed bytes and response headers), and
 * its HTML names no script the browser would fetch before the first paint (they start after it,
 * components/chrome/deferred-scripts.tsx).
 */
const BUDGET_BYTES = 110 * 1024;
const PAGES = ['/', '/products', '/product/vitalix'];

type ScriptLoad = { url: string; bytes: number };

/** Every script the page fetches until the network is quiet, with its size on the wire. */
async function scriptsOf(page: Page, path: string): Promise<ScriptLoad[]> {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  return Promise.all(
    responses.map(async (response) => {
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
