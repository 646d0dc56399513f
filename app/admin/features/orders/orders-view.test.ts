import { describe, expect, it } from 'vitest';
import { readView } from '../../../lib/url-view';
import {
  DEFAULT_VIEW,
  deskFilters,
  exportPath,
  ordersPagePath,
  ordersQuery,
  ordersViewSchema,
  resultCountText,
  type OrdersView,
} from './orders-view';
import { orderLink } from './use-orders-view';

const parse = (query: string) => readView(new URLSearchParams(query), ordersViewSchema);

describe('the order desk view in the URL', () => {
  it('opens on every order, newest first, with nothing in the URL', () => {
    expect(parse('')).toEqual(DEFAULT_VIEW);
    expect(ordersQuery(DEFAULT_VIEW).toString()).toBe('');
  });

  it('reads and writes a whole view', () => {
    const view: OrdersView = {
      status: 'shipped',
      q: 'ali khan',
      range: 'custom',
      from: '2026-11-01',
      to: '2026-11-22',
      sort: 'total',
      dir: 'asc',
      order: null,
    };
    const query = ordersQuery(view).toString();
    expect(query).toBe(
      'status=shipped&q=ali+khan&range=custom&from=2026-11-01&to=2026-11-22&sort=total&dir=asc',
    );
    expect(parse(query)).toEqual(view);
  });

  it('names the open order last, after the view', () => {
    expect(orderLink({ ...DEFAULT_VIEW, status: 'processing' }, 'o-1')).toBe(
      '/admin/orders?status=processing&order=o-1',
    );
    expect(parse('order=o-1&status=pending')).toEqual({ ...DEFAULT_VIEW, status: 'pending', order: 'o-1' });
  });

  it('falls back to defaults for what it cannot read', () => {
    expect(parse('status=lost&range=year&sort=price&dir=up&from=2026-02-30&to=yesterday')).toEqual(
      DEFAULT_VIEW,
    );
  });

  it('keeps custom days only with the custom range', () => {
    expect(parse('range=7d&from=2026-11-01&to=2026-11-02')).toMatchObject({ range: '7d', from: '', to: '' });
    expect(ordersQuery({ ...DEFAULT_VIEW, range: 'today', from: '2026-11-01' }).toString()).toBe(
      'range=today',
    );
  });

  it('trims the search and leaves an empty one out', () => {
    expect(ordersQuery({ ...DEFAULT_VIEW, q: '  0300 ' }).toString()).toBe('q=0300');
    expect(ordersQuery({ ...DEFAULT_VIEW, q: '   ' }).toString()).toBe('');
    expect(parse(`q=${'x'.repeat(300)}`).q).toHaveLength(200);
  });
});

describe('the view as order desk filters', () => {
  // 22 November 2026, 15:30 in the browser's own time zone.
  const now = new Date(2026, 10, 22, 15, 30);
  const midnight = (day: number) => new Date(2026, 10, day).toISOString();

  it('sends the status, search and sort', () => {
    expect(deskFilters({ ...DEFAULT_VIEW, status: 'pending', q: ' 0300 ' }, now)).toEqual({
      status: 'pending',
      q: '0300',
      sort: 'date',
      dir: 'desc',
    });
  });

  it('starts today at local midnight and counts the last days with today', () => {
    expect(deskFilters({ ...DEFAULT_VIEW, range: 'today' }, now).from).toBe(midnight(22));
    expect(deskFilters({ ...DEFAULT_VIEW, range: '7d' }, now).from).toBe(midnight(16));
    expect(deskFilters({ ...DEFAULT_VIEW, range: '30d' }, now).from).toBe(
      new Date(2026, 9, 24).toISOString(),
    );
    expect(deskFilters({ ...DEFAULT_VIEW, range: 'today' }, now).to).toBeUndefined();
  });

  it('runs a custom range from the start of its first day to the end of its last', () => {
    const filters = deskFilters(
      { ...DEFAULT_VIEW, range: 'custom', from: '2026-11-01', to: '2026-11-03' },
      now,
    );
    expect(filters.from).toBe(midnight(1));
    expect(filters.to).toBe(new Date(new Date(2026, 10, 4).getTime() - 1).toISOString());
  });

  it('pages and exports with the same filters', () => {
    const filters = deskFilters({ ...DEFAULT_VIEW, status: 'processing' }, now);
    expect(ordersPagePath(filters, null)).toBe(
      '/api/admin/orders?status=processing&sort=date&dir=desc&limit=50',
    );
    expect(ordersPagePath(filters, 'abc', 20)).toBe(
      '/api/admin/orders?status=processing&sort=date&dir=desc&limit=20&cursor=abc',
    );
    expect(exportPath(filters)).toBe('/api/admin/orders/export.csv?status=processing&sort=date&dir=desc');
  });
});

describe('resultCountText', () => {
  it('counts what is shown out of what matched', () => {
    expect(resultCountText(0, 0)).toBe('0 orders');
    expect(resultCountText(1, 1)).toBe('1 order');
    expect(resultCountText(50, 1234)).toBe('Showing 50 of 1,234 orders');
  });
});
