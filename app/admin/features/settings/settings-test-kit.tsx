import { render } from '@testing-library/react';
import { createRoutesStub, Link } from 'react-router';
import type { AdminProfile } from '../../../../common/accounts/admin-schemas';
import type { PublicUserShape } from '../../../../common/accounts/public-user';
import { SUPER_ADMIN_ID } from '../../../../common/accounts/roles';
import type { AdminSettings } from '../../../../common/settings/admin-settings-schemas';
import { createAdminQueryClient } from '../../data/query-client';
import { SessionGate } from '../../data/session';
import {
  json,
  mediaAssetFixture,
  queryWrapper,
  settingsFixture,
  stubFetch,
} from '../../testing/admin-test-kit';
import { SettingsScreen } from './settings-screen';

/**
 * What the settings screen's tests share: three staff members (one per kind of access), a stand-in API
 * that records every call with its JSON body and plays the profile, password and settings routes, and
 * the screen rendered behind the session gate under a QueryClient the test can watch.
 */

export const editor: PublicUserShape = {
  id: 'u-1',
  username: 'sana',
  email: 'sana@example.pk',
  emailVerified: true,
  isAdmin: false,
  role: 'cms',
};
export const confirmer: PublicUserShape = {
  ...editor,
  id: 'u-2',
  username: 'amina',
  email: 'amina@example.pk',
  role: 'order_confirmation',
};
export const superAdmin: PublicUserShape = {
  ...editor,
  id: SUPER_ADMIN_ID,
  username: 'admin',
  email: 'admin@example.pk',
  isAdmin: true,
  role: null,
};

export const logoAsset = mediaAssetFixture({
  id: '6f1c2a8e-4b1d-4c3e-9f00-000000000009',
  fileName: 'leaf.png',
  fileUrl: '/uploads/leaf.png',
  width: 200,
  height: 200,
});

export type Call = { method: string; path: string; body?: Record<string, unknown> };

/** A route's next answer, when a test scripts it; otherwise the stand-in plays the API as it should. */
type Scripted = () => Response | Promise<Response>;

export type Api = {
  calls: Call[];
  settings: AdminSettings;
  profile: AdminProfile;
  answers: Partial<Record<'settingsPatch' | 'profilePatch' | 'password' | 'settingsGet', Scripted[]>>;
};

/** A call that never reaches the shop (fetch rejects): the screen's own fallback message shows. */
export const networkFailure: Scripted = () => {
  throw new TypeError('Failed to fetch');
};

export function serve(user: PublicUserShape, settings: Partial<AdminSettings> = {}): Api {
  const api: Api = {
    calls: [],
    settings: settingsFixture({ logoUrl: '/uploads/old-logo.png', ...settings }),
    profile: { id: user.id, username: user.username, email: user.email, role: user.role },
    answers: {},
  };
  const next = (key: keyof Api['answers']) => api.answers[key]?.shift();
  stubFetch(({ path, method, init }) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    api.calls.push({ method, path, body });
    if (path === '/api/auth/status') return json({ authenticated: true, user });
    if (path === '/api/admin/profile' && method === 'GET') return json(api.profile);
    if (path === '/api/admin/profile' && method === 'PATCH') {
      const scripted = next('profilePatch');
      if (scripted) return scripted();
      const { username, email } = body as { username: string; email: string };
      api.profile = { ...api.profile, username, email };
      return json(api.profile);
    }
    if (path === '/api/auth/change-password' && method === 'POST') {
      return next('password')?.() ?? json({ success: true });
    }
    if (path === '/api/admin/settings' && method === 'GET') {
      return next('settingsGet')?.() ?? json(api.settings);
    }
    if (path === '/api/admin/settings' && method === 'PATCH') {
      const scripted = next('settingsPatch');
      if (scripted) return scripted();
      api.settings = { ...api.settings, ...body, updatedAt: '2026-11-21T10:00:00.000Z' };
      return json(api.settings);
    }
    if (path.startsWith('/api/admin/media')) return json([logoAsset]);
  });
  return api;
}

/** The calls made so far, as 'METHOD /path'. */
export const callLines = (api: Api) => api.calls.map((call) => `${call.method} ${call.path}`);
export const sent = (api: Api, method: string, path: string) =>
  api.calls.filter((call) => call.method === method && call.path === path);

/**
 * The settings screen at /admin/settings behind the session gate, with a link to another screen (to
 * leave it); answers the QueryClient it uses.
 */
export function renderSettings() {
  const client = createAdminQueryClient();
  const Stub = createRoutesStub([
    {
      path: '/admin/settings',
      Component: () => (
        <>
          <Link to="/admin/orders">Go to orders</Link>
          <SessionGate noAccess={<p>No access</p>}>
            <SettingsScreen />
          </SessionGate>
        </>
      ),
    },
    { path: '/admin/orders', Component: () => <h1>Orders</h1> },
  ]);
  render(<Stub initialEntries={['/admin/settings']} />, { wrapper: queryWrapper(client) });
  return client;
}
