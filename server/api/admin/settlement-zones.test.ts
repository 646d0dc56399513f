import { describe, expect, it } from 'vitest';
import { outstandingReportSchema } from '../../../common/admin/report-schemas';
import { courierRatesListSchema, type CourierRatesRow } from '../../../common/orders/courier-rates';
import { shopDay } from '../../../common/shop-clock';
import { settlementTestSuite } from '../../testing/settlement-test-kit';

/**
 * Rate cards by city zone (docs/settlements.md, decision 037): a parcel to a city of one of its courier's
 * zones is expected to bring its COD amount less the zone's charges; any other parcel, the courier's own.
 * A body without zones keeps them; a city in two zones or a negative charge is refused, nothing stored.
 */
const { call, importFile, parcel, preview, figuresOf, auditsOf, snapshot } = settlementTestSuite();

/** Leopards' own card: Rs 150 a parcel and 1 % of the cash, 2 % + 2 % withheld. */
const LEOPARDS = {
  courier: 'leopards',
  flatCharge: '150',
  codChargePercent: '1',
  incomeTaxPercent: '2',
  salesTaxPercent: '2',
};
const ZONES = [
  // No share of its own: the courier's 1 % applies.
  { name: 'Big cities', cities: [' lahore ', 'Karachi'], flatCharge: 'Rs 120', codChargePercent: '' },
  { name: 'Far north', cities: ['Gilgit', 'Skardu'], flatCharge: '300', codChargePercent: '2.5' },
];

async function leopardsCard(): Promise<CourierRatesRow> {
  const res = await call('GET', '/settlements/rates');
  expect(res.statusCode, res.body).toBe(200);
  return courierRatesListSchema.parse(res.json()).couriers.find((c) => c.courier === 'leopards')!;
}

describe('a rate card with zones', () => {
  it('is saved with its zones, cities trimmed, and answered as saved', async () => {
    const res = await call('PUT', '/settlements/rates', { couriers: [{ ...LEOPARDS, zones: ZONES }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await leopardsCard()).toMatchObject({
      flatCharge: '150.00',
      codChargePercent: '1.00',
      zones: [
        { name: 'Big cities', cities: ['lahore', 'Karachi'], flatCharge: '120.00', codChargePercent: null },
        { name: 'Far north', cities: ['Gilgit', 'Skardu'], flatCharge: '300.00', codChargePercent: '2.50' },
      ],
      updatedBy: 'owner',
    });
    const [audit] = (await auditsOf('courier_rates')).filter((row) => row.entityId === 'leopards');
    expect(audit!.after).toMatchObject({
      flatCharge: '150.00',
      zones: 'Big cities: 120.00 a parcel, 2 cities; Far north: 300.00 a parcel and 2.50 %, 2 cities',
    });
    expect(audit!.before).toMatchObject({ zones: '' });
  });

  it("expects a parcel to a zone's city to bring the COD amount less the zone's charges, any other the courier's", async () => {
    const lahore = await parcel('leopards', 'LE-LHR', '1000.00', 'completed', 'Lahore');
    const gilgit = await parcel('leopards', 'LE-GIL', '1000.00', 'completed', 'Gilgit');
    const islamabad = await parcel('leopards', 'LE-ISB', '1000.00', 'completed', 'Islamabad');
    // Karachi's parcel stays owed: the courier's figures expect it at the zone's charge too.
    await parcel('leopards', 'LE-KHI', '2000.00', 'completed', 'Karachi');

    const res = await importFile('leopards', 'tracking_number,amount\nLE-LHR,830\nLE-GIL,635\nLE-ISB,800\n');
    expect(res.statusCode, res.body).toBe(201);
    expect(preview(res).lines).toMatchObject([
      // 1000 − (120 + 1 % of 1000) − 20 − 20
      { orderId: lahore, expected: '830.00', difference: '0.00', match: 'settled' },
      // 1000 − (300 + 2.5 % of 1000) − 20 − 20
      { orderId: gilgit, expected: '635.00', difference: '0.00', match: 'settled' },
      // 1000 − (150 + 1 % of 1000) − 20 − 20
      { orderId: islamabad, expected: '800.00', difference: '0.00', match: 'settled' },
    ]);
    // 830 + 635 + 800, and Karachi's 2000 − (120 + 20) − 40 − 40 = 1780
    expect(await figuresOf('leopards')).toMatchObject({
      outstanding: { parcels: 4, expected: '4045.00', oldest: { trackingNumber: 'LE-LHR' } },
    });
    expect((await call('POST', `/settlements/${preview(res).id}/apply`)).statusCode).toBe(200);
    expect(await figuresOf('leopards')).toMatchObject({
      expected: '4045.00',
      received: '2265.00',
      outstanding: { parcels: 1, expected: '1780.00' },
    });
  });

  it('is what the reports count too: their cash outstanding today is what the courier owes now', async () => {
    const today = shopDay(new Date());
    const res = await call('GET', `/reports/outstanding?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = outstandingReportSchema.parse(res.json());
    const leopards = report.couriers.findIndex((courier) => courier.key === 'leopards');
    expect(report.days.at(-1)!.couriers[leopards]).toEqual({ parcels: 1, amount: '1780.00' });
    expect((await figuresOf('leopards'))!.outstanding).toMatchObject({ parcels: 1, expected: '1780.00' });
  });

  it('keeps its zones when a body gives the rates alone, and drops them when given none', async () => {
    const rates = await call('PUT', '/settlements/rates', { couriers: [{ ...LEOPARDS, flatCharge: 160 }] });
    expect(rates.statusCode, rates.body).toBe(200);
    expect(await leopardsCard()).toMatchObject({ flatCharge: '160.00', zones: [{ name: 'Big cities' }, {}] });

    const karachi = await parcel('leopards', 'LE-KHI-2', '1000.00', 'shipped', 'Karachi');
    const zoned = await importFile('leopards', 'tracking_number,amount\nLE-KHI-2,830\n');
    expect(preview(zoned).lines).toMatchObject([{ orderId: karachi, expected: '830.00' }]);

    expect(
      (await call('PUT', '/settlements/rates', { couriers: [{ ...LEOPARDS, zones: [] }] })).statusCode,
    ).toBe(200);
    expect((await leopardsCard()).zones).toEqual([]);
    const flat = await importFile('leopards', 'tracking_number,amount\nLE-KHI-2,800\n');
    expect(preview(flat).lines).toMatchObject([{ orderId: karachi, expected: '800.00', match: 'settled' }]);
  });

  it('refuses a city in two zones of a courier, naming it, and stores nothing', async () => {
    await call('PUT', '/settlements/rates', { couriers: [{ ...LEOPARDS, zones: ZONES }] });
    const before = await snapshot();
    const res = await call('PUT', '/settlements/rates', {
      couriers: [
        { ...LEOPARDS, flatCharge: 200, zones: [ZONES[0], { ...ZONES[1], cities: ['Gilgit', 'LAHORE '] }] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      'couriers.0.zones.1.cities: LAHORE is already in the zone "Big cities": a city may be in one zone of a courier',
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a negative zone charge, a zone without cities and two zones of one name, and stores nothing', async () => {
    const before = await snapshot();
    const negative = await call('PUT', '/settlements/rates', {
      couriers: [
        {
          ...LEOPARDS,
          zones: [
            { ...ZONES[0], flatCharge: '-5' },
            { ...ZONES[1], cities: [] },
          ],
        },
      ],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().details).toEqual([
      'couriers.0.zones.0.flatCharge: Zone charge per parcel cannot be negative',
      'couriers.0.zones.1.cities: List the cities of this zone',
    ]);
    const named = await call('PUT', '/settlements/rates', {
      couriers: [{ ...LEOPARDS, zones: [ZONES[0], { ...ZONES[1], name: 'BIG CITIES' }] }],
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().details).toEqual([
      'couriers.0.zones.1.name: Another zone of this courier is named "BIG CITIES"',
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('writes nothing when saved as it is', async () => {
    const before = await snapshot();
    const res = await call('PUT', '/settlements/rates', { couriers: [{ ...LEOPARDS, zones: ZONES }] });
    expect(res.statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
  });
});
