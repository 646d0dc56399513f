import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string | null;
  }
}

/**
 * With TEST_DATABASE_URL set, migrate one template database; every test file then gets a fresh copy of
 * it (CREATE DATABASE … TEMPLATE), which takes milliseconds. Without it, each file uses in-memory PGlite.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('templateDatabase', null);
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
