import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { noteQuery } from '../lib/public-cache/answer-reads';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { acquireFolderLock } from './folder-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services see: the same for PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A service method may run inside a caller's transaction or on its own. */
export type DbOrTx = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a snapshot of the whole database, for cloning in tests. */
  dump?: () => Promise<Blob | File>;
};

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string | undefined /* undefined: in memory */; loadDataDir?: Blob };

// A fixed key for pg_advisory_lock so that two instances starting together do not migrate at once.
const MIGRATION_LOCK_KEY = 720_450_981;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres'
    ? openPostgres(target.url, target.poolSize)
    : openPglite(target.dataDir, target.loadDataDir);
}

/** Every query goes past the public answers' read recorder: a kept answer knows its tables (decision 030). */
const READS_LOGGER = { logQuery: (query: string) => noteQuery(query) };

/** The connections the pool keeps open when idle. */
const KEPT_CONNECTIONS = 2;

function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  // `min`: the pool closes connections idle for 10 s, but not its last ones, so a quiet shop's next
  // request finds a PostgreSQL backend with its catalogue loaded and its prepared statements planned.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    min: Math.min(KEPT_CONNECTIONS, poolSize),
  });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema, logger: READS_LOGGER }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  let folder: string | undefined;
  if (dataDir !== undefined) {
    folder = resolve(dataDir);
    // PGlite does not create parent folders, and two processes on one folder silently lose writes.
    mkdirSync(folder, { recursive: true });
    releaseLock = acquireFolderLock(folder);
  }
  try {
    // Extensions the migrations create must be loaded into every PGlite that opens, snapshots included:
    // pg_trgm for the order desk's search (decision 012).
    const client = await PGlite.create({ dataDir: folder, loadDataDir, extensions: { pg_trgm } });
    const db = drizzlePglite({ client, schema, logger: READS_LOGGER }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      dump: () => client.dumpDataDir('none'),
      async close() {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Cheap liveness probe for /api/health. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
