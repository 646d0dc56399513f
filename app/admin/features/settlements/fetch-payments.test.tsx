// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COURIER_RATES } from '../../../../common/orders/courier-rates';
import { COURIER_KEYS } from '../../../../common/orders/couriers';
import type { FetchableCourier } from '../../../../common/orders/settlement-fetch-schemas';
import type { SettlementPreview } from '../../../../common/orders/settlement-schemas';
import { fieldError, json, renderRoute, stubFetch, uuid, type FetchCall } from '../../testing/admin-test-kit';
import { SettlementsScreen } from './settlements-screen';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

const IMPORT_ID = uuid(60);
const couriers: FetchableCourier[] = [
  { courier: 'postex', connected: true, lastFetchedAt: null },
  { courier: 'trax', connected: true, lastFetchedAt: '2026-07-20T10:00:00.000Z' },
  { courier: 'leopards', connected: false, lastFetchedAt: null },
];
/** What PostEx paid for two parcels, as the fetch previews it: one settled, one short by Rs 188. */
const paid = (line: number, amount: string, expected: string, difference: string) => ({
  line,
  trackingNumber: `2670456000000${line}`,
  amount,
  expected,
  difference,
  match: difference.startsWith('-') ? ('short' as const) : ('settled' as const),
  orderId: uuid(line),
  paidOn: '2026-07-14',
});
const none = { lines: 0, amount: '0.00' };
const fetched: SettlementPreview = {
  id: IMPORT_ID,
  courier: 'postex',
  format: 'postex',
  fileName: null,
  state: 'previewed',
  fetched: { from: '2026-07-01', to: '2026-07-30' },
  summary: {
    lines: 2,
    amount: '2251.20',
    settled: { lines: 1, amount: '751.20' },
    short: { lines: 1, amount: '1500.00', shortfall: '188.00' },
    paid_for_return: none,
    unknown: none,
  },
  importedAt: '2026-07-31T09:00:00.000Z',
  importedBy: 'owner',
  appliedAt: null,
  appliedBy: null,
  lines: [paid(1, '751.20', '751.20', '0.00'), paid(2, '1500.00', '1688.00', '-188.00')],
  replayed: false,
};

let calls: FetchCall[];
let fetchAnswer: () => Response;

beforeEach(() => {
  calls = [];
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  fetchAnswer = () => json(fetched, 201);
  stubFetch((call) => {
    calls.push(call);
    const { pathname } = call.url;
    if (pathname === '/api/admin/settlements/couriers') return json({ couriers: [] });
    if (pathname === '/api/admin/settlements/fetchable') return json({ couriers });
    if (pathname === '/api/admin/settlements/fetch' && call.method === 'POST') return fetchAnswer();
    if (pathname === '/api/admin/settlements/rates') {
      return json({
        couriers: COURIER_KEYS.map((courier) => ({
          courier,
          ...DEFAULT_COURIER_RATES,
          zones: [],
          updatedAt: null,
          updatedBy: null,
        })),
      });
    }
    if (pathname === '/api/admin/settlements') return json({ imports: [] });
    if (pathname === `/api/admin/settlements/${IMPORT_ID}`) return json(fetched);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderScreen = () =>
  renderRoute('/admin/settlements', <SettlementsScreen />, { url: '/admin/settlements', showLocation: true });
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const posted = () =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/admin/settlements/fetch');
const courierItems = async () =>
  within(await screen.findByRole('list', { name: 'Couriers paying by API' })).getAllByRole('listitem');

describe('fetching payments by API on the settlements screen', () => {
  it('has a Fetch payments button per API courier, off for one this server is not connected to', async () => {
    renderScreen();
    const [postex, trax, leopards] = await courierItems();
    expect(postex!.textContent).toContain('PostExNot fetched yet.');
    expect(trax!.textContent).toContain('Last fetched');
    const off = within(leopards!).getByRole('button', { name: 'Fetch payments from Leopards' });
    expect(off.hasAttribute('disabled')).toBe(true);
    expect(off.textContent).toBe('Fetch payments');
    expect(leopards!.textContent).toContain('Not connected on this server: import its report as a file.');
    expect(
      within(postex!).getByRole('button', { name: 'Fetch payments from PostEx' }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('fetches the courier whose button was pressed, for the days given, and opens its preview', async () => {
    renderScreen();
    const [postex] = await courierItems();
    fireEvent.change(screen.getByLabelText('Parcels booked from'), { target: { value: '2026-07-01' } });
    fireEvent.change(screen.getByLabelText('Parcels booked to'), { target: { value: '2026-07-30' } });
    fireEvent.click(within(postex!).getByRole('button', { name: 'Fetch payments from PostEx' }));

    const section = await screen.findByRole('region', { name: 'PostEx payments by API: preview' });
    expect(posted()).toHaveLength(1);
    expect(posted()[0]!.url.search).toBe('?courier=postex&from=2026-07-01&to=2026-07-30');
    expect(toasts.notify).toHaveBeenCalledWith('Payments fetched', '2 lines: 1 settled, 1 short');
    expect(address()).toBe(`?import=${IMPORT_ID}`);
    expect(section.textContent).toContain('Fetched from PostEx for parcels booked 2026-07-01 to 2026-07-30');
    expect(within(section).getByRole('button', { name: 'Apply settlement' })).toBeDefined();
  });

  it('asks for the last 30 days when no day is given, and shows the courier’s refusal in the form', async () => {
    fetchAnswer = () =>
      json({ error: 'PostEx reports no payments for parcels booked from 2026-07-01 to 2026-07-30' }, 404);
    renderScreen();
    const [postex] = await courierItems();
    fireEvent.click(within(postex!).getByRole('button', { name: 'Fetch payments from PostEx' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'PostEx reports no payments for parcels booked from 2026-07-01 to 2026-07-30',
    );
    expect(posted()[0]!.url.search).toBe('?courier=postex');
    expect(toasts.notifyError).not.toHaveBeenCalled();
    expect(address()).toBe('');
  });

  it('refuses days out of order before asking anything', async () => {
    renderScreen();
    const [postex] = await courierItems();
    fireEvent.change(screen.getByLabelText('Parcels booked from'), { target: { value: '2026-07-30' } });
    fireEvent.change(screen.getByLabelText('Parcels booked to'), { target: { value: '2026-07-01' } });
    fireEvent.click(within(postex!).getByRole('button', { name: 'Fetch payments from PostEx' }));
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText('Parcels booked from'))).toBe('from must not be after to'),
    );
    expect(posted()).toHaveLength(0);
  });
});
