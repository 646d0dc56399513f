import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';

// The shared shop chrome (storefront §2 "Shared chrome"), checked on the About page.
async function openAbout(page: Page) {
  await page.goto('/about');
  await page.locator('html[data-hydrated]').waitFor();
}

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu toggle exists below 768 px only');

  test('opens, navigates, and closes after a link is followed', async ({ page }) => {
    await openAbout(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousAxeViolations(page);

    await menu.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes with Escape and gives focus back to the toggle', async ({ page }) => {
    await openAbout(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('closes with the toggle itself', async ({ page }) => {
    await openAbout(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});

test.describe('desktop navigation', () => {
  test.skip(({ isMobile }) => isMobile, 'the full navigation shows from 768 px');

  test('shows the links and no menu toggle', async ({ page }) => {
    await openAbout(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Products', '/products'],
      ['About', '/about'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });
});

test.describe('shared chrome', () => {
  test('skip links point at targets that exist on the home page', async ({ page }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor();
    for (const [name, id] of [
      ['Skip to main content', 'main-content'],
      ['Skip to products', 'products'],
      ['Skip to FAQ', 'faq'],
    ] as const) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', `#${id}`);
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    }
    // The first Tab stop is the skip link, which shows itself when focused.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
  });

  test('footer shows the regulator disclaimer and the first three products', async ({ page, request }) => {
    const products = (await (await request.get('/api/products')).json()) as Array<{ slug: string }>;
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(
      'have not been evaluated by the Drug Regulatory Authority of Pakistan',
    );
    await expect(footer).toContainText('not intended to diagnose, treat, cure or prevent any disease');

    const productLinks = footer.locator('a[href^="/product/"]');
    await expect(productLinks).toHaveCount(3);
    const hrefs = await productLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(products.slice(0, 3).map((p) => `/product/${p.slug}`));
    await expect(footer.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/products');
  });

  test('the cart drawer opens from the header, closes with Escape and returns focus', async ({ page }) => {
    await openAbout(page);
    const cartButton = page.getByRole('banner').getByRole('button', { name: /^Open cart/ });
    await cartButton.click();

    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Your cart is empty')).toBeVisible();
    // Body scrolling is locked while the drawer is open (§2).
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await expectNoSeriousAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cartButton).toBeFocused();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('the WhatsApp button opens a chat with a prefilled message', async ({ page }) => {
    await page.goto('/about');
    const link = page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);

    const text = new URL((await link.getAttribute('href'))!).searchParams.get('text') ?? '';
    expect(text).toContain('Hello!');
    expect(text).toMatch(/Source page: https?:\/\/\S+\/about$/);
  });
});

test.describe('skip links on every page', () => {
  // Two of the pages are 404s, which Chromium reports as a failed resource.
  test.use({ allowedConsoleErrors: [/404/] });

  // The links each page should offer: main content always, products and FAQ where the page has them.
  const pages: Array<[path: string, links: string[]]> = [
    ['/', ['main-content', 'products', 'faq']],
    ['/products', ['main-content', 'products']],
    ['/product/vitalix', ['main-content', 'faq']],
    // A product without questions has no FAQ to skip to.
    ['/product/walnut-kernels', ['main-content']],
    ['/about', ['main-content']],
    ['/checkout', ['main-content']],
    ['/order-confirmation?order=1a2b3c4d', ['main-content']],
    ['/login', ['main-content']],
    ['/register', ['main-content']],
    ['/forgot-password', ['main-content']],
    ['/reset-password', ['main-content']],
    ['/verify-email', ['main-content']],
    ['/privacy-policy', ['main-content']],
    ['/terms', ['main-content']],
    ['/product/does-not-exist', ['main-content']],
    ['/no-such-page', ['main-content']],
  ];

  test('each skip link points at a target that exists on its page', async ({ page }) => {
    for (const [path, expected] of pages) {
      await page.goto(path);
      await page.locator('html[data-hydrated]').waitFor();
      const hrefs = await page
        .locator('a[href^="#"]')
        .filter({ hasText: /^Skip to / })
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      expect(hrefs, path).toEqual(expected.map((id) => `#${id}`));
      for (const id of expected) {
        await expect(page.locator(`[id="${id}"]`), `#${id} on ${path}`).toHaveCount(1);
      }
    }
  });
});
