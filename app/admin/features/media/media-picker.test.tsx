// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaAsset } from '../../../../common/media/media-schemas';
import type { MediaCategory } from '../../../../common/media/upload-rules';
import {
  FakeXhr,
  installFakeXhr,
  json,
  mediaAssetFixture,
  renderWithQuery,
  stubFetch,
} from '../../testing/admin-test-kit';
import { MediaPicker, type MediaPickerProps } from './media-picker';

let serial = 0;
function asset(fileName: string, overrides: Partial<MediaAsset> = {}): MediaAsset {
  serial += 1;
  const category: MediaCategory = fileName.endsWith('.mp4') ? 'video' : 'image';
  return mediaAssetFixture({
    id: `6f1c2a8e-4b1d-4c3e-9f00-${String(serial).padStart(12, '0')}`,
    fileName,
    fileUrl: `/uploads/${fileName}`,
    fileType: category === 'video' ? 'video/mp4' : 'image/png',
    category,
    ...overrides,
  });
}

let library: Record<'image' | 'video', MediaAsset[]>;
let listAnswer: (category: string) => Response;
const listCalls: string[] = [];

beforeEach(() => {
  serial = 0;
  listCalls.length = 0;
  library = {
    image: [
      asset('beach-sunset.jpg', { altText: 'Honey jars on the sand' }),
      asset('Vitalix-Jar.png'),
      asset('team-photo.webp', { altText: 'Our packing team' }),
    ],
    video: [asset('hero.mp4'), asset('unboxing.mp4', { status: 'processing' })],
  };
  listAnswer = (category) => json(library[category as 'image' | 'video'] ?? []);
  stubFetch(({ url }) => {
    if (url.pathname === '/api/admin/media') {
      const category = url.searchParams.get('category') ?? 'all';
      listCalls.push(category);
      return listAnswer(category);
    }
  });
  installFakeXhr();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPicker(props: Partial<MediaPickerProps> = {}) {
  const onSelect = vi.fn();
  const onOpenChange = vi.fn();
  function Host() {
    const [open, setOpen] = useState(true);
    return (
      <MediaPicker
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        onSelect={onSelect}
        {...props}
      />
    );
  }
  renderWithQuery(<Host />);
  return { onSelect, onOpenChange };
}

const tiles = () =>
  within(screen.getByRole('list', { name: /Images|Videos/ }))
    .getAllByRole('button')
    .map((tile) => tile.textContent);
/** What a tile's button is described by (its alt text, its status), beyond the name it shows. */
const describedAs = (tile: HTMLElement) =>
  document.getElementById(tile.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

describe('MediaPicker, the library tab', () => {
  it('filters by file name and alt text, in any case', async () => {
    renderPicker();
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image or video' });
    await within(dialog).findByRole('button', { name: /beach-sunset\.jpg/ });
    expect(tiles()).toEqual(['beach-sunset.jpg', 'Vitalix-Jar.png', 'team-photo.webp']);
    expect(dialog.textContent).toContain('3 images');

    const search = within(dialog).getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'VITALIX' } });
    expect(tiles()).toEqual(['Vitalix-Jar.png']);
    fireEvent.change(search, { target: { value: 'packing' } }); // the alt text
    expect(tiles()).toEqual(['team-photo.webp']);
    expect(dialog.textContent).toContain('1 of 3 images match');
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(dialog.textContent).toContain('Nothing matches your search');
  });

  it('switches between images and videos, and offers only the kinds it takes', async () => {
    renderPicker();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: /beach-sunset/ });
    const kinds = within(dialog).getByRole('group', { name: 'Type of media' });
    expect(within(kinds).getByRole('radio', { name: 'Images' })).toHaveProperty('checked', true);
    fireEvent.click(within(kinds).getByRole('radio', { name: 'Videos' }));
    await within(dialog).findByRole('button', { name: /^hero\.mp4/ });
    expect(listCalls).toEqual(['image', 'video']);
    expect(tiles()).toEqual(['hero.mp4', 'unboxing.mp4']);
    cleanup();

    renderPicker({ allowKinds: ['image'], title: 'Choose a logo' });
    const imagesOnly = await screen.findByRole('dialog', { name: 'Choose a logo' });
    await within(imagesOnly).findByRole('button', { name: /beach-sunset/ });
    expect(within(imagesOnly).queryByRole('group', { name: 'Type of media' })).toBeNull();
  });

  it('chooses with the keyboard: Enter on a tile, or Space then Select', async () => {
    const { onSelect, onOpenChange } = renderPicker();
    const dialog = await screen.findByRole('dialog');
    // Named by the file name it shows (WCAG 2.5.3), described by its alt text.
    const beach = await within(dialog).findByRole('button', { name: 'beach-sunset.jpg' });
    expect(describedAs(beach)).toBe('Honey jars on the sand');
    beach.focus();
    fireEvent.keyDown(beach, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(library.image[0]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();

    const second = renderPicker();
    const again = await screen.findByRole('dialog');
    const select = within(again).getByRole('button', { name: 'Select' });
    expect(select).toHaveProperty('disabled', true);
    const jar = await within(again).findByRole('button', { name: 'Vitalix-Jar.png' });
    fireEvent.click(jar); // what Space does on a button
    expect(jar.getAttribute('aria-pressed')).toBe('true');
    expect(within(again).getByText(/^Selected:/).textContent).toBe('Selected: Vitalix-Jar.png');
    fireEvent.click(select);
    expect(second.onSelect).toHaveBeenCalledWith(library.image[1]);
  });

  it('chooses on a double click, but not a video still processing', async () => {
    const { onSelect } = renderPicker({ kind: 'video' });
    const dialog = await screen.findByRole('dialog');
    const processing = await within(dialog).findByRole('button', { name: 'unboxing.mp4' });
    expect(describedAs(processing)).toBe('still processing, cannot be chosen yet');
    expect(processing.getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(processing, { key: 'Enter' });
    fireEvent.doubleClick(processing);
    fireEvent.click(processing);
    expect(processing.getAttribute('aria-pressed')).toBe('false');
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.doubleClick(within(dialog).getByRole('button', { name: 'hero.mp4' }));
    expect(onSelect).toHaveBeenCalledWith(library.video[0]);
  });

  it("says 'Failed to load media assets' when the list cannot be read, and tries again", async () => {
    listAnswer = () => json({ error: 'You do not have access to media' }, 403);
    renderPicker();
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Failed to load media assets');
    expect(alert.textContent).toContain('You do not have access to media');
    listAnswer = (category) => json(library[category as 'image']);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByRole('button', { name: /beach-sunset/ });
  });

  it("offers 'Go to Media Library' in a new tab, in the empty state and always in the footer", async () => {
    library.image = [];
    renderPicker();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('No images yet');
    const links = within(dialog).getAllByRole('link', { name: /Go to Media Library/ });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('href')).toBe('/admin/media');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('moves between the tabs with the arrow keys', async () => {
    renderPicker();
    const dialog = await screen.findByRole('dialog');
    const library = within(dialog).getByRole('tab', { name: 'Media Library' });
    expect(library.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(library, { key: 'ArrowRight' });
    const upload = within(dialog).getByRole('tab', { name: 'Upload New' });
    expect(upload.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(upload);
    expect(within(dialog).getByRole('tabpanel', { name: 'Upload New' })).toHaveProperty('hidden', false);
    expect(within(dialog).getAllByRole('tabpanel')).toHaveLength(1); // the library's is hidden
    fireEvent.keyDown(upload, { key: 'Home' });
    expect(library.getAttribute('aria-selected')).toBe('true');
  });
});

function chooseFile(dialog: HTMLElement, file: File) {
  fireEvent.click(within(dialog).getByRole('tab', { name: 'Upload New' }));
  const panel = within(dialog).getByRole('tabpanel', { name: 'Upload New' });
  fireEvent.change(within(panel).getByLabelText('Choose a file'), { target: { files: [file] } });
  return panel;
}

const pngFile = (name = 'new-banner.png', size = 3000) =>
  new File([new Uint8Array(size).fill(7)], name, { type: 'image/png' });

describe('MediaPicker, the Upload New tab', () => {
  it('shows the limits first, then the steps 25, 50, 75, 100; the new item is selected and the library refreshed', async () => {
    const { onSelect } = renderPicker({ purpose: 'library' });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: /beach-sunset/ });
    const panel = chooseFile(dialog, pngFile());
    expect(panel.textContent).toContain('Images: JPG, PNG, WebP, AVIF or GIF, up to 10MB');
    expect(panel.textContent).toContain('Videos: MP4, WebM, OGG or MOV, up to 200MB');
    fireEvent.change(within(panel).getByLabelText(/Alt text/), { target: { value: 'A new banner' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Upload' }));

    const bar = () => within(panel).getByRole('progressbar', { name: 'Upload progress' });
    const seen = () => Number(bar().getAttribute('aria-valuenow'));
    expect(seen()).toBe(25);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('/api/objects/upload');
    expect(xhr.sentJson).toMatchObject({
      fileName: 'new-banner.png',
      contentType: 'image/png',
      fileSize: 3000,
      category: 'image',
      purpose: 'library',
      altText: 'A new banner',
    });
    expect(within(panel).getByRole('button', { name: 'Uploading...' })).toHaveProperty('disabled', true);

    xhr.progressShare(0.3);
    expect(seen()).toBe(50);
    expect(bar().getAttribute('aria-valuetext')).toBe('50%, Sending…');
    xhr.progressShare(0.6);
    expect(seen()).toBe(60); // the real progress, ahead of the step
    // Once every byte has left, the server makes the image's sizes: it says so, not a stuck percentage.
    xhr.progressShare(1);
    expect(seen()).toBe(75);
    expect(bar().getAttribute('aria-valuetext')).toBe('Making sizes…');
    expect(panel.textContent).toContain('Making sizes…');
    expect(panel.textContent).not.toContain('75%');

    const uploaded = asset('new-banner.png', { altText: 'A new banner' });
    library.image = [uploaded, ...library.image];
    xhr.respond(200, {
      success: true,
      fileUrl: uploaded.fileUrl,
      fileName: uploaded.fileName,
      contentType: 'image/png',
      fileSize: 3000,
      asset: uploaded,
    });
    await waitFor(() => expect(seen()).toBe(100));
    expect(within(panel).getByRole('status').textContent).toContain('Uploaded new-banner.png');
    await waitFor(() => expect(listCalls).toEqual(['image', 'image'])); // the library's query invalidated

    fireEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(onSelect).toHaveBeenCalledWith(uploaded);
  });

  it("says 'Upload failed: {error}' and lets the person try again", async () => {
    renderPicker();
    const dialog = await screen.findByRole('dialog');
    const panel = chooseFile(dialog, pngFile());
    fireEvent.click(within(panel).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.respond(415, { error: 'new-banner.png is not an image we can use' });
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'Upload failed: new-banner.png is not an image we can use',
    );
    expect(within(panel).queryByRole('progressbar')).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]!.respond(500);
    await waitFor(() =>
      expect(within(panel).getByRole('alert').textContent).toBe('Upload failed: Unknown error'),
    );
  });

  it("refuses a file over its kind's limit, or of a kind it does not take, before sending it", async () => {
    // The product editor's picker: an image has the same 10MB limit as in the library.
    renderPicker({ allowKinds: ['image'], purpose: 'product' });
    const dialog = await screen.findByRole('dialog');
    const big = pngFile('huge.png', 10);
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    const panel = chooseFile(dialog, big);
    expect(within(panel).getByRole('alert').textContent).toBe(
      'File huge.png is too large. Maximum size is 10MB',
    );
    expect(within(panel).queryByRole('button', { name: 'Upload' })).toBeNull();

    fireEvent.change(within(panel).getByLabelText('Choose a file'), {
      target: { files: [new File(['x'], 'clip.mp4', { type: 'video/mp4' })] },
    });
    expect(within(panel).getByRole('alert').textContent).toBe('Please choose an image file.');
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
