import pg from 'pg';
import { withDatabase } from '../tests/setup/global-setup';

/** The PostgreSQL server the benchmarks use (BENCH_PG_URL); each run makes its own database there. */
export const BENCH_PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: BENCH_PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A database kept between runs (seeding 1,000,000 orders takes many minutes): made on first use, its
 * URL answered.
 */
export async function keptDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: BENCH_PG_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return withDatabase(BENCH_PG_URL, name);
}

/**
 * Runs `work` against a fresh database of its own and drops it afterwards, whatever happens, so a
 * benchmark never measures or leaves behind another run's data.
 */
export async function withBenchDatabase<T>(
  prefix: string,
  work: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${process.pid}`;
  await admin(`CREATE DATABASE ${name}`);
  try {
    return await work(withDatabase(BENCH_PG_URL, name));
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/**
 * Runs `work` on a fresh PostgreSQL database of its own (its URL), or on the server's embedded PGlite
 * (undefined) when BENCH_DB=pglite.
 */
export function withShopDatabase<T>(prefix: string, work: (databaseUrl?: string) => Promise<T>): Promise<T> {
  if (process.env.BENCH_DB === 'pglite') return work(undefined);
  return withBenchDatabase(prefix, work);
}
