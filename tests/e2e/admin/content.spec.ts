import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CONTENT_MESSAGES } from '../../../common/content/section-rules';
import { expect, expectNoSeriousAxeViolations, open, test } from './fixtures';

/**
 * The content editor (back-office §2 Content management, §5 content editor rules, §8):
 * the demo hero's heading edited with its own video, live on `/` at once and restored from the history,
 * the footer's privacy and terms pages edited on their tabs, feature cards added up to the limit of six
 * and undone through the history, and the raw JSON editor's refusal. Each test leaves the shop's content as it
 * found it, for the specs that run after it.
 */

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

type Record = { id: string; page: string; section: string; content: { [key: string]: unknown } };

async function sectionRecord(request: APIRequestContext, page: string, section: string): Promise<Record> {
  const list = (await (await request.get('/api/admin/content')).json()) as Record[];
  const record = list.find((item) => item.page === page && item.section === section);
  expect(record, `${page}/${section} is saved`).toBeDefined();
  return record!;
}

/** A section's content as it was found, whatever the test did to it, for the specs after this one. */
async function putBack(request: APIRequestContext, original: Record) {
  const answer = await request.patch(`/api/admin/content/${original.id}`, {
    data: { content: original.content },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Opens a section from its card on `path` and loads the version before the current one from its history. */
async function restoreVersionBefore(page: Page, path: string, card: Locator, dialog: Locator) {
  await open(page, path);
  await card.getByRole('button', { name: /Edit/ }).click();
  await dialog.getByRole('tab', { name: 'History' }).click();
  const versions = dialog.getByRole('list', { name: 'Saved versions, newest first' });
  await expect(versions.getByRole('listitem').first()).toContainText('Current');
  await versions
    .getByRole('listitem')
    .nth(1)
    .getByRole('button', { name: /Restore/ })
    .click();
  await expect(dialog.getByText(/is loaded into the form/)).toBeVisible();
}

test.describe('the content editor', () => {
  test('the owner changes the demo hero heading and saves (its video is there), then restores it from the history', async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    const stamp = `${test.info().project.name}-${Date.now()}`;
    await loginAs('super_admin', '/admin/content');
    const original = await sectionRecord(page.request, 'home', 'hero');
    const heading = `Raw honey season is here (${stamp})`;
    try {
      await expect(page.getByRole('heading', { level: 1, name: /Content/ })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Homepage' })).toHaveAttribute('aria-selected', 'true');
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('tab', { name: 'Product Detail Page' }).click();
      await expect(page.getByText(CONTENT_MESSAGES.noSections)).toBeVisible();
      await page.getByRole('tab', { name: 'Homepage' }).click();

      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: 'Hero Section' }) });
      await card.getByRole('button', { name: /Edit/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit: Hero Section' });
      await expect(dialog).toBeVisible();
      // The demo shop's own video is the hero's, and the preview plays it over the flagship's image.
      await expect(dialog.getByRole('button', { name: /^Change video/ })).toBeVisible();
      if (test.info().project.use.isMobile)
        await dialog.getByRole('button', { name: 'Show preview' }).click();
      const preview = dialog.getByRole('complementary', { name: 'Live preview' });
      const video = preview.locator('video');
      await expect(video).toHaveAttribute('poster', /\/uploads\/demo\/vitalix\.webp$/);
      await expect(video.locator('source')).toHaveAttribute('src', original.content.videoUrl as string);

      await dialog.getByLabel('Heading', { exact: true }).fill(heading);
      await expect(preview.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, CONTENT_MESSAGES.saved)).toBeVisible();
      await expect(toast(page, CONTENT_MESSAGES.savedDescription)).toBeVisible();
      await expect(dialog).toBeHidden();

      await open(page, '/');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The hero plays the demo video's variant, which the server has.
      const source = await page.locator('#main-content video source').first().getAttribute('src');
      expect(source).toMatch(/^\/uploads\/demo\/home-hero\/home-hero-\d+p\.mp4$/);
      expect((await page.request.get(source!)).status()).toBe(200);

      // Restore: the version before this save, loaded from the history and saved.
      await restoreVersionBefore(page, '/admin/content', card, dialog);
      await expect(dialog.getByLabel('Heading', { exact: true })).toHaveValue(
        original.content.heading as string,
      );
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, CONTENT_MESSAGES.saved)).toBeVisible();
      await expect(dialog).toBeHidden();

      await open(page, '/');
      await expect(
        page.getByRole('heading', { level: 1, name: original.content.heading as string }),
      ).toBeVisible();
    } finally {
      // Whatever happened above, the shop's hero is as it was for the specs after this one.
      await putBack(page.request, original);
    }
  });

  test('the privacy and terms pages are on the content screen, edited and live at once', async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    const intro = `We collect only what it takes to deliver your order (${test.info().project.name}-${Date.now()}).`;
    await loginAs('cms', '/admin/content');
    const original = await sectionRecord(page.request, 'privacy', 'main');
    try {
      await page.getByRole('tab', { name: 'Terms & Conditions' }).click();
      await expect(page).toHaveURL(/\?page=terms$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Terms & Conditions' })).toBeVisible();
      await page.getByRole('tab', { name: 'Privacy Policy' }).click();
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { level: 2, name: 'Privacy Policy' }) });
      await expect(card).toContainText('Saved');
      await expectNoSeriousAxeViolations(page);

      await card.getByRole('button', { name: /Edit/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit: Privacy Policy' });
      await expect(dialog.getByLabel('Paragraphs (Section 1)')).toHaveValue(/full name, phone number/);
      await dialog.getByLabel('Introduction').fill(intro);
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, CONTENT_MESSAGES.saved)).toBeVisible();
      await expect(dialog).toBeHidden();

      await open(page, '/privacy-policy');
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await expect(page.getByText(intro)).toBeVisible();
    } finally {
      await putBack(page.request, original);
    }
  });

  test('feature cards go up to six (the add button then goes), and the history undoes the change', async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    const stamp = `${test.info().project.name}-${Date.now()}`;
    await loginAs('cms', '/admin/content?page=products');
    await expect(page.getByRole('tab', { name: 'Products Page' })).toHaveAttribute('aria-selected', 'true');
    await open(page, '/products');
    const strip = page.locator('section[aria-labelledby="products-features-heading"]');
    const featuresBefore = await strip.getByRole('heading', { level: 3 }).allTextContents();

    await open(page, '/admin/content?page=products');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Features Strip' }) });
    await card.getByRole('button', { name: /Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit: Features Strip' });
    const add = dialog.getByRole('button', { name: 'Add feature' });
    const titles = dialog.getByLabel(/^Title \(/);
    const count = await titles.count();
    for (let i = count; i < 6; i++) {
      await add.click();
      await titles.nth(i).fill(`Feature ${i + 1} ${stamp}`);
    }
    await expect(titles).toHaveCount(6);
    await expect(add).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, CONTENT_MESSAGES.saved)).toBeVisible();

    await open(page, '/products');
    await expect(strip.getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(strip.getByText(`Feature 6 ${stamp}`)).toBeVisible();

    // Undo: the version before this save, restored through the history and saved.
    await restoreVersionBefore(page, '/admin/content?page=products', card, dialog);
    await dialog.getByRole('tab', { name: 'Content' }).click();
    await expect(titles).toHaveCount(featuresBefore.length);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, CONTENT_MESSAGES.saved)).toBeVisible();

    await open(page, '/products');
    await expect(strip.getByRole('heading', { level: 3 })).toHaveText(featuresBefore);
  });

  test('a pricing tier says what checkout charges for its price, and a price that is not one amount is refused', async ({
    page,
    loginAs,
  }) => {
    await loginAs('cms', '/admin/content');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Vitalix Pricing' }) });
    await card.getByRole('button', { name: /Edit|Create/ }).click();
    const dialog = page.getByRole('dialog', { name: /: Vitalix Pricing$/ });
    const price = dialog.getByLabel('Price (tier 1)', { exact: true });
    const charged = (text: string) => dialog.getByText(text, { exact: true });

    // Paisa are paisa: "Rs. 6,500.00" is Rs 6,500.00 at checkout, never Rs 650,000.00.
    await price.fill('Rs. 6,500.00');
    await expect(charged('Charged at checkout: Rs 6,500.00')).toBeVisible();
    await price.fill('Rs 6,500.50');
    await expect(charged('Charged at checkout: Rs 6,500.50')).toBeVisible();
    await price.fill('Rs. 1,00,000');
    await expect(charged('Charged at checkout: Rs 100,000.00')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // A comma in the wrong place is said as it is typed, and refused when saved; nothing is stored.
    const before = await (await page.request.get('/api/admin/content')).text();
    const comma =
      'Price has a comma in the wrong place: commas go between groups of digits, such as 6,500, 65,000 or 1,00,000';
    await price.fill('Rs. 65,00');
    await expect(charged(comma)).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, CONTENT_MESSAGES.validationTitle)).toBeVisible();
    await expect(charged(comma)).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toBeFocused();
    // Nothing sells for nothing: the spec's message for a tier at 0.
    await price.fill('Rs. 0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(CONTENT_MESSAGES.tierPriceRequired, { exact: true })).toBeVisible();
    expect(await (await page.request.get('/api/admin/content')).text()).toBe(before);
  });

  test('the raw JSON editor refuses JSON it cannot parse', async ({ page, loginAs }) => {
    await loginAs('cms', '/admin/content?page=products');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Products Hero' }) });
    await card.getByRole('button', { name: /Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit: Products Hero' });
    const json = dialog.getByLabel('Content JSON');
    await json.fill('{ "heading": "Our Products", "subheading": ');
    await json.blur();
    await expect(toast(page, CONTENT_MESSAGES.invalidJson)).toBeVisible();
    await expect(toast(page, CONTENT_MESSAGES.invalidJsonHelp)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
