// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://localhost/admin/orders" }
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUserShape } from '../../../common/accounts/public-user';
import { SUPER_ADMIN_ID } from '../../../common/accounts/roles';
import { AdminShell } from './admin-shell';
import { createAdminQueryClient } from '../data/query-client';
import { SessionGate } from '../data/session';
import { SIDEBAR_COOKIE } from './sidebar-state';

vi.mock('../../lib/toast', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
const toast = await import('../../lib/toast');

const superAdmin: PublicUserShape = {
  id: SUPER_ADMIN_ID,
  username: 'admin',
  email: 'admin@example.pk',
  emailVerified: true,
  isAdmin: true,
  role: 'cms',
};
const confirmer: PublicUserShape = {
  ...superAdmin,
  id: 'u-2',
  username: 'amina',
  isAdmin: false,
  role: 'order_confirmation',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

function serve(
  user: PublicUserShape,
  logout: () => Response = () => json({ success: true }),
  { maintenanceMode = false } = {},
) {
  fetchMock.mockImplementation(async (url) => {
    if (url === '/api/auth/status') return json({ authenticated: true, user });
    if (url === '/api/admin/shop-status') return json({ maintenanceMode });
    if (url === '/api/settings')
      return json({ siteName: 'Vitalix Organics', logoUrl: '/uploads/logo.png', currencySymbol: 'Rs' });
    if (url === '/api/auth/logout') return logout();
    throw new Error(`unexpected call ${String(url)}`);
  });
}

function renderShell(path = '/admin/orders') {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <p>Login page</p> },
      {
        path: '/admin',
        element: (
          <SessionGate noAccess={<p>No access</p>}>
            <AdminShell>
              <Outlet />
            </AdminShell>
          </SessionGate>
        ),
        children: [{ path: '*', element: <p>Screen</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createAdminQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The shell of `user` on the order desk while maintenance mode is on: its banner, once it shows. */
async function maintenanceBanner(user: PublicUserShape): Promise<HTMLElement> {
  serve(user, undefined, { maintenanceMode: true });
  renderShell('/admin/orders');
  return (await screen.findByText(/^Maintenance mode is on/)).closest<HTMLElement>('[role="status"]')!;
}

const sidebar = () => document.getElementById('admin-sidebar')!;
const menu = () => within(sidebar()).getByRole('navigation', { name: 'Back office' });

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(toast.notify).mockReset();
  vi.mocked(toast.notifyError).mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no layout: a desktop-wide window.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  document.cookie = `${SIDEBAR_COOKIE}=; Max-Age=0; Path=/admin`;
  document.cookie = `${SIDEBAR_COOKIE}=; Max-Age=0`;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the admin shell and its sidebar (back-office §2 Sidebar)', () => {
  it('shows the super admin all thirteen screens, View Store and Logout, with the current one marked', async () => {
    serve(superAdmin);
    renderShell('/admin/orders?status=pending');
    await screen.findByText('Screen');
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Orders',
      'Products',
      'Testimonials',
      'Site FAQs',
      'Content',
      'Media',
      'SEO',
      'Settings',
      'Users',
      'Activity',
      'Settlements',
      'Reports',
    ]);
    expect(within(menu()).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu()).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    expect(within(sidebar()).getByRole('link', { name: 'View Store' }).getAttribute('href')).toBe('/');
    expect(within(sidebar()).getByRole('button', { name: 'Logout' })).toHaveProperty('disabled', false);
    // The isAdmin badge, beside the name of who is signed in.
    expect(screen.getByText('Admin').parentElement!.textContent).toBe('adminAdmin');
  });

  it('shows order confirmation staff Dashboard, Orders and Settings only', async () => {
    serve(confirmer);
    renderShell('/admin/dashboard');
    await screen.findByText('Screen');
    expect(
      within(menu())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Orders', 'Settings']);
  });

  it('says across every screen that maintenance mode is on, with the way to Settings for who may change it', async () => {
    const banner = await maintenanceBanner(superAdmin);
    expect(banner.textContent).toBe(
      'Maintenance mode is on. The shop is closed to shoppers: they see the maintenance page and cannot order. Turn it off in Settings',
    );
    expect(within(banner).getByRole('link', { name: 'Turn it off in Settings' }).getAttribute('href')).toBe(
      '/admin/settings',
    );
    // Between the top bar and the screen, not inside it.
    expect(screen.getByRole('main').contains(banner)).toBe(false);
  });

  it('tells order confirmation staff who can turn maintenance mode off, without a link they could not use', async () => {
    const banner = await maintenanceBanner(confirmer);
    expect(banner.textContent).toMatch(/Someone with access to Settings can turn it off\.$/);
    expect(within(banner).queryByRole('link')).toBeNull();
  });

  it('shows no banner while the shop is open', async () => {
    serve(superAdmin);
    renderShell('/admin/orders');
    await screen.findByText('Screen');
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/shop-status'));
    expect(screen.queryByText(/Maintenance mode is on/)).toBeNull();
  });

  it('takes the logo from the settings', async () => {
    serve(superAdmin);
    renderShell();
    await waitFor(() =>
      expect(sidebar().querySelector('img')?.getAttribute('src')).toBe('/uploads/logo.png'),
    );
  });

  it('collapses and expands with Ctrl+B or Cmd+B and keeps the state in a cookie for 7 days', async () => {
    serve(superAdmin);
    renderShell();
    await screen.findByText('Screen');
    expect(sidebar().dataset.state).toBe('expanded');
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(sidebar().dataset.state).toBe('collapsed');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=collapsed`);
    // Collapsed, the labels stay for screen readers.
    expect(within(menu()).getByRole('link', { name: 'Orders' }).textContent).toBe('Orders');
    expect(within(menu()).getByText('Orders').className).toBe('sr-only');

    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    expect(sidebar().dataset.state).toBe('expanded');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=expanded`);

    fireEvent.keyDown(window, { key: 'b' }); // b alone is typing, not the shortcut
    expect(sidebar().dataset.state).toBe('expanded');
    fireEvent.click(toggle);
    expect(sidebar().dataset.state).toBe('collapsed');
  });

  it('opens collapsed when the cookie says so', async () => {
    document.cookie = `${SIDEBAR_COOKIE}=collapsed`;
    serve(superAdmin);
    renderShell();
    await screen.findByText('Screen');
    expect(sidebar().dataset.state).toBe('collapsed');
  });

  it("logs out to /admin/login with 'Logged out'", async () => {
    serve(superAdmin);
    const router = renderShell();
    await screen.findByText('Screen');
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'Logout' }));
    await screen.findByText('Login page');
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(toast.notify).toHaveBeenCalledWith('Logged out', 'You have been logged out successfully');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
  });

  it("toasts 'Logout failed' when the logout fails, and stays", async () => {
    serve(superAdmin, () => {
      throw new TypeError('Failed to fetch');
    });
    const router = renderShell();
    await screen.findByText('Screen');
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(toast.notifyError).toHaveBeenCalledWith('Error', 'Logout failed'));
    expect(router.state.location.pathname).toBe('/admin/orders');
  });
});
