import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox, siteSettings } from '../../db/schema';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, patchSettings, type TestApp } from '../../testing/test-app';

/**
 * Orders read the shop's settings from memory, kept between changes (settings/kept-settings.ts): a
 * change must still be seen by the very next order, whether staff made it on this copy or it came from
 * elsewhere (another copy, someone's SQL) and was heard through the database's notice.
 */
let t: TestApp;
let staff: string;
let jarId: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(siteSettings).values({
    siteName: 'Before',
    contactEmail: 'orders@shop.example',
    emailNotificationsEnabled: true,
  });
  await addUser(t, { username: 'editor', role: 'cms' });
  staff = await loginCookie(t, 'editor');
  jarId = (await addProduct(t.database.db, { name: 'Vitalix', price: '6500.00', stock: 100 })).id;
});
afterAll(() => t.close());

let shopper = 0;
/** Places an order as a new shopper each time (the confirmation allowance counts per address and phone). */
async function order(): Promise<string> {
  shopper++;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      order: {
        ...VALID_CUSTOMER,
        customerEmail: `shopper${shopper}@example.pk`,
        customerPhone: `+92 300 12345${String(shopper).padStart(2, '0')}`,
      },
      items: [{ productId: jarId, quantity: 1 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

/** The order's messages in the outbox: kind and subject. */
async function messagesOf(orderId: string) {
  const rows = await t.database.db
    .select({ kind: notificationOutbox.kind, payload: notificationOutbox.payload })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.orderId, orderId));
  return new Map(rows.map((row) => [row.kind, (row.payload as { subject?: string }).subject]));
}

const saveSettings = (payload: object) => patchSettings(t, staff, payload);

/** Resolves once this copy drops what it keeps of the settings; rejects after `ms`. */
function settingsDropped(ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no settings change heard within ${ms} ms`));
    }, ms);
    const stop = t.app.services.publicAnswers.onDrop((topics) => {
      if (!topics.includes('settings')) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

describe('the settings an order reads, kept in memory', () => {
  it('are the new ones on the next order after staff save them on this copy', async () => {
    expect((await messagesOf(await order())).get('order-confirmation')).toMatch(/ - Before$/);
    expect((await messagesOf(await order())).get('order-confirmation')).toMatch(/ - Before$/); // kept

    await saveSettings({ siteName: 'After' });
    const next = await messagesOf(await order());
    expect(next.get('order-confirmation')).toMatch(/ - After$/);
    expect(next.has('order-new-shop')).toBe(true);

    await saveSettings({ emailNotificationsEnabled: false });
    expect([...(await messagesOf(await order())).keys()]).toEqual(['order-confirmation']);
    await saveSettings({ emailNotificationsEnabled: true });
    expect((await messagesOf(await order())).has('order-new-shop')).toBe(true);
  });

  it('are the new ones once a change made elsewhere is heard, within a second', async () => {
    await order(); // the settings are kept now
    const heard = settingsDropped(1000);
    // Another copy's write, or someone's SQL: only the database's notice tells this copy.
    await t.database.db.update(siteSettings).set({ siteName: 'Changed elsewhere' });
    await heard;
    expect((await messagesOf(await order())).get('order-confirmation')).toMatch(/ - Changed elsewhere$/);
  });
});
