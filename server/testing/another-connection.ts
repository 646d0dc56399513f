import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client';

/**
 * Runs SQL as another copy of the server would: on a connection of its own on PostgreSQL (so its change
 * notice reaches this copy as another copy's would); PGlite has one connection, which runs it.
 */
export async function fromAnotherConnection(database: DatabaseHandle, statement: string) {
  if (database.kind === 'pglite') {
    await database.db.execute(sql.raw(statement));
    return;
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const other = new pg.Client({ connectionString: pool.options.connectionString });
  await other.connect();
  try {
    await other.query(statement);
  } finally {
    await other.end();
  }
}
