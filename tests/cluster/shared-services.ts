import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

/** The cluster's own database on the PostgreSQL server, made empty and dropped at the end. */
export type ClusterDatabase = { url: string; name: string; drop(): Promise<void> };

export async function createClusterDatabase(serverUrl: string): Promise<ClusterDatabase> {
  const name = `shop_cluster_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect().catch((error: Error) => {
    throw new Error(`PostgreSQL is not reachable at ${serverUrl} (CLUSTER_DATABASE_URL): ${error.message}`);
  });
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // FORCE: a copy killed by the test may have left connections the server has not noticed yet.
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Marks a Redis database as taken by one run; gone when the run flushes the database at the end. */
const OWNER_KEY = 'shop-cluster:owner';

/** A Redis database number of the run's own: the copies' rate-limit keys meet no one else's. */
export type ClusterRedis = { url: string; flush(): Promise<void> };

/**
 * Takes the highest-numbered Redis database that is empty (15 down to 1; 0 is everyone's default) and
 * marks it with a key only one run can set, so two runs at once never share one. At the end the run
 * empties that database, which held nothing but its own keys.
 */
export async function claimRedisDatabase(serverUrl: string): Promise<ClusterRedis> {
  // One try, no reconnecting: a Redis that is not there is reported once, with its reason.
  const probe = new Redis(serverUrl, {
    maxRetriesPerRequest: 1,
    lazyConnect: true,
    retryStrategy: () => null,
  });
  let reason = '';
  probe.on('error', (error: Error) => (reason ||= error.message));
  await probe.connect().catch((error: Error) => {
    throw new Error(`Redis is not reachable at ${serverUrl} (CLUSTER_REDIS_URL): ${reason || error.message}`);
  });
  try {
    for (let db = 15; db >= 1; db--) {
      await probe.select(db);
      if ((await probe.dbsize()) > 0) continue;
      if ((await probe.set(OWNER_KEY, String(process.pid), 'NX')) !== 'OK') continue;
      const url = new URL(serverUrl);
      url.pathname = `/${db}`;
      return {
        url: url.toString(),
        async flush() {
          const client = new Redis(url.toString(), { maxRetriesPerRequest: 1 });
          try {
            if ((await client.get(OWNER_KEY)) === String(process.pid)) await client.flushdb();
          } finally {
            client.disconnect();
          }
        },
      };
    }
    throw new Error(`Redis at ${serverUrl}: no empty database among 1 to 15 for the cluster's counters`);
  } finally {
    probe.disconnect();
  }
}
