// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIRMATION_MESSAGES } from '../../../../../common/orders/confirmation-message';
import type { QueueOrder } from '../../../../../common/orders/confirmation-schemas';
import { json, renderRoute, stubFetch } from '../../../testing/admin-test-kit';
import { ConfirmationQueue } from './confirmation-queue';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../../lib/toast', () => toasts);

const NONE = {
  repeatOrders: 0,
  earlierFake: 0,
  earlierCancelled: 0,
  earlierReturned: 0,
  shortAddress: false,
  bulk: false,
};
const queued = (n: number, overrides: Partial<QueueOrder> = {}): QueueOrder => ({
  id: `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`,
  customerName: `Customer ${n}`,
  customerPhone: '0300-1234567',
  phone: { e164: '+923001234567', display: '+92 300 1234567', kind: 'mobile' },
  shippingAddress: 'House 12, Street 4, F-7/2',
  city: 'Islamabad',
  total: '6500.00',
  lines: [{ name: 'Vitalix', quantity: 1 }],
  trackingLink: `https://shop.example.pk/track?order=${String(n).padStart(8, '0')}&phone=03001234567`,
  createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  due: true,
  dueAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  contactAttempts: 0,
  nextContactAt: null,
  lastOutcome: null,
  claim: null,
  risks: NONE,
  ...overrides,
});

let orders: QueueOrder[];
/** Orders waiting for a later try beyond the page the server answers. */
let laterBeyond: number;
let posts: Array<{ path: string; body: unknown }>;

beforeEach(() => {
  posts = [];
  laterBeyond = 0;
  localStorage.clear();
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  stubFetch(({ url, method, init }) => {
    if (url.pathname === '/api/settings') {
      return json({ siteName: 'Organic Wellness', logoUrl: '/logo.svg', currencySymbol: 'Rs' });
    }
    if (url.pathname === '/api/admin/orders/to-confirm') {
      const later = orders.filter((order) => !order.due).length + laterBeyond;
      return json({
        orders,
        pending: orders.length + laterBeyond,
        dueNow: orders.length + laterBeyond - later,
        later,
        messages: DEFAULT_CONFIRMATION_MESSAGES,
      });
    }
    if (method === 'POST' && url.pathname.endsWith('/claim')) {
      posts.push({ path: url.pathname, body: null });
      return json({ by: 'sana', until: new Date(Date.now() + 600_000).toISOString(), mine: true });
    }
    if (method === 'POST' && url.pathname.endsWith('/contact')) {
      const body = JSON.parse(String(init!.body));
      posts.push({ path: url.pathname, body });
      return json({
        id: url.pathname.split('/')[4],
        status: 'processing',
        statusHistory: [],
        contactAttempts: 1,
        nextContactAt: null,
        lastOutcome: body.outcome,
      });
    }
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderQueue = () => renderRoute('/admin/orders', <ConfirmationQueue />);
const card = (n: number) => screen.findByRole('article', { name: `Order #${String(n).padStart(8, '0')}` });

describe('the confirmation desk', () => {
  it('shows each order with its age, lines, total, risk signals, Call and WhatsApp', async () => {
    orders = [queued(1, { risks: { ...NONE, earlierFake: 1, repeatOrders: 2, shortAddress: true } })];
    renderQueue();
    const first = await card(1);
    expect(screen.getByRole('heading', { name: 'Due now (1)' })).toHaveProperty('tagName', 'H2');
    expect(within(first).getByRole('heading', { name: 'Order #00000001' })).toHaveProperty('tagName', 'H3');
    expect(screen.queryByRole('heading', { name: /^Later/ })).toBeNull();
    expect(within(first).getByText(/Placed/).textContent).toBe('Placed 3 h ago');
    expect(within(first).getByText(/Vitalix x 1/).textContent).toBe('Vitalix x 1 · Rs 6,500.00');
    expect(
      within(within(first).getByRole('list', { name: 'Risk signals' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 earlier fake order', '2 other orders in 24 h', 'Address too short']);
    expect(within(first).getByRole('link', { name: /^Call/ }).getAttribute('href')).toBe('tel:+923001234567');
    const whatsapp = within(first).getByRole('link', { name: /^WhatsApp/ });
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/923001234567');
    await waitFor(() => expect(href.searchParams.get('text')).toContain('Organic Wellness'));
    // The order's tracking page, as every message to the shopper carries it.
    expect(href.searchParams.get('text')).toContain(
      'Your order: https://shop.example.pk/track?order=00000001&phone=03001234567',
    );
    expect(
      within(first)
        .getByRole('link', { name: /^Block phone/ })
        .getAttribute('href'),
    ).toBe('/admin/orders?view=blocked&phone=%2B923001234567');
  });

  it('writes the WhatsApp message in Urdu when chosen, and remembers the choice', async () => {
    orders = [queued(1)];
    renderQueue();
    const first = await card(1);
    fireEvent.change(screen.getByLabelText('WhatsApp message in'), { target: { value: 'ur' } });
    const text = new URL(
      within(first)
        .getByRole('link', { name: /^WhatsApp/ })
        .getAttribute('href')!,
    ).searchParams.get('text');
    expect(text).toContain('السلام علیکم Customer 1');
    expect(text).toContain('آپ کا آرڈر: https://shop.example.pk/track?order=00000001&phone=03001234567');
    expect(localStorage.getItem('confirmation-message-language')).toBe('ur');
  });

  it('takes the order on Call, and records Confirmed', async () => {
    orders = [queued(1)];
    renderQueue();
    const first = await card(1);
    // jsdom cannot follow a tel: link; the click's own work (taking the order) is what is under test.
    first.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(within(first).getByRole('link', { name: /^Call/ }));
    fireEvent.click(within(first).getByRole('button', { name: 'Confirmed' }));
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('Recorded: Confirmed'));
    expect(posts).toEqual([
      { path: '/api/admin/orders/00000001-0000-4000-8000-000000000000/claim', body: null },
      {
        path: '/api/admin/orders/00000001-0000-4000-8000-000000000000/contact',
        body: { outcome: 'confirmed' },
      },
    ]);
  });

  it('asks before a fake order is cancelled', async () => {
    orders = [queued(1)];
    renderQueue();
    fireEvent.click(within(await card(1)).getByRole('button', { name: 'Wrong number / fake' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('will be cancelled and its stock put back');
    expect(posts).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(posts.map((post) => post.body)).toEqual([{ outcome: 'fake' }]));
  });

  it('sends a call back with the time chosen', async () => {
    orders = [queued(1)];
    renderQueue();
    const first = await card(1);
    fireEvent.click(within(first).getByRole('button', { name: 'Call back later' }));
    // The customer's "call me at 3:30 pm" is Pakistan's, whatever the browser's time zone.
    const when = within(first).getByLabelText('Call back at (Pakistan time)');
    fireEvent.change(when, { target: { value: '2030-01-02T15:30' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({ outcome: 'call_back', callBackAt: '2030-01-02T10:30:00.000Z' });
  });

  it('groups the orders due now apart from later tries, each later one with when it is due', async () => {
    const hour = 3_600_000;
    // 2030-01-02 05:00 UTC is 10:00 am in Pakistan.
    const callBack = '2030-01-02T05:00:00.000Z';
    orders = [
      queued(1),
      queued(2, {
        contactAttempts: 1,
        lastOutcome: 'no_answer',
        nextContactAt: new Date(Date.now() - hour).toISOString(),
        dueAt: new Date(Date.now() - hour).toISOString(),
      }),
      queued(3, {
        due: false,
        contactAttempts: 1,
        lastOutcome: 'call_back',
        nextContactAt: callBack,
        dueAt: callBack,
      }),
    ];
    renderQueue();
    await card(1);
    expect(screen.getByText(/pending:/).textContent).toBe('3 pending: 2 due now, 1 later.');
    const dueNow = screen.getByRole('region', { name: 'Due now (2)' });
    const later = screen.getByRole('region', { name: 'Later (1)' });
    const numbers = (group: HTMLElement) =>
      within(group)
        .getAllByRole('article')
        .map((article) => within(article).getByRole('heading').textContent);
    expect(numbers(dueNow)).toEqual(['Order #00000001', 'Order #00000002']);
    expect(numbers(later)).toEqual(['Order #00000003']);
    const waiting = within(later).getByRole('article');
    expect(within(waiting).getByText(/^Due/).textContent).toMatch(
      /^Due Wed 2 Jan, 10:00 am \(Pakistan time\), in \d+ days$/,
    );
    expect(within(waiting).getByText(/^Due/).querySelector('time')!.getAttribute('dateTime')).toBe(callBack);
    expect(within(waiting).getByText(/^1 call /).textContent).toBe('1 call · last: Call back later');
    // A try whose time has come is due now, and says since when.
    const lapsed = within(dueNow).getAllByRole('article')[1]!;
    expect(within(lapsed).getByText(/^1 call /).textContent).toMatch(
      /^1 call · last: No answer · due since /,
    );
    expect(within(lapsed).queryByText(/^Due /)).toBeNull();
  });

  it('marks an order left unanswered on WhatsApp No reply, and one still waiting as asked', async () => {
    const asked = new Date(Date.now() - 45 * 60_000).toISOString();
    orders = [
      queued(1, { whatsapp: { askedAt: asked, noReply: true } }),
      queued(2, {
        due: false,
        nextContactAt: new Date(Date.now() + 20 * 60_000).toISOString(),
        dueAt: new Date(Date.now() + 20 * 60_000).toISOString(),
        whatsapp: { askedAt: new Date().toISOString(), noReply: false },
      }),
      queued(3, { whatsapp: null }),
    ];
    renderQueue();
    const silent = await card(1);
    expect(within(silent).getByText(/^No reply on WhatsApp/).textContent).toMatch(
      /^No reply on WhatsApp \(asked .+\)$/,
    );
    const waiting = await card(2);
    expect(within(waiting).getByText(/^Asked on WhatsApp/).textContent).toMatch(
      /waiting for the customer’s Confirm or Cancel\.$/,
    );
    expect(within(await card(3)).queryByText(/WhatsApp \(asked|^Asked on WhatsApp/)).toBeNull();
  });

  it('says when nothing is due now, and when the next try is', async () => {
    orders = [
      queued(1, { due: false, nextContactAt: '2030-01-02T05:00:00.000Z', dueAt: '2030-01-02T05:00:00.000Z' }),
    ];
    renderQueue();
    await card(1);
    const dueNow = screen.getByRole('region', { name: 'Due now (0)' });
    expect(within(dueNow).queryByRole('article')).toBeNull();
    expect(within(dueNow).getByText(/^Nothing is due now/).textContent).toBe(
      'Nothing is due now. The next try is due Wed 2 Jan, 10:00 am (Pakistan time).',
    );
  });

  it('says how many each group holds when the queue is cut short by orders due now', async () => {
    orders = [queued(1), queued(2)];
    laterBeyond = 2;
    renderQueue();
    await card(1);
    // The server's page held only due orders; two more wait for later tries beyond it.
    expect(screen.getByRole('region', { name: 'Due now (2)' })).not.toBeNull();
    const later = screen.getByRole('region', { name: 'Later (2)' });
    expect(within(later).queryByRole('article')).toBeNull();
    expect(within(later).getByText(/^None shown/).textContent).toBe(
      'None shown: the desk lists 2 orders at a time, and all of these are due now.',
    );
  });

  it('closes an order someone else is on, saying who', async () => {
    orders = [
      queued(1, { claim: { by: 'bilal', until: new Date(Date.now() + 300_000).toISOString(), mine: false } }),
    ];
    renderQueue();
    const first = await card(1);
    expect(within(first).getByRole('status').textContent).toBe('bilal is on this order');
    expect(within(first).queryByRole('link', { name: /^Call/ })).toBeNull();
    const outcomes = within(first).getByRole('group', { name: 'Outcome of the call to Customer 1' });
    expect((outcomes as HTMLFieldSetElement).disabled).toBe(true);
    expect(within(outcomes).getByRole('button', { name: 'Confirmed' }).matches(':disabled')).toBe(true);
  });

  it('says when there is nothing to confirm', async () => {
    orders = [];
    renderQueue();
    const empty = await screen.findByText('No orders to confirm');
    expect(empty.parentElement!.textContent).toBe('No orders to confirm' + 'New orders will show here.');
  });
});
