// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../../common/i18n/languages';
import type { TrackedOrder } from '../../../../common/orders/tracking-schemas';
import { EveryWord } from '../../i18n/every-word';
import { CustomerOrders } from './customer-orders';
import { TrackedOrderView } from './tracked-order-view';

const order: TrackedOrder = {
  orderNumber: '6fb27fd9',
  status: 'shipped',
  statusTitle: 'On its way',
  statusDetail: 'Your parcel is with the courier. Please keep the cash ready for when it arrives.',
  placedAt: '2026-01-12T10:04:00.000Z',
  items: [{ productName: 'Sidr Honey', quantity: 2, price: '1500.00', lineTotal: '3000.00' }],
  discount: '0.00',
  codFee: '150.00',
  total: '3150.00',
  shipment: {
    courier: 'postex',
    courierName: 'PostEx',
    trackingNumber: 'PX123',
    trackingUrl: 'https://postex.example/track/PX123',
    parcel: { status: 'out-for-delivery', statusText: 'Out for delivery', at: '2026-01-14T05:00:00.000Z' },
  },
  history: [
    { status: 'pending', statusTitle: 'Order received', at: '2026-01-12T10:04:00.000Z' },
    { status: 'shipped', statusTitle: 'On its way', at: '2026-01-13T09:00:00.000Z' },
  ],
};

function renderIn(language: Language, children: React.ReactNode) {
  const Stub = createRoutesStub([
    { path: '*', Component: () => <EveryWord language={language}>{children}</EveryWord> },
  ]);
  return render(<Stub initialEntries={['/track']} />);
}

afterEach(cleanup);

/** The order's view on a page of a language: its heading checked, its text returned. */
async function orderViewIn(language: Language, heading: string): Promise<string> {
  renderIn(language, <TrackedOrderView order={order} currencySymbol="Rs" />);
  const view = await screen.findByRole('region');
  expect(view.querySelector('h2')?.textContent).toBe(heading);
  return view.textContent ?? '';
}

describe('the order as its shopper sees it, in the page language (decision 038)', () => {
  it('keeps the English words on an English page', async () => {
    const text = await orderViewIn('en', 'Order #6fb27fd9');
    for (const words of [
      'Placed 12 Jan 2026, 3:04 pm',
      'StatusOn its way',
      order.statusDetail,
      'Out for delivery, 14 Jan 2026, 10:00 am',
      "Follow the parcel on PostEx's site",
      'Sidr Honey x 2',
      'Cash on Delivery fee',
      'Total (cash on delivery)',
      'HistoryOrder received',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('words everything but the names in Urdu on an Urdu page', async () => {
    const text = await orderViewIn('ur', 'آرڈر #6fb27fd9');
    for (const words of [
      '12 جنوری 2026، 3:04 PM کو دیا گیا',
      'صورتِ حال',
      'راستے میں ہے',
      'ڈیلیوری کے لیے روانہ، 14 جنوری 2026، 10:00 AM',
      'PostEx کی ویب سائٹ پر پارسل دیکھیں',
      'Sidr Honey × \u200e2\u200e', // counts and amounts as ur-PK writes them (a left-to-right mark)
      '\u200eRs 3,150.00',
      'کیش آن ڈیلیوری فیس',
      'کل رقم (کیش آن ڈیلیوری)',
      'آرڈر موصول ہو گیا',
    ]) {
      expect(text).toContain(words);
    }
    for (const english of [
      'Placed',
      'Status',
      'On its way',
      'Out for delivery',
      'History',
      'Order received',
    ]) {
      expect(text).not.toContain(english);
    }
  });

  it('lists “My orders” in the page language, each opening the order in it', async () => {
    const summary = {
      id: '6fb27fd9-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
      orderNumber: '6fb27fd9',
      status: 'completed' as const,
      statusTitle: 'Delivered',
      placedAt: '2026-01-12T10:04:00.000Z',
      total: '3150.00',
    };
    renderIn('ur', <CustomerOrders orders={[summary]} email="ayesha@example.com" currencySymbol="Rs" />);
    const link = await screen.findByRole('link');
    expect(link.getAttribute('href')).toBe(`/ur/account/orders/${summary.id}`);
    expect(link.textContent).toContain('پہنچا دیا گیا');
    expect(link.textContent).toContain('12 جنوری 2026');
    expect(screen.getByText('ayesha@example.com سے دیے گئے آرڈرز۔')).toBeTruthy();
    cleanup();

    renderIn('en', <CustomerOrders orders={[]} email="ayesha@example.com" currencySymbol="Rs" />);
    const track = await screen.findByRole('link', { name: 'Track your order' });
    expect(track.getAttribute('href')).toBe('/track');
    expect(track.parentElement?.textContent).toBe(
      'No orders placed with ayesha@example.com yet. An order placed with another email or none can be followed on Track your order.',
    );
  });
});
