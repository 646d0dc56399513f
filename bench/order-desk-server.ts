/**
 * The API alone (no pages, so no `npm run build`), on the database DATABASE_URL names, for the
 * benchmarks (`startApiServer` in server-process.ts): a fresh process is a cold server (empty caches,
 * new connections).
 */
import { buildServer } from '../server/build-server';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';

const config = loadConfig();
const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl! });
const app = await buildServer({ config, db: database.db, pages: false });
await app.services.accounts.ensureSuperAdmin(config.admin);
await app.listen({ port: config.port, host: '127.0.0.1' });
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
console.log('ready');
