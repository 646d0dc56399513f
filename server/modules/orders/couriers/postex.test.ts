import { shopDay } from '../../../../common/shop-clock';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPostExStandIn } from '../../../testing/postex-stand-in';
import { CourierRefusal, CourierUnavailable, type CourierApi, type ParcelToBook } from './courier-api';
import { createPostExApi, readPostExTime } from './postex';
import { parcelToBook } from '../../../testing/courier-test-kit';

type StandIn = Awaited<ReturnType<typeof startPostExStandIn>>;

let standIn: StandIn;
let postex: CourierApi;

beforeEach(async () => {
  standIn = await startPostExStandIn();
  postex = createPostExApi({ apiUrl: standIn.url, token: standIn.token });
});

afterEach(async () => {
  await standIn.close();
});

function parcel(overrides: Parameters<typeof parcelToBook>[1] = {}, city = 'Karachi'): ParcelToBook {
  return parcelToBook(
    { id: city, name: city },
    {
      reference: '5d0f6a1e-2b7c-4c1e-9a43-1f2e3d4c5b6a',
      consignee: { address: 'House 14, Street 3, Block 7, Gulshan-e-Iqbal' },
      ...overrides,
    },
  );
}

function callsTo(path: string) {
  return standIn.calls.filter((call) => call.path.includes(path));
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('PostEx was expected to fail'),
    (error: unknown) => error,
  );
}

describe('PostEx cities', () => {
  it('are the operational cities PostEx delivers to, by its own names', async () => {
    const cities = await postex.cities();

    expect(cities.map((city) => city.name)).toEqual([
      'Lahore',
      'Karachi',
      'Islamabad',
      'Rawalpindi',
      'Faisalabad',
      'Multan',
      'Peshawar',
      'Quetta',
    ]);
    expect(cities[0]).toEqual({ id: 'Lahore', name: 'Lahore' });
    expect(callsTo('/v2/get-operational-city')).toHaveLength(1);
  });
});

describe('Booking with PostEx', () => {
  it("sends exactly create-order's fields, in PostEx's formats", async () => {
    const booking = await postex.book(parcel());

    expect(booking.trackingNumber).toMatch(/^\d{14}$/);
    expect(booking.labelUrl).toBeNull();
    const [create] = callsTo('/v3/create-order');
    expect(create!.method).toBe('POST');
    expect(create!.headers.token).toBe(standIn.token);
    expect(create!.headers['content-type']).toBe('application/json');
    expect(create!.body).toEqual({
      orderRefNumber: '5d0f6a1e-2b7c-4c1e-9a43-1f2e3d4c5b6a',
      invoicePayment: 4500,
      orderDetail: 'Vitalix x2, Honey 500 g x1',
      customerName: 'Ayesha Khan',
      customerPhone: '03001234567',
      deliveryAddress: 'House 14, Street 3, Block 7, Gulshan-e-Iqbal',
      cityName: 'Karachi',
      invoiceDivision: 1,
      items: 2,
      bookingWeight: 1.25,
      orderType: 'Normal',
      pickupAddressCode: '001',
      transactionNotes: 'Call before delivery',
    });
    expect(standIn.parcels.get(booking.trackingNumber)).toEqual({
      reference: '5d0f6a1e-2b7c-4c1e-9a43-1f2e3d4c5b6a',
      fields: create!.body,
      cancelled: false,
    });
  });

  it('leaves out transaction notes when staff gave no instructions, and asks the pickup address once', async () => {
    await postex.book(parcel({ instructions: null }));
    await postex.book(parcel({ reference: 'a7c1e0b2-0000-4000-8000-000000000002' }));

    const [first, second] = callsTo('/v3/create-order');
    expect(first!.body).not.toHaveProperty('transactionNotes');
    expect(second!.body).toHaveProperty('transactionNotes', 'Call before delivery');
    expect(callsTo('/v1/get-merchant-address')).toHaveLength(1);
  });

  it('refuses an amount with paisa rather than round it, before anything is booked', async () => {
    const error = await rejection(postex.book(parcel({ codAmount: '4500.50' })));

    expect(error).toBeInstanceOf(CourierRefusal);
    expect((error as CourierRefusal).courierMessage).toBe(
      'PostEx collects whole rupees only; 4500.50 has paisa',
    );
    expect(callsTo('/v3/create-order')).toHaveLength(0);
    expect(standIn.parcels.size).toBe(0);
  });

  it("is refused in PostEx's words for a city it does not deliver to", async () => {
    const error = await rejection(postex.book(parcel({}, 'Skardu')));

    expect(error).toBeInstanceOf(CourierRefusal);
    expect((error as CourierRefusal).courier).toBe('postex');
    expect((error as CourierRefusal).courierMessage).toBe('DELIVERY IS NOT AVAILABLE IN CITY SKARDU');
    expect(standIn.parcels.size).toBe(0);
  });

  it("is refused in PostEx's words for a phone not in 03XXXXXXXXX form", async () => {
    const booked = parcel();
    const error = await rejection(
      postex.book({ ...booked, consignee: { ...booked.consignee, phone: '+923001234567' } }),
    );

    expect((error as CourierRefusal).courierMessage).toBe(
      'INVALID CUSTOMER PHONE NUMBER, IT MUST BE IN 03XXXXXXXXX FORMAT',
    );
  });

  it('is unavailable, not refused, when PostEx answers 500 or its gateway answers 502', async () => {
    standIn.failNext('create-order', { status: 500 });
    const crashed = await rejection(postex.book(parcel()));
    standIn.failNext('create-order', { status: 502 });
    const gateway = await rejection(postex.book(parcel()));

    expect(crashed).toBeInstanceOf(CourierUnavailable);
    expect((crashed as Error).message).toBe('postex: /v3/create-order: HTTP 500');
    expect(gateway).toBeInstanceOf(CourierUnavailable);
    expect(standIn.parcels.size).toBe(0);
  });

  it('is unavailable when PostEx cannot be reached', async () => {
    const gone = await startPostExStandIn();
    await gone.close();

    const error = await rejection(createPostExApi({ apiUrl: gone.url, token: gone.token }).cities());

    expect(error).toBeInstanceOf(CourierUnavailable);
    expect((error as Error).message).toMatch(/^postex: \/v2\/get-operational-city: .*ECONNREFUSED/);
  });

  it('is refused with a wrong token, as PostEx answers it (401)', async () => {
    const stranger = createPostExApi({ apiUrl: standIn.url, token: 'not-the-token' });

    const error = await rejection(stranger.cities());

    expect(error).toBeInstanceOf(CourierRefusal);
    expect((error as CourierRefusal).courierMessage).toBe('TOKEN IS INVALID');
  });
});

describe('Finding a booking whose answer was lost', () => {
  it('finds the parcel booked with that reference, and only that one', async () => {
    const since = new Date();
    const other = await postex.book(parcel({ reference: 'b2c3d4e5-0000-4000-8000-000000000001' }));
    standIn.failNext('create-order', { status: 500, afterApplying: true });
    const lost = parcel({ reference: 'c3d4e5f6-0000-4000-8000-000000000002' });

    const error = await rejection(postex.book(lost));
    const found = await postex.findBooking(lost.reference, since);

    expect(error).toBeInstanceOf(CourierUnavailable);
    const booked = [...standIn.parcels].filter(([, booked]) => booked.reference === lost.reference);
    expect(booked).toHaveLength(1);
    expect(found).toEqual({ trackingNumber: booked[0]![0], labelUrl: null });
    expect(found!.trackingNumber).not.toBe(other.trackingNumber);
    expect(await postex.findBooking('d4e5f6a7-0000-4000-8000-000000000003', since)).toBeNull();
  });

  it("asks get-all-order for every status over Pakistan's dates, a week a call", async () => {
    const now = new Date();
    const tenDaysAgo = new Date(now.getTime() - 10 * 86_400_000);

    expect(await postex.findBooking('e5f6a7b8-0000-4000-8000-000000000004', tenDaysAgo)).toBeNull();

    const pakistanDate = shopDay;
    const asked = callsTo('/v1/get-all-order').map((call) => new URL(call.path, standIn.url).searchParams);
    expect(asked).toHaveLength(2);
    expect(asked.map((query) => query.get('orderStatusId'))).toEqual(['0', '0']);
    expect(asked[0]!.get('endDate')).toBe(pakistanDate(now));
    expect(asked[1]!.get('startDate')).toBe(pakistanDate(tenDaysAgo));
  });

  it('passes over a booking that was cancelled', async () => {
    const since = new Date();
    const cancelled = await postex.book(parcel());
    await postex.cancel(cancelled.trackingNumber);

    expect(await postex.findBooking(parcel().reference, since)).toBeNull();
  });
});

describe('Tracking with PostEx', () => {
  it("maps PostEx's history codes to the shop's statuses, keeping its code, words and reasons", async () => {
    const delivered = await postex.book(parcel({ reference: 'f6a7b8c9-0000-4000-8000-000000000005' }));
    const attempted = await postex.book(parcel({ reference: 'a7b8c9d0-0000-4000-8000-000000000006' }));
    const returned = await postex.book(parcel({ reference: 'b8c9d0e1-0000-4000-8000-000000000007' }));
    for (const code of ['0001', '0003', '0004', '0005']) standIn.setStatus(delivered.trackingNumber, code);
    standIn.setStatus(attempted.trackingNumber, '0013', 'CNA(CUSTOMER NOT AVAILABLE)');
    standIn.setStatus(returned.trackingNumber, '0013', 'RFD(REFUSED TO RECEIVE)');
    standIn.setStatus(returned.trackingNumber, '0008');
    standIn.setStatus(returned.trackingNumber, '0040');
    standIn.setStatus(returned.trackingNumber, '0006');

    const events = await postex.track([
      delivered.trackingNumber,
      attempted.trackingNumber,
      returned.trackingNumber,
      '26704569999999',
    ]);

    const seen = (trackingNumber: string) =>
      events
        .filter((event) => event.trackingNumber === trackingNumber)
        .map(({ status, code, description, reason }) => ({ status, code, description, reason }));
    expect(seen(delivered.trackingNumber)).toEqual([
      { status: 'booked', code: '0001', description: "At Merchant's Warehouse", reason: null },
      { status: 'in-transit', code: '0003', description: 'At PostEx Warehouse', reason: null },
      { status: 'out-for-delivery', code: '0004', description: 'Package on Route', reason: null },
      { status: 'delivered', code: '0005', description: 'Delivered', reason: null },
    ]);
    expect(seen(attempted.trackingNumber)).toEqual([
      {
        status: 'attempted',
        code: '0013',
        description: 'Attempt Made: CNA(CUSTOMER NOT AVAILABLE)',
        reason: 'CNA(CUSTOMER NOT AVAILABLE)',
      },
    ]);
    expect(seen(returned.trackingNumber).map(({ status, code }) => [code, status])).toEqual([
      ['0013', 'attempted'],
      ['0008', 'attempted'],
      ['0040', 'return-in-transit'],
      ['0006', 'returned'],
    ]);
    expect(events).toHaveLength(9);
    expect(events.every((event) => !Number.isNaN(event.at.getTime()))).toBe(true);
    expect(callsTo('/v1/track-bulk-order')).toHaveLength(1);
  });

  it('asks for 50 parcels a call', async () => {
    const numbers = Array.from({ length: 120 }, (_, index) => `2670999${String(index).padStart(7, '0')}`);

    expect(await postex.track(numbers)).toEqual([]);

    const asked = callsTo('/v1/track-bulk-order').map(
      (call) => new URL(call.path, standIn.url).searchParams.get('TrackingNumbers')!.split(',').length,
    );
    expect(asked).toEqual([50, 50, 20]);
  });

  it("reads PostEx's times as Pakistan's", () => {
    expect(readPostExTime('2026-06-27 16:00:00')?.toISOString()).toBe('2026-06-27T11:00:00.000Z');
    expect(readPostExTime('2026-06-27T16:00:00Z')?.toISOString()).toBe('2026-06-27T16:00:00.000Z');
    expect(readPostExTime('27/06/2026')).toBeNull();
  });
});

describe("PostEx's papers", () => {
  it('labels 25 parcels with 3 get-invoice calls, joined into one PDF of 25 pages', async () => {
    const numbers: string[] = [];
    for (let index = 0; index < 25; index += 1) {
      const reference = `c9d0e1f2-0000-4000-8000-${String(index).padStart(12, '0')}`;
      numbers.push((await postex.book(parcel({ reference }))).trackingNumber);
    }

    const labels = await postex.labels(numbers);

    const asked = callsTo('/v1/get-invoice').map((call) =>
      new URL(call.path, standIn.url).searchParams.get('trackingNumbers')!.split(','),
    );
    expect(asked).toEqual([numbers.slice(0, 10), numbers.slice(10, 20), numbers.slice(20)]);
    expect((await PDFDocument.load(labels)).getPageCount()).toBe(25);
  });

  it('gives the load sheet as PostEx prints it', async () => {
    const booked = await postex.book(parcel());

    const sheet = await postex.loadSheet([booked.trackingNumber]);

    expect((await PDFDocument.load(sheet!)).getPageCount()).toBe(1);
    expect(callsTo('/v2/generate-load-sheet')[0]!.body).toEqual({ trackingNumbers: [booked.trackingNumber] });
  });
});

describe('Advice and cancellation', () => {
  it('asks PostEx to re-attempt (statusId 2) or to return (statusId 1) an attempted parcel', async () => {
    const booked = await postex.book(parcel());
    standIn.setStatus(booked.trackingNumber, '0013', 'CNA(CUSTOMER NOT AVAILABLE)');

    await postex.advise(booked.trackingNumber, 'reattempt', 'Customer asks for Saturday');
    await postex.advise(booked.trackingNumber, 'return', 'Customer refused on the phone');

    const advised = callsTo('/v2/save-shipper-advice');
    expect(advised.map((call) => call.method)).toEqual(['PUT', 'PUT']);
    expect(advised.map((call) => call.body)).toEqual([
      { trackingNumber: booked.trackingNumber, statusId: 2, remarks: 'Customer asks for Saturday' },
      { trackingNumber: booked.trackingNumber, statusId: 1, remarks: 'Customer refused on the phone' },
    ]);
  });

  it('is refused advice for a parcel no attempt was made on', async () => {
    const booked = await postex.book(parcel());

    const error = await rejection(postex.advise(booked.trackingNumber, 'return', 'Wrong address'));

    expect((error as CourierRefusal).courierMessage).toBe(
      'SHIPPER ADVICE IS ONLY ALLOWED ON ATTEMPTED OR UNDER REVIEW ORDERS',
    );
  });

  it('cancels a booking the rider has not picked up', async () => {
    const booked = await postex.book(parcel());

    await postex.cancel(booked.trackingNumber);

    expect(callsTo('/v1/cancel-order')[0]!.body).toEqual({ trackingNumber: booked.trackingNumber });
    expect(standIn.parcels.get(booked.trackingNumber)!.cancelled).toBe(true);
  });

  it('is refused cancelling a parcel PostEx has picked up', async () => {
    const booked = await postex.book(parcel());
    standIn.setStatus(booked.trackingNumber, '0003');

    const error = await rejection(postex.cancel(booked.trackingNumber));

    expect(error).toBeInstanceOf(CourierRefusal);
    expect((error as CourierRefusal).courierMessage).toBe(
      'ORDER CANNOT BE CANCELLED IN POSTEX WAREHOUSE STATUS',
    );
    expect(standIn.parcels.get(booked.trackingNumber)!.cancelled).toBe(false);
  });
});

describe('The PostEx stand-in', () => {
  const headers = () => ({ token: standIn.token, 'Content-Type': 'application/json' });

  it("answers a booking missing a required field with PostEx's validation error", async () => {
    const response = await fetch(`${standIn.url}/v3/create-order`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ orderRefNumber: 'x', invoicePayment: 100, customerName: 'A' }),
    });

    const answer = (await response.json()) as { statusCode: string; statusMessage: string };
    expect(answer.statusCode).toBe('400');
    expect(answer.statusMessage).toContain("on field 'cityName': rejected value [null]");
    expect(standIn.parcels.size).toBe(0);
  });

  it('refuses more than 10 airway bills a call', async () => {
    const numbers = Array.from({ length: 11 }, (_, index) => `2670456${String(index).padStart(7, '0')}`);

    const response = await fetch(`${standIn.url}/v1/get-invoice?trackingNumbers=${numbers.join(',')}`, {
      headers: headers(),
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '400',
      statusMessage: 'MAXIMUM 10 TRACKING NUMBERS ARE ALLOWED',
      dist: null,
    });
  });

  it("answers the guide's spelling of the bulk-tracking parameter as Spring does", async () => {
    const response = await fetch(`${standIn.url}/v1/track-bulk-order?trackingNumber=26704560000001`, {
      headers: headers(),
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      status: 400,
      error: 'Bad Request',
      message: "Required List parameter 'TrackingNumbers' is not present",
    });
  });
});
