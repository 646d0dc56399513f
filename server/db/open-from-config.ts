import { join } from 'node:path';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from './client';

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite under DATA_DIR/db. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: join(config.dataDir, 'db') });
}
