import { randomUUID } from 'node:crypto';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../testing/free-port';
import { startTraxStandIn, type TraxStandIn } from '../../../testing/trax-stand-in';
import {
  CourierPushRejected,
  CourierRefusal,
  CourierUnavailable,
  type CourierEvent,
  type ParcelToBook,
} from './courier-api';
import { createTraxApi } from './trax';
import { createTraxPushReceiver } from './trax-push';
import { parcelToBook } from '../../../testing/courier-test-kit';

let trax: TraxStandIn;
let api: ReturnType<typeof createTraxApi>;

beforeAll(async () => {
  trax = await startTraxStandIn();
  api = createTraxApi({ apiUrl: trax.url, apiKey: trax.apiKey });
});
afterAll(() => trax.close());

const LAHORE = { id: '211', name: 'Lahore' };

function parcel(overrides: Parameters<typeof parcelToBook>[1] = {}): ParcelToBook {
  return parcelToBook(LAHORE, { orderNumber: '6fb27fd9', ...overrides });
}

/** The calls the stand-in received while `work` ran. */
async function callsDuring(work: () => Promise<unknown>) {
  const before = trax.calls.length;
  await work().catch(() => undefined);
  return trax.calls.slice(before);
}

function pakistanToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
}

describe('Trax client: cities and booking', () => {
  it('lists the cities Trax delivers Regular shipments to by Rush, by their ids', async () => {
    const cities = await api.cities();
    expect(cities).toContainEqual({ id: '202', name: 'Karachi' });
    expect(cities).toContainEqual(LAHORE);
    expect(cities.map((city) => city.name)).not.toContain('Skardu');
  });

  it('books with exactly the fields Trax requires, in its formats, with the bare key', async () => {
    const booked = parcel();
    const calls = await callsDuring(() => api.book(booked));
    const bookCall = calls.find((call) => call.path === '/api/shipment/book')!;
    expect(bookCall.method).toBe('POST');
    expect(bookCall.headers.authorization).toBe(trax.apiKey);
    expect(bookCall.body).toEqual({
      service_type_id: 1,
      pickup_address_id: 3015,
      information_display: 1,
      consignee_city_id: 211,
      consignee_name: 'Ayesha Khan',
      consignee_address: 'House 12, Street 4, Gulberg III',
      consignee_phone_number_1: '03001234567',
      consignee_email_address: 'ayesha@example.pk',
      order_id: booked.reference,
      shipper_reference_number_1: '6fb27fd9',
      item_product_type_id: 15,
      item_description: 'Vitalix x2, Honey 500 g x1',
      item_quantity: 2,
      item_insurance: 0,
      pickup_date: pakistanToday(),
      special_instructions: 'Call before delivery',
      estimated_weight: 1.25,
      shipping_mode_id: 1,
      amount: 4500,
      payment_mode_id: 1,
      charges_mode_id: 4,
      pieces_quantity: 2,
    });
  });

  it('answers the tracking number Trax gave, and asks for the pickup addresses only once', async () => {
    const first = parcel();
    const calls = await callsDuring(async () => {
      await api.book(first);
      await api.book(parcel({ consignee: { ...first.consignee, email: null }, instructions: null }));
    });
    expect(calls.filter((call) => call.path === '/api/pickup_addresses')).toEqual([]);
    expect(trax.calls.filter((call) => call.path === '/api/pickup_addresses')).toHaveLength(1);
    const booking = await api.findBooking(first.reference, new Date(Date.now() - 60_000));
    expect(booking?.trackingNumber).toMatch(/^\d{12}$/);
    expect(trax.parcels.get(booking!.trackingNumber)?.reference).toBe(first.reference);
    const withoutEmail = calls.filter((call) => call.path === '/api/shipment/book')[1]!.body as Record<
      string,
      unknown
    >;
    expect(Object.keys(withoutEmail)).not.toContain('consignee_email_address');
    expect(Object.keys(withoutEmail)).not.toContain('special_instructions');
  });

  it('refuses an amount with paise itself, without asking Trax', async () => {
    let refusal: unknown;
    const calls = await callsDuring(async () => {
      refusal = await api.book(parcel({ codAmount: '4500.50' })).catch((e) => e);
    });
    expect(refusal).toBeInstanceOf(CourierRefusal);
    expect((refusal as CourierRefusal).courierMessage).toBe(
      'Trax collects whole rupees only; 4500.50 has paise',
    );
    expect(calls.filter((call) => call.path === '/api/shipment/book')).toEqual([]);
  });

  it('passes on Trax’s refusal of a city it does not serve, in its words', async () => {
    const skardu = { id: '281', name: 'Skardu' };
    const refusal = await api
      .book(parcel({ consignee: { ...parcel().consignee, city: skardu } }))
      .catch((e) => e);
    expect(refusal).toBeInstanceOf(CourierRefusal);
    expect(refusal.courierMessage).toBe(
      'Delivery is not allowed for City ID #281 with Service Type ID #1 and Shipping Mode ID #1',
    );
  });

  it('passes on Trax’s refusal of a phone number, with its words for the field', async () => {
    const consignee = { ...parcel().consignee, phone: '3001234567' };
    const refusal = await api.book(parcel({ consignee })).catch((e) => e);
    expect(refusal).toBeInstanceOf(CourierRefusal);
    expect(refusal.courierMessage).toBe(
      'Error(s) in Input: Consignee Phone Number 1 format is Invalid, required Format is: 03000000000.',
    );
  });

  it('takes a 500 for unavailable, and books nothing', async () => {
    const before = trax.parcels.size;
    trax.failNext('/api/shipment/book', { status: 500 });
    await expect(api.book(parcel())).rejects.toBeInstanceOf(CourierUnavailable);
    expect(trax.parcels.size).toBe(before);
  });

  it('finds by its reference a parcel Trax booked when the answer was lost, and nothing for another', async () => {
    const lost = parcel();
    trax.failNext('/api/shipment/book', { status: 502, afterApplying: true });
    await expect(api.book(lost)).rejects.toBeInstanceOf(CourierUnavailable);
    const booked = [...trax.parcels].find(([, entry]) => entry.reference === lost.reference);
    expect(booked).toBeDefined();

    const found = await api.findBooking(lost.reference, new Date(Date.now() - 60_000));
    expect(found).toEqual({ trackingNumber: booked![0], labelUrl: null });
    expect(await api.findBooking(randomUUID(), new Date())).toBeNull();
    // A retry with the same reference is refused by Trax: the order id is unique per shipper.
    const again = await api.book(lost).catch((e) => e);
    expect(again.courierMessage).toBe('Error(s) in Input: Order ID is already Present.');
  });

  it('takes an unreachable Trax for unavailable', async () => {
    const nowhere = createTraxApi({ apiUrl: `http://127.0.0.1:${await freePort()}`, apiKey: trax.apiKey });
    await expect(nowhere.cities()).rejects.toBeInstanceOf(CourierUnavailable);
  });

  it('takes an answer outside Trax’s envelope for unavailable', async () => {
    const page = await serve((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<html>Maintenance</html>');
    });
    const client = createTraxApi({ apiUrl: page.url, apiKey: trax.apiKey });
    await expect(client.cities()).rejects.toBeInstanceOf(CourierUnavailable);
    await page.close();
  });

  it('is refused with a wrong key', async () => {
    const wrong = createTraxApi({ apiUrl: trax.url, apiKey: 'not-the-key' });
    const refusal = await wrong.cities().catch((e) => e);
    expect(refusal).toBeInstanceOf(CourierRefusal);
    expect(refusal.courierMessage).toBe('Invalid API Key');
  });
});

describe('Trax client: after booking', () => {
  async function booked(): Promise<string> {
    return (await api.book(parcel())).trackingNumber;
  }

  function statusesOf(events: CourierEvent[], trackingNumber: string) {
    return events
      .filter((event) => event.trackingNumber === trackingNumber)
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((event) => event.status);
  }

  it('maps delivered, an attempt with its reason, and a return', async () => {
    const [delivered, attempted, returned] = [await booked(), await booked(), await booked()];
    trax.setStatus(delivered, 'Shipment - Arrived at Origin');
    trax.setStatus(delivered, 'Shipment - Out for Delivery');
    trax.setStatus(delivered, 'Shipment - Delivered');
    trax.setStatus(attempted, 'Shipment - Out for Delivery');
    trax.setStatus(attempted, 'Shipment - Delivery Unsuccessful', 'Consignee Not Available');
    trax.setStatus(returned, 'Return - Confirm');
    trax.setStatus(returned, 'Return - In Transit');
    trax.setStatus(returned, 'Return - Delivered to Shipper');

    const events = await api.track([delivered, attempted, returned]);

    expect(statusesOf(events, delivered)).toEqual(['booked', 'picked', 'out-for-delivery', 'delivered']);
    expect(statusesOf(events, attempted)).toEqual(['booked', 'out-for-delivery', 'attempted']);
    expect(events.find((event) => event.status === 'attempted')).toMatchObject({
      trackingNumber: attempted,
      code: 'Shipment - Delivery Unsuccessful',
      description: 'Shipment - Delivery Unsuccessful',
      reason: 'Consignee Not Available',
    });
    expect(statusesOf(events, returned)).toEqual([
      'booked',
      'return-in-transit',
      'return-in-transit',
      'returned',
    ]);
    expect(events.find((event) => event.status === 'returned')?.code).toBe('Return - Delivered to Shipper');
  });

  it('joins the air waybills of three parcels into one PDF, a page each, in order', async () => {
    const numbers = [await booked(), await booked(), await booked()];
    const calls = await callsDuring(async () => {
      const joined = await PDFDocument.load(await api.labels(numbers));
      expect(joined.getPageCount()).toBe(3);
      expect([0, 1, 2].map((index) => pageText(joined, index).includes(numbers[index]!))).toEqual([
        true,
        true,
        true,
      ]);
    });
    expect(calls.map((call) => call.path)).toEqual(
      numbers.map((number) => `/api/shipment/air_waybill?tracking_number=${number}&type=1`),
    );
  });

  it('prints Trax’s receiving sheet as the load sheet', async () => {
    const numbers = [await booked(), await booked()];
    const calls = await callsDuring(async () => {
      const sheet = await PDFDocument.load((await api.loadSheet(numbers))!);
      expect(numbers.map((number) => pageText(sheet, 0).includes(number))).toEqual([true, true]);
    });
    expect(calls[0]).toMatchObject({
      path: '/api/receiving_sheet/create',
      body: { tracking_numbers: numbers },
    });
  });

  it('advises a re-attempt and a return through request/rcp, with Trax’s types', async () => {
    const [again, back] = [await booked(), await booked()];
    trax.setStatus(again, 'Shipment - Delivery Unsuccessful', 'Address Closed');
    trax.setStatus(back, 'Shipment - Delivery Unsuccessful', 'Refused');
    const calls = await callsDuring(async () => {
      await api.advise(again, 'reattempt', 'Customer will be home after 5 pm');
      await api.advise(back, 'return', '');
    });
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/api/request/rcp', { tracking_number: again, type: 2, remarks: 'Customer will be home after 5 pm' }],
      ['/api/request/rcp', { tracking_number: back, type: 1 }],
    ]);
    const events = await api.track([again, back]);
    expect(statusesOf(events, again).at(-1)).toBe('in-transit');
    expect(statusesOf(events, back).at(-1)).toBe('return-in-transit');
  });

  it('passes on Trax’s refusal of advice for a parcel not waiting for it', async () => {
    const refusal = await api.advise(await booked(), 'return', '').catch((e) => e);
    expect(refusal).toBeInstanceOf(CourierRefusal);
    expect(refusal.courierMessage).toBe(
      'Shipment is in different status, Cannot mark it as Return - Confirm!',
    );
  });

  it('cancels a booked parcel, and is refused once it is picked up', async () => {
    const [waiting, picked] = [await booked(), await booked()];
    await api.cancel(waiting);
    expect(trax.parcels.get(waiting)?.cancelled).toBe(true);
    trax.setStatus(picked, 'Shipment - Arrived at Origin');
    const refusal = await api.cancel(picked).catch((e) => e);
    expect(refusal).toBeInstanceOf(CourierRefusal);
    expect(refusal.courierMessage).toBe("Shipment's Status has already been changed");
    expect(trax.parcels.get(picked)?.cancelled).toBe(false);
  });
});

describe('Trax webhooks', () => {
  const SECRET = 'a-long-random-webhook-secret';
  const receiver = createTraxPushReceiver({ secret: SECRET });
  const kept: CourierEvent[] = [];
  let shop: Awaited<ReturnType<typeof serve>>;

  // The shop's route, as POST /api/webhooks/couriers/trax?secret=… will do it.
  beforeAll(async () => {
    shop = await serve(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const url = new URL(request.url ?? '/', 'http://shop');
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (
        !receiver.authenticate({
          headers: request.headers,
          secret: url.searchParams.get('secret') ?? undefined,
        })
      ) {
        return reply(401, { error: 'unauthorised' });
      }
      try {
        kept.push(...receiver.parse(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      } catch (error) {
        if (error instanceof CourierPushRejected) return reply(400, { error: error.message });
        throw error;
      }
      const { status, body } = receiver.accepted();
      reply(status, body);
    });
  });
  afterAll(() => shop.close());

  it('turns a delivered push into a delivered event and answers Trax 200', async () => {
    const trackingNumber = (await api.book(parcel())).trackingNumber;
    kept.length = 0;
    const answer = await trax.pushTo(
      `${shop.url}/hook?secret=${SECRET}`,
      trackingNumber,
      'Shipment - Delivered',
    );
    expect(answer).toEqual({ status: 200, body: { status: 0, message: 'Received' } });
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      trackingNumber,
      status: 'delivered',
      code: 'Shipment - Delivered',
      reason: null,
    });
    // The same event as tracking gives it, so that the caller keeps it once.
    const tracked = (await api.track([trackingNumber])).find((event) => event.status === 'delivered');
    expect(kept[0]).toEqual(tracked);
  });

  it('takes the secret from the x-trax-secret header too', async () => {
    kept.length = 0;
    const answer = await trax.pushTo(`${shop.url}/hook`, '202202366999', 'Shipment - Out for Delivery', {
      'x-trax-secret': SECRET,
    });
    expect(answer.status).toBe(200);
    expect(kept.map((event) => event.status)).toEqual(['out-for-delivery']);
  });

  it('refuses a push with a wrong secret or none, and keeps nothing', async () => {
    kept.length = 0;
    const wrong = await trax.pushTo(
      `${shop.url}/hook?secret=${SECRET}x`,
      '202202366999',
      'Shipment - Delivered',
    );
    const none = await trax.pushTo(`${shop.url}/hook`, '202202366999', 'Shipment - Delivered');
    expect([wrong.status, none.status]).toEqual([401, 401]);
    expect(kept).toEqual([]);
    expect(createTraxPushReceiver({ secret: '' }).authenticate({ headers: {}, secret: '' })).toBe(false);
  });

  it('reads Trax’s own spelling and Pakistan time', () => {
    const [event] = receiver.parse({
      tracking_number: '2232231721462',
      status: 'Shipment-Arrived at origin',
      date_time: '2021-06-11 17:29:36',
    });
    expect(event).toEqual({
      trackingNumber: '2232231721462',
      status: 'picked',
      code: 'Shipment - Arrived at Origin',
      description: 'Shipment-Arrived at origin',
      reason: null,
      at: new Date('2021-06-11T12:29:36Z'),
    });
  });

  it('reads payment status and charges pushes without events', () => {
    const payment = {
      tracking_number: '2232231721462',
      status: 'Payment-Processed',
      date_time: '2021-06-11 17:29:36',
      payment_id: '123456',
    };
    const charges = {
      tracking_number: '2232231721462',
      origin: 'Lahore',
      destination: 'Lahore',
      cod_amount: '1000',
      weight_charges: '120',
      total_charges: '137.86',
      net_payable: '862.14',
    };
    expect([receiver.parse(payment), receiver.parse(charges)]).toEqual([[], []]);
    // The charges are kept for the parcel's settlement (docs/settlements.md); a payment push has none.
    expect(receiver.charges!(charges)).toEqual([{ trackingNumber: '2232231721462', charges: '137.86' }]);
    expect(receiver.charges!([payment, { ...charges, total_charges: 'n/a' }])).toEqual([]);
  });

  it('rejects a body that is not Trax’s shape', () => {
    for (const body of [
      'tracking_number=1',
      null,
      [],
      { status: 'Shipment - Delivered', date_time: '2021-06-11 17:29:36' },
      { tracking_number: '2232231721462', status: 14, date_time: '2021-06-11 17:29:36' },
      { tracking_number: '2232231721462', status: 'Shipment - Delivered', date_time: 'yesterday' },
    ]) {
      expect(() => receiver.parse(body), JSON.stringify(body)).toThrow(CourierPushRejected);
    }
  });
});

/** A page's text: pdf-lib writes each line as a hex string in the page's deflated content stream. */
function pageText(document: PDFDocument, index: number): string {
  const contents = document.getPage(index).node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
  return streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => inflateSync(stream.getContents()).toString('latin1'))
    .join('\n')
    .replace(/<([0-9A-Fa-f]+)> Tj/g, (_, hex: string) => Buffer.from(hex, 'hex').toString('latin1'));
}

async function serve(handler: RequestListener) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
