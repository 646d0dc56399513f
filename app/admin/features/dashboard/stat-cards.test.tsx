// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardFixture } from './dashboard-fixture';
import { dashboardCards, StatCards } from './stat-cards';

afterEach(cleanup);

describe('the dashboard cards', () => {
  it('say what back-office §2 asks, with the currency prefix', () => {
    expect(
      dashboardCards(dashboardFixture(), 'Rs').map(({ title, value, note }) => [title, value, note]),
    ).toEqual([
      ['Total Orders', '1,234', '12 pending'],
      ['Total Revenue', 'Rs 17,000.00', 'All time'],
      ['Delivered Revenue', 'Rs 9,500.00', 'All time'],
      ['Products', '8', '3 low stock'],
      ['Stock Alerts', '1', 'Out of stock'],
    ]);
  });

  it('render one named card each', () => {
    render(<StatCards dashboard={dashboardFixture({ totalRevenue: '1234567.50' })} currencySymbol="PKR" />);
    const list = screen.getByRole('list', { name: 'Summary' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const revenue = screen.getByRole('region', { name: 'Total Revenue' });
    expect(revenue.textContent).toContain('PKR 1,234,567.50');
    expect(revenue.textContent).toContain('All time');
    expect(revenue.textContent).toContain('Every order but cancelled and returned ones, delivered or not.');
    expect(screen.getByRole('region', { name: 'Delivered Revenue' }).textContent).toBe(
      'Delivered RevenuePKR 9,500.00All timeCompleted orders only: delivered, the cash collected.',
    );
    expect(screen.getByRole('region', { name: 'Total Orders' }).textContent).toBe(
      'Total Orders1,23412 pending',
    );
    expect(screen.getByRole('region', { name: 'Products' }).textContent).toBe('Products83 low stock');
    expect(screen.getByRole('region', { name: 'Stock Alerts' }).textContent).toBe(
      'Stock Alerts1Out of stock',
    );
  });
});
