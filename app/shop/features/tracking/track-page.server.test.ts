import { describe, expect, it, vi } from 'vitest';
import {
  TRACKING_FIELD_MESSAGES,
  TRACKING_NOT_FOUND,
  trackingPagePath,
} from '../../../../common/orders/order-tracking';
import type { Language } from '../../../../common/i18n/languages';
import type { LoadContext } from '../../../../server/load-context';
import { en } from '../../i18n/en';
import { ur } from '../../i18n/ur';
import { loadTrackPage } from './track-page.server';

/** A 429 as the limits throw it (server/lib/keyed-limit.ts: TooManyRequestsError). */
const tooMany = Object.assign(new Error('Too many requests. Please wait before trying again.'), {
  statusCode: 429,
  retryAfterSeconds: 420,
});

function page(query: string, { found = false, limited = false, language = 'en' as Language } = {}) {
  const trackOrder = vi.fn(async (order: string) => (found ? { orderNumber: order } : null));
  const limitTracking = vi.fn(async () => {
    if (limited) throw tooMany;
  });
  const context = {
    services: {
      settings: { getPublicSettings: async () => ({ currencySymbol: 'Rs', siteName: 'Shop' }) },
      orderTracking: { trackOrder },
    },
    limitTracking,
    language,
  } as unknown as LoadContext;
  const loaded = loadTrackPage(context, new Request(`http://shop.test/track${query}`));
  return { loaded, trackOrder, limitTracking };
}

describe("the tracking page's loader (docs/storefront.md, Tracking an order)", () => {
  it('is the form, filled from the address, until both fields are asked for: nothing counted or read', async () => {
    const { loaded, limitTracking, trackOrder } = page('?order=6fb27fd9');
    const answer = await loaded;
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toMatchObject({ typed: { order: '6fb27fd9', phone: '' }, outcome: { kind: 'form' } });
    expect(limitTracking).not.toHaveBeenCalled();
    expect(trackOrder).not.toHaveBeenCalled();
  });

  it('names the fields it cannot read, with 400, before counting', async () => {
    const { loaded, limitTracking } = page('?order=6fb2&phone=');
    const answer = await loaded;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.outcome).toEqual({
      kind: 'invalid',
      fieldErrors: { order: TRACKING_FIELD_MESSAGES.order, phone: TRACKING_FIELD_MESSAGES.phone },
    });
    expect(limitTracking).not.toHaveBeenCalled();
  });

  it('counts the lookup under the number as read, then shows the order found', async () => {
    const { loaded, limitTracking, trackOrder } = page('?order=%23%206FB27FD9&phone=0300+1234567', {
      found: true,
    });
    const answer = await loaded;
    expect(limitTracking).toHaveBeenCalledWith('6fb27fd9');
    expect(trackOrder).toHaveBeenCalledWith('6fb27fd9', '0300 1234567');
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data.outcome).toEqual({ kind: 'found', order: { orderNumber: '6fb27fd9' } });
  });

  it('opens the order a message links to: the number and phone as `trackingPagePath` wrote them', async () => {
    // The link in every mail and WhatsApp message to a shopper (server/modules/orders/order-messages.ts).
    const { loaded, trackOrder } = page(trackingPagePath('6fb27fd9', '03001234567').slice('/track'.length), {
      found: true,
    });
    const answer = await loaded;
    expect(trackOrder).toHaveBeenCalledWith('6fb27fd9', '03001234567');
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data.outcome).toEqual({ kind: 'found', order: { orderNumber: '6fb27fd9' } });
  });

  it('says "not found" with 404 when no order has that number and phone', async () => {
    const answer = await page('?order=6fb27fd9&phone=03001234567').loaded;
    expect(answer.init?.status).toBe(404);
    expect(answer.data.outcome).toEqual({ kind: 'refused', message: TRACKING_NOT_FOUND });
  });

  it('refuses with 429 and Retry-After over the limits, without looking', async () => {
    const { loaded, trackOrder } = page('?order=6fb27fd9&phone=03001234567', { limited: true });
    const answer = await loaded;
    expect(answer.init).toMatchObject({ status: 429, headers: { 'Retry-After': '420' } });
    expect(answer.data.outcome).toEqual({ kind: 'refused', message: tooMany.message });
    expect(trackOrder).not.toHaveBeenCalled();
  });

  it('sends the page its words: English on /track, Urdu on /ur/track', async () => {
    expect((await page('').loaded).data.messages).toEqual({ tracking: en.tracking });
    const urdu = await page('', { language: 'ur' }).loaded;
    expect(urdu.data.messages).toEqual({ tracking: ur.tracking });
    expect(urdu.data.messages.tracking.title).toBe('اپنا آرڈر ٹریک کریں');
  });

  it('puts the refusals in Urdu on an Urdu page, with the same statuses', async () => {
    const invalid = await page('?order=6fb2&phone=', { language: 'ur' }).loaded;
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data.outcome).toEqual({
      kind: 'invalid',
      fieldErrors: { order: ur.tracking.orderFieldError, phone: ur.tracking.phoneFieldError },
    });
    const missing = await page('?order=6fb27fd9&phone=03001234567', { language: 'ur' }).loaded;
    expect(missing.init?.status).toBe(404);
    expect(missing.data.outcome).toEqual({
      kind: 'refused',
      message: 'اس نمبر اور فون کے ساتھ کوئی آرڈر نہیں ملا۔ دونوں دیکھ کر دوبارہ کوشش کریں۔',
    });
    const limited = await page('?order=6fb27fd9&phone=03001234567', { language: 'ur', limited: true }).loaded;
    expect(limited.init?.status).toBe(429);
    expect(limited.data.outcome).toEqual({ kind: 'refused', message: ur.tracking.tooManyRequests });
  });
});
