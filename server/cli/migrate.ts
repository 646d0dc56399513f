import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-from-config';

/** `npm run db:migrate`: applies the committed migrations to the configured database. */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
