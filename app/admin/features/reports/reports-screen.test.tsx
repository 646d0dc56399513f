// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryReport, ProfitReport } from '../../../../common/admin/report-schemas';
import { stubResizeObserver } from '../../testing/chart-stand-in';
import { json, renderRoute, stubFetch, type FetchCall } from '../../testing/admin-test-kit';
import { ReportsScreen } from './reports-screen';
import { lastDays } from './reports-view';

// The chart library draws on a canvas, which jsdom has not; the table is what is checked here.
vi.mock('uplot', async () => (await import('../../testing/chart-stand-in')).uplotStandIn);

const day = (from: string, n: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function profitAnswer(from: string, to: string): ProfitReport {
  const zero = {
    delivered: 0,
    revenue: '0.00',
    discounts: '0.00',
    costOfGoods: '0.00',
    courierCharges: '0.00',
    withholding: '0.00',
    returnsCost: '0.00',
    profit: '0.00',
  };
  const busy = {
    delivered: 5,
    revenue: '9238.24',
    discounts: '234.56',
    costOfGoods: '2601.00',
    courierCharges: '485.04',
    withholding: '313.76',
    returnsCost: '6000.00',
    profit: '-396.12',
  };
  const days = [];
  for (let d = from; d <= to; d = day(d, 1)) days.push({ day: d, ...(d === to ? busy : zero) });
  return { from, to, days, total: busy, unitsWithoutCost: 3 };
}

const couriers = (from: string, to: string): DeliveryReport => ({
  from,
  to,
  rows: [
    { key: 'postex', label: 'PostEx', delivered: 2, returned: 0, deliveryRate: 1, returnRate: 0 },
    { key: 'trax', label: 'Trax', delivered: 1, returned: 1, deliveryRate: 0.5, returnRate: 0.5 },
  ],
  total: { delivered: 3, returned: 1, deliveryRate: 0.75, returnRate: 0.25 },
});

let calls: FetchCall[];

beforeEach(() => {
  calls = [];
  stubFetch((call) => {
    calls.push(call);
    const { pathname, searchParams } = call.url;
    const range = [searchParams.get('from')!, searchParams.get('to')!] as const;
    if (pathname === '/api/settings')
      return json({ siteName: 'Shop', logoUrl: '/logo.svg', currencySymbol: 'Rs' });
    if (pathname === '/api/admin/reports/profit') return json(profitAnswer(...range));
    if (pathname === '/api/admin/reports/couriers') return json(couriers(...range));
    if (pathname === '/api/admin/reports/cities') return json({ error: 'The reports are resting' }, 503);
  });
  stubResizeObserver();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderScreen = (url = '/admin/reports') =>
  renderRoute('/admin/reports', <ReportsScreen />, { url, showLocation: true });
const address = () =>
  Object.fromEntries(new URLSearchParams(screen.getByRole('status', { name: 'Address' }).textContent!));
const asked = (report: string) => calls.filter((c) => c.url.pathname === `/api/admin/reports/${report}`);

describe('the reports screen', () => {
  it('opens on the profit and loss of the last 30 days, its total and what it leaves out', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Profit and loss per day' });
    const { from, to } = lastDays(30);
    expect(asked('profit').map((c) => c.url.search)).toEqual([`?from=${from}&to=${to}`]);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 30 + 1);
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(total.textContent).toContain('Rs 9,238.24');
    expect(total.textContent).toContain('Rs -396.12');
    expect(screen.getByText(/had no cost price/).textContent).toMatch(/^3 units delivered had no cost price/);
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getByRole('img', { name: /Bar chart of profit per day/ }).getAttribute('aria-label'),
    ).toContain('The same figures are in the table below.');
  });

  it('keeps the range and the report in the address, and moves between reports with the arrow keys', async () => {
    renderScreen();
    await screen.findByRole('table', { name: 'Profit and loss per day' });
    fireEvent.click(screen.getByRole('button', { name: 'Last 90 days' }));
    const { from, to } = lastDays(90);
    expect(address()).toEqual({ from, to });
    await screen.findByText(
      (_text, element) => element?.tagName === 'TABLE' && element.querySelectorAll('tbody tr').length === 90,
    );

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Profit and loss' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'By courier' }).getAttribute('aria-selected')).toBe('true');
    expect(address()).toEqual({ report: 'couriers', from, to });
    const rates = await screen.findByRole('table', { name: 'Delivery and return rates per courier' });
    const trax = within(rates).getByRole('rowheader', { name: 'Trax' }).closest('tr')!;
    expect(trax.textContent).toContain('50.0 %');
    expect(asked('couriers').at(-1)!.url.search).toBe(`?from=${from}&to=${to}`);
  });

  it('asks nothing for a range over 366 days, and says why', async () => {
    renderScreen('/admin/reports?from=2025-01-01&to=2026-01-02');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'A report covers at most 366 days.',
    );
    expect(asked('profit')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's words when a report cannot be loaded, with a retry", async () => {
    renderScreen('/admin/reports?report=cities&from=2026-07-01&to=2026-07-31');
    await screen.findByText('The reports are resting', {}, { timeout: 5000 });
    const before = asked('cities').length;
    fireEvent.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    await vi.waitFor(() => expect(asked('cities').length).toBeGreaterThan(before));
  });
});
