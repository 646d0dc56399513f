import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLeopardsStandIn, type LeopardsStandIn } from '../../../testing/leopards-stand-in';
import {
  CourierPushRejected,
  CourierRefusal,
  CourierUnavailable,
  type CourierApi,
  type CourierPushReceiver,
  type ParcelToBook,
} from './courier-api';
import { createLeopardsApi } from './leopards';
import { createLeopardsPushReceiver } from './leopards-push';
import { parcelToBook } from '../../../testing/courier-test-kit';

const LAHORE = { id: '789', name: 'Lahore' };
const KALAM = { id: '1204', name: 'Kalam' };

let standIn: LeopardsStandIn;
let leopards: CourierApi;

beforeAll(async () => {
  standIn = await startLeopardsStandIn();
  leopards = createLeopardsApi({
    apiUrl: standIn.url,
    apiKey: standIn.apiKey,
    apiPassword: standIn.apiPassword,
  });
});
afterAll(() => standIn.close());

function parcel(overrides: Parameters<typeof parcelToBook>[1] = {}): ParcelToBook {
  return parcelToBook(LAHORE, {
    consignee: { email: null, address: 'House 12, Street 4, DHA Phase 5' },
    instructions: null,
    ...overrides,
  });
}

function lastCall(path: string) {
  const call = standIn.calls.findLast((candidate) => candidate.path.includes(path));
  if (!call) throw new Error(`No call to ${path}`);
  return call;
}

async function refusalOf(promise: Promise<unknown>): Promise<CourierRefusal> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CourierRefusal);
  return error as CourierRefusal;
}

describe('Leopards booking', () => {
  it('sends exactly the fields Leopards requires, in its formats, and answers its CN and slip link', async () => {
    const toBook = parcel();
    const booking = await leopards.book(toBook);

    expect(booking.trackingNumber).toMatch(/^LE\d{9}$/);
    expect(booking.labelUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/slip\/[0-9a-f]+\.pdf$/);
    const call = lastCall('/api/bookPacket/format/json/');
    expect(call.method).toBe('POST');
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.body).toEqual({
      api_key: standIn.apiKey,
      api_password: standIn.apiPassword,
      booked_packet_weight: 1250,
      booked_packet_no_piece: 2,
      booked_packet_collect_amount: 4500,
      booked_packet_order_id: toBook.reference,
      origin_city: 'self',
      destination_city: 789,
      shipment_name_eng: 'self',
      shipment_email: 'self',
      shipment_phone: 'self',
      shipment_address: 'self',
      consignment_name_eng: 'Ayesha Khan',
      consignment_phone: '03001234567',
      consignment_address: 'House 12, Street 4, DHA Phase 5',
      special_instructions: 'Vitalix x2, Honey 500 g x1',
    });
    expect(standIn.parcels.get(booking.trackingNumber)?.reference).toBe(toBook.reference);
  });

  it("gives the rider staff's instructions and the consignee's email when there are some", async () => {
    await leopards.book(
      parcel({
        instructions: 'Call before coming',
        consignee: { ...parcel().consignee, email: 'ayesha@example.pk' },
      }),
    );
    const body = lastCall('/api/bookPacket/').body as Record<string, unknown>;
    expect(body.special_instructions).toBe('Call before coming');
    expect(body.consignment_email).toBe('ayesha@example.pk');
  });

  it('refuses an amount with paise itself, sending nothing, and never rounds it', async () => {
    const before = standIn.calls.length;
    const refusal = await refusalOf(leopards.book(parcel({ codAmount: '4500.50' })));
    expect(refusal.courierMessage).toBe('Leopards collects whole rupees only; 4500.50 has paise');
    expect(standIn.calls.length).toBe(before);
  });

  it("answers a city Leopards does not serve as a refusal in Leopards' words", async () => {
    const refusal = await refusalOf(
      leopards.book(parcel({ consignee: { ...parcel().consignee, city: KALAM } })),
    );
    expect(refusal.courier).toBe('leopards');
    expect(refusal.courierMessage).toBe('Service is not available for KALAM');
  });

  it("answers a phone Leopards does not accept as a refusal in Leopards' words", async () => {
    const refusal = await refusalOf(
      leopards.book(parcel({ consignee: { ...parcel().consignee, phone: '0300123' } })),
    );
    expect(refusal.courierMessage).toBe('Invalid Consignee Phone Number');
  });

  it('lists the cities Leopards delivers to, by its ids', async () => {
    const cities = await leopards.cities();
    expect(cities).toContainEqual({ id: '789', name: 'LAHORE' });
    expect(cities.map((city) => city.name)).not.toContain('KALAM');
  });

  it('is refused with wrong credentials, in Leopards words', async () => {
    const stranger = createLeopardsApi({ apiUrl: standIn.url, apiKey: standIn.apiKey, apiPassword: 'wrong' });
    const refusal = await refusalOf(stranger.cities());
    expect(refusal.courierMessage).toBe('Invalid API Key or API Password');
  });

  it('takes a 500 for unavailability, worth another try', async () => {
    standIn.failNext('bookPacket', { status: 500 });
    const before = standIn.parcels.size;
    await expect(leopards.book(parcel())).rejects.toBeInstanceOf(CourierUnavailable);
    expect(standIn.parcels.size).toBe(before);
  });

  it('takes an unreachable server for unavailability', async () => {
    const gone = createLeopardsApi({ apiUrl: 'http://127.0.0.1:9/api/', apiKey: 'k', apiPassword: 'p' });
    await expect(gone.cities()).rejects.toBeInstanceOf(CourierUnavailable);
  });

  it('finds a booking whose answer was lost, by the reference it was sent with', async () => {
    const toBook = parcel();
    standIn.failNext('bookPacket', { status: 502, afterApplying: true });
    await expect(leopards.book(toBook)).rejects.toBeInstanceOf(CourierUnavailable);
    const [booked] = [...standIn.parcels].filter(([, sent]) => sent.reference === toBook.reference);

    const found = await leopards.findBooking(toBook.reference, new Date(Date.now() - 60_000));

    expect(found?.trackingNumber).toBe(booked?.[0]);
    const call = lastCall('/api/getBookedPacketLastStatus/format/json/');
    expect(call.method).toBe('GET');
    expect(call.path).toContain(`api_key=${standIn.apiKey}`);
    expect(await leopards.findBooking(crypto.randomUUID(), new Date(Date.now() - 60_000))).toBeNull();
  });

  it('does not find a cancelled booking, so the order can be booked again', async () => {
    const toBook = parcel();
    const { trackingNumber } = await leopards.book(toBook);
    await leopards.cancel(trackingNumber);
    expect(await leopards.findBooking(toBook.reference, new Date(Date.now() - 60_000))).toBeNull();
  });
});

describe('Leopards tracking', () => {
  it("maps delivered, a failed attempt with its reason, and a return, keeping Leopards' words", async () => {
    const delivered = (await leopards.book(parcel())).trackingNumber;
    const attempted = (await leopards.book(parcel())).trackingNumber;
    const returned = (await leopards.book(parcel())).trackingNumber;
    for (const cn of [delivered, attempted, returned]) standIn.setStatus(cn, 'AC');
    standIn.setStatus(delivered, 'DV');
    standIn.setStatus(attempted, 'PN1', 'Consignee not available');
    standIn.setStatus(returned, 'PN1', 'Refused to accept');
    standIn.setStatus(returned, 'RO', 'Refused to accept');
    standIn.setStatus(returned, 'RS');

    const events = await leopards.track([delivered, attempted, returned]);

    const of = (cn: string) => events.filter((event) => event.trackingNumber === cn);
    expect(of(delivered).map(({ status, code, reason }) => ({ status, code, reason }))).toEqual([
      { status: 'out-for-delivery', code: 'Assign to Courier', reason: null },
      { status: 'delivered', code: 'Delivered', reason: null },
    ]);
    expect(of(attempted).at(-1)).toMatchObject({
      status: 'attempted',
      code: 'Pending',
      description: 'Pending',
      reason: 'Consignee not available',
    });
    expect(of(returned).map((event) => event.status)).toEqual([
      'out-for-delivery',
      'attempted',
      'return-in-transit',
      'returned',
    ]);
    expect(of(returned)[2]?.reason).toBe('Refused to accept');
    const at = of(delivered)[1]!.at.getTime();
    expect(Math.abs(at - Date.now())).toBeLessThan(5 * 60_000);
    expect(lastCall('/api/trackBookedPacket/').body).toMatchObject({
      track_numbers: `${delivered},${attempted},${returned}`,
    });
  });
});

describe('Leopards documents', () => {
  it("joins three bookings' slips into one PDF of their pages", async () => {
    const cns = [];
    for (let i = 0; i < 3; i++) cns.push((await leopards.book(parcel())).trackingNumber);

    const pdf = await PDFDocument.load(await leopards.labels(cns));

    expect(pdf.getPageCount()).toBe(3);
    const slipsFetched = standIn.calls.filter(
      (call) => call.method === 'GET' && call.path.startsWith('/slip/'),
    );
    expect(new Set(slipsFetched.slice(-3).map((call) => call.path)).size).toBe(3);
  });

  it("finds slips it did not book through the shop's kept slip links", async () => {
    const booking = await leopards.book(parcel());
    const afterRestart = createLeopardsApi({
      apiUrl: standIn.url,
      apiKey: standIn.apiKey,
      apiPassword: standIn.apiPassword,
      slipLinkOf: async (cn) => (cn === booking.trackingNumber ? booking.labelUrl : null),
    });
    const pdf = await PDFDocument.load(await afterRestart.labels([booking.trackingNumber]));
    expect(pdf.getPageCount()).toBe(1);
    const refusal = await refusalOf(afterRestart.labels(['LE700000001']));
    expect(refusal.courierMessage).toContain('LE700000001');
  });

  it("answers Leopards' own load sheet as a PDF", async () => {
    const cns = [
      (await leopards.book(parcel())).trackingNumber,
      (await leopards.book(parcel())).trackingNumber,
    ];

    const sheet = await leopards.loadSheet(cns);

    expect(new TextDecoder().decode(sheet!.subarray(0, 5))).toBe('%PDF-');
    expect(lastCall('/api/generateLoadSheet/format/json/').body).toMatchObject({ cn_numbers: cns });
    const download = lastCall('/api/downloadLoadSheet/');
    expect(download.body).toMatchObject({ response_type: 'PDF', api_key: standIn.apiKey });
  });
});

describe('Leopards shipper advice and cancellation', () => {
  it('asks for a re-attempt (RA) and a return (RT) on the row Leopards keeps for the attempt', async () => {
    const again = (await leopards.book(parcel())).trackingNumber;
    const back = (await leopards.book(parcel())).trackingNumber;
    standIn.setStatus(again, 'PN1', 'Consignee not available');
    standIn.setStatus(back, 'PN2', 'Refused to accept');

    await leopards.advise(again, 'reattempt', 'Customer will be home after 5 pm');
    const reattempt = lastCall('/api/updateShipperAdvice/format/json/').body as { data: unknown[] };
    await leopards.advise(back, 'return', 'Customer cancelled');
    const ret = lastCall('/api/updateShipperAdvice/format/json/').body as { data: unknown[] };

    expect(reattempt.data).toEqual([
      {
        id: expect.any(Number),
        cn_number: again,
        shipper_advice_status: 'RA',
        shipper_remarks: 'Customer will be home after 5 pm',
      },
    ]);
    expect(ret.data).toEqual([
      {
        id: expect.any(Number),
        cn_number: back,
        shipper_advice_status: 'RT',
        shipper_remarks: 'Customer cancelled',
      },
    ]);
  });

  it('refuses advice for a parcel Leopards awaits none for', async () => {
    const cn = (await leopards.book(parcel())).trackingNumber;
    const refusal = await refusalOf(leopards.advise(cn, 'return', 'x'));
    expect(refusal.courierMessage).toBe(`Leopards awaits no shipper advice for ${cn}`);
  });

  it('cancels a booking not picked up, and is refused once it is, in Leopards words', async () => {
    const waiting = (await leopards.book(parcel())).trackingNumber;
    await leopards.cancel(waiting);
    expect(standIn.parcels.get(waiting)?.cancelled).toBe(true);
    expect(lastCall('/api/cancelBookedPackets/format/json/').body).toMatchObject({ cn_numbers: waiting });

    const picked = (await leopards.book(parcel())).trackingNumber;
    standIn.setStatus(picked, 'SP');
    const refusal = await refusalOf(leopards.cancel(picked));
    expect(refusal.courierMessage).toBe(
      `${picked}: Packet can not be cancelled, its status is Shipment Picked`,
    );
    expect(standIn.parcels.get(picked)?.cancelled).toBe(false);
  });
});

describe("Leopards' Push API", () => {
  const pushKey = 'push-key-given-to-leopards';
  let receiver: CourierPushReceiver;
  let shop: Server;
  let webhookUrl: string;

  beforeAll(async () => {
    receiver = createLeopardsPushReceiver({ pushKey });
    // The shop's side as the webhook route will be: authenticate, parse, answer what Leopards expects.
    shop = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        const reply = (status: number, body: unknown) => {
          response.writeHead(status, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify(body));
        };
        if (!receiver.authenticate({ headers: request.headers }))
          return reply(401, { status: 0, errors: ['Unauthorized'] });
        try {
          const events = receiver.parse(JSON.parse(raw));
          const { status, body } = receiver.accepted();
          reply(status, { ...(body as object), kept: events });
        } catch (error) {
          if (!(error instanceof CourierPushRejected)) throw error;
          reply(400, { status: 0, errors: [error.message] });
        }
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    webhookUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/webhooks/couriers/leopards`;
  });
  afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));

  it('accepts a push with the key, answering 202 {status: 1, errors: []}, and reads its events', async () => {
    const answer = await standIn.pushTo(
      webhookUrl,
      [
        { trackingNumber: 'LE712345678', status: 'DV', receiverName: 'Ayesha Khan' },
        { trackingNumber: 'LE712345679', status: 'PN1', reason: 'Consignee not available' },
      ],
      pushKey,
    );

    expect(answer.status).toBe(202);
    const { kept, ...body } = answer.body as { kept: Array<Record<string, unknown>> };
    expect(body).toEqual({ status: 1, errors: [] });
    expect(kept.map(({ at: _at, ...event }) => event)).toEqual([
      {
        trackingNumber: 'LE712345678',
        status: 'delivered',
        code: 'DV',
        description: 'Delivered',
        reason: null,
      },
      {
        trackingNumber: 'LE712345679',
        status: 'attempted',
        code: 'PN1',
        description: 'First Attempt In Forward Leg',
        reason: 'Consignee not available',
      },
    ]);
  });

  it('refuses a push without the key, or with another', async () => {
    const events = [{ trackingNumber: 'LE712345678', status: 'DV' }];
    expect((await standIn.pushTo(webhookUrl, events, null)).status).toBe(401);
    expect((await standIn.pushTo(webhookUrl, events, 'push-key-given-to-leopardz')).status).toBe(401);
    expect((await standIn.pushTo(webhookUrl, events, 'short')).status).toBe(401);
  });

  it('reads activity_date as Pakistan time when it has no zone', () => {
    const [event] = receiver.parse({
      data: [
        {
          cn_number: 'LE712345678',
          status: 'AC',
          receiver_name: '',
          reason: '',
          activity_date: '2026-11-29 14:05:00',
        },
      ],
    });
    expect(event?.at.toISOString()).toBe('2026-11-29T09:05:00.000Z');
    expect(event?.status).toBe('out-for-delivery');
  });

  it('rejects a body not in the documented shape', () => {
    expect(() => receiver.parse({ cn_number: 'LE712345678', status: 'DV' })).toThrow(CourierPushRejected);
    expect(() => receiver.parse({ data: [{ cn_number: 'LE712345678', status: 'DV' }] })).toThrow(
      'data[0].activity_date is missing',
    );
    expect(() =>
      receiver.parse({ data: [{ cn_number: 'LE712345678', status: 'DV', activity_date: 'yesterday' }] }),
    ).toThrow(CourierPushRejected);
  });

  it('keeps no event for a code Leopards has not documented, and refuses none for it', () => {
    const events = receiver.parse({
      data: [{ cn_number: 'LE712345678', status: 'ZZ', activity_date: '2026-11-29 14:05:00' }],
    });
    expect(events).toEqual([]);
  });
});
