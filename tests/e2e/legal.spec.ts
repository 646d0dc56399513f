import { expect, expectNoSeriousAxeViolations, test } from './fixtures';

// The footer's Privacy Policy and Terms links (storefront §2 Footer) open pages of their own, whose
// text is the demo shop's content section (the same text the pages fall back to).
const pages = [
  {
    link: 'Privacy Policy',
    path: '/privacy-policy',
    heading: 'Privacy Policy',
    says: ['full name, phone number, delivery address', 'WhatsApp', 'We never ask for card numbers'],
  },
  {
    link: 'Terms',
    path: '/terms',
    heading: 'Terms & Conditions',
    says: ['Cash on Delivery only', 'all over Pakistan', 'within 7 days of delivery', 'DRAP'],
  },
];

test.describe('privacy and terms pages', () => {
  for (const { link, path, heading, says } of pages) {
    test(`the footer's ${link} link opens a real page`, async ({ page, request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      // Rendered on the server: the text is in the document itself.
      expect(await response.text()).toContain(says[0]);

      await page.goto('/about');
      await page.locator('html[data-hydrated]').waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
      for (const words of says) await expect(page.getByText(words).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(heading)).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page).toHaveTitle(new RegExp(`^${heading} \\| `));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      await expectNoSeriousAxeViolations(page);
    });
  }
});
