// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeskParcel } from '../../../../../common/orders/parcel-schemas';
import { json, renderRoute, stubFetch } from '../../../testing/admin-test-kit';
import { ParcelsDesk } from './parcels-desk';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../../lib/toast', () => toasts);

const ATTEMPTED: DeskParcel = {
  orderId: '6fb27fd9-0000-4000-8000-000000000001',
  customerName: 'Ayesha Khan',
  phone: { e164: '+923001234567', display: '+92 300 1234567', kind: 'mobile' },
  city: 'Lahore',
  total: '3000.00',
  courier: 'postex',
  trackingNumber: '21110000000011',
  status: 'attempted',
  reason: 'CNA(CUSTOMER NOT AVAILABLE)',
  at: '2026-11-29T09:00:00.000Z',
  proposal: null,
  language: 'en',
  trackingLink: 'https://shop.example.pk/track?order=6fb27fd9&phone=03001234567',
};
const DELIVERED: DeskParcel = {
  ...ATTEMPTED,
  orderId: '7ac38ae0-0000-4000-8000-000000000002',
  customerName: 'Bilal Ahmed',
  trackingNumber: '21110000000012',
  status: 'delivered',
  reason: null,
  proposal: 'completed',
};

let queues: Record<'attempted' | 'proposed', DeskParcel[]>;
let writes: Array<{ path: string; body: unknown }>;
let adviceAnswer: { status: number; body: unknown };

beforeEach(() => {
  queues = { attempted: [ATTEMPTED], proposed: [DELIVERED] };
  writes = [];
  adviceAnswer = { status: 200, body: { success: true } };
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  stubFetch(({ url, method, init }) => {
    if (url.pathname === '/api/admin/couriers') {
      return json({
        couriers: [
          { key: 'postex', name: 'PostEx', connected: true, tracking: 'poll' },
          { key: 'tcs', name: 'TCS', connected: false, tracking: 'manual' },
        ],
      });
    }
    if (url.pathname === '/api/admin/orders/parcels') {
      return json({ parcels: queues[url.searchParams.get('queue') as 'attempted' | 'proposed'] });
    }
    if (method !== 'POST') return undefined;
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    writes.push({ path: url.pathname, body });
    if (url.pathname.endsWith('/parcel-advice')) {
      if (adviceAnswer.status === 200) queues.attempted = [];
      return json(adviceAnswer.body, adviceAnswer.status);
    }
    if (url.pathname === '/api/admin/orders/parcel-proposals/accept') {
      queues.proposed = [];
      return json({ changed: body.orderIds, refused: [] });
    }
    if (url.pathname === '/api/admin/couriers/postex/tracking') return json({ asked: 4, kept: 2 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The words the card's WhatsApp link types in. */
const whatsAppText = (card: HTMLElement) =>
  new URL(
    within(card)
      .getByRole('link', { name: /^WhatsApp/ })
      .getAttribute('href')!,
  ).searchParams.get('text');
const renderDesk = () => renderRoute('/admin/orders', <ParcelsDesk />, { url: '/admin/orders?view=parcels' });
const region = (name: RegExp) => screen.findByRole('region', { name });

describe('the Parcels view', () => {
  it('lists a failed attempt with its reason and the customer’s phone, and sends Re-attempt to the courier', async () => {
    renderDesk();
    const attempted = await region(/^Attempted/);
    const card = await within(attempted).findByRole('listitem');
    expect(card.textContent).toContain('#6fb27fd9 · Ayesha Khan');
    expect(card.textContent).toContain('CNA(CUSTOMER NOT AVAILABLE)');
    expect(within(card).getByRole('link', { name: /^Call/ }).getAttribute('href')).toBe('tel:+923001234567');
    expect(
      within(card)
        .getByRole('link', { name: /^WhatsApp/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/923001234567\?text=/);
    expect(whatsAppText(card)).toBe(
      'Assalam-o-Alaikum Ayesha Khan, the courier could not deliver your order #6fb27fd9. When can we deliver it? ' +
        'Your order: https://shop.example.pk/track?order=6fb27fd9&phone=03001234567',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Re-attempt #6fb27fd9' }));
    await waitFor(() =>
      expect(writes).toEqual([
        { path: `/api/admin/orders/${ATTEMPTED.orderId}/parcel-advice`, body: { advice: 'reattempt' } },
      ]),
    );
    expect(toasts.notify).toHaveBeenCalledWith('Re-attempt sent to the courier', 'Order #6fb27fd9');
    await within(attempted).findByText('No failed delivery attempts waiting');
  });

  it('words the WhatsApp message in the order’s language, with its tracking page on that storefront', async () => {
    queues.attempted = [
      {
        ...ATTEMPTED,
        language: 'ur',
        trackingLink: 'https://shop.example.pk/ur/track?order=6fb27fd9&phone=03001234567',
      },
    ];
    renderDesk();
    const card = await within(await region(/^Attempted/)).findByRole('listitem');
    expect(whatsAppText(card)).toBe(
      'السلام علیکم Ayesha Khan، کورئیر آپ کا آرڈر #6fb27fd9 نہیں پہنچا سکا۔ ہم اسے کب پہنچائیں؟ ' +
        'آپ کا آرڈر: https://shop.example.pk/ur/track?order=6fb27fd9&phone=03001234567',
    );
  });

  it('keeps the parcel in the queue and says the courier’s refusal when it refuses', async () => {
    adviceAnswer = { status: 409, body: { error: 'PostEx: Shipper advice is not allowed for this order' } };
    renderDesk();
    const attempted = await region(/^Attempted/);
    fireEvent.click(await within(attempted).findByRole('button', { name: 'Return #6fb27fd9' }));
    // Sending it back asks first: nothing goes to the courier until staff confirm.
    const ask = await screen.findByRole('alertdialog', { name: 'Return this parcel?' });
    expect(writes).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Return parcel' }));
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith(
        'Error',
        'PostEx: Shipper advice is not allowed for this order',
      ),
    );
    expect(writes).toEqual([
      { path: `/api/admin/orders/${ATTEMPTED.orderId}/parcel-advice`, body: { advice: 'return' } },
    ]);
    // Refused, the question stays open to try again, and the parcel stays in the queue.
    expect(screen.getByRole('alertdialog', { name: 'Return this parcel?' })).toBeDefined();
    expect(attempted.textContent).toContain('Ayesha Khan');
  });

  it('accepts what the courier reports, and asks a courier now', async () => {
    renderDesk();
    const reports = await region(/^Courier reports/);
    fireEvent.click(await within(reports).findByRole('button', { name: 'Mark Completed #7ac38ae0' }));
    await waitFor(() =>
      expect(writes).toContainEqual({
        path: '/api/admin/orders/parcel-proposals/accept',
        body: { orderIds: [DELIVERED.orderId] },
      }),
    );
    await within(reports).findByText('Nothing reported by the couriers to accept');
    fireEvent.click(screen.getByRole('button', { name: 'Check PostEx now' }));
    await waitFor(() =>
      expect(toasts.notify).toHaveBeenCalledWith('PostEx checked', '4 parcels asked about, 2 new events.'),
    );
    // Only connected couriers are asked, and have a load sheet.
    expect(screen.queryByRole('button', { name: 'Check TCS now' })).toBeNull();
    expect(screen.getByRole('link', { name: /PostEx load sheet/ }).getAttribute('href')).toMatch(
      /^\/api\/admin\/couriers\/postex\/load-sheet\?date=\d{4}-\d{2}-\d{2}$/,
    );
  });
});
