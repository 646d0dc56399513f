import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoSeriousAxeViolations, open, test } from './fixtures';

/**
 * The media library (back-office §2 Media library, §4 upload states, §5 media upload,
 * §8 media toasts): upload through the dialog, preview, copy the URL, edit the alt text, drop several
 * files on the screen, search with the kind filter, delete through the confirmation; and the role that
 * may not use it.
 */

/**
 * Axe with WCAG 2.5.3 Label in Name as well (an experimental rule axe leaves out by default): every
 * tile of the library is a button whose name must hold the words it shows.
 */
const expectAccessible = (page: Page) =>
  expectNoSeriousAxeViolations(page, { experimental: ['label-content-name-mismatch'] });

/** A real image made here, so the server's byte checks and variants see a true PNG or JPEG. */
function imageOf(format: 'png' | 'jpeg', width: number, height: number, r: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r, g: 140, b: 60 } } });
  return (format === 'png' ? image.png() : image.jpeg({ quality: 80 })).toBuffer();
}

/** Random pixels do not compress: a PNG about as large as its raw pixels. */
function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** Drops files on the page the way a desktop drag does: dragenter (the overlay), then drop. */
async function dropFiles(page: Page, files: Array<{ name: string; type: string; buffer: Buffer }>) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list) {
        transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
      }
      return transfer;
    },
    files.map((file) => ({ name: file.name, type: file.type, bytes: [...file.buffer] })),
  );
  const target = page.getByRole('main');
  await target.dispatchEvent('dragenter', { dataTransfer });
  await expect(page.getByText('Drop files to upload them')).toBeVisible();
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText('Drop files to upload them')).toBeHidden();
}

test.describe('the media library', () => {
  test('cms staff upload an image, preview it, copy its URL, drop two more, edit the alt text and delete it', async ({
    page,
    context,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    const stamp = `${test.info().project.name}-${Date.now()}`;
    const name = `e2e-library-${stamp}.png`;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAs('cms', '/admin/media');
    await expect(page).toHaveTitle('Media Library · Back office');
    await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'All Media' })).toHaveAttribute('aria-selected', 'true');
    // The demo shop's library is there, each tile named by the file name it shows.
    const tiles = page.getByRole('tabpanel').getByRole('listitem');
    await expect(tiles.first()).toBeVisible();
    expect(await tiles.count()).toBeGreaterThan(10);
    await expectAccessible(page);
    await expectNoSideways(page);

    // The Upload Media dialog: both fields required, then a real upload.
    await page.getByRole('button', { name: 'Upload Media' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload Media' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please upload a file and select a category');
    await dialog.getByLabel('Category').selectOption('image');
    await expect(dialog.getByLabel('File')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/avif,image/gif',
    );
    await expect(dialog.getByText('Supported formats: JPG, PNG, WebP (max 10MB)')).toBeVisible();
    await dialog.getByLabel('File').setInputFiles({
      name,
      mimeType: 'image/png',
      buffer: await imageOf('png', 640, 480, 47),
    });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Upload successful', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    // In the grid, as its smallest variant; its button is named by the file name it shows.
    const tile = page.getByRole('button', { name, exact: true });
    const card = page.getByRole('listitem').filter({ has: tile });
    await expect(tile).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /-400w\.webp$/);
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(400);

    // The preview: Copy URL puts the absolute address on the clipboard.
    await tile.click();
    const preview = page.getByRole('dialog', { name });
    await expect(preview).toBeVisible();
    await expect(preview.getByText('Not used anywhere')).toBeVisible();
    const url = await preview.getByLabel('File URL').inputValue();
    expect(url).toMatch(/^http:\/\/localhost:\d+\/.+\.webp$/);
    await expect(preview.getByRole('link', { name: 'Open in New Tab' })).toHaveAttribute('href', url);
    expect((await page.request.get(url)).status()).toBe(200);
    await preview.getByRole('button', { name: 'Copy URL' }).click();
    await expect(page.getByText('URL copied to clipboard', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expectAccessible(page);
    await expectNoSideways(page);

    // The alt text, saved.
    await preview.getByLabel('Alt text').fill('A green square made by the e2e test');
    await preview.getByRole('button', { name: 'Save alt text' }).click();
    await expect(page.getByText('Alt text saved', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await expect(tile).toBeFocused();
    await expect(card.getByRole('img', { name: 'A green square made by the e2e test' })).toBeVisible();

    // Two files dropped anywhere on the screen upload side by side, each with its own progress.
    const dropped = [
      { name: `e2e-drop-a-${stamp}.png`, type: 'image/png', buffer: await imageOf('png', 320, 200, 90) },
      { name: `e2e-drop-b-${stamp}.jpg`, type: 'image/jpeg', buffer: await imageOf('jpeg', 300, 300, 150) },
    ];
    await dropFiles(page, dropped);
    const queue = page.getByRole('region', { name: 'Uploads' });
    await expect(queue).toBeVisible();
    await expect(queue.getByRole('status')).toHaveText('2 uploaded', { timeout: 20_000 });
    for (const file of dropped) {
      await expect(queue.getByRole('progressbar', { name: `Upload of ${file.name}` })).toHaveAttribute(
        'aria-valuenow',
        '100',
      );
      await expect(page.getByRole('button', { name: file.name, exact: true })).toBeVisible();
    }
    await expectAccessible(page);
    await queue.getByRole('button', { name: 'Clear finished' }).click();
    await expect(queue).toBeHidden();

    // Without a mouse ("choose several files"): a 9 MB photo goes through an upload URL, in two PUTs
    // of at most the server's chunk size, each naming its byte range, then completes.
    const big = { name: `e2e-big-${stamp}.png`, buffer: await noisyPng(1800, 1700) };
    expect(big.buffer.length).toBeGreaterThan(8 * 1024 * 1024);
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.headers()['content-range'] ?? '');
    });
    await page.getByLabel('Files to upload').setInputFiles({
      name: big.name,
      mimeType: 'image/png',
      buffer: big.buffer,
    });
    await expect(queue.getByRole('status')).toHaveText('1 uploaded', { timeout: 30_000 });
    const total = big.buffer.length;
    const chunk = 8 * 1024 * 1024;
    expect(puts).toEqual([`bytes 0-${chunk - 1}/${total}`, `bytes ${chunk}-${total - 1}/${total}`]);
    await expect(page.getByRole('button', { name: big.name, exact: true })).toBeVisible();
    await queue.getByRole('button', { name: 'Clear finished' }).click();

    // The kind filter lives in the URL.
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect(page).toHaveURL(/\/admin\/media\?category=document$/);
    await expect(tile).toBeHidden();
    await page.getByRole('tab', { name: 'Images' }).click();
    await expect(page).toHaveURL(/\/admin\/media\?category=image$/);
    await expect(tile).toBeVisible();

    // The search, by the alt text in another case, beside the kind filter: both in the URL and the call.
    const search = page.getByRole('searchbox', { name: 'Search media' });
    const listCall = page.waitForRequest(
      (request) => new URL(request.url()).search === `?category=image&search=GREEN+SQUARE+${stamp}`,
    );
    await search.fill(`GREEN SQUARE ${stamp}`);
    await listCall;
    await expect(page).toHaveURL(new RegExp(`\\?category=image&q=GREEN\\+SQUARE\\+${stamp}$`));
    await expect(tiles).toHaveCount(1);
    await expect(tile).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'matches' })).toHaveText(
      `1 file matches “GREEN SQUARE ${stamp}”`,
    );
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Videos' }).click();
    await expect(page.getByText('Nothing matches your search')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/admin\/media\?category=video$/);
    await page.getByRole('tab', { name: 'Images' }).click();
    await expect(tile).toBeVisible();

    // Delete, through the confirmation.
    await tile.click();
    await preview.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText(`${name} will be deleted`);
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Media deleted', { exact: true })).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(preview).toBeHidden();
    await expect(tile).toHaveCount(0);
    await expect.poll(async () => (await page.request.get(url)).status()).toBe(404);

    // Tidy up the dropped files through the same API.
    const left = (await (await page.request.get('/api/admin/media?category=image')).json()) as Array<{
      id: string;
      fileName: string;
    }>;
    for (const asset of left.filter((item) => item.fileName.includes(stamp))) {
      expect((await page.request.delete(`/api/admin/media/${asset.id}`)).status()).toBe(200);
    }
  });

  test('the order confirmation role gets the no-access state', async ({ page, loginAs }) => {
    await loginAs('order_confirmation', '/admin/dashboard');
    await open(page, '/admin/media');
    await expect(
      page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Media Library' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
