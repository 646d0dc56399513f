import type { Page } from '@playwright/test';
import { inStockProduct } from './checkout-helpers';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { mailTextsTo } from './mailbox';

/**
 * The storefront in Urdu (decision 038): every shop page also under /ur, right to left, drawn so by the
 * server; hreflang both ways; both languages in the sitemap; the address decides a page's language and
 * the lang cookie only sends the front door on; an order placed in Urdu remembers it and is mailed in it.
 */
test.describe('the Urdu storefront over HTTP', () => {
  test('Urdu pages are drawn right to left by the server, English ones left to right', async ({
    request,
  }) => {
    for (const path of ['/ur', '/ur/products', '/ur/product/vitalix', '/ur/checkout', '/ur/track']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/^<!DOCTYPE html><html lang="ur" dir="rtl">/);
    }
    const english = await (await request.get('/products')).text();
    expect(english).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/);
    // Only an Urdu page fetches the Urdu font early.
    expect(await (await request.get('/ur/products')).text()).toMatch(/rel="preload"[^>]+noto-naskh-urdu-400/);
    expect(english).not.toContain('noto-naskh-urdu');
  });

  test('every page names itself in both languages and x-default, both ways', async ({ request, baseURL }) => {
    for (const [path, english, urdu] of [
      ['/products', '/products', '/ur/products'],
      ['/ur/products', '/products', '/ur/products'],
      ['/', '/', '/ur'],
      ['/ur', '/', '/ur'],
      ['/ur/checkout', '/checkout', '/ur/checkout'],
    ]) {
      const html = await (await request.get(path!)).text();
      expect(html, path).toContain(`<link rel="alternate" hrefLang="en" href="${baseURL}${english}"/>`);
      expect(html, path).toContain(`<link rel="alternate" hrefLang="ur" href="${baseURL}${urdu}"/>`);
      expect(html, path).toContain(
        `<link rel="alternate" hrefLang="x-default" href="${baseURL}${english}"/>`,
      );
    }
    const urduPage = await (await request.get('/ur/products')).text();
    expect(urduPage).toContain(`<link rel="canonical" href="${baseURL}/ur/products"/>`);
  });

  test('the sitemap lists each page in both languages, each naming the other', async ({
    request,
    baseURL,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${baseURL}/products</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/ur/products</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/ur/product/vitalix</loc>`);
    expect(xml).toContain(`hreflang="ur" href="${baseURL}/ur/about"`);
    expect(xml).toContain(`hreflang="x-default" href="${baseURL}/about"`);
  });

  test('Urdu pages show staff’s Urdu texts, and the English wherever none was written (decision 039)', async ({
    request,
  }) => {
    const home = await (await request.get('/ur')).text();
    expect(home).toContain('خالص فطرت، آپ کی دہلیز تک'); // the hero's Urdu version
    expect(home).toContain('<title>وائٹالکس آرگینکس | پاکستان میں نامیاتی صحت کی مصنوعات</title>');
    expect(home).toContain('Meet Vitalix, Your Daily Dose of Vitality'); // a section with no Urdu yet
    const english = await (await request.get('/')).text();
    expect(english).toContain('Pure Nature, Delivered to Your Door');
    expect(english).not.toContain('خالص فطرت، آپ کی دہلیز تک');

    const product = await (await request.get('/ur/product/vitalix')).text();
    expect(product).toContain('روزمرہ توانائی، قدرتی طریقے سے');
    expect(product).toContain('کیفین کے بغیر قدرتی اور مستقل توانائی');
    expect(await (await request.get('/product/vitalix')).text()).not.toContain(
      'روزمرہ توانائی، قدرتی طریقے سے',
    );
    // The catalogue names the product as its Urdu version does.
    expect(await (await request.get('/ur/products')).text()).toContain('وائٹالکس');
    // The About page has no Urdu version in the demo shop: its English, in the Urdu chrome.
    const about = await (await request.get('/ur/about')).text();
    expect(about).toContain('Rooted in Nature, Made for Pakistan');
    expect(about).toMatch(/<html lang="ur" dir="rtl"/);
  });

  test('the address wins; the cookie only sends the front door on, and never a click inside the shop', async ({
    request,
  }) => {
    const front = await request.get('/', { headers: { cookie: 'lang=ur' }, maxRedirects: 0 });
    expect(front.status()).toBe(302);
    expect(new URL(front.headers()['location']!, 'http://x').pathname).toBe('/ur');
    // The English switch on an Urdu page is a link inside the shop: the English home page it asked for.
    const inside = await request.get('/', {
      headers: { cookie: 'lang=ur', 'sec-fetch-site': 'same-origin' },
      maxRedirects: 0,
    });
    expect(inside.status()).toBe(200);
    expect(await inside.text()).toMatch(/<html lang="en"/);
    // Any other address is in the language it names, whatever the cookie says.
    const products = await request.get('/products', { headers: { cookie: 'lang=ur' }, maxRedirects: 0 });
    expect(products.status()).toBe(200);
    expect(await products.text()).toMatch(/<html lang="en"/);
    const urdu = await request.get('/ur/about', { headers: { cookie: 'lang=en' }, maxRedirects: 0 });
    expect(await urdu.text()).toMatch(/<html lang="ur" dir="rtl"/);
    // No cookie (a crawler), or English chosen: the front door is the English page.
    expect((await request.get('/', { maxRedirects: 0 })).status()).toBe(200);
    expect((await request.get('/', { headers: { cookie: 'lang=en' }, maxRedirects: 0 })).status()).toBe(200);
  });
});

test.describe('the tracking and account pages and mails in Urdu over HTTP', () => {
  test('the Urdu tracking page speaks Urdu, drawn so by the server; the English one keeps its words', async ({
    request,
  }) => {
    const urdu = await (await request.get('/ur/track')).text();
    expect(urdu).toMatch(/^<!DOCTYPE html><html lang="ur" dir="rtl">/);
    expect(urdu).toContain('<h1 class="text-3xl font-bold text-stone-900">اپنا آرڈر ٹریک کریں</h1>');
    expect(urdu).toContain('آرڈر نمبر');
    expect(urdu).toContain('چیک آؤٹ پر دیا گیا فون نمبر');
    expect(urdu).toContain('action="/ur/track"');
    expect(urdu).not.toContain('Phone used at checkout');
    // An unknown order: the refusal in Urdu, with the same 404.
    const missing = await request.get('/ur/track?order=00000000&phone=03001234567');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('اس نمبر اور فون کے ساتھ کوئی آرڈر نہیں ملا۔');

    const english = await (await request.get('/track')).text();
    expect(english).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/);
    expect(english).toContain('Track your order</h1>');
    expect(english).toContain(
      'Enter the order number from your confirmation (for example #6fb27fd9) and the phone number you gave at checkout.',
    );
    expect(english).toContain('Phone used at checkout');
  });

  test('the Urdu account pages speak Urdu; the English ones keep the spec’s words', async ({ request }) => {
    const login = await (await request.get('/ur/login')).text();
    expect(login).toMatch(/^<!DOCTYPE html><html lang="ur" dir="rtl">/);
    expect(login).toContain('<title>لاگ اِن</title>');
    expect(login).toContain('ای میل یا یوزر نیم');
    expect(login).toContain('href="/ur/forgot-password"');
    const register = await (await request.get('/ur/register')).text();
    expect(register).toContain('پاس ورڈ کی تصدیق');
    const english = await (await request.get('/login')).text();
    expect(english).toContain('Welcome back. Log in to your account.');
    expect(english).toContain('Email or Username');
    expect(english).not.toContain('ای میل یا یوزر نیم');
  });

  test('an account asked for on the Urdu pages is mailed in Urdu, linking the Urdu pages', async ({
    request,
  }, testInfo) => {
    // A username has at most 30 characters (storefront §5).
    const name = `ur${testInfo.project.name[0]}${Date.now()}`;
    const email = `${name}@example.pk`;
    const registered = await request.post('/ur/register', {
      form: { username: name, email, password: 'Strong-Pass-1', confirmPassword: 'Strong-Pass-1' },
    });
    expect(registered.status()).toBe(200);
    expect(await registered.text()).toContain('اپنی ای میل دیکھیں');
    await expect
      .poll(async () => (await mailTextsTo(email))[0] ?? '', { timeout: 15_000 })
      .toContain('/ur/verify-email?token=');
    expect((await mailTextsTo(email))[0]).toContain(`السلام علیکم ${name}،`);

    const asked = await request.post('/ur/forgot-password', { form: { email } });
    expect(asked.status()).toBe(200);
    await expect
      .poll(async () => (await mailTextsTo(email))[0] ?? '', { timeout: 15_000 })
      .toContain('/ur/reset-password?token=');
    expect((await mailTextsTo(email))[0]).toContain('نیا پاس ورڈ منتخب کریں');
  });
});

async function fillCheckout(page: Page, email: string) {
  await page.getByLabel('پورا نام').fill('اردو خریدار');
  await page.getByLabel('ای میل').fill(email);
  await page.getByLabel('فون').fill('0300');
  await page.getByLabel('پتہ').fill('مکان 7، گلی 9، گلبرگ III');
  // The schema's message, in the page's words.
  await expect(page.getByText('فون نمبر کم از کم 10 ہندسوں کا ہونا چاہیے')).toBeVisible();
  await page.getByLabel('فون').fill('0300 1234567');
  await expect(page.getByText('فون نمبر کم از کم 10 ہندسوں کا ہونا چاہیے')).toBeHidden();
  await page.getByLabel('شہر').selectOption('Lahore');
}

test('a shopper on a phone switches to Urdu and checks out in Urdu', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'a phone-sized screen');
  const product = await inStockProduct(request);
  const email = `urdu-${testInfo.project.name}-${Date.now()}@example.pk`;

  await page.goto('/products');
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByRole('link', { name: 'اردو' }).click();
  await expect(page).toHaveURL(/\/ur\/products$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  // The shop's words in Urdu (the catalogue's headings are staff's content, English for now).
  await expect(page.getByRole('searchbox', { name: 'مصنوعات تلاش کریں' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'فلٹر' })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('ur');
  await page.locator('html[data-hydrated]').waitFor();
  await expectNoSeriousAxeViolations(page);

  await page.evaluate(
    (p) =>
      localStorage.setItem(
        'cart-items',
        JSON.stringify([
          { id: p.id, cartItemId: p.id, name: p.name, price: p.price, image: p.image, quantity: 2 },
        ]),
      ),
    product,
  );
  await page.goto('/ur/checkout');
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('heading', { level: 1, name: 'چیک آؤٹ' })).toBeVisible();
  // The count as ur-PK writes it, between left-to-right marks (decision 038, `useFormat`).
  await expect(page.getByText(`${product.name} × \u200e2\u200e`)).toBeVisible();
  await fillCheckout(page, email);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'آرڈر دیں' }).click();
  await expect(page).toHaveURL(/\/ur\/order-confirmation\?order=[0-9a-f]{8}$/);
  await expect(page.getByRole('heading', { name: 'آرڈر کی تصدیق ہو گئی!' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The toast says it too, in Urdu; axe waits for it, as a toast mounting while axe reads the page is
  // measured mid-fade (as in checkout.spec.ts).
  await expect(
    page
      .locator('[data-sonner-toast][data-visible="true"]')
      .filter({ hasText: 'آرڈر کامیابی سے دے دیا گیا!' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const orderNumber = new URL(page.url()).searchParams.get('order')!;

  // The order remembers the page's language, and its confirmation mail is in it.
  const login = await request.post('/api/auth/login', {
    data: { emailOrUsername: 'admin', password: 'E2e-Admin-Pass-1', isAdmin: true },
  });
  expect(login.status()).toBe(200);
  const found = await (await request.get(`/api/admin/orders?q=${orderNumber}`)).json();
  expect(found.orders).toHaveLength(1);
  expect(found.orders[0]).toMatchObject({ language: 'ur', customerName: 'اردو خریدار' });
  await expect
    .poll(async () => (await mailTextsTo(email))[0] ?? '', { timeout: 15_000 })
    .toContain('السلام علیکم اردو خریدار،');
  const [mail] = await mailTextsTo(email);
  expect(mail).toContain(`سے آرڈر #${orderNumber} دینے کا شکریہ۔`);
});
