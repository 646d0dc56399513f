import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from '../../tests/setup/global-setup';
import { openDatabase, type DatabaseHandle } from '../db/client';

/**
 * A fresh, migrated database for one test file: a copy of the migrated template on PostgreSQL when
 * TEST_DATABASE_URL is set (CI), else in-memory PGlite (or when `embedded` asks for PGlite by name, for
 * tests that must hold on both engines). Close it in afterAll.
 */
export async function createTestDatabase(options: { embedded?: boolean } = {}): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('templateDatabase');
  if (!url || !template || options.embedded) {
    const snapshot = inject('pgliteSnapshot');
    if (snapshot) {
      const loadDataDir = new Blob([await readFile(snapshot)]);
      return openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir });
    }
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await handle.migrate();
    return handle;
  }
  const pidOfRun = template.replace('shop_test_template_', '');
  const name = `shop_test_${pidOfRun}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => dropper.end());
    },
  };
}
