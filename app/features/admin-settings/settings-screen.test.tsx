// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://localhost/admin/settings" }
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUserShape } from '../../../common/accounts/public-user';
import { SUPER_ADMIN_ID } from '../../../common/accounts/roles';
import type { MediaAsset } from '../../../common/media/media-schemas';
import type { AdminSettings } from '../../../common/settings/admin-settings-schemas';
import { createAdminQueryClient } from '../../components/admin/query-client';
import { SessionGate } from '../../components/admin/session';
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

const settings = (logoUrl: string): AdminSettings => ({
  siteName: 'Vitalix Organics',
  siteDescription: null,
  logoUrl,
  contactEmail: null,
  contactPhone: null,
  whatsappNumber: null,
  address: null,
  facebookUrl: null,
  instagramUrl: null,
  twitterUrl: null,
  youtubeUrl: null,
  defaultCurrency: 'PKR',
  currencySymbol: 'Rs',
  emailNotificationsEnabled: true,
  whatsappNotificationsEnabled: true,
  maintenanceMode: false,
  metaPixelId: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

const asset: MediaAsset = {
  id: '6f1c2a8e-4b1d-4c3e-9f00-000000000009',
  fileName: 'leaf.png',
  fileUrl: '/uploads/leaf.png',
  fileType: 'image/png',
  fileSize: 1000,
  category: 'image',
  altText: null,
  status: 'ready',
  statusReason: null,
  optimizedUrls: {},
  formats: [],
  sizes: {},
  videoVariants: {},
  width: 200,
  height: 200,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  usedBy: [],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let calls: string[];
let stored: string;
let patchAnswer: () => Response;

function serve(user: PublicUserShape) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${path}`);
      if (path === '/api/auth/status') return json({ authenticated: true, user });
      if (path === '/api/admin/settings' && method === 'GET') return json(settings(stored));
      if (path === '/api/admin/settings' && method === 'PATCH') return patchAnswer();
      if (path.startsWith('/api/admin/media')) return json([asset]);
      return json({ error: 'Not found' }, 404);
    }),
  );
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
  const router = createMemoryRouter(
    [
      {
        path: '/admin/settings',
        element: (
          <SessionGate noAccess={<p>No access</p>}>
            <SettingsScreen />
          </SessionGate>
        ),
      },
    ],
    { initialEntries: ['/admin/settings'] },
  );
  render(
    <QueryClientProvider client={createAdminQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
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
      return json(settings(stored));
    };
    await choose();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Logo saved'));
    expect(cardLogo().getAttribute('src')).toBe('/uploads/leaf.png');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
