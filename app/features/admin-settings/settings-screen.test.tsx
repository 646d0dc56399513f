// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://localhost/admin/settings" }
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUserShape } from '../../../common/accounts/public-user';
import { SUPER_ADMIN_ID } from '../../../common/accounts/roles';
import { SessionGate } from '../../components/admin/session';
import {
  json,
  mediaAssetFixture,
  renderRoute,
  settingsFixture,
  stubFetch,
} from '../../components/admin/testing/admin-test-kit';
import { SettingsScreen } from './settings-screen';

const editor: PublicUserShape = {
  id: 'u-1',
  username: 'sana',
  email: 'sana@example.pk',
  emailVerified: true,
  isAdmin: false,
  role: 'cms',
};
const confirmer: PublicUserShape = { ...editor, id: 'u-2', username: 'amina', role: 'order_confirmation' };
const superAdmin: PublicUserShape = { ...editor, id: SUPER_ADMIN_ID, username: 'admin', isAdmin: true };

const asset = mediaAssetFixture({
  id: '6f1c2a8e-4b1d-4c3e-9f00-000000000009',
  fileName: 'leaf.png',
  fileUrl: '/uploads/leaf.png',
  width: 200,
  height: 200,
});

let calls: string[];
let stored: string;
let patchAnswer: () => Response;

function serve(user: PublicUserShape) {
  stubFetch(({ path, method }) => {
    calls.push(`${method} ${path}`);
    if (path === '/api/auth/status') return json({ authenticated: true, user });
    if (path === '/api/admin/settings' && method === 'GET') return json(settingsFixture({ logoUrl: stored }));
    if (path === '/api/admin/settings' && method === 'PATCH') return patchAnswer();
    if (path.startsWith('/api/admin/media')) return json([asset]);
  });
}

beforeEach(() => {
  calls = [];
  stored = '/uploads/old-logo.png';
  patchAnswer = () => json({ error: 'Internal server error' }, 500);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderScreen(user: PublicUserShape) {
  serve(user);
  renderRoute(
    '/admin/settings',
    <SessionGate noAccess={<p>No access</p>}>
      <SettingsScreen />
    </SessionGate>,
  );
}

const cardLogo = () => screen.getByRole('img', { name: /site logo/ });

describe('SettingsScreen', () => {
  it('shows the site logo card, with the logo the settings hold, to cms staff and the super admin', async () => {
    for (const user of [editor, superAdmin]) {
      renderScreen(user);
      expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
      const card = await screen.findByRole('region', { name: 'Site logo' });
      await waitFor(() => expect(cardLogo().getAttribute('src')).toBe('/uploads/old-logo.png'));
      expect(within(card).getByRole('button', { name: 'Choose from library' })).toBeTruthy();
      expect(within(card).getByLabelText('Choose image')).toBeTruthy();
      cleanup();
    }
  });

  it('shows order confirmation staff no logo card and reads no settings', async () => {
    renderScreen(confirmer);
    const card = await screen.findByRole('region', { name: 'Your profile and password' });
    expect(card.textContent).toContain('arrives with the next update of the back office');
    expect(screen.queryByRole('region', { name: 'Site logo' })).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(calls).toEqual(['GET /api/auth/status']);
  });

  it('puts the old logo back in the settings when the save fails, and keeps the new one when it works', async () => {
    renderScreen(editor);
    await screen.findByRole('region', { name: 'Site logo' });
    await waitFor(() => expect(cardLogo().getAttribute('src')).toBe('/uploads/old-logo.png'));

    const choose = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Choose from library' }));
      const picker = await screen.findByRole('dialog', { name: 'Choose a logo' });
      fireEvent.doubleClick(await within(picker).findByRole('button', { name: 'leaf.png' }));
    };
    await choose();
    expect((await screen.findByRole('alert')).textContent).toBe('Upload failed: Internal server error');
    expect(cardLogo().getAttribute('src')).toBe('/uploads/old-logo.png');

    patchAnswer = () => {
      stored = '/uploads/leaf.png';
      return json(settingsFixture({ logoUrl: stored }));
    };
    await choose();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Logo saved'));
    expect(cardLogo().getAttribute('src')).toBe('/uploads/leaf.png');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
