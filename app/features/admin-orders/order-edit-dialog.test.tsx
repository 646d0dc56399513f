// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '../../../common/orders/order-desk-schemas';
import { ORDER_EDIT_MESSAGES } from '../../../common/orders/order-edit-schema';
import { json, renderRoute, stubFetch, uuid } from '../../components/admin/testing/admin-test-kit';
import { OrderEditDialog } from './order-edit-dialog';
import { OrderViewDialog } from './order-view-dialog';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../lib/toast', () => toasts);

const VITALIX = uuid(101);
const HONEY = uuid(102);
const DATES = uuid(103);
const LINE_VITALIX = uuid(201);
const LINE_HONEY = uuid(202);

function order(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: uuid(1),
    customerName: 'Ayesha Khan',
    customerEmail: null,
    customerPhone: '0300 1234567',
    itemCount: 3,
    shippingAddress: 'House 12, Street 4, F-7/2',
    city: 'Islamabad',
    postalCode: '44000',
    total: '9500.00',
    discount: '0.00',
    discountReason: null,
    status: 'pending',
    emailNotificationSent: false,
    whatsappNotificationSent: false,
    notificationError: null,
    statusHistory: [],
    courier: null,
    trackingNumber: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:05:00.000Z',
    ...overrides,
  };
}

let patches: unknown[];
let patchAnswer: () => Response;

beforeEach(() => {
  patches = [];
  patchAnswer = () => json(order({ total: '14500.00' }));
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  stubFetch(({ url, method, init }) => {
    if (url.pathname === `/api/admin/orders/${uuid(1)}/items`) {
      return json([
        {
          id: LINE_HONEY,
          productId: HONEY,
          productName: 'Sidr Honey',
          quantity: 2,
          price: '1500.00',
          packSize: 1,
        },
        {
          id: LINE_VITALIX,
          productId: VITALIX,
          productName: 'Vitalix',
          quantity: 1,
          price: '6500.00',
          packSize: 1,
        },
      ]);
    }
    if (url.pathname === '/api/admin/orders/product-choices') {
      return json([
        { id: DATES, name: 'Ajwa Dates', price: '900.00', stock: 40 },
        { id: HONEY, name: 'Sidr Honey', price: '1500.00', stock: 12 },
        // Vitalix costs more today: the preview charges today's price.
        { id: VITALIX, name: 'Vitalix', price: '7000.00', stock: 0 },
      ]);
    }
    if (url.pathname === `/api/admin/orders/${uuid(1)}` && method === 'PATCH') {
      patches.push(JSON.parse(String(init!.body)));
      return patchAnswer();
    }
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderEdit(onClose = vi.fn(), overrides: Partial<AdminOrder> = {}) {
  renderRoute(
    '/admin/orders',
    <OrderEditDialog order={order(overrides)} currencySymbol="Rs" onClose={onClose} />,
  );
  return onClose;
}
const preview = () => screen.getByTestId('edit-total-preview').textContent;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('OrderEditDialog', () => {
  it('changes a quantity, adds a product, gives a discount, previews the total and sends the edit', async () => {
    const onClose = renderEdit();
    const vitalix = await screen.findByRole('spinbutton', { name: 'Quantity of Vitalix' });
    // Today's prices once the products are known: 2 × 1,500 + 7,000.
    await waitFor(() => expect(preview()).toBe('Rs 10,000.00'));
    fireEvent.change(vitalix, { target: { value: '2' } });
    expect(preview()).toBe('Rs 17,000.00');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Add a product' }), { target: { value: 'ajwa' } });
    const results = screen.getByRole('list', { name: 'Matching products' });
    expect(within(results).getByText(/40 in stock/)).toBeTruthy();
    fireEvent.click(within(results).getByRole('button', { name: 'Add Ajwa Dates' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Ajwa Dates' })).toHaveProperty('value', '1');
    expect(preview()).toBe('Rs 17,900.00');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Sidr Honey' }));
    fireEvent.change(screen.getByLabelText('Amount (Rs)'), { target: { value: '400' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'loyal customer' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'House 9, Street 2, G-10/4' } });
    expect(preview()).toBe('Rs 14,500.00'); // 2 × 7,000 + 900 − 400
    save();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patches).toEqual([
      {
        expectedUpdatedAt: '2026-11-20T10:05:00.000Z',
        lines: [
          { itemId: LINE_VITALIX, quantity: 2 },
          { productId: DATES, quantity: 1 },
        ],
        customerName: 'Ayesha Khan',
        customerPhone: '0300 1234567',
        shippingAddress: 'House 9, Street 2, G-10/4',
        city: 'Islamabad',
        postalCode: '44000',
        discount: 400,
        discountReason: 'loyal customer',
      },
    ]);
    expect(toasts.notify).toHaveBeenCalledWith('Order updated', expect.any(String));
  });

  it('says what is wrong next to the field before sending anything', async () => {
    renderEdit();
    await screen.findByRole('spinbutton', { name: 'Quantity of Vitalix' });
    fireEvent.change(screen.getByLabelText('Amount (Rs)'), { target: { value: '200' } });
    save();
    expect(await screen.findByText(ORDER_EDIT_MESSAGES.reasonRequired)).toBeTruthy();
    expect(screen.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'regular' } });
    expect(screen.queryByText(ORDER_EDIT_MESSAGES.reasonRequired)).toBeNull();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity of Vitalix' }), {
      target: { value: '2.5' },
    });
    save();
    expect(await screen.findByText(ORDER_EDIT_MESSAGES.quantity)).toBeTruthy();
    expect(patches).toEqual([]);
  });

  it('shows a field refusal of the server next to its field, and a conflict at the top', async () => {
    patchAnswer = () =>
      json(
        {
          error: 'Enter a Pakistani phone number, for example 0300 1234567 or +92 300 1234567',
          details: [
            'customerPhone: Enter a Pakistani phone number, for example 0300 1234567 or +92 300 1234567',
          ],
        },
        400,
      );
    const onClose = renderEdit();
    await screen.findByRole('spinbutton', { name: 'Quantity of Vitalix' });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+44 20 7946 0958' } });
    save();
    await waitFor(() => expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/Enter a Pakistani phone number/)).toBeTruthy();

    patchAnswer = () => json({ error: ORDER_EDIT_MESSAGES.stale }, 409);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0321 7654321' } });
    save();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', ORDER_EDIT_MESSAGES.stale);
    expect(onClose).not.toHaveBeenCalled();
    expect(patches).toHaveLength(2);
  });
});

describe('OrderViewDialog', () => {
  const renderView = (overrides: Partial<AdminOrder>) =>
    renderRoute(
      '/admin/orders',
      <OrderViewDialog order={order(overrides)} state="ready" currencySymbol="Rs" onClose={() => {}} />,
    );

  it('offers Edit order while the order may change, and shows the discount as its own line', async () => {
    renderView({
      discount: '200.00',
      discountReason: 'loyal customer',
      total: '9300.00',
      statusHistory: [
        {
          previousStatus: 'pending',
          status: 'pending',
          changedAt: '2026-11-20T10:05:00.000Z',
          note: 'Edited: discount Rs 200.00 (loyal customer), total Rs 9,500.00 → Rs 9,300.00',
          changedBy: 'desk',
        },
      ],
    });
    const entry = screen.getByRole('list', { name: 'Status history, newest first' });
    // The status did not move: one badge, not "Pending → Pending".
    expect(within(entry).getAllByText('Pending')).toHaveLength(1);
    expect(within(entry).getByText(/^Note: Edited: discount Rs 200.00/)).toBeTruthy();
    expect(await screen.findByText('Discount (loyal customer)')).toBeTruthy();
    expect(screen.getByText('− Rs 200.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit order' }));
    expect(await screen.findByRole('form', { name: 'Edit order' })).toBeTruthy();
  });

  it('has no Edit order once the order has shipped', async () => {
    renderView({ status: 'shipped' });
    await screen.findByText('Vitalix × 1');
    expect(screen.queryByRole('button', { name: 'Edit order' })).toBeNull();
  });
});
