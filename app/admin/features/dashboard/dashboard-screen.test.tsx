// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../testing/chart-stand-in';
import { json, renderRoute, stubFetch } from '../../testing/admin-test-kit';
import { dashboardFixture } from './dashboard-fixture';
import { DashboardScreen } from './dashboard-screen';

// The chart library draws on a canvas, which jsdom has not; the table is what is checked here.
vi.mock('uplot', async () => (await import('../../testing/chart-stand-in')).uplotStandIn);

let dashboardAnswers: Array<() => Response>;

beforeEach(() => {
  dashboardAnswers = [];
  stubFetch(({ path }) => {
    if (path === '/api/settings')
      return json({ siteName: 'Shop', logoUrl: '/logo.svg', currencySymbol: 'Rs' });
    if (path === '/api/admin/dashboard')
      return (dashboardAnswers.shift() ?? (() => json(dashboardFixture())))();
  });
  stubResizeObserver();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderDashboard = () => renderRoute('/admin/dashboard', <DashboardScreen />);

describe('DashboardScreen', () => {
  it('shows a skeleton, then the cards, lists and daily figures of one answer', async () => {
    renderDashboard();
    expect(screen.getByRole('status').textContent).toContain('Loading the dashboard');

    const revenue = await screen.findByRole('region', { name: 'Total Revenue' });
    expect(revenue.textContent).toContain('Rs 17,000.00');

    const recent = screen.getByRole('region', { name: 'Recent Orders' });
    const link = within(recent).getByRole('link', { name: /Ayesha Khan.*order #3f2a9c1e/ });
    expect(link.getAttribute('href')).toBe('/admin/orders?order=3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b');
    expect(recent.textContent).toContain('Rs 10,500.00');
    expect(recent.textContent).toContain('Completed');

    const alerts = screen.getByRole('region', { name: 'Inventory Alerts' });
    expect(alerts.textContent).toContain('Out of Stock');
    expect(alerts.textContent).toContain('4 left');

    expect(screen.getByRole('img', { name: /orders per day/ }).getAttribute('aria-label')).toContain(
      'The same figures are in the table below.',
    );
    const table = screen.getByRole('table', { name: 'Orders and revenue per day, last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    // Newest day first: 22 November, the fixture's 30th day (29 % 3 = 2 orders).
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'Rs 13,000.00']);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('22 Nov');
    // What the chart's revenue leaves out, as the server counts it (order-totals.ts).
    expect(screen.getByText(/in the last 30 days/).textContent).toContain(
      '(revenue leaves out cancelled and returned orders)',
    );
  });

  it('shows the Cash-on-Delivery figures: the desk, the rates, returns by city, cash with couriers', async () => {
    renderDashboard();
    const cod = await screen.findByRole('list', { name: 'Cash on Delivery' });
    const card = (name: string) => within(cod).getByRole('region', { name }).textContent;
    expect(card('Awaiting confirmation')).toBe('Awaiting confirmation12Open the desk');
    expect(within(cod).getByRole('link', { name: 'Open the desk' }).getAttribute('href')).toBe(
      '/admin/orders?view=confirm',
    );
    expect(card('Confirmation rate')).toBe('Confirmation rate84.5%of 200 orders decided, 30 days');
    expect(card('Return rate')).toBe('Return rate16.7%30 of 180 parcels, 30 days');
    expect(card('Cash with couriers')).toBe(
      'Cash with couriersRs 58,500.009 parcels shipped, not yet delivered',
    );
    const cities = screen.getByRole('table', { name: 'Returns by city, 30 days' });
    expect(
      within(cities)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Karachi802020%', 'Lahore701012.5%']);
  });

  it('shows a dash for a rate with nothing to divide by', async () => {
    const fixture = dashboardFixture();
    dashboardAnswers.push(() =>
      json({
        ...fixture,
        cod: { ...fixture.cod, confirmationRate: null, returnRate: null, returnsByCity: [] },
      }),
    );
    renderDashboard();
    const cod = await screen.findByRole('list', { name: 'Cash on Delivery' });
    expect(within(cod).getByRole('region', { name: 'Return rate' }).textContent).toContain('—');
    expect(screen.queryByRole('table', { name: 'Returns by city, 30 days' })).toBeNull();
  });

  it('says so when there are no orders and every product is in stock', async () => {
    dashboardAnswers.push(() => json(dashboardFixture({ recentOrders: [], inventoryAlerts: [] })));
    renderDashboard();
    const recent = await screen.findByRole('region', { name: 'Recent Orders' });
    expect(recent.textContent).toContain('No orders yet');
    expect(within(recent).queryByRole('listitem')).toBeNull();
    const alerts = screen.getByRole('region', { name: 'Inventory Alerts' });
    expect(alerts.textContent).toContain('All products in stock');
    expect(within(alerts).queryByRole('listitem')).toBeNull();
  });

  it('shows a failed read with a Try again that reads once more', async () => {
    dashboardAnswers.push(() => json({ error: 'Dashboard unavailable' }, 403));
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Dashboard unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('region', { name: 'Total Orders' })).textContent).toBe(
      'Total Orders1,23412 pending',
    );
  });
});
