// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_COURIER_RATES,
  type CourierRateZone,
  type CourierRatesRowAnswer,
} from '../../../../common/orders/courier-rates';
import { COURIER_KEYS } from '../../../../common/orders/couriers';
import { fieldError, json, renderRoute, stubFetch, type FetchCall } from '../../testing/admin-test-kit';
import { RatesSection } from './rates-form';

/**
 * The zone editor of the courier rates (docs/settlements.md, decision 037), on the admin form engine: a
 * courier's zones shown as saved, added and removed, their cities typed as a list, and the API's own
 * checks refusing a negative charge or a city in two zones before anything is sent.
 */
const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

const BIG_CITIES: CourierRateZone = {
  name: 'Big cities',
  cities: ['Lahore', 'Karachi'],
  flatCharge: '120.00',
  codChargePercent: null,
};

let calls: FetchCall[];
const ratesAnswer = (zonesOf: (courier: string) => CourierRateZone[]) =>
  json({
    couriers: COURIER_KEYS.map((courier): CourierRatesRowAnswer => ({
      courier,
      ...DEFAULT_COURIER_RATES,
      zones: zonesOf(courier),
      updatedAt: null,
      updatedBy: null,
    })),
  });

beforeEach(() => {
  calls = [];
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  stubFetch((call) => {
    calls.push(call);
    if (call.url.pathname !== '/api/admin/settlements/rates') return undefined;
    if (call.method === 'GET') return ratesAnswer((courier) => (courier === 'leopards' ? [BIG_CITIES] : []));
    // The saved zones, as the server would answer them.
    const sent = JSON.parse(call.init!.body as string) as {
      couriers: Array<{ courier: string; zones: Array<CourierRateZone & { flatCharge: string }> }>;
    };
    return ratesAnswer((courier) =>
      (sent.couriers.find((row) => row.courier === courier)?.zones ?? []).map((zone) => ({
        ...zone,
        flatCharge: Number(zone.flatCharge).toFixed(2),
        codChargePercent: zone.codChargePercent ? Number(zone.codChargePercent).toFixed(2) : null,
      })),
    );
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const puts = () => calls.filter((call) => call.method === 'PUT');
const sentBody = () => JSON.parse(puts().at(-1)!.init!.body as string);
const zonesOf = (courier: string) => screen.getByRole('group', { name: `${courier} zones` });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));

async function renderRates() {
  renderRoute('/admin/settlements', <RatesSection />);
  return screen.findByRole('group', { name: 'Leopards zones' });
}

describe('the zone editor', () => {
  it("shows a courier's zones as saved, and saves a new zone with its cities as a list", async () => {
    const leopards = await renderRates();
    expect((within(leopards).getByLabelText('Zone name') as HTMLInputElement).value).toBe('Big cities');
    expect((within(leopards).getByLabelText('Cities') as HTMLTextAreaElement).value).toBe('Lahore\nKarachi');
    expect((within(leopards).getByLabelText('Charge per parcel (Rs)') as HTMLInputElement).value).toBe(
      '120.00',
    );
    expect(
      within(zonesOf('TCS')).getByText('No zones: every TCS parcel takes the charges above.'),
    ).toBeDefined();

    fireEvent.click(within(zonesOf('TCS')).getByRole('button', { name: 'Add a TCS zone' }));
    const tcs = zonesOf('TCS');
    type(within(tcs).getByLabelText('Zone name'), 'Punjab');
    type(within(tcs).getByLabelText('Cities'), 'Multan, Faisalabad\n Sialkot \n');
    type(within(tcs).getByLabelText('Charge per parcel (Rs)'), '150');
    type(within(tcs).getByLabelText('Cash handling, fuel (%)'), '1.5');
    expect(screen.getByRole('status').textContent).toBe('You have unsaved changes.');
    save();

    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = sentBody();
    expect(body.couriers[0]).toMatchObject({
      courier: 'tcs',
      zones: [
        {
          name: 'Punjab',
          cities: ['Multan', 'Faisalabad', 'Sialkot'],
          flatCharge: '150',
          codChargePercent: '1.5',
        },
      ],
    });
    expect(body.couriers[1].zones).toEqual([
      { name: 'Big cities', cities: ['Lahore', 'Karachi'], flatCharge: '120.00', codChargePercent: '' },
    ]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No unsaved changes.'));
    expect(toasts.notify).toHaveBeenCalledWith('Rates saved', 'What the couriers owe follows the new rates.');
  });

  it('refuses a negative charge, then a city already in another zone, sending nothing until they are put right', async () => {
    const leopards = await renderRates();
    fireEvent.click(within(leopards).getByRole('button', { name: 'Add a Leopards zone' }));
    const second = () => within(leopards).getAllByLabelText(/Zone name|Cities|Charge per parcel/);
    const [name, cities, charge] = second().slice(3);
    type(name!, 'Sindh');
    type(cities!, 'karachi, Hyderabad');
    type(charge!, '-5');
    save();
    await waitFor(() => expect(fieldError(charge!)).toBe('Zone charge per parcel cannot be negative'));
    expect(document.activeElement).toBe(charge);

    type(charge!, '99');
    save();
    await waitFor(() =>
      expect(fieldError(cities!)).toBe(
        'karachi is already in the zone "Big cities": a city may be in one zone of a courier',
      ),
    );
    expect(puts()).toHaveLength(0);

    type(cities!, 'Hyderabad, Sukkur');
    save();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(sentBody().couriers[1].zones.map((zone: CourierRateZone) => zone.cities)).toEqual([
      ['Lahore', 'Karachi'],
      ['Hyderabad', 'Sukkur'],
    ]);
  });

  it('removes a zone, and the save says so', async () => {
    const leopards = await renderRates();
    fireEvent.click(within(leopards).getByRole('button', { name: 'Remove Leopards zone 1' }));
    expect(within(leopards).queryByLabelText('Zone name')).toBeNull();
    save();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(sentBody().couriers[1]).toMatchObject({ courier: 'leopards', zones: [] });
  });
});
