// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackingSlip } from '../../../../../common/orders/slip-schemas';
import { SessionGate } from '../../../data/session';
import { json, renderRoute, stubFetch } from '../../../testing/admin-test-kit';
import { PackingSlipsScreen } from './packing-slips-screen';

const slip = (n: number, overrides: Partial<PackingSlip> = {}): PackingSlip => ({
  id: `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`,
  customerName: `Customer ${n}`,
  customerPhone: '0300-1234567',
  phoneDisplay: '+92 300 1234567',
  shippingAddress: 'House 12, Street 4, F-7/2',
  city: 'Islamabad',
  postalCode: '44000',
  total: '17000.00',
  discount: '0.00',
  codFee: '0.00',
  createdAt: '2026-11-20T10:00:00.000Z',
  courier: null,
  trackingNumber: null,
  lines: [
    { name: 'Vitalix, 3 Jars', quantity: 1, packSize: 3 },
    { name: 'Sidr Honey', quantity: 2, packSize: 1 },
  ],
  ...overrides,
});

const SHOP = {
  siteName: 'Organic Wellness',
  logoUrl: '/logo.svg',
  currencySymbol: 'Rs',
  address: 'Plot 7, I-9/2 Industrial Area, Islamabad',
  contactPhone: '051 1234567',
};

let asked: string[];
let slips: PackingSlip[];
let shop: typeof SHOP | (Omit<typeof SHOP, 'address'> & { address: null });
beforeEach(() => {
  asked = [];
  shop = SHOP;
  slips = [
    slip(2, { discount: '500.00', total: '16500.00', courier: 'tcs', trackingNumber: 'TCS-7712345' }),
    slip(1, { phoneDisplay: null, customerPhone: '12345', codFee: '150.00', total: '17150.00' }),
  ];
  stubFetch(({ url }) => {
    if (url.pathname === '/api/auth/status') {
      return json({
        authenticated: true,
        user: {
          id: 'u-1',
          username: 'desk',
          email: 'desk@example.pk',
          emailVerified: true,
          isAdmin: false,
          role: 'order_confirmation',
        },
      });
    }
    if (url.pathname === '/api/settings') return json(shop);
    if (url.pathname === '/api/admin/orders/slips') {
      asked.push(url.searchParams.get('ids')!);
      return json(slips);
    }
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ids = '00000002-0000-4000-8000-000000000000,00000001-0000-4000-8000-000000000000';

/** The slips screen behind the session gate (the sender's notice asks who is signed in). */
const renderSlips = (url = `/admin/orders/slips?ids=${ids}`) =>
  renderRoute(
    '/admin/orders/slips',
    <SessionGate noAccess={<p>No access</p>}>
      <PackingSlipsScreen />
    </SessionGate>,
    { url },
  );

/** The printed sheets of a slip, each with its mark ("1/2"). */
const sheetsOf = (article: HTMLElement) => [...article.querySelectorAll<HTMLElement>('[data-sheet]')];

describe('packing slips', () => {
  it('prints one slip per order: the cash to collect, where to deliver, the lines and a QR code', async () => {
    renderSlips();
    const first = await screen.findByRole('article', { name: 'Packing slip for order #00000002' });
    expect(asked).toEqual([ids]);
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Packing slip for order #00000002',
      'Packing slip for order #00000001',
    ]);
    // The first was edited with a discount: the slip collects the total and says why less.
    expect(first.textContent).toContain('Rs 16,500.00');
    expect(first.textContent).toContain('Includes a discount of Rs 500.00');
    expect(within(screen.getAllByRole('article')[1]!).queryByText(/Includes a discount/)).toBeNull();
    // The second was charged a COD fee at checkout: part of the sum, and said so.
    expect(screen.getAllByRole('article')[1]!.textContent).toContain(
      'Rs 17,150.00Includes a Cash on Delivery fee of Rs 150.00',
    );
    expect(first.textContent).not.toContain('Cash on Delivery fee');
    expect(first.textContent).toContain('+92 300 1234567');
    expect(first.textContent).toContain('Islamabad 44000');
    expect(first.textContent).toContain('Vitalix, 3 Jars (3 jars each)');
    const qr = within(first).getByRole('img', { name: 'QR code of order #00000002' });
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+,\d+h1v1h-1z/);
    // A phone that is not a Pakistani number prints as typed.
    const deliverTo = within(screen.getAllByRole('article')[1]!).getByText('Deliver to').parentElement!;
    expect(deliverTo.children[2]!.textContent).toBe('12345');
    expect(document.querySelector('style')!.textContent).toContain('size: A4');
    // One sheet each; the last breaks no page after it, so no blank page comes out of the printer.
    expect(
      screen
        .getAllByRole('article')
        .flatMap(sheetsOf)
        .map((sheet) => sheet.className.includes('[break-after:page]')),
    ).toEqual([true, false]);
  });

  it('prints the courier and tracking number, or room to write them, and the sender to return to', async () => {
    renderSlips();
    const [shipped, packed] = await screen.findAllByRole('article');
    const field = (article: HTMLElement, name: string) =>
      article.querySelector(`[data-field="${name}"]`)!.textContent;
    expect(field(shipped!, 'courier')).toBe('TCS');
    expect(field(shipped!, 'tracking')).toBe('TCS-7712345');
    expect(field(packed!, 'courier')).toBe('not given yet');
    expect(field(packed!, 'tracking')).toBe('not given yet');
    await waitFor(() =>
      expect(field(shipped!, 'sender')).toBe(
        'Organic Wellness · Plot 7, I-9/2 Industrial Area, Islamabad · 051 1234567',
      ),
    );
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says on screen when the shop has no address to print as the sender', async () => {
    shop = { ...SHOP, address: null };
    renderSlips();
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(
      "The shop's address is not in the settings, so the slips print no sender's address to return a parcel to. Someone with access to Settings can add it under Contact Information.",
    );
    expect(note.className).toContain('print:hidden');
    const [first] = screen.getAllByRole('article');
    expect(first!.querySelector('[data-field="sender"]')!.textContent).toBe('Organic Wellness · 051 1234567');
  });

  it('prints a 30-line order on one label in small type and further labels marked 1/2, 2/2', async () => {
    const lines = Array.from({ length: 30 }, (_, i) => ({
      name: `Herbal tea no. ${i + 1}`,
      quantity: 1,
      packSize: 1,
    }));
    slips = [slip(3, { lines })];
    renderSlips(`/admin/orders/slips?ids=00000003-0000-4000-8000-000000000000&size=label`);
    const article = await screen.findByRole('article', { name: 'Packing slip for order #00000003' });
    const sheets = sheetsOf(article);
    expect(sheets.map((sheet) => sheet.dataset.sheet)).toEqual(['1/2', '2/2']);
    expect(sheets.map((sheet) => sheet.dataset.type)).toEqual(['small', 'small']);
    expect(within(sheets[0]!).getByText('Label 1/2')).not.toBeNull();
    expect(within(sheets[1]!).getByText('Label 2/2')).not.toBeNull();
    // Every line once, in order, across the two; the cash and the address on the first alone.
    const printed = sheets.flatMap((sheet) =>
      within(sheet)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstElementChild!.textContent),
    );
    expect(printed).toEqual(lines.map((line) => line.name));
    expect(sheets[0]!.textContent).toContain('Cash on Delivery: collect');
    expect(sheets[0]!.textContent).toContain('Items continue on label 2/2.');
    expect(sheets[1]!.textContent).not.toContain('Cash on Delivery');
    expect(sheets[1]!.textContent).toContain('Deliver to Customer 3, Islamabad · items continued');
    // On A4 the same order fits one sheet in small type.
    fireEvent.change(screen.getByLabelText('Paper'), { target: { value: 'a4' } });
    const a4 = sheetsOf(screen.getByRole('article'));
    expect(a4.map((sheet) => sheet.dataset.sheet)).toEqual(['1/1']);
    expect(a4[0]!.dataset.type).toBe('small');
    expect(a4[0]!.textContent).not.toContain('Label 1/');
  });

  it('switches to the 100 × 150 mm label', async () => {
    renderSlips();
    await screen.findAllByRole('article');
    fireEvent.change(screen.getByLabelText('Paper'), { target: { value: 'label' } });
    expect(document.querySelector('style')!.textContent).toContain('size: 100mm 150mm');
  });

  it('says what to do when no order is chosen', async () => {
    renderSlips('/admin/orders/slips');
    expect((await screen.findByText(/No orders chosen/)).textContent).toBe(
      'No orders chosen. Select orders on the order desk, then Print slips.',
    );
    expect(asked).toEqual([]);
  });
});
