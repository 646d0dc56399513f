import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ID } from '../../../common/accounts/roles';
import {
  adminSettingsSchema,
  SETTINGS_MESSAGES,
  type AdminSettings,
} from '../../../common/settings/admin-settings-schemas';
import { SETTINGS_DEFAULTS } from '../../../common/settings/defaults';
import { auditLog, notificationOutbox, orders, siteSettings } from '../../db/schema';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';
import { SETTINGS_PHONE_MESSAGES, STORED_PHONE_PROBLEMS } from '../../modules/settings/settings-phones';

/**
 * The settings API (back-office §3 site_settings, §5 "site name required", §7 settings calls):
 * a partial or full save changes exactly the fields sent, in one audited write; a refusal stores nothing;
 * the public settings and the order notifications follow a save at once.
 */
let t: TestApp;
let cms: string;
let owner: string;
let desk: string;
let customer: string;

beforeAll(async () => {
  // WhatsApp configured (to a port nothing answers: delivery is not what these tests look at), so the
  // shop's WhatsApp message depends on the switch alone.
  t = await createTestApp({
    whatsapp: { token: 'test-token', phoneNumberId: '1', apiUrl: 'http://127.0.0.1:9/v21.0' },
  });
  await addUser(t, { username: 'editor', role: 'cms' });
  await addUser(t, { username: 'owner', role: 'cms', id: SUPER_ADMIN_ID, isAdmin: true });
  await addUser(t, { username: 'desk', role: 'order_confirmation' });
  await addUser(t, { username: 'shopper' });
  cms = await loginCookie(t, 'editor');
  owner = await loginCookie(t, 'owner');
  desk = await loginCookie(t, 'desk');
  customer = await loginCookie(t, 'shopper');
});
afterAll(() => t.close());

const patch = (payload: unknown, cookie: string | null = cms) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
const read = (cookie: string | null = cms) =>
  t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: cookie ? { cookie } : {} });

async function save(payload: unknown, cookie = cms): Promise<AdminSettings> {
  const res = await patch(payload, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return adminSettingsSchema.parse(res.json());
}

async function snapshot() {
  const db = t.database.db;
  const [audit] = await db.select({ n: count() }).from(auditLog);
  return { audit: audit!.n, rows: await db.select().from(siteSettings) };
}

async function expectRefused(payload: unknown, error: string) {
  const before = await snapshot();
  const res = await patch(payload);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error).toBe(error);
  expect(await snapshot()).toEqual(before);
}

const settingsAudit = () =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'settings'), eq(auditLog.entityId, '1')))
    .orderBy(auditLog.id);

const FULL = {
  siteName: '  Vitalix Organics  ',
  siteDescription: 'Organic supplements and raw honey.',
  logoUrl: '/uploads/media/logo/logo.webp',
  contactEmail: ' Orders@Vitalix.Example ',
  contactPhone: '051 2345678',
  whatsappNumber: '0300-1234567',
  address: 'Plot 7, I-9/2, Islamabad',
  facebookUrl: 'https://facebook.com/vitalix',
  instagramUrl: 'https://instagram.com/vitalix',
  twitterUrl: '',
  youtubeUrl: 'http://youtube.com/@vitalix',
  defaultCurrency: 'pkr',
  currencySymbol: 'Rs',
  emailNotificationsEnabled: true,
  whatsappNotificationsEnabled: true,
  maintenanceMode: false,
};

describe('PATCH /api/admin/settings', () => {
  it('refuses a settings save with the reason, storing nothing and auditing nothing', async () => {
    await expectRefused({ siteName: '' }, SETTINGS_MESSAGES.siteNameRequired);
    await expectRefused({ siteName: '   ' }, SETTINGS_MESSAGES.siteNameRequired);
    await expectRefused({ ...FULL, siteName: null }, SETTINGS_MESSAGES.siteNameRequired);
    await expectRefused({ facebookUrl: 'javascript:alert(1)' }, `Facebook: ${SETTINGS_MESSAGES.socialUrl}`);
    await expectRefused(
      { ...FULL, youtubeUrl: 'ftp://files.example/video' },
      `YouTube: ${SETTINGS_MESSAGES.socialUrl}`,
    );
    await expectRefused({ contactEmail: 'not-an-email' }, 'Invalid email address');
    await expectRefused({}, 'Nothing to change: send at least one setting');
    await expectRefused(
      { defaultCurrency: 'rupees' },
      'Default currency must be a three-letter code such as PKR',
    );
    await expectRefused({ maintenanceMode: 'yes' }, 'Maintenance mode must be true or false');
    await expectRefused({ siteName: 'Shop', secret: 1 }, 'Unrecognized key: "secret"');
    // The weight booked with couriers (decision 031): whole grams, within what a courier carries.
    await expectRefused({ parcelWeightGrams: 2.5 }, 'Parcel weight must be a whole number of grams');
    await expectRefused({ parcelWeightGrams: 'heavy' }, 'Parcel weight must be a number of grams');
    await expectRefused({ parcelWeightGrams: 0 }, 'Parcel weight must be at least 10 grams');
    await expectRefused({ parcelWeightGrams: 60_000 }, 'Parcel weight must be at most 50,000 grams');
  });

  it('saves a full settings form, normalised, and audits the fields it changed', async () => {
    const saved = await save(FULL);
    expect(saved).toMatchObject({
      siteName: 'Vitalix Organics',
      contactEmail: 'orders@vitalix.example',
      twitterUrl: null,
      youtubeUrl: 'http://youtube.com/@vitalix',
      defaultCurrency: 'PKR',
      maintenanceMode: false,
    });
    expect(adminSettingsSchema.parse((await read()).json())).toEqual(saved);

    const [entry] = await settingsAudit();
    expect(entry).toMatchObject({ actorUsername: 'editor', action: 'update' });
    // The shop had no settings row: the first save starts from the defaults it was showing.
    expect(entry!.before).toMatchObject({
      siteDescription: `${SETTINGS_DEFAULTS.siteDescription.slice(0, 79)}…`, // long text cut short
      logoUrl: SETTINGS_DEFAULTS.logoUrl,
      contactEmail: null,
    });
    // What it kept of the defaults (site name, currency, the switches, no Twitter) are not changes.
    expect(entry!.after).toEqual({
      siteDescription: 'Organic supplements and raw honey.',
      logoUrl: '/uploads/media/logo/logo.webp',
      contactEmail: 'orders@vitalix.example',
      contactPhone: '+92512345678',
      whatsappNumber: '+923001234567',
      address: 'Plot 7, I-9/2, Islamabad',
      facebookUrl: 'https://facebook.com/vitalix',
      instagramUrl: 'https://instagram.com/vitalix',
      youtubeUrl: 'http://youtube.com/@vitalix',
    });
  });

  it('changes only the fields sent, and the trail shows only what changed, long text cut short', async () => {
    const before = adminSettingsSchema.parse((await read()).json());
    const longDescription = 'Pure organic honey from the valleys of Hunza and Swat. '.repeat(5).trim();
    const saved = await save({ siteDescription: longDescription, currencySymbol: 'Rs', address: '' });
    expect(saved).toEqual({
      ...before,
      siteDescription: longDescription,
      address: null,
      updatedAt: saved.updatedAt,
    });
    expect(new Date(saved.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(before.updatedAt).getTime());

    const entry = (await settingsAudit()).at(-1)!;
    expect(entry.before).toEqual({
      siteDescription: 'Organic supplements and raw honey.',
      address: 'Plot 7, I-9/2, Islamabad',
    });
    expect(entry.after).toEqual({ siteDescription: `${longDescription.slice(0, 79)}…`, address: null });
  });

  it('creates the settings row once when two first saves arrive together', async () => {
    const fresh = await createTestApp();
    try {
      await addUser(fresh, { username: 'editor', role: 'cms' });
      const cookie = await loginCookie(fresh, 'editor');
      const answers = await Promise.all(
        [{ contactPhone: '+92 51 8445566' }, { address: 'Blue Area, Islamabad' }].map((payload) =>
          fresh.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: { cookie }, payload }),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
      const rows = await fresh.database.db.select().from(siteSettings);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ contactPhone: '+92518445566', address: 'Blue Area, Islamabad' });
    } finally {
      await fresh.close();
    }
  });

  it('lets the public settings follow a save at once', async () => {
    await save({ siteName: 'Hunza Naturals', instagramUrl: '', whatsappNumber: '+92 321 7654321' });
    const pub = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({
      siteName: 'Hunza Naturals',
      instagramUrl: null,
      whatsappNumber: '+923217654321',
    });
    expect(pub.json()).not.toHaveProperty('emailNotificationsEnabled');
    expect(pub.json()).not.toHaveProperty('maintenanceMode');
  });

  it('is for the super admin and cms staff: order desk staff and customers get 403, no session 401', async () => {
    expect((await read(owner)).statusCode).toBe(200);
    await save({ contactPhone: '+92 51 7654321' }, owner);

    const before = await snapshot();
    for (const [cookie, status] of [
      [desk, 403],
      [customer, 403],
      [null, 401],
    ] as const) {
      expect((await read(cookie)).statusCode).toBe(status);
      const res = await patch({ siteName: 'Taken over' }, cookie);
      expect(res.statusCode).toBe(status);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("the shop's phone numbers (back-office §3 contactPhone, whatsappNumber)", () => {
  it('refuses a number that cannot be the shop’s, under its field, storing nothing', async () => {
    await expectRefused({ contactPhone: '12345' }, SETTINGS_PHONE_MESSAGES.contactPhone);
    await expectRefused({ contactPhone: '+44 20 7946 0958' }, SETTINGS_PHONE_MESSAGES.contactPhone);
    await expectRefused({ whatsappNumber: '0300 123456' }, SETTINGS_PHONE_MESSAGES.whatsappNumber);
    // A landline is a Pakistani phone, but WhatsApp cannot open a chat with it.
    await expectRefused(
      { whatsappNumber: '042-35761234' },
      SETTINGS_PHONE_MESSAGES.whatsappLandline('+92 42 35761234'),
    );
    // Nothing of a save with one bad number is stored, its good fields neither.
    await expectRefused(
      { siteName: 'Renamed', whatsappNumber: 'call me' },
      SETTINGS_PHONE_MESSAGES.whatsappNumber,
    );

    const res = await patch({ contactPhone: 'abc', whatsappNumber: '+1 212 555 0100' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: SETTINGS_PHONE_MESSAGES.contactPhone,
      details: [
        `contactPhone: ${SETTINGS_PHONE_MESSAGES.contactPhone}`,
        `whatsappNumber: ${SETTINGS_PHONE_MESSAGES.whatsappNumber}`,
      ],
    });
  });

  it.each([['0300-1234567'], ['+92 300 1234567'], ['923001234567'], ['0092 300 1234567'], ['3001234567']])(
    'saves the WhatsApp number %j as +923001234567, and the public settings give it to wa.me links',
    async (typed) => {
      await save({ whatsappNumber: '+92 321 7654321' });
      const saved = await save({ whatsappNumber: typed });
      expect(saved.whatsappNumber).toBe('+923001234567');
      const [row] = await t.database.db.select().from(siteSettings);
      expect(row!.whatsappNumber).toBe('+923001234567');
      const pub = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
      expect(pub.whatsappNumber).toBe('+923001234567');
    },
  );

  it('saves the contact phone as E.164 and the shop shows it in its international form', async () => {
    const saved = await save({ contactPhone: '(042) 3576-1234' });
    expect(saved.contactPhone).toBe('+924235761234');
    const pub = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(pub).toMatchObject({ contactPhone: '+92 42 35761234', contactPhoneTel: '+924235761234' });
    expect(saved.phoneProblems).toEqual({});
  });

  it('clears a number sent empty', async () => {
    await save({ contactPhone: '0300 7654321', whatsappNumber: '0300 7654321' });
    const saved = await save({ contactPhone: '', whatsappNumber: '  ' });
    expect(saved).toMatchObject({ contactPhone: null, whatsappNumber: null });
    const pub = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(pub).toMatchObject({ contactPhone: null, contactPhoneTel: null, whatsappNumber: null });
  });

  it('keeps a shop working whose stored numbers were saved before the check: no link to them', async () => {
    await save({ siteName: 'Vitalix Organics' });
    await t.database.db
      .update(siteSettings)
      .set({ contactPhone: 'Call 0300-CALL-NOW', whatsappNumber: '042 35761234' });
    t.app.services.publicAnswers.drop(['settings']);
    const pub = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({
      contactPhone: 'Call 0300-CALL-NOW',
      contactPhoneTel: null,
      whatsappNumber: null,
    });
    const admin = adminSettingsSchema.parse((await read()).json());
    expect(admin).toMatchObject({ contactPhone: 'Call 0300-CALL-NOW', whatsappNumber: '042 35761234' });
    expect(admin.phoneProblems).toEqual(STORED_PHONE_PROBLEMS);
    // Saving another setting leaves them as they are: only what is sent is checked.
    expect((await save({ address: 'Gulberg III, Lahore' })).whatsappNumber).toBe('042 35761234');
  });
});

describe('whether WhatsApp is connected (back-office §2 Notification Settings)', () => {
  it('says connected when the server holds WhatsApp Business credentials, and not when it does not', async () => {
    expect(adminSettingsSchema.parse((await read()).json()).whatsappConnected).toBe(true);
    const bare = await createTestApp();
    try {
      await addUser(bare, { username: 'editor', role: 'cms' });
      const cookie = await loginCookie(bare, 'editor');
      const res = await bare.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } });
      expect(adminSettingsSchema.parse(res.json()).whatsappConnected).toBe(false);
    } finally {
      await bare.close();
    }
  });
});

describe('the ads: the Meta Pixel ID and when a purchase is reported (docs/ads.md)', () => {
  it('reports purchases when delivered until the owner chooses, and says which services this server reaches', async () => {
    const settings = adminSettingsSchema.parse((await read()).json());
    expect(settings).toMatchObject({
      purchaseReportedWhen: 'delivered',
      adsConnected: { metaConversions: false, ga4: false },
    });
  });

  it('saves the choice and the pixel id, audited, and the storefront loads that pixel', async () => {
    const saved = await save({ purchaseReportedWhen: 'placed', metaPixelId: ' 1234567890123456 ' });
    expect(saved).toMatchObject({ purchaseReportedWhen: 'placed', metaPixelId: '1234567890123456' });
    expect((await settingsAudit()).at(-1)!.after).toEqual({
      metaPixelId: '1234567890123456',
      purchaseReportedWhen: 'placed',
    });
    const pub = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(pub.metaPixelId).toBe('1234567890123456');
    expect(pub).not.toHaveProperty('purchaseReportedWhen');

    expect(await save({ metaPixelId: '', purchaseReportedWhen: 'delivered' })).toMatchObject({
      metaPixelId: null,
      purchaseReportedWhen: 'delivered',
    });
  });

  it('refuses a moment that is not one, and a pixel id that is not digits (it is written into a script)', async () => {
    await expectRefused(
      { purchaseReportedWhen: 'shipped' },
      'A purchase is reported when placed or when delivered',
    );
    for (const metaPixelId of ["1');alert(1);//", 'pixel-1234', '1234']) {
      await expectRefused(
        { metaPixelId },
        'The Meta Pixel ID is the number Events Manager shows, digits only',
      );
    }
  });
});

describe('the notification switches, read when an order is placed', () => {
  let shoppers = 0;
  async function placeOrder() {
    // A new shopper each time: the confirmation mail's hourly allowance per address is not under test.
    shoppers += 1;
    const order = {
      ...VALID_CUSTOMER,
      customerEmail: `shopper${shoppers}@example.pk`,
      customerPhone: `+92 300 12345${String(shoppers).padStart(2, '0')}`,
    };
    const jar = await addProduct(t.database.db, { name: 'Sidr Honey', price: '2500.00', stock: 10 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { order, items: [{ productId: jar.id, quantity: 1 }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: string }>();
    const queued = await t.database.db
      .select({ kind: notificationOutbox.kind })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.orderId, id));
    return queued.map((message) => message.kind).sort();
  }

  it('queues the shop email and WhatsApp only while their switch is on, from the next order', async () => {
    await save({ contactEmail: 'orders@vitalix.example', whatsappNumber: '+92 300 1234567' });
    expect(await placeOrder()).toEqual(['order-confirmation', 'order-new-shop', 'order-new-whatsapp']);

    await save({ emailNotificationsEnabled: false });
    expect(await placeOrder()).toEqual(['order-confirmation', 'order-new-whatsapp']);

    await save({ emailNotificationsEnabled: true, whatsappNotificationsEnabled: false });
    expect(await placeOrder()).toEqual(['order-confirmation', 'order-new-shop']);

    await save({ whatsappNotificationsEnabled: true });
    expect(await placeOrder()).toEqual(['order-confirmation', 'order-new-shop', 'order-new-whatsapp']);

    const [placed] = await t.database.db.select({ n: count() }).from(orders);
    expect(placed!.n).toBe(4);
  });
});

describe('shipping settings (decision 031)', () => {
  it('keeps the couriers’ pickup address and parcel weight', async () => {
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie: cms },
      payload: { pickupAddress: '  Unit 4, Industrial Area, Lahore ', parcelWeightGrams: 750 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      pickupAddress: 'Unit 4, Industrial Area, Lahore',
      parcelWeightGrams: 750,
    });
  });
});

describe('WhatsApp template settings (docs/whatsapp.md)', () => {
  it('keeps the names Meta approved and the language, and refuses a name Meta would not take', async () => {
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie: cms },
      payload: { whatsappLanguage: 'ur', whatsappTemplateNames: { order_received: 'order_received_v2' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      whatsappLanguage: 'ur',
      whatsappTemplateNames: { order_received: 'order_received_v2' },
    });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie: cms },
      payload: { whatsappTemplateNames: { order_received: 'Order Received!' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(
      'A template name is lower-case letters, digits and underscores, as Meta names templates',
    );
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie: cms },
      payload: { whatsappLanguage: 'fr' },
    });
    expect(unknown.json().error).toBe('WhatsApp language must be en or ur');
  });
});
