// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldError } from '../../testing/admin-test-kit';
import { LOGIN_REDIRECT_DELAY_MS, AdminLoginForm } from './admin-login-form';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
const toast = await import('../../../lib/toast');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const user = {
  id: 'admin-1',
  username: 'admin',
  email: 'admin@example.pk',
  emailVerified: true,
  isAdmin: true,
  role: 'cms',
};
const fetchMock = vi.fn<typeof fetch>();
let status: { authenticated: boolean; user: null; sessionEnded?: string } = {
  authenticated: false,
  user: null,
};
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <AdminLoginForm /> },
      { path: '/admin/dashboard', element: <p>Dashboard</p> },
    ],
    { initialEntries: ['/admin/login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function submit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  status = { authenticated: false, user: null };
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.mocked(toast.notify).mockReset();
  vi.mocked(toast.notifyError).mockReset();
  // The login's own calls go to fetchMock; the status check the login page makes on opening (why a
  // session ended, session-ended-notice.tsx) answers `status`.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith('/api/auth/status') ? Promise.resolve(json(status)) : fetchMock(input, init),
  );
  vi.stubGlobal('location', { ...window.location, pathname: '/admin/login', assign: vi.fn() });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('admin login (back-office §2, §6)', () => {
  it('asks for both fields, beside them, and sends nothing', async () => {
    renderLogin();
    await submit('', '');
    // Each message describes its own field.
    expect(fieldError(screen.getByLabelText('Username'))).toBe('Username is required');
    expect(fieldError(screen.getByLabelText('Password'))).toBe('Password is required');
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs staff in with isAdmin true and opens the dashboard 1 second later', async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true, user }));
    const router = renderLogin();
    await submit('admin', 'E2e-Admin-Pass-1');
    expect(sentBodies()).toEqual([{ emailOrUsername: 'admin', password: 'E2e-Admin-Pass-1', isAdmin: true }]);
    expect(toast.notify).toHaveBeenCalledWith('Login successful', 'Opening the dashboard…');
    expect(screen.getByRole('button', { name: 'Logging in...' })).toHaveProperty('disabled', true);

    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_DELAY_MS - 1));
    expect(router.state.location.pathname).toBe('/admin/login');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('retries as a normal login when the admin login is refused, and lets the gate decide', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ error: 'This account has no access to the back office' }, 403))
      .mockResolvedValueOnce(
        json({ success: true, user: { ...user, id: 'c-1', isAdmin: false, role: null } }),
      );
    const router = renderLogin();
    await submit('shopper', 'Organic-Honey-7');
    expect(sentBodies().map((body) => body.isAdmin)).toEqual([true, false]);
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_DELAY_MS));
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it("shows the server's error when the retry is refused too", async () => {
    fetchMock
      .mockResolvedValueOnce(json({ error: 'This account has no access to the back office' }, 403))
      .mockResolvedValueOnce(
        json({ error: 'Your email is not verified. Please verify your email before logging in.' }, 403),
      );
    renderLogin();
    await submit('shopper', 'Organic-Honey-7');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Your email is not verified. Please verify your email before logging in.');
    expect(toast.notifyError).toHaveBeenCalledWith('Error', alert.textContent);
    expect(screen.getByRole('button', { name: 'Login' })).toHaveProperty('disabled', false);
  });

  it('does not repeat a wrong password as a normal login (it would only count a second failure)', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: 'Invalid username or password' }, 401));
    renderLogin();
    await submit('admin', 'wrong');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('Invalid username or password');
  });

  it("says 'Login failed' when the shop cannot be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const router = renderLogin();
    await submit('admin', 'E2e-Admin-Pass-1');
    expect(fetchMock).toHaveBeenCalledTimes(2); // a network failure is worth the second try
    expect(screen.getByRole('alert').textContent).toBe('Login failed');
    expect(toast.notifyError).toHaveBeenCalledWith('Error', 'Login failed');
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_DELAY_MS));
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('says why the session ended when a change to the account ended it', async () => {
    status = { authenticated: false, user: null, sessionEnded: 'role-changed' };
    renderLogin();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status').textContent).toBe(
      'Your access was changed. An administrator changed your role, so you were signed out. Log in again to continue with your new access.',
    );
  });

  it('says nothing more on an ordinary visit', async () => {
    renderLogin();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
