// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUserShape } from '../../../common/accounts/public-user';
import { RECHECK_DELAY_MS, SessionGate, STATUS_TIMEOUT_MS, useAdminUser } from './session';

const staff: PublicUserShape = {
  id: 'u-1',
  username: 'amina',
  email: 'amina@example.pk',
  emailVerified: true,
  isAdmin: false,
  role: 'order_confirmation',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const signedIn = (user: PublicUserShape) => json({ authenticated: true, user });
const signedOut = () => json({ authenticated: false, user: null });
/** A status call that never answers, until the gate gives up on it. */
const hanging = (_url: unknown, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) =>
    init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
  );

function Dashboard() {
  return <p>Dashboard for {useAdminUser().username}</p>;
}

function renderGate() {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <p>Login page</p> },
      {
        path: '/admin/dashboard',
        element: (
          <SessionGate noAccess={<p>No access to the back office</p>}>
            <Dashboard />
          </SessionGate>
        ),
      },
    ],
    { initialEntries: ['/admin/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Lets `ms` of fake time pass, with the promises and renders it sets off. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the session gate (back-office §2)', () => {
  it('shows a spinner while checking, then the page for signed-in staff', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderGate();
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Checking your session…');
    expect(screen.queryByText(/Dashboard for/)).toBeNull();

    answer(signedIn(staff));
    await pass(0);
    expect(document.body.textContent).toBe('Dashboard for amina');
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/status');
  });

  it('checks once more after 1 s when not signed in, then goes to /admin/login', async () => {
    fetchMock.mockResolvedValue(signedOut());
    const router = renderGate();
    await pass(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Still checking: no redirect before the retry.
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Checking your session…');
    expect(router.state.location.pathname).toBe('/admin/dashboard');

    await pass(RECHECK_DELAY_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(document.body.textContent).toBe('Login page');
  });

  it('lets a session that appears on the second check in', async () => {
    fetchMock.mockResolvedValueOnce(signedOut()).mockResolvedValueOnce(signedIn(staff));
    const router = renderGate();
    await pass(RECHECK_DELAY_MS);
    expect(document.body.textContent).toBe('Dashboard for amina');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('counts a failed check (network error, 5xx) as not signed in', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json({}, 503));
    const router = renderGate();
    await pass(RECHECK_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('gives up on a check after 5 s and counts it as not signed in', async () => {
    fetchMock.mockImplementation(hanging);
    const router = renderGate();
    await pass(STATUS_TIMEOUT_MS - 1);
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    await pass(1); // the first check times out; the retry waits 1 s, then times out too
    await pass(RECHECK_DELAY_MS + STATUS_TIMEOUT_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('shows a signed-in customer the no-access view, not the page', async () => {
    fetchMock.mockResolvedValue(signedIn({ ...staff, id: 'c-1', role: null }));
    renderGate();
    await pass(0);
    expect(document.body.textContent).toBe('No access to the back office');
    expect(screen.queryByText(/Dashboard for/)).toBeNull();
  });
});
