// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COURIER_RATES } from '../../../../common/orders/courier-rates';
import { COURIER_KEYS } from '../../../../common/orders/couriers';
import type {
  CourierFigures,
  SettlementLine,
  SettlementPreview,
} from '../../../../common/orders/settlement-schemas';
import { fieldError, json, renderRoute, stubFetch, uuid, type FetchCall } from '../../testing/admin-test-kit';
import { SettlementsScreen } from './settlements-screen';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

const IMPORT_ID = uuid(50);
const figures: CourierFigures = {
  courier: 'leopards',
  expected: '4550.00',
  received: '3850.50',
  imports: 1,
  lastAppliedAt: '2026-07-15T10:00:00.000Z',
  outstanding: {
    parcels: 2,
    expected: '2000.00',
    oldest: {
      orderId: uuid(7),
      trackingNumber: 'LE2001',
      deliveredAt: '2026-07-10T10:00:00.000Z',
      expected: '960.00',
    },
  },
  shortPaid: {
    parcels: 1,
    amount: '50.00',
    list: [
      {
        orderId: uuid(2),
        trackingNumber: 'LE1002',
        codAmount: '2000.00',
        expected: '1750.00',
        received: '1700.00',
        shortBy: '50.00',
        deliveredAt: '2026-07-10T10:00:00.000Z',
        settledAt: '2026-07-15T10:00:00.000Z',
      },
    ],
  },
};

const line = (overrides: Partial<SettlementLine>): SettlementLine => ({
  line: 2,
  trackingNumber: 'LE1001',
  amount: '800.50',
  expected: '800.00',
  difference: '0.50',
  match: 'settled',
  orderId: uuid(1),
  paidOn: '2026-07-14',
  ...overrides,
});
const preview = (overrides: Partial<SettlementPreview> = {}): SettlementPreview => ({
  id: IMPORT_ID,
  courier: 'leopards',
  format: 'leopards',
  fileName: 'july.csv',
  state: 'previewed',
  summary: {
    lines: 3,
    amount: '2600.50',
    settled: { lines: 1, amount: '800.50' },
    short: { lines: 1, amount: '1700.00', shortfall: '50.00' },
    paid_for_return: { lines: 0, amount: '0.00' },
    unknown: { lines: 1, amount: '100.00' },
  },
  importedAt: '2026-07-15T09:00:00.000Z',
  importedBy: 'owner',
  appliedAt: null,
  appliedBy: null,
  lines: [
    line({}),
    line({
      line: 3,
      trackingNumber: 'LE1002',
      amount: '1700.00',
      expected: '1750.00',
      difference: '-50.00',
      match: 'short',
      orderId: uuid(2),
    }),
    line({
      line: 4,
      trackingNumber: 'LE9999',
      amount: '100.00',
      expected: null,
      difference: null,
      match: 'unknown',
      orderId: null,
    }),
  ],
  replayed: false,
  ...overrides,
});

let calls: FetchCall[];
let importAnswer: () => Response;
let applied: boolean;
const appliedPreview = () =>
  preview({ state: 'applied', appliedAt: '2026-07-15T09:05:00.000Z', appliedBy: 'owner' });

beforeEach(() => {
  calls = [];
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  importAnswer = () => json(preview(), 201);
  applied = false;
  stubFetch((call) => {
    calls.push(call);
    const { pathname } = call.url;
    if (pathname === '/api/admin/settlements/couriers') return json({ couriers: [figures] });
    if (pathname === '/api/admin/settlements/fetchable') return json({ couriers: [] });
    if (pathname === '/api/admin/settlements/rates') {
      return json({
        couriers: COURIER_KEYS.map((courier) => ({
          courier,
          ...DEFAULT_COURIER_RATES,
          zones: [],
          updatedAt: null,
          updatedBy: null,
        })),
      });
    }
    if (pathname === '/api/admin/settlements' && call.method === 'POST') return importAnswer();
    if (pathname === '/api/admin/settlements') return json({ imports: [] });
    if (pathname === `/api/admin/settlements/${IMPORT_ID}`)
      return json(applied ? appliedPreview() : preview());
    if (pathname === `/api/admin/settlements/${IMPORT_ID}/apply`) {
      applied = true;
      return json(appliedPreview());
    }
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderScreen = (url = '/admin/settlements') =>
  renderRoute('/admin/settlements', <SettlementsScreen />, { url, showLocation: true });
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const sent = (method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.pathname === path);

function chooseFile(text: string, name = 'july.csv', type = 'text/csv') {
  const input = screen.getByLabelText('Payment report (CSV or XLSX)') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], name, { type })] } });
}

describe('the settlements screen', () => {
  it('shows what each courier owes, since when, and the parcels it paid short with their export', async () => {
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Leopards' });
    expect(within(card).getByText('Owed now').nextElementSibling!.textContent).toBe('Rs 2,000.00');
    expect(within(card).getByText('2 parcels delivered, not paid')).toBeDefined();
    expect(within(card).getByText(/^LE2001, delivered/)).toBeDefined();
    expect(within(card).getByText('1 parcel paid short by Rs 50.00')).toBeDefined();
    const short = within(card).getByRole('list', { name: 'Parcels paid short' });
    expect(short.textContent).toContain('paid Rs 1,700.00 of Rs 1,750.00, short Rs 50.00');
    expect(within(short).getByRole('link', { name: 'Order #00000000' }).getAttribute('href')).toBe(
      `/admin/orders?order=${uuid(2)}`,
    );
    expect(within(card).getByRole('button', { name: 'Export Leopards short-paid CSV' })).toBeDefined();
  });

  it('imports a file as its preview, shows each line’s match, and applies it only after asking', async () => {
    renderScreen();
    await screen.findByRole('article', { name: 'Leopards' });
    fireEvent.change(screen.getByLabelText('Courier'), { target: { value: 'leopards' } });
    chooseFile('booked_packet_cn,net_amount\nLE1001,800.50\n');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const section = await screen.findByRole('region', { name: 'Leopards payment report: preview' });
    const [posted] = sent('POST', '/api/admin/settlements');
    expect(posted!.url.search).toBe('?courier=leopards&name=july.csv');
    expect((posted!.init!.headers as Record<string, string>)['Content-Type']).toBe('text/csv');
    // The file itself is the body, as chosen.
    const body = posted!.init!.body as File;
    expect([body.name, body.size]).toEqual([
      'july.csv',
      'booked_packet_cn,net_amount\nLE1001,800.50\n'.length,
    ]);
    expect(address()).toBe(`?import=${IMPORT_ID}`);
    expect(toasts.notify).toHaveBeenCalledWith(
      'File imported',
      '3 lines: 1 settled, 1 short, 1 unknown parcel',
    );

    const cards = () =>
      within(within(section).getByRole('list', { name: 'Lines of the file' })).getAllByRole('listitem');
    expect(cards().map((card) => card.firstElementChild!.textContent)).toEqual([
      'LE1001Settled',
      'LE1002Short',
      'LE9999Unknown parcel',
    ]);
    expect(cards()[1]!.textContent).toContain('PaidRs 1,700.00ExpectedRs 1,750.00Difference−Rs 50.00');
    fireEvent.click(within(section).getByRole('button', { name: 'Short (1)' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(address()).toBe(`?import=${IMPORT_ID}&lines=short`);

    fireEvent.click(within(section).getByRole('button', { name: 'Apply settlement' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Apply this settlement?' });
    expect(ask.textContent).toContain('3 payments from Leopards (Rs 2,600.50) will count as received');
    fireEvent.click(within(ask).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent('POST', `/api/admin/settlements/${IMPORT_ID}/apply`)).toHaveLength(0);

    fireEvent.click(within(section).getByRole('button', { name: 'Apply settlement' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply' }));
    await screen.findByRole('region', { name: 'Leopards payment report, applied' });
    expect(sent('POST', `/api/admin/settlements/${IMPORT_ID}/apply`)).toHaveLength(1);
    expect(toasts.notify).toHaveBeenCalledWith('Settlement applied', 'Rs 2,600.50 from Leopards counted.');
    expect(screen.queryByRole('button', { name: 'Apply settlement' })).toBeNull();
  });

  it('sends an XLSX workbook as one, and offers .xlsx files to pick', async () => {
    renderScreen();
    await screen.findByRole('article', { name: 'Leopards' });
    expect(screen.getByLabelText('Payment report (CSV or XLSX)').getAttribute('accept')).toContain('.xlsx');
    fireEvent.change(screen.getByLabelText('Courier'), { target: { value: 'leopards' } });
    // Some browsers give a workbook no type, or Excel's old one: the name decides what is sent.
    chooseFile('PK\u0003\u0004', 'July.XLSX', '');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('region', { name: 'Leopards payment report: preview' });
    const [posted] = sent('POST', '/api/admin/settlements');
    expect(posted!.url.search).toBe('?courier=leopards&name=July.XLSX');
    expect((posted!.init!.headers as Record<string, string>)['Content-Type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('asks for the courier and the file before sending anything', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText('Courier'))).toBe('Choose the courier that paid'),
    );
    expect(fieldError(screen.getByLabelText('Payment report (CSV or XLSX)'))).toBe(
      'Choose the payment report (a CSV or XLSX file)',
    );
    expect(sent('POST', '/api/admin/settlements')).toHaveLength(0);
  });

  it('lists every bad line of a refused file, and opens no preview', async () => {
    importAnswer = () =>
      json(
        {
          error: 'The file was not imported. Line 3: No tracking number',
          details: [
            'Line 3: No tracking number',
            'Line 5: Amount can have at most two decimals (got "1.234")',
          ],
        },
        400,
      );
    renderScreen();
    fireEvent.change(await screen.findByLabelText('Courier'), { target: { value: 'tcs' } });
    chooseFile('tracking_number,amount\n');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('p, li')].map((node) => node.textContent)).toEqual([
      'The file was not imported. Line 3: No tracking number',
      'Line 3: No tracking number',
      'Line 5: Amount can have at most two decimals (got "1.234")',
    ]);
    expect(toasts.notifyError).not.toHaveBeenCalled();
    expect(address()).toBe('');
  });

  it('saves the courier rates the owner changed', async () => {
    renderScreen();
    const charge = await screen.findByLabelText('Charge per parcel (Rs)', {
      selector: '#field-couriers-1-flatCharge',
    });
    fireEvent.change(charge, { target: { value: '137.86' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(sent('PUT', '/api/admin/settlements/rates')).toHaveLength(1));
    const body = JSON.parse(sent('PUT', '/api/admin/settlements/rates')[0]!.init!.body as string);
    expect(body.couriers[1]).toEqual({
      courier: 'leopards',
      ...DEFAULT_COURIER_RATES,
      flatCharge: '137.86',
      zones: [],
    });
  });
});
