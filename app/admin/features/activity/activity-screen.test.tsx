// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../../../common/admin/audit-schemas';
import { formatDateTime } from '../../kit/format';
import { dayEnd, dayStart } from '../../kit/local-days';
import { json, renderRoute, stubFetch } from '../../testing/admin-test-kit';
import { ActivityScreen } from './activity-screen';

const ORDER_ID = '6f1c2a9e-0000-4000-8000-000000000001';
const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-20T10:00:00.000Z',
  actorId: 'u-sana',
  actorUsername: 'sana',
  entity: 'product',
  entityId: 'p-1',
  action: 'update',
  before: null,
  after: null,
  ...overrides,
});

const statusChange = entry({
  id: 3,
  at: '2026-11-22T09:30:00.000Z',
  actorId: 'u-bilal',
  actorUsername: 'bilal',
  entity: 'order',
  entityId: ORDER_ID,
  action: 'change_status',
  before: { status: 'pending' },
  after: { status: 'processing', note: 'Called, confirmed' },
});
const priceChange = entry({
  id: 2,
  before: { name: 'Sidr Honey', price: '1000.00', stock: 40 },
  after: { name: 'Sidr Honey', price: '1200.00', stock: 40 },
});
const deletedFaq = entry({
  id: 1,
  entity: 'faq',
  entityId: 'f-9',
  action: 'delete',
  before: { question: 'Is it raw?', isPublished: true },
  after: null,
});

let audits: URL[];
let pages: Array<{ entries: AuditEntry[]; nextCursor: string | null }>;

beforeEach(() => {
  audits = [];
  pages = [{ entries: [statusChange, priceChange, deletedFaq], nextCursor: null }];
  stubFetch(({ url }) => {
    if (url.pathname === '/api/admin/audit/actors') {
      return json({
        actors: [
          { id: 'u-bilal', username: 'bilal' },
          { id: 'u-sana', username: 'sana' },
        ],
      });
    }
    if (url.pathname === '/api/admin/audit') {
      audits.push(url);
      return json(pages.shift() ?? { entries: [], nextCursor: null });
    }
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderScreen = (url = '/admin/activity') =>
  renderRoute('/admin/activity', <ActivityScreen />, { url, showLocation: true });
const items = () => within(screen.getByRole('list')).getAllByRole('article');
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

describe('the activity screen', () => {
  it('shows each change: who, what, which record, when, and the fields it changed', async () => {
    renderScreen();
    await screen.findByText('bilal', { selector: 'strong' });
    const [order, product, faq] = items();

    expect(order!.querySelector('p')!.textContent).toBe(`bilal changed the status of order #6f1c2a9e`);
    expect(within(order!).getByRole('link', { name: '#6f1c2a9e' }).getAttribute('href')).toBe(
      `/admin/orders?order=${ORDER_ID}`,
    );
    expect(order!.querySelector('time')!.textContent).toBe(formatDateTime(statusChange.at));
    expect(order!.querySelector('time')!.getAttribute('datetime')).toBe(statusChange.at);
    const orderRows = within(order!).getAllByRole('row').slice(1);
    expect(orderRows.map((row) => row.textContent)).toEqual([
      'StatusPendingProcessing',
      'Note—Called, confirmed',
    ]);

    // An update shows only what changed: the price, not the name or stock it saved unchanged.
    expect(product!.querySelector('p')!.textContent).toBe('sana updated product Sidr Honey');
    expect(
      within(product!)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Price1000.001200.00']);

    // A deleted record has no link; its last state is the before column.
    expect(faq!.querySelector('p')!.textContent).toBe('sana deleted faq Is it raw?');
    expect(within(faq!).queryByRole('link')).toBeNull();
    expect(
      within(faq!)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['QuestionIs it raw?—', 'Is publishedYes—']);
  });

  it('shows a download of the orders CSV with its filters, and no link', async () => {
    pages = [
      {
        entries: [
          entry({
            entity: 'order',
            entityId: 'all',
            action: 'export',
            after: { format: 'csv', status: 'pending', q: null, from: '2026-11-01', to: null },
          }),
        ],
        nextCursor: null,
      },
    ];
    renderScreen();
    await screen.findByText('sana', { selector: 'strong' });
    const [download] = items();
    expect(download!.querySelector('p')!.textContent).toBe('sana exported the order list as CSV');
    expect(within(download!).queryByRole('link')).toBeNull();
    expect(
      within(download!)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Format—csv', 'Status—Pending', 'Q——', 'From—2026-11-01', 'To——']);
  });

  it('filters by person, record and local days, kept in the URL and sent to the API', async () => {
    renderScreen();
    await screen.findByText('bilal', { selector: 'strong' });
    expect([...audits[0]!.searchParams.keys()].sort()).toEqual(['limit']);

    fireEvent.change(await screen.findByLabelText('Person'), { target: { value: 'u-sana' } });
    await waitFor(() => expect(address()).toBe('?person=u-sana'));
    fireEvent.change(screen.getByLabelText('Record'), { target: { value: 'product' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-22' } });
    await waitFor(() =>
      expect(address()).toBe('?person=u-sana&entity=product&from=2026-11-01&to=2026-11-22'),
    );

    await waitFor(() => expect(audits.at(-1)!.searchParams.get('to')).not.toBeNull());
    const last = audits.at(-1)!.searchParams;
    expect(last.get('actor')).toBe('u-sana');
    expect(last.get('entity')).toBe('product');
    expect(last.get('from')).toBe(dayStart('2026-11-01').toISOString());
    expect(last.get('to')).toBe(dayEnd('2026-11-22').toISOString());

    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(address()).toBe(''));
  });

  it('asks nothing for a backwards range and says why', async () => {
    renderScreen('/admin/activity?from=2026-11-22&to=2026-11-01');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The From date must be on or before the To date.',
    );
    await screen.findByText('bilal', { selector: 'option' });
    expect(audits).toHaveLength(0);
  });

  it('loads older changes with Load more, from the cursor of the page before', async () => {
    pages = [
      { entries: [statusChange], nextCursor: '3' },
      { entries: [priceChange], nextCursor: null },
    ];
    renderScreen();
    await screen.findByText('bilal', { selector: 'strong' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(audits[1]!.searchParams.get('cursor')).toBe('3');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when nothing matches, and offers to clear the filters', async () => {
    pages = [{ entries: [], nextCursor: null }];
    renderScreen('/admin/activity?entity=seo');
    const empty = await screen.findByText('No changes match the filters');
    expect(empty.parentElement!.textContent).toBe('No changes match the filters' + 'Clear filters');
    expect(screen.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(2);
  });
});
