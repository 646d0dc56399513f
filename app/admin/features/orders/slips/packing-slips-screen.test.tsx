// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackingSlip } from '../../../../../common/orders/slip-schemas';
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
  createdAt: '2026-11-20T10:00:00.000Z',
  lines: [
    { name: 'Vitalix, 3 Jars', quantity: 1, packSize: 3 },
    { name: 'Sidr Honey', quantity: 2, packSize: 1 },
  ],
  ...overrides,
});

let asked: string[];
beforeEach(() => {
  asked = [];
  stubFetch(({ url }) => {
    if (url.pathname === '/api/settings') {
      return json({ siteName: 'Organic Wellness', logoUrl: '/logo.svg', currencySymbol: 'Rs' });
    }
    if (url.pathname === '/api/admin/orders/slips') {
      asked.push(url.searchParams.get('ids')!);
      return json([
        slip(2, { discount: '500.00', total: '16500.00' }),
        slip(1, { phoneDisplay: null, customerPhone: '12345' }),
      ]);
    }
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ids = '00000002-0000-4000-8000-000000000000,00000001-0000-4000-8000-000000000000';

describe('packing slips', () => {
  it('prints one slip per order: the cash to collect, where to deliver, the lines and a QR code', async () => {
    renderRoute('/admin/orders/slips', <PackingSlipsScreen />, { url: `/admin/orders/slips?ids=${ids}` });
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
    expect(first.textContent).toContain('+92 300 1234567');
    expect(first.textContent).toContain('Islamabad 44000');
    expect(first.textContent).toContain('Vitalix, 3 Jars (3 jars each)');
    const qr = within(first).getByRole('img', { name: 'QR code of order #00000002' });
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+,\d+h1v1h-1z/);
    // A phone that is not a Pakistani number prints as typed.
    const deliverTo = within(screen.getAllByRole('article')[1]!).getByText('Deliver to').parentElement!;
    expect(deliverTo.children[2]!.textContent).toBe('12345');
    expect(document.querySelector('style')!.textContent).toContain('size: A4');
  });

  it('switches to the 100 × 150 mm label', async () => {
    renderRoute('/admin/orders/slips', <PackingSlipsScreen />, { url: `/admin/orders/slips?ids=${ids}` });
    await screen.findAllByRole('article');
    fireEvent.change(screen.getByLabelText('Paper'), { target: { value: 'label' } });
    expect(document.querySelector('style')!.textContent).toContain('size: 100mm 150mm');
  });

  it('says what to do when no order is chosen', () => {
    renderRoute('/admin/orders/slips', <PackingSlipsScreen />, { url: '/admin/orders/slips' });
    expect(screen.getByText(/No orders chosen/).textContent).toBe(
      'No orders chosen. Select orders on the order desk, then Print slips.',
    );
    expect(asked).toEqual([]);
  });
});
