import type { Page } from '@playwright/test';
import { FAQ_MESSAGES, TESTIMONIAL_MESSAGES } from '../../../common/community/community-admin-schemas';
import { SEO_MESSAGES } from '../../../common/seo/seo-admin-schemas';
import { expect, expectNoSeriousAxeViolations, open, test } from './fixtures';

/**
 * The SEO screen, the testimonials manager and the site FAQs manager (back-office §2): what staff
 * save there shows on the storefront at once, drafts stay off it, and every screen passes axe at 375 px
 * and on the desktop. Each test puts the shop back as it found it, for the specs that run after it.
 */

type Row = { id: string; [field: string]: unknown };

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test.describe('SEO, testimonials and site FAQs', () => {
  // A test that fails half way leaves nothing behind for the next project's run or the other specs.
  test.afterEach(async ({ page }) => {
    await page.request.delete('/api/admin/seo/terms');
    for (const [list, isOurs] of [
      ['testimonials', (row: Row) => String(row.customerName).startsWith('Ayesha ')],
      ['site-faqs', (row: Row) => String(row.question).startsWith('Do you deliver to Gilgit?')],
    ] as const) {
      const answer = await page.request.get(`/api/admin/${list}`);
      if (!answer.ok()) continue;
      for (const row of ((await answer.json()) as Row[]).filter(isOurs)) {
        await page.request.delete(`/api/admin/${list}/${row.id}`);
      }
    }
  });

  test("an SEO entry's title, description and keywords go into the page's head at once, and deleting it restores the page's own", async ({
    page,
    loginAs,
  }) => {
    const stamp = `${test.info().project.name} ${Date.now()}`;
    const title = `Terms of sale for organic orders (${stamp})`;
    await loginAs('cms', '/admin/seo');
    await expect(page.getByRole('heading', { level: 1, name: 'SEO' })).toBeVisible();
    // The demo shop's entries: home, products and about.
    await expect(page.getByRole('heading', { level: 2, name: 'Home page' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectNoSideways(page);

    await page.getByRole('button', { name: 'Add SEO Metadata' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add SEO Metadata' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText(SEO_MESSAGES.titleRequired)).toBeVisible();
    await expect(dialog.getByText(SEO_MESSAGES.descriptionRequired)).toBeVisible();

    await dialog.getByLabel('Page').selectOption('terms');
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await expect(dialog.getByText(`${title.length} characters`, { exact: false })).toBeVisible();
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('How ordering, cash on delivery, returns and our money-back guarantee work at the shop.');
    await dialog.getByLabel('Keywords').fill(' cash on delivery, returns, ,guarantee , terms ');
    // The search-result preview follows the form.
    await expect(dialog.getByText(title).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, SEO_MESSAGES.created)).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Terms page' }) });
    await expect(card.getByRole('listitem')).toHaveText(['cash on delivery', 'returns', 'guarantee', /\+1/]);

    await open(page, '/terms');
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      'content',
      'cash on delivery, returns, guarantee, terms',
    );

    // Edit: the page cannot change; the new title is live at once.
    await open(page, '/admin/seo');
    await card.getByRole('button', { name: /Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit SEO Metadata' });
    await expect(edit.getByLabel('Page')).toHaveAttribute('readonly', '');
    await expect(edit.getByLabel('Page')).toHaveValue('terms');
    await edit.getByLabel('Title', { exact: true }).fill(`${title} (edited)`);
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, SEO_MESSAGES.updated)).toBeVisible();
    await open(page, '/terms');
    await expect(page).toHaveTitle(`${title} (edited)`);

    // Delete through the confirmation; the page falls back to its own title.
    await open(page, '/admin/seo');
    await card.getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, SEO_MESSAGES.deleted)).toBeVisible();
    await expect(card).toHaveCount(0);
    await open(page, '/terms');
    await expect(page).not.toHaveTitle(/Terms of sale for organic orders/);
  });

  test('a draft testimonial stays off the home page until it is published; staff text shows as text', async ({
    page,
    loginAs,
  }) => {
    const name = `Ayesha ${test.info().project.name} ${Date.now()}`;
    // Markup typed by staff must reach the shop as the characters typed.
    const words = `<img src=x onerror=alert(1)> Honest honey, delivered to Quetta (${name}).`;
    await loginAs('cms', '/admin/testimonials');
    await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Testimonials' })).toBeVisible();
    // The Rating column's stars place the page's one star drawing: the back office draws it too.
    await expect(page.getByRole('img', { name: /^Rated \d out of 5$/ }).first()).toBeVisible();
    await expect(page.locator('path#star')).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
    await expectNoSideways(page);

    await page.getByRole('button', { name: 'Add Testimonial' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Testimonial' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText(TESTIMONIAL_MESSAGES.nameRequired)).toBeVisible();
    await expect(dialog.getByText(TESTIMONIAL_MESSAGES.textRequired)).toBeVisible();
    await expect(dialog.getByLabel('Rating')).toHaveValue('5');
    await dialog.getByLabel('Customer name').fill(name);
    await dialog.getByLabel('Testimonial').fill(words);
    await dialog.getByLabel('Order').fill('0');
    await dialog.getByLabel('Published').uncheck();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, TESTIMONIAL_MESSAGES.created)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Draft')).toBeVisible();

    await open(page, '/');
    const reviews = page.locator('section[aria-labelledby="reviews-heading"]');
    await expect(reviews).toBeVisible();
    await expect(reviews.getByText(name)).toHaveCount(0);

    await open(page, '/admin/testimonials');
    await row.getByRole('button', { name: /Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Testimonial' });
    await edit.getByLabel('Published').check();
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, TESTIMONIAL_MESSAGES.updated)).toBeVisible();
    await expect(row.getByText('Published')).toBeVisible();

    await open(page, '/');
    await expect(reviews.getByText(words)).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);

    await open(page, '/admin/testimonials');
    await row.getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, TESTIMONIAL_MESSAGES.deleted)).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('a site FAQ is added in a category, filtered, shown on the home page and deleted', async ({
    page,
    loginAs,
  }) => {
    const question = `Do you deliver to Gilgit? (${test.info().project.name} ${Date.now()})`;
    await loginAs('cms', '/admin/site-faqs');
    await expect(page.getByRole('heading', { level: 1, name: 'Site FAQs' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectNoSideways(page);

    await page.getByRole('button', { name: 'Add FAQ' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add FAQ' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText(FAQ_MESSAGES.questionRequired)).toBeVisible();
    await expect(dialog.getByText(FAQ_MESSAGES.answerRequired)).toBeVisible();
    await dialog.getByLabel('Question').fill(question);
    await dialog.getByLabel('Answer').fill('Yes: cash on delivery reaches Gilgit-Baltistan in 5 to 7 days.');
    await dialog.getByLabel('Category').fill('Delivery e2e');
    await dialog.getByLabel('Order').fill('0');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, FAQ_MESSAGES.created)).toBeVisible();

    const chips = page.getByRole('group', { name: 'Filter by category' });
    await chips.getByRole('button', { name: 'Delivery e2e' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Gilgit' })).toHaveCount(1);
    await expect(page.getByRole('row')).toHaveCount(2); // the header and our FAQ

    await open(page, '/');
    await expect(page.getByText(question)).toBeVisible();

    await open(page, '/admin/site-faqs');
    const row = page.getByRole('row').filter({ hasText: question });
    await row.getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, FAQ_MESSAGES.deleted)).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('order_confirmation staff cannot open these screens', async ({ page, loginAs }) => {
    await loginAs('order_confirmation', '/admin/testimonials');
    for (const path of ['/admin/testimonials', '/admin/site-faqs', '/admin/seo', '/admin/content']) {
      await open(page, path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
      ).toBeVisible();
    }
  });
});
