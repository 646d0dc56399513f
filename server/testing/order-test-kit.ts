import { afterAll } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client';
import type { ShopForMessages } from '../modules/orders/order-messages';
import { createTestDatabase } from './test-database';

/**
 * The engines an order test runs on, for `describe.each`: PGlite always, PostgreSQL as well when
 * TEST_DATABASE_URL names a server (the row locks and races behave differently there). Each call of an
 * engine opens a fresh database, closed when the file's tests are done.
 */
export function orderTestEngines(): Array<[string, () => Promise<Database>]> {
  const opened: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of opened) await handle.close();
  });
  const opening = (make: () => Promise<DatabaseHandle>) => async () => {
    const handle = await make();
    opened.push(handle);
    return handle.db;
  };
  const engines: Array<[string, () => Promise<Database>]> = [
    ['PGlite', opening(() => createTestDatabase({ embedded: true }))],
  ];
  if (process.env.TEST_DATABASE_URL) engines.push(['PostgreSQL', opening(() => createTestDatabase())]);
  return engines;
}

/** The shop as an order's messages read it; notifications off unless a test turns them on. */
export function testShop(overrides: Partial<ShopForMessages> = {}): () => Promise<ShopForMessages> {
  return async () => ({
    siteName: 'Test Shop',
    currencySymbol: 'Rs',
    contactEmail: null,
    contactPhone: null,
    whatsappNumber: null,
    emailNotificationsEnabled: false,
    whatsappNotificationsEnabled: false,
    whatsappShippingUpdates: false,
    publicUrl: 'http://localhost',
    whatsappConfigured: false,
    whatsappTemplateNames: {},
    whatsappLanguage: 'en',
    ...overrides,
  });
}

/** No home-page packs: every line is single jars at the product's price. */
export const NO_PACKS = { listHomePricingTiers: async () => [], findFlagshipId: async () => null };
