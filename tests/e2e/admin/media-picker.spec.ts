import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoSeriousAxeViolations, open, test } from './fixtures';

/**
 * The logo uploader and the media picker (back-office §2 Site settings and the
 * reusable media selector, §4 logo upload and upload states, §9 logo crop).
 */

/** Axe with WCAG 2.5.3 Label in Name as well: the picker's tiles are named by the words they show. */
const expectAccessible = (page: Page) =>
  expectNoSeriousAxeViolations(page, { experimental: ['label-content-name-mismatch'] });

/** A real, non-square PNG, made here so the server's byte checks and variants see a true image. */
async function pngOf(width: number, height: number, colour: { r: number; g: number; b: number }) {
  return sharp({ create: { width, height, channels: 4, background: { ...colour, alpha: 1 } } })
    .composite([
      {
        input: await sharp({
          create: {
            width: Math.round(width / 3),
            height: Math.round(height / 3),
            channels: 4,
            background: { r: 245, g: 184, b: 0, alpha: 1 },
          },
        })
          .png()
          .toBuffer(),
        gravity: 'centre',
      },
    ])
    .png()
    .toBuffer();
}

/** The sidebar's logo: in the aside from 768 px, in the menu sheet below (closed again afterwards). */
async function sidebarLogoSrc(page: Page, isMobile: boolean): Promise<string | null> {
  if (!isMobile) {
    return page.getByRole('complementary', { name: 'Sidebar' }).locator('img').first().getAttribute('src');
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  const logo = sheet.locator('img').first();
  await expect(logo).toBeVisible();
  const src = await logo.getAttribute('src');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  return src;
}

async function expectSidebarLogo(page: Page, isMobile: boolean, src: string) {
  await expect.poll(() => sidebarLogoSrc(page, isMobile)).toBe(src);
}

test.describe('the site logo and the media picker', () => {
  // The logo the shop had before a test changed it: put back afterwards, as other specs (the home
  // page's organisation data) expect the default logo.
  let originalLogo: string | null = null;
  test.afterEach(async ({ page }) => {
    if (originalLogo === null) return;
    const restored = await page.request.patch('/api/admin/settings', { data: { logoUrl: originalLogo } });
    expect(restored.status(), 'the original logo restored').toBe(200);
    originalLogo = null;
  });

  test('cms staff upload and crop a logo, the sidebar and the shop show it, then they choose one from the library', async ({
    page,
    loginAs,
    isMobile,
  }) => {
    // Two uploads, a crop, the shop's header and five axe scans: about 30 s alone, as long as the 30 s default.
    test.setTimeout(90_000);
    const stamp = `${test.info().project.name}-${Date.now()}`;
    await loginAs('cms', '/admin/settings');
    await expect(page).toHaveTitle('Settings · Back office');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Site logo' });
    const current = card.getByRole('img', { name: 'Current site logo' });
    await expect(current).toBeVisible();
    const before = await current.getAttribute('src');
    originalLogo = ((await (await page.request.get('/api/admin/settings')).json()) as { logoUrl: string })
      .logoUrl;
    expect(await sidebarLogoSrc(page, isMobile)).toBe(before);
    await expectAccessible(page);

    // Pick a wide PNG, see it, crop it square (the selection starts at 90% of the shorter side).
    await card.getByLabel('Choose image').setInputFiles({
      name: `e2e-logo-${stamp}.png`,
      mimeType: 'image/png',
      buffer: await pngOf(480, 300, { r: 47, g: 95, b: 31 }),
    });
    await expect(card.getByRole('img', { name: 'Preview of the new logo' })).toBeVisible();
    await card.getByRole('button', { name: 'Crop' }).click();
    const cropImage = card.getByRole('img', { name: 'The new logo, to crop' });
    await expect(cropImage).toBeVisible();
    const selection = card.getByRole('group', { name: /move the crop selection area/ });
    await expect(selection).toBeVisible();
    const box = (await selection.boundingBox())!;
    const shown = (await cropImage.boundingBox())!;
    expect(Math.abs(box.width - box.height)).toBeLessThan(2);
    expect(box.height / shown.height).toBeGreaterThan(0.88);
    expect(box.height / shown.height).toBeLessThan(0.92);
    await selection.focus();
    await page.keyboard.press('ArrowLeft'); // the keyboard moves it too
    await expectAccessible(page);
    await card.getByRole('button', { name: 'Apply crop' }).click();

    const preview = card.getByRole('img', { name: 'Preview of the new logo' });
    await expect(card.getByText('Preview of the cropped logo')).toBeVisible();
    await expect
      .poll(() =>
        preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === img.naturalHeight),
      )
      .toBe(true);
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThanOrEqual(100);

    await card.getByRole('button', { name: 'Upload logo' }).click();
    await expect(card.getByRole('status').filter({ hasText: 'Logo saved' })).toBeVisible();
    await expect(card.getByRole('alert')).toHaveCount(0);
    const uploaded = await current.getAttribute('src');
    expect(uploaded).not.toBe(before);
    expect(uploaded).toMatch(/^(\/|https?:)/);
    // The saved settings hold it, the sidebar shows it (its src changed), and so does the shop's header.
    const saved = (await (await page.request.get('/api/admin/settings')).json()) as { logoUrl: string };
    expect(saved.logoUrl).toBe(uploaded);
    await expectSidebarLogo(page, isMobile, uploaded!);
    // The uploaded logo is a JPEG (the crop's output) that the shop serves.
    const served = await page.request.get(uploaded!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/^image\//);

    await open(page, '/');
    await expect(
      page.getByRole('banner').getByRole('link', { name: /home$/ }).locator('img'),
    ).toHaveAttribute('src', uploaded!);

    // Choose from library: the picker, full screen on a phone.
    await open(page, '/admin/settings');
    await card.getByRole('button', { name: 'Choose from library' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a logo' });
    await expect(picker).toBeVisible();
    if (isMobile) {
      const frame = (await picker.boundingBox())!;
      expect(Math.round(frame.width)).toBe(375);
      expect(Math.round(frame.x)).toBe(0);
    }
    const libraryLink = picker.getByRole('link', { name: /Go to Media Library/ }).last();
    await expect(libraryLink).toHaveAttribute('href', '/admin/media');
    await expect(libraryLink).toHaveAttribute('target', '_blank');
    await expect(picker.getByRole('tab', { name: 'Media Library' })).toHaveAttribute('aria-selected', 'true');
    await expect(picker.getByRole('group', { name: 'Type of media' })).toHaveCount(0); // images only
    await expectAccessible(page);

    // Upload New: a second image, with its progress to 100%.
    await picker.getByRole('tab', { name: 'Media Library' }).press('ArrowRight');
    const uploadTab = picker.getByRole('tab', { name: 'Upload New' });
    await expect(uploadTab).toHaveAttribute('aria-selected', 'true');
    await expect(uploadTab).toBeFocused();
    const uploadPanel = picker.getByRole('tabpanel', { name: 'Upload New' });
    await expect(uploadPanel).toContainText('Images: JPG, PNG, WebP, AVIF or GIF, up to 10MB');
    const libraryName = `e2e-library-${stamp}.png`;
    await uploadPanel.getByLabel('Choose a file').setInputFiles({
      name: libraryName,
      mimeType: 'image/png',
      buffer: await pngOf(320, 320, { r: 120, g: 40, b: 90 }),
    });
    await uploadPanel.getByLabel(/Alt text/).fill(`Leaf mark ${stamp}`);
    await uploadPanel.getByRole('button', { name: 'Upload' }).click();
    await expect(uploadPanel.getByRole('status')).toContainText(`Uploaded ${libraryName}`);
    await expect(uploadPanel.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expectAccessible(page);

    // The library tab: search for it (by its name, in another case), then choose it with Enter.
    await picker.getByRole('tab', { name: 'Media Library' }).click();
    const search = picker.getByRole('searchbox', { name: 'Search' });
    await search.fill(`E2E-LIBRARY-${stamp.toUpperCase()}`);
    const tiles = picker.getByRole('list', { name: 'Images' }).getByRole('button');
    await expect(tiles).toHaveCount(1);
    const tile = tiles.first();
    await expect(tile).toHaveAccessibleName(libraryName);
    await expect(tile).toHaveAccessibleDescription(`Leaf mark ${stamp}`);
    await expect(tile).toHaveAttribute('aria-pressed', 'true'); // the upload selected it
    await tile.focus();
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();

    const media = (await (await page.request.get('/api/admin/media?category=image')).json()) as Array<{
      fileName: string;
      fileUrl: string;
    }>;
    const chosen = media.find((item) => item.fileName === libraryName);
    expect(chosen).toBeDefined();
    await expect(card.getByRole('status').filter({ hasText: 'Logo saved' })).toBeVisible();
    await expect(current).toHaveAttribute('src', chosen!.fileUrl);
    await expectSidebarLogo(page, isMobile, chosen!.fileUrl);
    await open(page, '/');
    await expect(
      page.getByRole('banner').getByRole('link', { name: /home$/ }).locator('img'),
    ).toHaveAttribute('src', chosen!.fileUrl);

    // The shop's default logo can be chosen again; the replaced one stays in the library.
    await open(page, '/admin/settings');
    const useDefault = card.getByRole('button', { name: 'Use the default logo' });
    await useDefault.click();
    await expect(card.getByRole('status').filter({ hasText: 'The default logo is back' })).toBeVisible();
    await expect(current).toHaveAttribute('src', '/logo.svg');
    await expect(useDefault).toHaveAttribute('aria-disabled', 'true');
    await expect(useDefault).toHaveAccessibleDescription('The shop shows its default logo.');
    await expectSidebarLogo(page, isMobile, '/logo.svg');
    await expectAccessible(page);
    expect((await (await page.request.get('/api/settings')).json()) as { logoUrl: string }).toMatchObject({
      logoUrl: '/logo.svg',
    });
  });

  test('order confirmation staff see no logo card', async ({ page, loginAs }) => {
    await loginAs('order_confirmation', '/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const profile = page.getByRole('region', { name: 'Admin Profile' });
    await expect(profile.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Change Password' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Site logo' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Choose from library' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
