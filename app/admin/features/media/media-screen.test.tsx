// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaAsset } from '../../../../common/media/media-schemas';
import { matchesMediaSearch, mediaSearchWords } from '../../../../common/media/media-search';
import {
  FakeXhr,
  installFakeXhr,
  json,
  mediaAssetFixture,
  renderRoute,
  stubFetch,
} from '../../testing/admin-test-kit';
import { MediaScreen } from './media-screen';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function asset(n: number, overrides: Partial<MediaAsset> = {}): MediaAsset {
  return mediaAssetFixture({
    id: uuid(n),
    fileName: `photo-${n}.png`,
    fileUrl: `/uploads/photo-${n}.webp`,
    fileSize: 20_480,
    optimizedUrls: { webp: `/uploads/photo-${n}.webp`, jpg: `/uploads/photo-${n}.jpg` },
    formats: ['webp', 'jpg'],
    sizes: { webp: [400, 800, 1200], jpg: [400, 800, 1200] },
    width: 1200,
    height: 900,
    ...overrides,
  });
}

const honey = asset(1, {
  fileName: 'honey.png',
  altText: 'A jar of honey',
  usedBy: [
    { kind: 'product', label: 'Sidr Honey', href: '/admin/products?edit=sidr-honey' },
    { kind: 'settings', label: 'Site logo', href: '/admin/settings' },
  ],
});
const jar = asset(2, { fileName: 'jar.png' });
const story = asset(3, {
  fileName: 'story.mp4',
  fileUrl: '/uploads/story.mp4',
  fileType: 'video/mp4',
  category: 'video',
  status: 'processing',
  optimizedUrls: {},
  formats: [],
  sizes: {},
  videoVariants: { poster: '/uploads/story-poster.jpg' },
  width: null,
  height: null,
});
const broken = asset(4, {
  fileName: 'broken.mov',
  fileUrl: '/uploads/broken.mov',
  fileType: 'video/quicktime',
  category: 'video',
  status: 'failed',
  statusReason: 'ffmpeg could not read the file',
  optimizedUrls: {},
  formats: [],
  sizes: {},
  width: null,
  height: null,
});
const leaflet = asset(5, {
  fileName: 'leaflet.pdf',
  fileUrl: '/uploads/leaflet.pdf',
  fileType: 'application/pdf',
  category: 'document',
  optimizedUrls: {},
  formats: [],
  sizes: {},
  width: null,
  height: null,
});

let calls: Array<{ path: string; method: string; body?: unknown }>;
let library: MediaAsset[];
let listAnswers: Array<() => Response>;
let writeAnswers: Array<() => Response>;

beforeEach(() => {
  calls = [];
  library = [honey, jar, story, broken, leaflet];
  listAnswers = [];
  writeAnswers = [];
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  stubFetch(({ path, url, method, init }) => {
    calls.push({ path, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.pathname === '/api/admin/media' && method === 'GET') {
      const next = listAnswers.shift();
      if (next) return next();
      // The list call's two filters, as the server applies them.
      const category = url.searchParams.get('category');
      const words = mediaSearchWords(url.searchParams.get('search'));
      return json(
        library.filter((a) => (!category || a.category === category) && matchesMediaSearch(a, words)),
      );
    }
    if (url.pathname.startsWith('/api/admin/media/')) {
      const next = writeAnswers.shift();
      if (next) return next();
      const id = url.pathname.split('/').pop();
      if (method === 'DELETE') {
        library = library.filter((a) => a.id !== id);
        return json({ success: true });
      }
      if (method === 'PATCH') {
        const body = JSON.parse(String(init!.body)) as { altText: string };
        library = library.map((a) => (a.id === id ? { ...a, altText: body.altText || null } : a));
        return json(library.find((a) => a.id === id));
      }
    }
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const renderLibrary = (url = '/admin/media') =>
  renderRoute('/admin/media', <MediaScreen />, { url, showLocation: true });

/** A tile's button is named by the file name it shows, nothing more (WCAG 2.5.3 Label in Name). */
const tile = (name: string) => screen.findByRole('button', { name });
const describedAs = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby')!)!.textContent;
/** The whole card: the thumbnail beside the button, and the details that describe it. */
const card = async (name: string) => (await tile(name)).closest('li')!;
const counts = () =>
  Object.fromEntries(
    Array.from(document.querySelectorAll('dl > div')).map((item) => [
      item.querySelector('dt')!.textContent,
      item.querySelector('dd')!.textContent,
    ]),
  );

async function openPreview(name: string) {
  fireEvent.click(await tile(name));
  return screen.findByRole('dialog', { name });
}

describe('MediaScreen', () => {
  it('shows a spinner, then the counts and a grid of thumbnails', async () => {
    renderLibrary();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Loading media…');
    await tile('honey.png');
    expect(counts()).toEqual({ Images: '2', Videos: '2', Documents: '1' });
    expect(screen.getAllByRole('listitem')).toHaveLength(5);

    // An image shows its smallest variant; a video its poster with a badge while processing;
    // a failed video says so; a document shows its name.
    const honeyImage = within(await card('honey.png')).getByRole('img', { name: 'A jar of honey' });
    expect(honeyImage.getAttribute('src')).toBe('/uploads/photo-1-400w.webp');
    expect(honeyImage.getAttribute('loading')).toBe('lazy');
    expect(honeyImage.getAttribute('width')).toBe('400');
    expect(honeyImage.getAttribute('height')).toBe('300');
    const storyTile = await card('story.mp4');
    expect(storyTile.querySelector('img')!.getAttribute('src')).toBe('/uploads/story-poster.jpg');
    expect(storyTile.textContent).toContain('Processing…');
    const brokenTile = await card('broken.mov');
    expect(brokenTile.textContent).toContain('Video unavailable');
    expect(brokenTile.querySelector('video, img')).toBeNull();
    expect(within(await card('leaflet.pdf')).getAllByText('leaflet.pdf')).toHaveLength(2);
    // Each button says exactly its visible words, and is described by the kind, size and status.
    expect((await tile('story.mp4')).textContent).toBe('story.mp4');
    expect(describedAs(await tile('story.mp4'))).toBe('Video · 20 KB · processing');
    expect(describedAs(await tile('honey.png'))).toBe('Image · 20 KB');
    expect(calls.filter((call) => call.method === 'GET').map((call) => call.path)).toEqual([
      '/api/admin/media',
    ]);
  });

  it('says when the library could not be loaded, and tries again', async () => {
    listAnswers.push(() => json({ error: 'Bad request' }, 400));
    renderLibrary();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error Loading Media');
    expect(alert.textContent).toContain('Failed to load media assets. Please try again.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await tile('honey.png');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText('Error Loading Media')).toBeNull();
  });

  it('filters by category in the URL and asks the API for that category only', async () => {
    renderLibrary();
    await tile('honey.png');
    fireEvent.click(screen.getByRole('tab', { name: 'Videos' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('?category=video'),
    );
    await tile('story.mp4');
    expect(screen.queryByRole('button', { name: /^honey\.png/ })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Videos' }).getAttribute('aria-selected')).toBe('true');
    expect(calls.some((call) => call.path === '/api/admin/media?category=video')).toBe(true);
    // The counts stay the whole library's.
    expect(counts()).toEqual({ Images: '2', Videos: '2', Documents: '1' });

    // Arrow keys move along the tabs and select as they go.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Videos' }), { key: 'ArrowRight' });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('?category=document'),
    );
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Documents' }), { key: 'Home' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(''));
  });

  it('searches by file name or alt text through the list call, beside the kind filter, both in the URL', async () => {
    renderLibrary('/admin/media?category=image');
    await tile('honey.png');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search media' }), {
      target: { value: 'HONEY' },
    });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('?category=image&q=HONEY'),
    );
    // The address changes first; the list call follows as the screen reads it.
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain('/api/admin/media?category=image&search=HONEY'),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'jar.png' })).toBeNull());
    await tile('honey.png'); // by its alt text, 'A jar of honey'
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
        '1 file matches “HONEY”',
      ),
    );
    // The counts stay the whole library's.
    expect(counts()).toEqual({ Images: '2', Videos: '2', Documents: '1' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search media' }), {
      target: { value: 'nothing like it' },
    });
    const empty = await screen.findByText('Nothing matches your search');
    expect(empty.parentElement!.textContent).toContain(
      "Every word must be in a file's name or alt text. Try other words, or All Media.",
    );
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('opens on the category named in the URL, with an empty state when there is nothing', async () => {
    library = [honey];
    renderLibrary('/admin/media?category=document');
    const empty = await screen.findByText('No documents yet');
    expect(empty.parentElement!.textContent).toBe(
      'No documents yet' +
        'Upload images, videos and documents to use them across the shop.' +
        'Upload Media',
    );
    expect(screen.getByRole('tab', { name: 'Documents' }).getAttribute('aria-selected')).toBe('true');
  });

  it('previews an item with its URL, uses, details and status reason', async () => {
    renderLibrary();
    const dialog = await openPreview('honey.png');
    expect(within(dialog).getByLabelText('File URL')).toHaveProperty(
      'value',
      `${window.location.origin}/uploads/photo-1.webp`,
    );
    const open = within(dialog).getByRole('link', { name: 'Open in New Tab' });
    expect(open.getAttribute('href')).toBe(`${window.location.origin}/uploads/photo-1.webp`);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(within(dialog).getByRole('link', { name: 'Product: Sidr Honey' }).getAttribute('href')).toBe(
      '/admin/products?edit=sidr-honey',
    );
    expect(within(dialog).getByRole('link', { name: 'Settings: Site logo' }).getAttribute('href')).toBe(
      '/admin/settings',
    );
    expect(dialog.textContent).toContain('1200 × 900 px');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const video = await openPreview('broken.mov');
    expect(video.textContent).toContain('Video unavailable');
    expect(video.textContent).toContain('ffmpeg could not read the file');
    expect(video.textContent).toContain('Not used anywhere');
  });

  it('copies the absolute URL, and says when it could not', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderLibrary();
    const dialog = await openPreview('jar.png');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy URL' }));
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('URL copied to clipboard'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/uploads/photo-2.webp`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy URL' }));
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith('Error', 'Failed to copy to clipboard'),
    );
  });

  it('saves the alt text, and shows a refusal next to the field', async () => {
    renderLibrary();
    const dialog = await openPreview('jar.png');
    const field = within(dialog).getByLabelText('Alt text');
    const save = within(dialog).getByRole('button', { name: 'Save alt text' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: '  Two jars on a shelf ' } });
    fireEvent.click(save);
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('Alt text saved'));
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      path: `/api/admin/media/${uuid(2)}`,
      method: 'PATCH',
      body: { altText: 'Two jars on a shelf' },
    });

    writeAnswers.push(() => json({ error: 'Alt text must be at most 300 characters' }, 400));
    fireEvent.change(field, { target: { value: 'Something else' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save alt text' }));
    await waitFor(() => expect(dialog.textContent).toContain('Alt text must be at most 300 characters'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('deletes through the confirmation, which warns and names where an item is used', async () => {
    renderLibrary();
    let dialog = await openPreview('honey.png');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'This file is in use' });
    expect(confirm.textContent).toContain('honey.png is in use by Product: Sidr Honey, Settings: Site logo');

    // A failure keeps the confirmation open with the spec's toast.
    writeAnswers.push(() => {
      throw new TypeError('Failed to fetch');
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.notifyError).toHaveBeenCalledWith('Error', 'Failed to delete media'));
    expect(screen.getByRole('alertdialog')).toBe(confirm); // still open
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // An item in use nowhere gets the plain confirmation; deleting it refreshes the library.
    dialog = await openPreview('jar.png');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(confirm.textContent).toContain('jar.png will be deleted. This action cannot be undone');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: /^jar\.png/ })).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/admin/media/${uuid(1)}`,
      `/api/admin/media/${uuid(2)}`,
    ]);
    expect(toasts.notify).toHaveBeenCalledWith('Media deleted');
    expect(counts()).toEqual({ Images: '1', Videos: '2', Documents: '1' });
  });
});

function storedAnswer(fileName: string, category: MediaAsset['category'] = 'image') {
  const stored = asset(90 + FakeXhr.sent.length, { fileName, category });
  return {
    success: true,
    fileUrl: stored.fileUrl,
    fileName,
    contentType: 'image/png',
    fileSize: 10,
    asset: stored,
  };
}

const png = (name: string) => new File(['png bytes'], name, { type: 'image/png' });

describe('MediaScreen uploads', () => {
  beforeEach(installFakeXhr);

  it('asks for a file and a category before uploading', async () => {
    renderLibrary();
    await tile('honey.png');
    fireEvent.click(screen.getByRole('button', { name: 'Upload Media' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Media' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please upload a file and select a category');
    expect(FakeXhr.sent).toHaveLength(0);
    // Before a category is chosen, the dialog states each kind's limit (the same on every path).
    const hint = () =>
      document.getElementById(within(dialog).getByLabelText('File').getAttribute('aria-describedby')!)!;
    expect(hint().textContent).toBe(
      'Images: JPG, PNG, WebP, AVIF or GIF, up to 10MB' +
        'Videos: MP4, WebM, OGG or MOV, up to 200MB' +
        'Documents: PDF, up to 10MB',
    );

    // The picker offers the category's types, with its hint.
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'video' } });
    expect(within(dialog).getByLabelText('File').getAttribute('accept')).toBe(
      'video/mp4,video/webm,video/ogg,video/quicktime',
    );
    expect(dialog.textContent).toContain('Supported formats: MP4, WebM, OGG (max 200MB)');
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'image' } });
    expect(hint().textContent).toBe('Supported formats: JPG, PNG, WebP (max 10MB)');

    // A file over its kind's limit is refused in the dialog, naming the limit, before a byte is sent.
    const huge = png('huge.png');
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [huge] } });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'File huge.png is too large. Maximum size is 10MB',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(FakeXhr.sent).toHaveLength(0);
    expect(toasts.notifyError).not.toHaveBeenCalled();
  });

  it('uploads with progress, says so, and closes a second later', async () => {
    renderLibrary();
    await tile('honey.png');
    fireEvent.click(screen.getByRole('button', { name: 'Upload Media' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Media' });
    fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [png('new.png')] } });
    // The category follows the file's type when none was chosen.
    expect(within(dialog).getByLabelText('Category')).toHaveProperty('value', 'image');
    fireEvent.change(within(dialog).getByLabelText(/Alt text/), { target: { value: 'A new jar' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const upload = within(dialog).getByRole('button', { name: 'Uploading...' });
    expect(upload).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    expect(FakeXhr.sent[0]!.sentJson).toMatchObject({
      fileName: 'new.png',
      category: 'image',
      altText: 'A new jar',
    });
    FakeXhr.sent[0]!.progressShare(0.5);
    expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(dialog.textContent).toContain('50%');
    // The bytes are all there; the server makes the image's sizes, and the dialog says so.
    FakeXhr.sent[0]!.progressShare(1);
    expect(dialog.textContent).toContain('Making sizes…');
    expect(dialog.textContent).not.toContain('99%');
    expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Making sizes…');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    library = [...library, storedAnswer('new.png').asset];
    FakeXhr.sent[0]!.respond(200, storedAnswer('new.png'));
    await waitFor(() =>
      expect(toasts.notify).toHaveBeenCalledWith(
        'Upload successful',
        'new.png was added to the media library',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Upload Media' })).toBe(dialog); // open a second longer
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await tile('new.png');
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });

  it("says 'Upload failed' with the server's error, and keeps the dialog to try again", async () => {
    renderLibrary();
    await tile('honey.png');
    fireEvent.click(screen.getByRole('button', { name: 'Upload Media' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Media' });
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'image' } });
    fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [png('page.png')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.respond(415, { success: false, error: 'HTML is not an image' });
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith('Upload failed', 'HTML is not an image'),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe('HTML is not an image');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', false);
  });

  it('uploads files dropped on the screen two at a time, each with its progress and result', async () => {
    renderLibrary();
    await tile('honey.png');
    const files = [
      png('one.png'),
      png('two.png'),
      new File(['%PDF'], 'three.pdf', { type: 'application/pdf' }),
    ];
    const dataTransfer = { types: ['Files'], files, dropEffect: 'none' };
    fireEvent.dragEnter(document.body, { dataTransfer });
    expect(screen.getByText('Drop files to upload them').parentElement!.textContent).toBe(
      'Drop files to upload them' + 'Images, videos and PDF documents',
    );
    fireEvent.drop(document.body, { dataTransfer });
    expect(screen.queryByText('Drop files to upload them')).toBeNull();

    const panel = await screen.findByRole('region', { name: 'Uploads' });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent.map((xhr) => xhr.sentJson.fileName)).toEqual(['one.png', 'two.png']);
    expect(panel.textContent).toContain('Waiting…');
    expect(FakeXhr.sent[1]!.sentJson).toMatchObject({ category: 'image' });

    FakeXhr.sent[0]!.progressShare(0.25);
    expect(
      within(panel).getByRole('progressbar', { name: 'Upload of one.png' }).getAttribute('aria-valuenow'),
    ).toBe('25');
    FakeXhr.sent[0]!.progressShare(1);
    expect(
      within(panel).getByRole('progressbar', { name: 'Upload of one.png' }).getAttribute('aria-valuetext'),
    ).toBe('Making sizes…');
    expect(panel.textContent).toContain('Making sizes…');
    FakeXhr.sent[1]!.respond(413, { error: 'File two.png is too large. Maximum size is 10MB' });
    await waitFor(() =>
      expect(panel.textContent).toContain('File two.png is too large. Maximum size is 10MB'),
    );
    // A place freed: the third starts, as a document.
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    expect(FakeXhr.sent[2]!.sentJson).toMatchObject({ fileName: 'three.pdf', category: 'document' });

    FakeXhr.sent[0]!.respond(200, storedAnswer('one.png'));
    FakeXhr.sent[2]!.respond(200, storedAnswer('three.pdf', 'document'));
    await waitFor(() => expect(within(panel).getAllByText('Uploaded')).toHaveLength(2));
    expect(within(panel).getByRole('status').textContent).toBe('2 uploaded, 1 failed');
    expect(
      within(panel).getByRole('progressbar', { name: 'Upload of one.png' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    fireEvent.click(within(panel).getByRole('button', { name: 'Clear finished' }));
    expect(screen.queryByRole('region', { name: 'Uploads' })).toBeNull();
  });
});
