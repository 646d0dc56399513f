// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldError, json, stubFetch } from '../../testing/admin-test-kit';
import { AdminLoginForm } from './admin-login-form';
import { AdminForgotPasswordForm } from './forgot-password-form';
import { AdminResetPasswordForm } from './reset-password-form';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

/** The API's words for a reset request, known email or not (server/api/public/auth.ts). */
const REQUESTED = 'If an account exists with that email, you will receive password reset instructions.';

type Sent = { path: string; body: unknown };
let sent: Sent[];

function serve(answers: Record<string, () => Response> = {}) {
  sent = [];
  stubFetch(({ path, method, init }) => {
    if (path === '/api/auth/status') return json({ authenticated: false, user: null });
    sent.push({ path: `${method} ${path}`, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return answers[path]?.();
  });
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <AdminLoginForm /> },
      { path: '/admin/forgot-password', element: <AdminForgotPasswordForm /> },
      { path: '/admin/reset-password', element: <AdminResetPasswordForm /> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Forgot password? on the admin login', () => {
  it('leads from the login to the forgot-password page and back', async () => {
    serve();
    const router = renderAt('/admin/login');
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Forgot Password' });
    fireEvent.click(screen.getByRole('link', { name: 'Back to Login' }));
    await screen.findByRole('heading', { name: 'Admin Login' });
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('asks for a valid email at its field, sending nothing', async () => {
    serve();
    renderAt('/admin/forgot-password');
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText('Email'))).toBe('Please enter a valid email address'),
    );
    expect(sent).toEqual([]);
  });

  it("sends the email and says the API's words, whoever the email belongs to", async () => {
    serve({ '/api/auth/forgot-password': () => json({ success: true, message: REQUESTED }) });
    renderAt('/admin/forgot-password');
    type('Email', ' Sana@Example.pk ');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await screen.findByRole('heading', { name: 'Check Your Email' });
    expect(screen.getByText(REQUESTED)).toHaveProperty('tagName', 'P');
    expect(sent).toEqual([{ path: 'POST /api/auth/forgot-password', body: { email: 'sana@example.pk' } }]);
    expect(toasts.notify).toHaveBeenCalledWith('Check Your Email', REQUESTED);
  });

  it('says when the shop refuses the request (too many), keeping the form', async () => {
    serve({
      '/api/auth/forgot-password': () => json({ error: 'Too many requests. Please try again later.' }, 429),
    });
    renderAt('/admin/forgot-password');
    type('Email', 'sana@example.pk');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many requests. Please try again later.'),
    );
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toHaveProperty('tagName', 'H1');
  });
});

describe('the back office reset page', () => {
  it('holds the new password to the staff rule, in its order, before sending anything', async () => {
    serve();
    renderAt('/admin/reset-password?token=abc');
    type('New password', 'organic honey');
    type('Confirm new password', 'organic honey!');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText('Confirm new password'))).toBe('New passwords do not match'),
    );
    type('Confirm new password', 'organic honey');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText('New password'))).toBe(
        'Password must contain at least one uppercase letter',
      ),
    );
    expect(sent).toEqual([]);
  });

  it('resets with the link’s token and opens the login 2 seconds later', async () => {
    serve({
      '/api/auth/reset-password': () => json({ success: true, message: 'Password reset successful' }),
    });
    const router = renderAt('/admin/reset-password?token=tok-123');
    type('New password', 'Organic-Honey-7');
    type('Confirm new password', 'Organic-Honey-7');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
      await screen.findByRole('heading', { name: 'Password Reset Successful' });
      expect(sent).toEqual([
        { path: 'POST /api/auth/reset-password', body: { token: 'tok-123', newPassword: 'Organic-Honey-7' } },
      ]);
      expect(router.state.location.pathname).toBe('/admin/reset-password');
      await vi.advanceTimersByTimeAsync(2000);
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's refusal of a dead link with a way to ask for a new one", async () => {
    serve({
      '/api/auth/reset-password': () =>
        json({ error: 'This password reset link is invalid or has expired.' }, 400),
    });
    renderAt('/admin/reset-password?token=old');
    type('New password', 'Organic-Honey-7');
    type('Confirm new password', 'Organic-Honey-7');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This password reset link is invalid or has expired.',
      ),
    );
    expect(screen.getAllByRole('link', { name: 'Request New Reset Link' })[0]!.getAttribute('href')).toBe(
      '/admin/forgot-password',
    );
  });

  it("says 'Invalid Link' without a token", async () => {
    serve();
    renderAt('/admin/reset-password');
    await screen.findByRole('heading', { name: 'Invalid Link' });
    expect(screen.getByRole('link', { name: 'Request New Reset Link' }).getAttribute('href')).toBe(
      '/admin/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
