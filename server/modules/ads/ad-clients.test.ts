import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testAdOrder, testShopForAds } from '../../testing/ads-test-kit';
import { startGa4StandIn, type Ga4StandIn } from '../../testing/ga4-stand-in';
import {
  startMetaConversionsStandIn,
  type MetaConversionsStandIn,
} from '../../testing/meta-conversions-stand-in';
import { AdsRefusal, AdsUnavailable } from './ad-errors';
import { ga4PurchaseBody, ga4RefundBody, metaPurchaseEvent } from './ad-events';
import { createGa4Measurement } from './ga4-measurement';
import { createMetaConversions, type MetaServerEvent } from './meta-conversions';

/**
 * The two clients against stand-ins that speak Meta's Conversions API and GA4's Measurement Protocol
 * (server/testing/), with the events the shop builds (docs/ads.md).
 */
const ORDER = testAdOrder();
const SHOP = testShopForAds();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function failure<E>(promise: Promise<unknown>, kind: new (...args: never[]) => E): Promise<E> {
  const error = await promise.then(
    () => expect.unreachable('the call was expected to fail'),
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(kind);
  return error as E;
}

describe("Meta's Conversions API", () => {
  let meta: MetaConversionsStandIn;
  beforeEach(async () => {
    meta = await startMetaConversionsStandIn();
  });
  afterEach(() => meta.close());
  const client = (token = meta.token) => createMetaConversions({ token, apiUrl: meta.apiUrl });

  it('takes the Purchase the shop builds: hashed customer, the shared event id, the order placed time', async () => {
    await client().send(meta.pixelId, [metaPurchaseEvent(ORDER, SHOP)]);

    expect(meta.events).toEqual([
      {
        pixelId: meta.pixelId,
        event: {
          event_name: 'Purchase',
          event_time: Math.floor(ORDER.placedAt.getTime() / 1000),
          event_id: `order-${ORDER.id}`,
          action_source: 'website',
          event_source_url: 'https://vitalix.example.pk/order-confirmation',
          user_data: {
            // Normalised as Meta asks, then hashed: nothing of the customer travels in clear.
            ph: [sha256('923001234567')],
            em: [sha256('ayesha@example.pk')],
            ct: [sha256('deraghazikhan')],
            country: [sha256('pk')],
          },
          custom_data: {
            value: 4500,
            currency: 'PKR',
            order_id: ORDER.id,
            content_type: 'product',
            contents: [
              { id: 'b7e1d0c2-0000-4000-8000-000000000001', quantity: 2, item_price: 1500 },
              { id: 'A product since deleted', quantity: 1, item_price: 1500 },
            ],
            num_items: 3,
          },
        },
      },
    ]);
    expect(JSON.stringify(meta.requests)).not.toContain('ayesha');
  });

  it('leaves out the email of a shopper who gave none, and a city written in no roman letters', () => {
    const event = metaPurchaseEvent({ ...ORDER, customerEmail: null, city: 'لاہور' }, SHOP);
    expect(Object.keys(event.user_data)).toEqual(['ph', 'country']);
  });

  it('refuses, never to be retried, an event more than 7 days old, a wrong token and a value sent in clear', async () => {
    const old = { ...ORDER, placedAt: new Date(Date.now() - 8 * 24 * 3_600_000) };
    const tooOld = await failure(client().send(meta.pixelId, [metaPurchaseEvent(old, SHOP)]), AdsRefusal);
    expect(tooOld.message).toBe(
      'Meta answered 400: (#100/2804003) Invalid parameter: data[0]: The timestamp for this event is more than 7 days in the past',
    );

    const token = await failure(
      client('revoked').send(meta.pixelId, [metaPurchaseEvent(ORDER, SHOP)]),
      AdsRefusal,
    );
    expect(token.message).toContain('(#190) Invalid OAuth access token');

    const clear: MetaServerEvent = {
      ...metaPurchaseEvent(ORDER, SHOP),
      user_data: { em: ['ayesha@example.pk'] },
    };
    const unhashed = await failure(client().send(meta.pixelId, [clear]), AdsRefusal);
    expect(unhashed.message).toContain('user_data.em must be SHA-256 hashes');
    expect(meta.events).toEqual([]);
  });

  it('is unavailable, to be tried again, when Meta fails, throttles or cannot be reached', async () => {
    meta.failNext(503);
    await failure(client().send(meta.pixelId, [metaPurchaseEvent(ORDER, SHOP)]), AdsUnavailable);
    meta.failNext(429);
    await failure(client().send(meta.pixelId, [metaPurchaseEvent(ORDER, SHOP)]), AdsUnavailable);
    meta.loseNextAnswer();
    await failure(client().send(meta.pixelId, [metaPurchaseEvent(ORDER, SHOP)]), AdsUnavailable);
    await meta.close();
    await failure(client().send(meta.pixelId, [metaPurchaseEvent(ORDER, SHOP)]), AdsUnavailable);
  });

  it('counts a repeat of the same event id once, as Meta deduplicates', async () => {
    meta.loseNextAnswer();
    await failure(client().send(meta.pixelId, [metaPurchaseEvent(ORDER, SHOP)]), AdsUnavailable);
    await client().send(meta.pixelId, [metaPurchaseEvent(ORDER, SHOP)]);
    expect(meta.events).toHaveLength(1);
    expect(meta.duplicates.map(({ event }) => event.event_id)).toEqual([`order-${ORDER.id}`]);
  });
});

describe("GA4's Measurement Protocol", () => {
  let ga4: Ga4StandIn;
  beforeEach(async () => {
    ga4 = await startGa4StandIn();
  });
  afterEach(() => ga4.close());
  const client = (apiUrl = ga4.apiUrl, apiSecret = ga4.apiSecret) =>
    createGa4Measurement({ measurementId: ga4.measurementId, apiSecret, apiUrl });

  it('records the purchase and the refund the shop builds, by the order id as transaction', async () => {
    await client().send(ga4PurchaseBody(ORDER, SHOP));
    await client().send(ga4RefundBody(ORDER, SHOP));

    expect(ga4.dropped).toEqual([]);
    expect(ga4.events).toEqual([
      {
        clientId: ORDER.id,
        name: 'purchase',
        params: {
          transaction_id: ORDER.id,
          value: 4500,
          currency: 'PKR',
          items: [
            {
              item_id: 'b7e1d0c2-0000-4000-8000-000000000001',
              item_name: 'Sidr Honey',
              price: 1500,
              quantity: 2,
            },
            {
              item_id: 'A product since deleted',
              item_name: 'A product since deleted',
              price: 1500,
              quantity: 1,
            },
          ],
        },
      },
      {
        clientId: ORDER.id,
        name: 'refund',
        params: { transaction_id: ORDER.id, value: 4500, currency: 'PKR' },
      },
    ]);
  });

  it('passes the validation server, and cuts a long product name to the 100 characters GA4 keeps', async () => {
    const long = { ...ORDER, items: [{ ...ORDER.items[0]!, productName: 'Raw Sidr Honey '.repeat(10) }] };
    await client(ga4.debugUrl).send(ga4PurchaseBody(long, SHOP));
    expect(ga4PurchaseBody(long, SHOP).events[0]!.params.items![0]!.item_name).toHaveLength(100);
    expect(ga4.events).toEqual([]); // the validation server records nothing
  });

  it('says nothing of a body it drops, as GA4; its validation server says why, as a refusal', async () => {
    await client(ga4.apiUrl, 'wrong-secret').send(ga4PurchaseBody(ORDER, SHOP));
    expect(ga4.events).toEqual([]);
    expect(ga4.dropped[0]!.messages).toEqual([
      {
        fieldPath: 'api_secret',
        validationCode: 'VALUE_INVALID',
        description: 'Unknown measurement_id, or an api_secret not of its stream',
      },
    ]);

    const refusal = await failure(
      client(ga4.debugUrl).send({
        client_id: ORDER.id,
        events: [{ name: 'refund', params: { value: 1 } as never }],
      }),
      AdsRefusal,
    );
    expect(refusal.message).toBe(
      'Google Analytics answered 200: VALUE_REQUIRED events[0].params.transaction_id: refund needs its transaction_id; ' +
        'VALUE_REQUIRED events[0].params.currency: A value needs its currency, an ISO 4217 code',
    );
  });

  it('is unavailable, to be tried again, on a 5xx or when it cannot be reached, and keeps the secret out of it', async () => {
    ga4.failNext(500);
    const failed = await failure(client().send(ga4PurchaseBody(ORDER, SHOP)), AdsUnavailable);
    expect(failed.message).toBe('Google Analytics is unavailable: HTTP 500');
    await ga4.close();
    const unreachable = await failure(client().send(ga4PurchaseBody(ORDER, SHOP)), AdsUnavailable);
    expect(unreachable.message).not.toContain(ga4.apiSecret);
  });
});
