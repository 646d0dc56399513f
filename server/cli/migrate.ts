import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-from-config';
import { reportStoredPrices } from '../db/stored-prices';

/**
 * `npm run db:migrate`: applies the committed migrations to the configured database, then names the stored
 * prices checkout will not charge (stored-prices.ts).
 */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
  await reportStoredPrices(database.db, (message) => console.warn(message));
} finally {
  await database.close();
}
