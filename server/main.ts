import { ConfigError, loadConfig } from './config';
import { FolderLockedError } from './db/folder-lock';
import { openConfiguredDatabase } from './db/open-from-config';
import { installDemoShop } from './seed/install-demo-shop';
import { reportStoredPrices } from './db/stored-prices';
import { buildServer } from './build-server';

/**
 * config → database → migrate → first-start data → stored price check → server → listen; graceful shutdown
 * on SIGTERM.
 */
async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  const app = await buildServer({ config, db: database.db });

  const admin = await app.services.accounts.ensureSuperAdmin(config.admin);
  // Sessions past their expiry are refused already; this only keeps the table small.
  const purged = await app.services.sessions.purgeExpiredSessions();
  if (purged) app.log.info(`Removed ${purged} expired sessions`);
  const demo = await installDemoShop(database.db, { dataDir: config.dataDir });
  if (demo.installed) app.log.info(`Installed the demo shop: ${demo.products} products`);
  // Stored prices checkout will not charge (a tier typed "6.500,00", a product at 0) are named for staff.
  await reportStoredPrices(database.db, (message) => app.log.warn(message));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    const timer = setTimeout(() => {
      app.log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // Ours alone: in development, Vite (through React Router's plugin) adds a SIGTERM handler that exits
  // at once, before in-flight requests finish and the embedded database is closed.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.once(signal, () => void shutdown(signal));
  }

  await app.listen({ port: config.port, host: config.host });
  // Delivers notifications left from before a restart, and retries failed ones with back-off.
  app.services.outbox.start();
  // Makes the variants of videos still processing (a restart mid-job resumes them), then of new uploads.
  app.services.videoJobs.start();
  // Fetches the couriers' city lists daily and asks PostEx, which pushes nothing, about parcels on their way.
  app.services.couriers.start();
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Shop:        ${url}`,
    `  Back office: ${url}/admin/login`,
    `  Database:    ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL'}`,
  ];
  if (admin.created) {
    lines.push(
      `  Admin login: ${config.admin.username} / ${admin.generatedPassword ?? '(the ADMIN_PASSWORD you set)'}`,
    );
    if (admin.generatedPassword) lines.push('  (generated now and shown only this once: write it down)');
  } else {
    lines.push(`  Admin login: ${config.admin.username} (password as set at first start)`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof FolderLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
