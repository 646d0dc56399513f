// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '../../../../common/orders/order-desk-schemas';
import { ORDER_EDIT_MESSAGES } from '../../../../common/orders/order-edit-schema';
import { fieldError, json, renderRoute, stubFetch, uuid } from '../../testing/admin-test-kit';
import { OrderEditDialog } from './order-edit-dialog';
import { OrderViewDialog } from './order-view-dialog';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

const VITALIX = uuid(101);
const HONEY = uuid(102);
const DATES = uuid(103);
const LINE_VITALIX = uuid(201);
const LINE_HONEY = uuid(202);
/** A Vitalix added by an earlier edit at that day's price: the same line, an item of its own. */
const LINE_VITALIX_LATER = uuid(203);

function order(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: uuid(1),
    customerName: 'Ayesha Khan',
    customerEmail: null,
    customerPhone: '0300 1234567',
    itemCount: 4,
    shippingAddress: 'House 12, Street 4, F-7/2',
    city: 'Islamabad',
    postalCode: '44000',
    total: '16500.00',
    discount: '0.00',
    discountReason: null,
    codFee: '0.00',
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

type Body = { lines: Array<{ itemId?: string; productId?: string; quantity: number }> } & Record<
  string,
  unknown
>;

/** The server's figures for the edit the test makes: Vitalix up to 3 (one more at 7,500.00), dates added. */
function figures(body: Body) {
  const vitalix = body.lines.find((line) => line.itemId === LINE_VITALIX)?.quantity ?? 0;
  const dates = body.lines.find((line) => line.productId === DATES)?.quantity ?? 0;
  const honey = body.lines.find((line) => line.itemId === LINE_HONEY)?.quantity ?? 0;
  const discount = Number(body.discount ?? 0);
  const codFee = Number(body.codFee ?? 0);
  const vitalixParts = [
    { quantity: 1, price: '6500.00', agreed: true },
    { quantity: 1, price: '7000.00', agreed: true },
    ...(vitalix > 2 ? [{ quantity: vitalix - 2, price: '7500.00', agreed: false }] : []),
  ];
  const vitalixTotal = 13500 + Math.max(0, vitalix - 2) * 7500;
  const items = honey * 1500 + vitalixTotal + dates * 900;
  const money = (n: number) => n.toFixed(2);
  return {
    changed: true,
    note: `Edited: Vitalix 2 → ${vitalix} (1 at Rs 7,500.00), total Rs 16,500.00 → Rs ${(items - discount).toLocaleString('en-US')}.00`,
    lines: [
      {
        itemIds: [LINE_HONEY],
        productId: HONEY,
        productName: 'Sidr Honey',
        packSize: 1,
        quantityBefore: 2,
        quantity: honey,
        parts: honey ? [{ quantity: honey, price: '1500.00', agreed: true }] : [],
        total: money(honey * 1500),
      },
      {
        itemIds: [LINE_VITALIX, LINE_VITALIX_LATER],
        productId: VITALIX,
        productName: 'Vitalix',
        packSize: 1,
        quantityBefore: 2,
        quantity: vitalix,
        parts: vitalixParts,
        total: money(vitalixTotal),
      },
      ...(dates
        ? [
            {
              itemIds: [],
              productId: DATES,
              productName: 'Ajwa Dates',
              packSize: 1,
              quantityBefore: 0,
              quantity: dates,
              parts: [{ quantity: dates, price: '900.00', agreed: false }],
              total: money(dates * 900),
            },
          ]
        : []),
    ],
    before: { items: '16500.00', discount: '0.00', codFee: '0.00', total: '16500.00' },
    after: {
      items: money(items),
      discount: money(discount),
      codFee: money(codFee),
      total: money(items - discount + codFee),
    },
  };
}

let patches: Body[];
let previews: Body[];
let patchAnswer: () => Response;
let previewAnswer: (body: Body) => Response;

beforeEach(() => {
  patches = [];
  previews = [];
  patchAnswer = () => json(order({ total: '23400.00' }));
  previewAnswer = (body) => json(figures(body));
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
        {
          id: LINE_VITALIX_LATER,
          productId: VITALIX,
          productName: 'Vitalix',
          quantity: 1,
          price: '7000.00',
          packSize: 1,
        },
      ]);
    }
    if (url.pathname === '/api/admin/orders/product-choices') {
      return json([
        { id: DATES, name: 'Ajwa Dates', price: '900.00', stock: 40 },
        { id: HONEY, name: 'Sidr Honey', price: '1500.00', stock: 12 },
        { id: VITALIX, name: 'Vitalix', price: '7500.00', stock: 3 },
      ]);
    }
    if (url.pathname === `/api/admin/orders/${uuid(1)}/edit-preview` && method === 'POST') {
      const body = JSON.parse(String(init!.body)) as Body;
      previews.push(body);
      return previewAnswer(body);
    }
    if (url.pathname === `/api/admin/orders/${uuid(1)}` && method === 'PATCH') {
      patches.push(JSON.parse(String(init!.body)) as Body);
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
const newTotal = () => screen.getByTestId('edit-total-preview').textContent;
const changes = () => screen.getByTestId('edit-changes').textContent;
const pricesOf = (name: string) =>
  within(screen.getByRole('spinbutton', { name: `Quantity of ${name}` }).closest('li')!).getByTestId(
    'edit-line-prices',
  ).textContent;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('OrderEditDialog', () => {
  it('shows the server’s unit prices, changes and both totals before saving, and saves the total it showed', async () => {
    const onClose = renderEdit();
    const vitalix = await screen.findByRole('spinbutton', { name: 'Quantity of Vitalix' });
    // Vitalix's two items are one line of 2, each unit at its agreed price.
    expect(vitalix).toHaveProperty('value', '2');
    expect(pricesOf('Vitalix')).toBe('1 × Rs 6,500.00 agreed + 1 × Rs 7,000.00 agreed · line Rs 13,500.00');
    expect(changes()).toBe('No changes yet.');
    expect(screen.getByTestId('edit-total-before').textContent).toBe('Rs 16,500.00');
    expect(newTotal()).toBe('Rs 16,500.00');

    fireEvent.change(vitalix, { target: { value: '3' } });
    await waitFor(() => expect(newTotal()).toBe('Rs 24,000.00'));
    expect(pricesOf('Vitalix')).toBe(
      "1 × Rs 6,500.00 agreed + 1 × Rs 7,000.00 agreed + 1 × Rs 7,500.00 at today's price · line Rs 21,000.00",
    );
    expect(changes()).toBe('Changes: Vitalix 2 → 3 (1 at Rs 7,500.00), total Rs 16,500.00 → Rs 24,000.00');
    expect(screen.getByTestId('edit-total-before').textContent).toBe('Rs 16,500.00');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Add a product' }), { target: { value: 'ajwa' } });
    const results = screen.getByRole('list', { name: 'Matching products' });
    expect(results.textContent).toMatch(/40 in stock/);
    fireEvent.click(within(results).getByRole('button', { name: 'Add Ajwa Dates' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Ajwa Dates' })).toHaveProperty('value', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Sidr Honey' }));
    fireEvent.change(screen.getByLabelText('Amount (Rs)'), { target: { value: '400' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'loyal customer' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'House 9, Street 2, G-10/4' } });
    // 6,500 + 7,000 + 7,500 + 900 − 400, once the form rests.
    await waitFor(() => expect(newTotal()).toBe('Rs 21,500.00'));
    expect(pricesOf('Ajwa Dates')).toBe("1 × Rs 900.00 at today's price · line Rs 900.00");
    const previewsBeforeSave = previews.length;
    save();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = {
      expectedUpdatedAt: '2026-11-20T10:05:00.000Z',
      // A line of several items is named by its first: the server reads its quantity as theirs.
      lines: [
        { itemId: LINE_VITALIX, quantity: 3 },
        { productId: DATES, quantity: 1 },
      ],
      customerName: 'Ayesha Khan',
      customerPhone: '0300 1234567',
      shippingAddress: 'House 9, Street 2, G-10/4',
      city: 'Islamabad',
      postalCode: '44000',
      discount: 400,
      discountReason: 'loyal customer',
    };
    expect(patches).toEqual([{ ...sent, expectedTotal: 21500 }]);
    expect(previews.at(-1)).toEqual(sent);
    expect(toasts.notify).toHaveBeenCalledWith('Order updated', expect.any(String));
    // The saved edit refreshes the orders, never the preview: asked again with the form's old version it
    // would be refused (a 409 in the console) while the dialog closes.
    await act(async () => {});
    expect(previews).toHaveLength(previewsBeforeSave);
  });

  it('keeps the COD fee of an order charged one unless staff change it, and shows it as its own figure', async () => {
    renderEdit(vi.fn(), { codFee: '150.00', total: '16650.00' });
    const fee = await screen.findByLabelText('Fee (Rs)');
    expect(fee).toHaveProperty('value', '150.00');
    const figures = within(screen.getByRole('region', { name: 'Before and after' }));
    expect(figures.getByText('Cash on Delivery fee').nextElementSibling!.textContent).toBe('Rs 150.00');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity of Vitalix' }), {
      target: { value: '3' },
    });
    await waitFor(() => expect(previews.at(-1)).toMatchObject({ codFee: 150 }));

    fireEvent.change(fee, { target: { value: '0' } });
    await waitFor(() => expect(previews.at(-1)).toMatchObject({ codFee: 0 }));
    await waitFor(() => expect(newTotal()).toBe('Rs 24,000.00'));
    expect(figures.queryByText('Cash on Delivery fee')).toBeNull();
  });

  it('offers no COD fee for an order charged none', async () => {
    renderEdit();
    await screen.findByRole('spinbutton', { name: 'Quantity of Vitalix' });
    expect(screen.queryByLabelText('Fee (Rs)')).toBeNull();
  });

  it('says what is wrong next to the field before sending anything, and asks no figures of a form the server would refuse', async () => {
    renderEdit();
    await screen.findByRole('spinbutton', { name: 'Quantity of Vitalix' });
    fireEvent.change(screen.getByLabelText('Amount (Rs)'), { target: { value: '200' } });
    save();
    const reason = screen.getByLabelText('Reason');
    await waitFor(() => expect(fieldError(reason)).toBe(ORDER_EDIT_MESSAGES.reasonRequired));
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(changes()).toBe('Complete the form to see the new total.');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'regular' } });
    await waitFor(() => expect(screen.queryByText(ORDER_EDIT_MESSAGES.reasonRequired)).toBeNull());
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity of Vitalix' }), {
      target: { value: '2.5' },
    });
    save();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Vitalix' });
    await waitFor(() => expect(fieldError(quantity)).toBe(ORDER_EDIT_MESSAGES.quantity));
    expect(patches).toEqual([]);
    expect(previews).toEqual([]);
  });

  it('shows a refusal of the preview where it belongs and saves nothing until the figures come', async () => {
    const phoneRefusal = 'Enter a Pakistani phone number, for example 0300 1234567 or +92 300 1234567';
    previewAnswer = (body) =>
      body.customerPhone === '+44 20 7946 0958'
        ? json({ error: phoneRefusal, details: [`customerPhone: ${phoneRefusal}`] }, 400)
        : Number(body.lines.find((line) => line.itemId === LINE_VITALIX)?.quantity) > 5
          ? json({ error: 'Only 3 of Vitalix available, you asked for 4' }, 409)
          : json(figures(body));
    const onClose = renderEdit();
    await screen.findByRole('spinbutton', { name: 'Quantity of Vitalix' });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+44 20 7946 0958' } });
    await waitFor(() => expect(changes()).toBe(phoneRefusal));
    save();
    await waitFor(() => expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true'));

    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0321 7654321' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity of Vitalix' }), {
      target: { value: '6' },
    });
    await waitFor(() => expect(changes()).toBe('Only 3 of Vitalix available, you asked for 4'));
    expect(newTotal()).toBe('…');
    save();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Only 3 of Vitalix available, you asked for 4',
    );
    expect(patches).toEqual([]);

    // A conflict of the save itself shows at the top of the form.
    patchAnswer = () => json({ error: ORDER_EDIT_MESSAGES.stale }, 409);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity of Vitalix' }), {
      target: { value: '2' },
    });
    await waitFor(() => expect(newTotal()).toBe('Rs 16,500.00'));
    save();
    // The preview's refusal may still show until the save's answer replaces it.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(ORDER_EDIT_MESSAGES.stale));
    expect(onClose).not.toHaveBeenCalled();
    expect(patches).toHaveLength(1);
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
    expect(within(entry).getByText(/^Note: /).textContent).toBe(
      'Note: Edited: discount Rs 200.00 (loyal customer), total Rs 9,500.00 → Rs 9,300.00',
    );
    const discount = (await screen.findByText('Discount (loyal customer)')).closest('tr')!;
    expect(discount.textContent).toBe('Discount (loyal customer)− Rs 200.00');
    fireEvent.click(screen.getByRole('button', { name: 'Edit order' }));
    const form = await screen.findByRole('form', { name: 'Edit order' });
    expect(within(form).getByLabelText('Reason')).toHaveProperty('value', 'loyal customer');
  });

  it('shows the COD fee as its own line of the items, inside the total', async () => {
    renderView({ codFee: '150.00', total: '16650.00' });
    const fee = (await screen.findByText('Cash on Delivery fee')).closest('tr')!;
    expect(fee.textContent).toBe('Cash on Delivery feeRs 150.00');
    expect(fee.nextElementSibling!.textContent).toBe('TotalRs 16,650.00');
  });

  it('has no Edit order once the order has shipped', async () => {
    renderView({ status: 'shipped' });
    await screen.findAllByText('Vitalix × 1');
    expect(screen.queryByRole('button', { name: 'Edit order' })).toBeNull();
  });
});
