// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockedPhone } from '../../../../../common/orders/blocklist-schemas';
import { formatDateTime } from '../../../kit/format';
import { fieldError, json, renderRoute, stubFetch } from '../../../testing/admin-test-kit';
import { BlockedPhones } from './blocked-phones';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../../lib/toast', () => toasts);

const blocked = (phone: string, display: string, reason: string | null = null): BlockedPhone => ({
  phone,
  display,
  reason,
  blockedBy: 'sana',
  blockedAt: '2026-11-20T10:00:00.000Z',
});

let rows: BlockedPhone[];
let writes: Array<{ method: string; path: string; body: unknown }>;

beforeEach(() => {
  rows = [blocked('+923001112222', '+92 300 1112222', 'Refused at the door twice')];
  writes = [];
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  stubFetch(({ url, method, init }) => {
    if (url.pathname === '/api/admin/blocked-phones' && method === 'GET') return json(rows);
    if (url.pathname === '/api/admin/blocked-phones/unblock' && method === 'POST') {
      const body = JSON.parse(String(init!.body));
      writes.push({ method, path: url.pathname, body });
      rows = rows.filter((row) => row.phone !== body.phone);
      return json({ success: true });
    }
    if (url.pathname === '/api/admin/blocked-phones' && method === 'POST') {
      const body = JSON.parse(String(init!.body));
      writes.push({ method, path: url.pathname, body });
      if (body.phone === '12345') return json({ error: 'Enter a Pakistani phone number' }, 400);
      if (body.phone === '0300 1112222') return json({ error: 'This phone is already blocked' }, 409);
      const row = blocked('+923334445555', '+92 333 4445555', body.reason ?? null);
      rows = [row, ...rows];
      return json(row, 201);
    }
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderBlocklist = (url = '/admin/orders?view=blocked') =>
  renderRoute('/admin/orders', <BlockedPhones />, { url });
/** The phones listed, as shown. */
const listed = () => screen.queryAllByRole('listitem').map((item) => item.querySelector('p')!.textContent);
const heading = () => screen.getByRole('heading', { name: /^Blocked \(/ }).textContent;

describe('the blocklist on the desk', () => {
  it('lists each blocked phone with its reason, who blocked it and when', async () => {
    renderBlocklist();
    const row = (await screen.findByText('+92 300 1112222')).closest('li')!;
    expect(row.textContent).toBe(
      `+92 300 1112222Refused at the door twiceBlocked by sana, ${formatDateTime('2026-11-20T10:00:00.000Z')}Unblock`,
    );
    expect(listed()).toEqual(['+92 300 1112222']);
    expect(heading()).toBe('Blocked (1)');
  });

  it('blocks a number as typed, then lists it and empties the form', async () => {
    renderBlocklist();
    await screen.findByText('+92 300 1112222');
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '0333-4445555' } });
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: 'Fake orders' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block phone' }));
    await waitFor(() => expect(listed()).toEqual(['+92 333 4445555', '+92 300 1112222']));
    expect(heading()).toBe('Blocked (2)');
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/admin/blocked-phones',
        body: { phone: '0333-4445555', reason: 'Fake orders' },
      },
    ]);
    expect(toasts.notify).toHaveBeenCalledWith('Phone blocked', '+92 333 4445555');
    await waitFor(() => expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe(''));
  });

  it('says beside the phone field why the server refused it, and keeps what was typed', async () => {
    renderBlocklist();
    await screen.findByText('+92 300 1112222');
    const phone = screen.getByLabelText('Phone number') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block phone' }));
    await waitFor(() => expect(fieldError(phone)).toBe('Enter a Pakistani phone number'));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.value).toBe('12345');

    fireEvent.change(phone, { target: { value: '0300 1112222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block phone' }));
    await waitFor(() => expect(fieldError(phone)).toBe('This phone is already blocked'));
    expect(heading()).toBe('Blocked (1)');
  });

  it('asks for a phone before sending anything', async () => {
    renderBlocklist();
    await screen.findByText('+92 300 1112222');
    fireEvent.click(screen.getByRole('button', { name: 'Block phone' }));
    const phone = screen.getByLabelText('Phone number');
    await waitFor(() => expect(fieldError(phone)).toBe('Phone number is required'));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(writes).toEqual([]);
  });

  it('fills the phone from the address (the desk links here with ?phone=)', async () => {
    renderBlocklist('/admin/orders?view=blocked&phone=0300-9998888');
    expect(((await screen.findByLabelText('Phone number')) as HTMLInputElement).value).toBe('0300-9998888');
  });

  it('unblocks only after the confirmation', async () => {
    renderBlocklist();
    fireEvent.click(await screen.findByRole('button', { name: 'Unblock +92 300 1112222' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unblock +92 300 1112222?' });
    expect(dialog.textContent).toContain('Orders from this phone will be taken again.');
    expect(writes).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    const empty = await screen.findByText('No blocked phones');
    expect(empty.parentElement!.textContent).toBe('No blocked phones' + 'Every phone may order online.');
    expect(heading()).toBe('Blocked (0)');
    expect(writes).toEqual([
      { method: 'POST', path: '/api/admin/blocked-phones/unblock', body: { phone: '+923001112222' } },
    ]);
    expect(toasts.notify).toHaveBeenCalledWith('Phone unblocked', '+92 300 1112222');
  });
});
