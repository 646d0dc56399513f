// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGO_UPDATED_EVENT, useRefreshBrandOnLogoUpdate, useSiteBrand } from '../../shell/site-brand';
import {
  FakeXhr,
  installFakeXhr,
  json,
  mediaAssetFixture,
  renderWithQuery,
  settingsFixture,
  stubFetch,
} from '../../testing/admin-test-kit';
import { LogoUploader } from './logo-uploader';

const OLD_LOGO = '/uploads/old-logo.png';
const NEW_LOGO = '/uploads/logo-5f2c.png';

const libraryLogo = mediaAssetFixture({
  id: '6f1c2a8e-4b1d-4c3e-9f00-000000000007',
  fileName: 'square-logo.png',
  fileUrl: '/uploads/square-logo.png',
  altText: 'Vitalix leaf',
  width: 200,
  height: 200,
});

let brandLogo: string;
let patches: unknown[];
let patchAnswer: () => Promise<Response>;
let settingsReads: number;

beforeEach(() => {
  brandLogo = OLD_LOGO;
  patches = [];
  settingsReads = 0;
  patchAnswer = async () => {
    brandLogo = NEW_LOGO;
    return json(settingsFixture({ logoUrl: NEW_LOGO }));
  };
  stubFetch(({ url, method, init }) => {
    if (url.pathname === '/api/settings') {
      settingsReads += 1;
      return json({ siteName: 'Vitalix Organics', logoUrl: brandLogo, currencySymbol: 'Rs' });
    }
    if (url.pathname === '/api/admin/settings' && method === 'PATCH') {
      patches.push(JSON.parse(String(init!.body)));
      return patchAnswer();
    }
    if (url.pathname === '/api/admin/media') return json([libraryLogo]);
  });
  installFakeXhr();
  let previews = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++previews}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The sidebar's logo as the sidebar reads it (sidebar-nav.tsx): the public settings, refreshed on the event. */
function SidebarBrand() {
  useRefreshBrandOnLogoUpdate();
  const brand = useSiteBrand();
  return brand.known ? <img alt="Sidebar logo" src={brand.logoUrl} /> : null;
}

function renderUploader() {
  renderWithQuery(
    <>
      <SidebarBrand />
      <LogoUploader logoUrl={OLD_LOGO} />
    </>,
  );
}

const logo = () => screen.getByRole('img', { name: /site logo/ });
const png = () => new File([new Uint8Array(2000).fill(3)], 'Shop Logo.png', { type: 'image/png' });

async function pickAndUpload(file = png()) {
  fireEvent.change(screen.getByLabelText('Choose image'), { target: { files: [file] } });
  expect(screen.getByRole('img', { name: 'Preview of the new logo' }).getAttribute('src')).toBe(
    'blob:preview-1',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  return FakeXhr.sent[0]!;
}

describe('LogoUploader', () => {
  it('uploads, saves the logo at once, sends logoUpdated and the sidebar shows the new logo', async () => {
    const heard = vi.fn();
    window.addEventListener(LOGO_UPDATED_EVENT, heard);
    renderUploader();
    expect((await screen.findByRole('img', { name: 'Sidebar logo' })).getAttribute('src')).toBe(OLD_LOGO);
    expect(logo().getAttribute('src')).toBe(OLD_LOGO);

    const xhr = await pickAndUpload();
    expect(xhr.url).toBe('/api/upload/logo');
    expect(xhr.sentJson).toMatchObject({
      fileName: 'Shop Logo.png',
      contentType: 'image/png',
      fileSize: 2000,
    });
    // While it uploads, the new logo shows.
    expect(logo().getAttribute('src')).toBe('blob:preview-1');
    xhr.respond(200, { success: true, url: NEW_LOGO, error: null });

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Logo saved'));
    expect(patches).toEqual([{ logoUrl: NEW_LOGO }]);
    expect(heard).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Sidebar logo' }).getAttribute('src')).toBe(NEW_LOGO),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Preview of the new logo' })).toBeNull();
    window.removeEventListener(LOGO_UPDATED_EVENT, heard);
  });

  it('shows the new logo while saving, and the old one again with the message when the save fails', async () => {
    let failSave: (response: Response) => void = () => {};
    patchAnswer = () => new Promise((resolve) => (failSave = resolve));
    const heard = vi.fn();
    window.addEventListener(LOGO_UPDATED_EVENT, heard);
    renderUploader();
    await screen.findByRole('img', { name: 'Sidebar logo' });

    const xhr = await pickAndUpload();
    xhr.respond(200, { success: true, url: NEW_LOGO, error: null });
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(logo().getAttribute('src')).toBe(NEW_LOGO);
    expect(logo().getAttribute('alt')).toBe('The new site logo, being saved');

    await act(async () => failSave(json({ error: 'Internal server error' }, 500)));
    expect((await screen.findByRole('alert')).textContent).toBe('Upload failed: Internal server error');
    expect(logo().getAttribute('src')).toBe(OLD_LOGO);
    expect(logo().getAttribute('alt')).toBe('Current site logo');
    expect(heard).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Sidebar logo' }).getAttribute('src')).toBe(OLD_LOGO);
    // The picked file stays, so the person can try again.
    expect(screen.getByRole('button', { name: 'Upload logo' })).toHaveProperty('disabled', false);
    window.removeEventListener(LOGO_UPDATED_EVENT, heard);
  });

  it("says 'Failed to upload logo. Please try again.' when nobody said why, and never saves a refused upload", async () => {
    renderUploader();
    const xhr = await pickAndUpload();
    xhr.respond(502);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to upload logo. Please try again.');
    expect(logo().getAttribute('src')).toBe(OLD_LOGO);

    fireEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]!.respond(400, { error: 'The file is not an image' });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Upload failed: The file is not an image'),
    );
    expect(patches).toEqual([]);
  });

  it("says the image's one limit, refuses a larger logo before sending, and says when it makes the sizes", async () => {
    renderUploader();
    const chooser = screen.getByLabelText('Choose image');
    const hint = document.getElementById(chooser.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toContain('Images: JPG, PNG, WebP, AVIF or GIF, up to 10MB');

    const huge = png();
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(chooser, { target: { files: [huge] } });
    expect(screen.getByRole('alert').textContent).toBe(
      'File Shop Logo.png is too large. Maximum size is 10MB',
    );
    expect(screen.getByRole('button', { name: 'Upload logo' })).toHaveProperty('disabled', true);

    fireEvent.change(chooser, { target: { files: [png()] } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const bar = screen.getByRole('progressbar', { name: 'Logo upload progress' });
    FakeXhr.sent[0]!.progressShare(1);
    // Every byte is on the server, which makes the logo's sizes: it says so rather than sitting at 99 %.
    expect(bar.getAttribute('aria-valuetext')).toBe('Making sizes…');
    expect(bar.parentElement!.textContent).toContain('Making sizes…');
    FakeXhr.sent[0]!.respond(200, { success: true, url: NEW_LOGO, error: null });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Logo saved'));
  });

  it('takes images only', () => {
    renderUploader();
    fireEvent.change(screen.getByLabelText('Choose image'), {
      target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Please choose an image file (JPG, PNG, WebP, AVIF or GIF).',
    );
    expect(screen.queryByRole('button', { name: 'Upload logo' })).toBeNull();
  });

  it('saves a logo chosen from the library through the media picker', async () => {
    const heard = vi.fn();
    window.addEventListener(LOGO_UPDATED_EVENT, heard);
    renderUploader();
    fireEvent.click(screen.getByRole('button', { name: 'Choose from library' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a logo' });
    expect(within(picker).queryByRole('group', { name: 'Type of media' })).toBeNull();
    const tile = await within(picker).findByRole('button', { name: 'square-logo.png' });
    fireEvent.keyDown(tile, { key: 'Enter' });
    await waitFor(() => expect(patches).toEqual([{ logoUrl: '/uploads/square-logo.png' }]));
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(FakeXhr.sent).toHaveLength(0);
    window.removeEventListener(LOGO_UPDATED_EVENT, heard);
  });
});

describe('the sidebar', () => {
  it('reads the brand again when another part of the back office sends logoUpdated', async () => {
    renderUploader();
    await screen.findByRole('img', { name: 'Sidebar logo' });
    expect(settingsReads).toBe(1);
    brandLogo = NEW_LOGO;
    act(() => void window.dispatchEvent(new Event(LOGO_UPDATED_EVENT)));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Sidebar logo' }).getAttribute('src')).toBe(NEW_LOGO),
    );
    expect(settingsReads).toBe(2);
  });
});
