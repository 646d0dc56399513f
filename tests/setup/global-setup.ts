import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string | null;
    pgliteSnapshot: string | null;
  }
}

/**
 * Migrate once, copy per test file. With TEST_DATABASE_URL, a template database that each file copies
 * with CREATE DATABASE … TEMPLATE; without it, a PGlite snapshot that each file loads into memory.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await handle.migrate();
    const snapshot = join(tmpdir(), `shop-test-pglite-${process.pid}.tar`);
    await writeFile(snapshot, Buffer.from(await (await handle.dump!()).arrayBuffer()));
    await handle.close();
    project.provide('templateDatabase', null);
    project.provide('pgliteSnapshot', snapshot);
    return;
  }
  const template = `shop_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, template), poolSize: 1 });
  await handle.migrate();
  await handle.close();
  project.provide('templateDatabase', template);
  project.provide('pgliteSnapshot', null);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`shop_test_${process.pid}_%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
