import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, open, test } from './fixtures';

/**
 * The Urdu versions in the back office (decision 039): in the product, content and SEO editors the
 * English/اردو switch is reached and turned with the keyboard, the Urdu fields are right to left with the
 * English as their placeholder, every editor passes axe in Urdu at 375 px and on the desktop without
 * scrolling sideways, and what is saved is what the shop's reads answer with `?lang=ur`. Each test puts
 * the shop back as it found it.
 */

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** Turns the editor to Urdu from the keyboard: the English radio takes focus, the right arrow moves on. */
async function switchToUrdu(dialog: Locator) {
  const english = dialog.getByRole('radio', { name: 'English' });
  await english.focus();
  await expect(english).toBeChecked();
  await english.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'اردو' })).toBeChecked();
}

/** An Urdu field: right to left, in Urdu, the English as its placeholder. */
async function expectUrduField(field: Locator, english: string) {
  await expect(field).toHaveAttribute('dir', 'rtl');
  await expect(field).toHaveAttribute('lang', 'ur');
  await expect(field).toHaveAttribute('placeholder', english);
}

test.describe('the Urdu versions in the back office', () => {
  const cleanups: Array<(page: Page) => Promise<unknown>> = [];
  test.afterEach(async ({ page }) => {
    for (const cleanup of cleanups.splice(0)) await cleanup(page);
  });

  test("a product's Urdu, typed behind the switch, is what the shop answers in Urdu", async ({
    page,
    loginAs,
  }) => {
    const name = `Urdu Honey ${test.info().project.name} ${Date.now()}`;
    await loginAs('cms', '/admin/dashboard');
    const created = await page.request.post('/api/admin/products', {
      data: {
        name,
        description: 'Raw honey for the Urdu test.',
        category: 'Natural Foods',
        price: '1000.00',
        stock: 10,
        productFaqs: { faqs: [{ question: 'Is it raw?', answer: 'Yes.' }] },
      },
    });
    expect(created.status()).toBe(201);
    const product = (await created.json()) as { id: string; slug: string };
    cleanups.push((p) => p.request.delete(`/api/admin/products/${product.id}`));

    await open(page, `/admin/products?edit=${product.id}`);
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(name);
    await switchToUrdu(dialog);
    const urduName = dialog.getByRole('textbox', { name: 'Name (Urdu)', exact: true });
    await expectUrduField(urduName, name);
    await urduName.fill('اردو شہد');
    await dialog.getByRole('tab', { name: 'Details' }).click();
    const faq = dialog.getByRole('group', { name: 'FAQ 1 · Is it raw?' });
    await expectUrduField(faq.getByRole('textbox', { name: 'Answer (Urdu)', exact: true }), 'Yes.');
    await faq.getByRole('textbox', { name: 'Answer (Urdu)', exact: true }).fill('جی ہاں۔');
    await expectNoSeriousAxeViolations(page);
    await expectNoSideways(page);

    await dialog.getByRole('button', { name: 'Update Product' }).click();
    await expect(dialog).toBeHidden();
    const urdu = (await (await page.request.get(`/api/products/slug/${product.slug}?lang=ur`)).json()) as {
      name: string;
      description: string;
      productFaqs: { faqs: Array<{ question: string; answer: string }> };
    };
    expect(urdu.name).toBe('اردو شہد');
    // Left empty in Urdu: the English.
    expect(urdu.description).toBe('Raw honey for the Urdu test.');
    expect(urdu.productFaqs.faqs).toEqual([{ question: 'Is it raw?', answer: 'جی ہاں۔' }]);
    const english = (await (await page.request.get(`/api/products/slug/${product.slug}`)).json()) as {
      name: string;
    };
    expect(english.name).toBe(name);
  });

  test("a section's Urdu, typed behind the switch, is what the shop's content answers in Urdu", async ({
    page,
    loginAs,
  }) => {
    await loginAs('cms', '/admin/content?page=about');
    const saved = (await (await page.request.get('/api/admin/content')).json()) as Array<{
      id: string;
      page: string;
      section: string;
      ur: unknown;
    }>;
    const hero = saved.find((record) => record.page === 'about' && record.section === 'hero')!;
    cleanups.push((p) => p.request.patch(`/api/admin/content/${hero.id}`, { data: { ur: hero.ur } }));

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'About Hero' }) });
    await card.getByRole('button', { name: /Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit: About Hero' });
    const english = await dialog.getByLabel('Heading', { exact: true }).inputValue();
    await switchToUrdu(dialog);
    const heading = dialog.getByRole('textbox', { name: 'Heading (Urdu)', exact: true });
    await expectUrduField(heading, english);
    await heading.fill('ہمارے بارے میں');
    await expectNoSeriousAxeViolations(page);
    await expectNoSideways(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const sections = (await (await page.request.get('/api/content/about?lang=ur')).json()) as Array<{
      section: string;
      content: { heading: string };
    }>;
    expect(sections.find((s) => s.section === 'hero')?.content.heading).toBe('ہمارے بارے میں');
  });

  test("an SEO entry's Urdu title and keywords, typed behind the switch, are saved as its Urdu version", async ({
    page,
    loginAs,
  }) => {
    await loginAs('cms', '/admin/dashboard');
    // A product page of its own (no such product): each project's run has its entry.
    const slug = `urdu-seo-${test
      .info()
      .project.name.toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
    const entryPage = `product:${slug}`;
    const created = await page.request.post('/api/admin/seo', {
      data: {
        page: entryPage,
        title: 'Terms of sale',
        description: 'How ordering works.',
        keywords: ['terms'],
      },
    });
    expect(created.status()).toBe(201);
    cleanups.push((p) => p.request.delete(`/api/admin/seo/${entryPage}`));

    await open(page, '/admin/seo');
    await page.getByRole('button', { name: `Edit SEO for Product: ${slug}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit SEO Metadata' });
    await switchToUrdu(dialog);
    const title = dialog.getByRole('textbox', { name: 'Title (Urdu)', exact: true });
    await expectUrduField(title, 'Terms of sale');
    await title.fill('فروخت کی شرائط');
    await dialog.getByRole('textbox', { name: 'Keywords (Urdu)', exact: true }).fill('شرائط\nواپسی');
    await expectNoSeriousAxeViolations(page);
    await expectNoSideways(page);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();

    const entries = (await (await page.request.get('/api/admin/seo')).json()) as Array<{
      page: string;
      ur: unknown;
    }>;
    expect(entries.find((entry) => entry.page === entryPage)?.ur).toEqual({
      title: 'فروخت کی شرائط',
      keywords: ['شرائط', 'واپسی'],
    });
  });
});
