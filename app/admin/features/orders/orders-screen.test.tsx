// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHIPPING_MESSAGES, type AdminOrder } from '../../../../common/orders/order-desk-schemas';
import { ORDER_STATUSES } from '../../../../common/orders/statuses';
import { json, renderRoute, stubFetch } from '../../testing/admin-test-kit';
import { OrdersScreen } from './orders-screen';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

function order(n: number, overrides: Partial<AdminOrder> = {}): AdminOrder {
  const id = `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`;
  return {
    id,
    customerName: `Customer ${n}`,
    customerEmail: null,
    customerPhone: `0300 000000${n}`,
    itemCount: 1,
    shippingAddress: `House ${n}`,
    city: 'Lahore',
    postalCode: null,
    total: '6500.00',
    discount: '0.00',
    discountReason: null,
    codFee: '0.00',
    status: 'pending',
    emailNotificationSent: false,
    whatsappNotificationSent: false,
    notificationError: null,
    statusHistory: [
      {
        previousStatus: null,
        status: 'pending',
        changedAt: '2026-11-20T10:00:00.000Z',
        note: null,
        changedBy: null,
      },
    ],
    courier: null,
    trackingNumber: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const counts = { all: 3, pending: 2, processing: 0, shipped: 1, completed: 0, cancelled: 0, returned: 0 };

let calls: Array<{ path: string; method: string; body?: unknown }>;
let statusAnswers: Array<() => Response>;
let firstPage: AdminOrder[];

beforeEach(() => {
  calls = [];
  statusAnswers = [];
  firstPage = [order(1), order(2)];
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  stubFetch(({ path, url, method, init }) => {
    calls.push({ path, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.pathname === '/api/settings') {
      return json({ siteName: 'Shop', logoUrl: '/logo.svg', currencySymbol: 'Rs' });
    }
    if (url.pathname === '/api/admin/orders') {
      const cursor = url.searchParams.get('cursor');
      return cursor === 'page-2'
        ? json({ orders: [order(3, { status: 'shipped' })], counts, nextCursor: null })
        : json({ orders: firstPage, counts, nextCursor: 'page-2' });
    }
    if (url.pathname.endsWith('/items')) {
      return json([
        {
          id: 'a0000000-0000-4000-8000-000000000001',
          productId: null,
          productName: 'Vitalix, 3 Jars',
          quantity: 1,
          price: '17000.00',
          packSize: 3,
        },
        {
          id: 'a0000000-0000-4000-8000-000000000002',
          productId: null,
          productName: 'Sidr Honey',
          quantity: 2,
          price: '4500.00',
          packSize: 1,
        },
      ]);
    }
    if (url.pathname.endsWith('/status')) return (statusAnswers.shift() ?? (() => json({}, 500)))();
    if (url.pathname === '/api/admin/orders/bulk-status') {
      const body = JSON.parse(String(init!.body)) as { orderIds: string[] };
      return json({
        changed: body.orderIds.slice(1),
        refused: body.orderIds
          .slice(0, 1)
          .map((id) => ({ id, error: 'Cannot change status from completed to processing' })),
      });
    }
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderDesk = (url = '/admin/orders') =>
  renderRoute('/admin/orders', <OrdersScreen />, { url, showLocation: true });

const listCalls = () => calls.filter((call) => call.path.startsWith('/api/admin/orders?'));

describe('OrdersScreen', () => {
  it('shows the tabs with their counts and pages on by cursor', async () => {
    renderDesk();
    await screen.findByRole('article', { name: 'Order #00000001' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: /^All Orders/ }).textContent).toContain('3');
    expect(screen.getByRole('tab', { name: /^Pending/ }).textContent).toContain('2');
    expect(screen.getByRole('tab', { name: /^All Orders/ }).getAttribute('aria-selected')).toBe('true');
    const count = screen.getByText(/^Showing/);
    expect(count.getAttribute('role')).toBe('status');
    expect(count.textContent).toBe('Showing 2 of 3 orders');
    const card = screen.getByRole('article', { name: 'Order #00000001' });
    expect(card.textContent).toContain('Rs 6,500.00');
    expect(within(card).getByRole('link', { name: 'View order #00000001' }).getAttribute('href')).toBe(
      '/admin/orders?order=00000001-0000-4000-8000-000000000000',
    );
    // The export asks for the list as filtered (a 404 here: the toast is DownloadButton's own test).
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain('/api/admin/orders/export.csv?sort=date&dir=desc'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Order #00000003' });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(listCalls().at(-1)?.path).toBe('/api/admin/orders?sort=date&dir=desc&limit=50&cursor=page-2');
    expect(count.textContent).toBe('3 orders');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('End of the list').parentElement!.textContent).toBe('End of the list');
  });

  it('keeps every change made in one moment, in the URL and in the query', async () => {
    renderDesk();
    await screen.findByRole('article', { name: 'Order #00000001' });
    act(() => {
      fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'shipped' } });
      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'customer' } });
      fireEvent.click(screen.getByRole('button', { name: 'Sort direction: Descending' }));
    });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
        '?status=shipped&sort=customer&dir=asc',
      ),
    );
    await waitFor(() =>
      expect(listCalls().at(-1)?.path).toBe(
        '/api/admin/orders?status=shipped&sort=customer&dir=asc&limit=50',
      ),
    );
    // The status filter selects its tab.
    expect(screen.getAllByRole('tab', { selected: true }).map((tab) => tab.id)).toEqual([
      'orders-tab-shipped',
    ]);
  });

  it('selects the tab of every status the filter picks, and All Orders for all statuses', async () => {
    renderDesk();
    await screen.findByRole('article', { name: 'Order #00000001' });
    for (const status of ORDER_STATUSES) {
      fireEvent.change(screen.getByLabelText('Status'), { target: { value: status } });
      const selected = screen.getAllByRole('tab', { selected: true });
      expect(selected.map((tab) => tab.id)).toEqual([`orders-tab-${status}`]);
      expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(`orders-tab-${status}`);
    }
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    expect(screen.getAllByRole('tab', { selected: true }).map((tab) => tab.id)).toEqual(['orders-tab-all']);
    // And the other way round: a tab sets the filter.
    fireEvent.click(screen.getByRole('tab', { name: /^Returned/ }));
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('returned');
  });

  it('opens the view named in the URL: fields, items, flags and the history newest first', async () => {
    firstPage = [
      order(1, {
        customerEmail: 'ayesha@example.pk',
        postalCode: '54000',
        emailNotificationSent: true,
        status: 'shipped',
        statusHistory: [
          {
            previousStatus: null,
            status: 'pending',
            changedAt: '2026-11-20T10:00:00.000Z',
            note: 'Order placed',
            changedBy: null,
          },
          {
            previousStatus: 'pending',
            status: 'pending',
            changedAt: '2026-11-20T12:00:00.000Z',
            note: null,
            changedBy: 'bilal',
            outcome: 'no_answer',
            nextContactAt: '2026-11-20T14:00:00.000Z',
          },
          {
            previousStatus: 'pending',
            status: 'shipped',
            changedAt: '2026-11-21T10:00:00.000Z',
            note: 'TCS 7723',
            changedBy: 'amina',
          },
        ],
      }),
    ];
    renderDesk('/admin/orders?order=00000001-0000-4000-8000-000000000000');
    const dialog = await screen.findByRole('dialog', { name: 'Order #00000001' });
    expect(dialog.textContent).toContain('ayesha@example.pk');
    expect(dialog.textContent).toContain('54000');
    expect(dialog.textContent).toContain('Email: sent');
    expect(dialog.textContent).toContain('WhatsApp: not sent');

    const items = await within(dialog).findByRole('table', { name: 'Items of order #00000001' });
    const rows = within(items).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Vitalix, 3 Jars × 1');
    expect(rows[1]!.textContent).toContain('3 jars in each');
    expect(rows[1]!.textContent).toContain('Rs 17,000.00');
    expect(rows[2]!.textContent).toContain('Sidr Honey × 2');
    expect(rows[2]!.textContent).toContain('Rs 9,000.00'); // 2 × 4,500

    const history = within(
      within(dialog).getByRole('list', { name: 'Status history, newest first' }),
    ).getAllByRole('listitem');
    expect(history[0]!.textContent).toContain('by amina');
    expect(history[0]!.textContent).toContain('Note: TCS 7723');
    // Shipped as back-office §2 allows, with a note and no courier: said so, where the courier would be.
    expect(history[0]!.textContent).toContain('Shipped, courier not recorded');
    expect(within(dialog).getByRole('heading', { name: 'Shipment' }).nextElementSibling?.textContent).toBe(
      'courier not recorded',
    );
    // A call of the confirmation desk, in words, with who and when to try again (decision 022).
    expect(history[1]!.textContent).toContain('by bilal');
    expect(history[1]!.textContent).toMatch(/Call: No answer · next try \d/);
    expect(history[2]!.textContent).toContain('Note: Order placed');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the customer’s WhatsApp answer as theirs, and one that came after the order moved on', async () => {
    firstPage = [
      order(1, {
        status: 'processing',
        whatsappAskedAt: '2026-11-20T10:01:00.000Z',
        whatsappAnswer: 'cancel',
        whatsappAnsweredAt: '2026-11-20T13:00:00.000Z',
        whatsappAnswerApplied: false,
        statusHistory: [
          {
            previousStatus: null,
            status: 'pending',
            changedAt: '2026-11-20T10:00:00.000Z',
            note: null,
            changedBy: null,
          },
          {
            previousStatus: 'pending',
            status: 'processing',
            changedAt: '2026-11-20T10:20:00.000Z',
            note: null,
            changedBy: null,
            outcome: 'confirmed',
            nextContactAt: null,
            via: 'whatsapp_button',
          },
        ],
      }),
    ];
    renderDesk('/admin/orders?order=00000001-0000-4000-8000-000000000000');
    const dialog = await screen.findByRole('dialog', { name: 'Order #00000001' });
    expect(dialog.textContent).toContain('Asked to confirm on WhatsApp');
    expect(dialog.textContent).toMatch(
      /The customer answered Cancel .* after the order had moved on: it changed nothing\./,
    );
    const [confirmed] = within(
      within(dialog).getByRole('list', { name: 'Status history, newest first' }),
    ).getAllByRole('listitem');
    expect(confirmed!.textContent).toContain('the customer’s answer, by WhatsApp button');
    expect(confirmed!.textContent).not.toContain('by null');
  });

  it('maps a refused change to the spec text and does not retry it', async () => {
    firstPage = [order(1, { status: 'completed' }), order(2)];
    statusAnswers.push(() => json({ error: 'Cannot change status from completed to pending' }, 409));
    renderDesk();
    const card = await screen.findByRole('article', { name: 'Order #00000001' });
    fireEvent.click(within(card).getByRole('button', { name: 'Change status of order #00000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change order status' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Pending' }));
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: '  TCS 7723 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update status' }));
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith(
        'Error',
        'Invalid status transition. This status change is not allowed.',
      ),
    );
    expect(toasts.notifyError).toHaveBeenCalledTimes(1); // said once, in the spec's words
    const patches = calls.filter((call) => call.method === 'PATCH');
    expect(patches).toEqual([
      {
        path: '/api/admin/orders/00000001-0000-4000-8000-000000000000/status',
        method: 'PATCH',
        body: { status: 'pending', note: 'TCS 7723' },
      },
    ]);
    expect(screen.getByRole('dialog', { name: 'Change order status' })).toBe(dialog); // still open
  });

  it('asks a move to Shipped for the courier and tracking number, says why, and sends them', async () => {
    statusAnswers.push(() =>
      json({ id: '00000001-0000-4000-8000-000000000000', status: 'shipped', statusHistory: [] }),
    );
    renderDesk();
    const card = await screen.findByRole('article', { name: 'Order #00000001' });
    fireEvent.click(within(card).getByRole('button', { name: 'Change status of order #00000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change order status' });
    expect(within(dialog).queryByLabelText('Courier')).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Shipped' }));
    // The API ships without them (back-office §2); the dialog asks for them all the same, and says why.
    const why = within(dialog).getByText(SHIPPING_MESSAGES.whyAsked);
    expect(within(dialog).getByLabelText('Courier').getAttribute('aria-describedby')).toBe(why.id);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update status' }));
    await waitFor(() => expect(dialog.textContent).toContain('Choose the courier'));
    fireEvent.change(within(dialog).getByLabelText('Courier'), { target: { value: 'leopards' } });
    await waitFor(() => expect(dialog.textContent).toContain('Enter the tracking number'));
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Tracking number/), { target: { value: ' LE-7712345 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update status' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change order status' })).toBeNull());
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { status: 'shipped', note: null, courier: 'leopards', trackingNumber: 'LE-7712345' },
    ]);
  });

  it('shows the courier of a shipped order, linked to its tracking page, or that none was recorded', async () => {
    firstPage = [
      order(1, { status: 'shipped', courier: 'tcs', trackingNumber: '771234' }),
      order(2),
      order(4, { status: 'shipped' }),
    ];
    renderDesk();
    const card = await screen.findByRole('article', { name: 'Order #00000001' });
    const link = within(card).getByRole('link', { name: /TCS · 771234/ });
    expect(link.getAttribute('href')).toBe('https://www.tcsexpress.com/track/771234');
    expect(link.getAttribute('target')).toBe('_blank');
    // Shipped without a courier (back-office §2): the card says so instead of leaving it out.
    const unrecorded = screen.getByRole('article', { name: 'Order #00000004' });
    expect(within(unrecorded).getByText('Shipped with').nextElementSibling?.textContent).toBe(
      'courier not recorded',
    );
    // An order not shipped yet has no shipment line at all.
    expect(
      within(screen.getByRole('article', { name: 'Order #00000002' })).queryByText('Shipped with'),
    ).toBeNull();
    // Every status has its tab, in the order of the workflow, so the tabs add up to All Orders.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/[\d,–]+$/, ''))).toEqual([
      'All Orders',
      'Pending',
      'Processing',
      'Shipped',
      'Completed',
      'Cancelled',
      'Returned',
    ]);
  });

  it('works on chosen orders: processing, shipping with tracking numbers, slips', async () => {
    renderDesk();
    const first = await screen.findByRole('article', { name: 'Order #00000001' });
    const second = screen.getByRole('article', { name: 'Order #00000002' });
    expect(screen.queryByRole('region', { name: 'Chosen orders' })).toBeNull();
    fireEvent.click(within(first).getByRole('checkbox', { name: 'Choose order #00000001' }));
    fireEvent.click(within(second).getByRole('checkbox', { name: 'Choose order #00000002' }));
    const bar = screen.getByRole('region', { name: 'Chosen orders' });
    expect(bar.textContent).toContain('2 chosen');
    expect(
      within(bar)
        .getByRole('link', { name: /Print slips/ })
        .getAttribute('href'),
    ).toBe(
      '/admin/orders/slips?ids=00000001-0000-4000-8000-000000000000,00000002-0000-4000-8000-000000000000',
    );

    fireEvent.click(within(bar).getByRole('button', { name: 'Move to processing' }));
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith(
        '1 order could not move',
        '#00000001: Cannot change status from completed to processing',
      ),
    );
    expect(toasts.notify).toHaveBeenCalledWith('1 order updated');
    expect(calls.find((call) => call.path === '/api/admin/orders/bulk-status')?.body).toEqual({
      orderIds: ['00000001-0000-4000-8000-000000000000', '00000002-0000-4000-8000-000000000000'],
      status: 'processing',
    });
    // The one that moved leaves the choice; the refused one stays chosen.
    expect(screen.getByRole('region', { name: 'Chosen orders' }).textContent).toContain('1 chosen');

    fireEvent.click(screen.getByRole('button', { name: /Ship/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship orders' });
    expect(dialog.textContent).toContain(SHIPPING_MESSAGES.whyAsked);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship orders' }));
    await waitFor(() => expect(dialog.textContent).toContain('Choose the courier'));
    fireEvent.change(within(dialog).getByLabelText('Courier'), { target: { value: 'tcs' } });
    await waitFor(() => expect(dialog.textContent).toContain('Enter the tracking number'));
    fireEvent.change(within(dialog).getByLabelText('Tracking number of order #00000001'), {
      target: { value: '771234' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship orders' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/admin/orders/bulk-status').at(-1)?.body).toEqual({
        orderIds: ['00000001-0000-4000-8000-000000000000'],
        status: 'shipped',
        courier: 'tcs',
        trackingNumbers: { '00000001-0000-4000-8000-000000000000': '771234' },
      }),
    );
  });

  it('tries a failed change twice more, a second apart, then says so', async () => {
    statusAnswers.push(
      () => json({ error: 'Internal server error' }, 500),
      () => json({ error: 'Internal server error' }, 503),
      () => json({ id: '00000001-0000-4000-8000-000000000000', status: 'processing', statusHistory: [] }),
    );
    renderDesk();
    const card = await screen.findByRole('article', { name: 'Order #00000001' });
    fireEvent.click(within(card).getByRole('button', { name: 'Change status of order #00000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change order status' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Processing' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update status' }));
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('Order updated'), { timeout: 4000 });
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(3);
    expect(toasts.notifyError).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
