// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AdminApiError, adminFetch, errorMessage } from './admin-api';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
const assign = vi.fn();

function at(pathname: string) {
  vi.stubGlobal('location', { ...window.location, pathname, assign });
}

beforeEach(() => {
  fetchMock.mockReset();
  assign.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  at('/admin/orders');
});
afterEach(() => vi.unstubAllGlobals());

const schema = z.object({ id: z.string() });

describe("adminFetch, the back office's one client (decision 013)", () => {
  it("parses the answer with the route's response schema, dropping what it does not name", async () => {
    fetchMock.mockResolvedValue(json({ id: 'o-1', passwordHash: 'x' }));
    await expect(adminFetch('/api/admin/thing', { schema })).resolves.toEqual({ id: 'o-1' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/thing',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
  });

  it('sends a JSON body', async () => {
    fetchMock.mockResolvedValue(json({ id: 'o-1' }));
    await adminFetch('/api/admin/thing', { method: 'PATCH', body: { note: 'TCS 123' }, schema });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe('{"note":"TCS 123"}');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('sends the browser to /admin/login when the session has gone mid-visit (401)', async () => {
    fetchMock.mockResolvedValue(json({ error: 'Authentication required' }, 401));
    await expect(adminFetch('/api/admin/orders', { schema })).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith('/admin/login');
  });

  it('stays on the login page when the login itself is refused', async () => {
    at('/admin/login');
    fetchMock.mockResolvedValue(json({ error: 'Invalid username or password' }, 401));
    await expect(adminFetch('/api/auth/login', { method: 'POST', body: {}, schema })).rejects.toThrow(
      'Invalid username or password',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('reads the server\'s error and details, else "HTTP error! status: N" (back-office §7)', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: 'Validation failed', details: ['a', 'b'] }, 400));
    const refused = await adminFetch('/x', { schema }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AdminApiError);
    expect(refused).toMatchObject({ status: 400, message: 'Validation failed', details: ['a', 'b'] });

    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    await expect(adminFetch('/x', { schema })).rejects.toThrow('HTTP error! status: 502');
  });

  it('tells refusals, which are never retried, from faults, which may be', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = (await adminFetch('/x', { schema }).catch((e: unknown) => e)) as AdminApiError;
    expect(offline.status).toBe(0);
    expect(offline.retryable).toBe(true);
    expect(new AdminApiError(503, 'down').retryable).toBe(true);
    expect(new AdminApiError(403, 'no').retryable).toBe(false);
    expect(errorMessage(offline, 'Failed to update order')).toBe('Failed to update order');
    expect(errorMessage(new AdminApiError(409, 'Changed by someone else'), 'x')).toBe(
      'Changed by someone else',
    );
  });
});
