import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client';

export type NotificationHandlers = {
  /** A notification's payload on the channel. */
  notified(payload: string): void;
  /** Listening (again): anything sent on the channel while not listening was lost. */
  listening(): void;
  /** The listening connection was lost: nothing is heard until `listening` is called again. */
  lost(error: unknown): void;
};

export type ChannelListener = {
  /** The PostgreSQL backend of the listening connection (tests end it to check the reconnection). */
  pid(): number | undefined;
  stop(): Promise<void>;
};

/** How long to wait before reconnecting a lost listener: doubling from the first to the last. */
export type Backoff = { firstMs: number; maxMs: number };
const BACKOFF: Backoff = { firstMs: 100, maxMs: 10_000 };

/** What pg_stat_activity shows for the listening connection. */
export const LISTENER_APPLICATION_NAME = 'shop-notification-listener';

/**
 * Listens on a PostgreSQL notification channel (LISTEN/NOTIFY) with the database the services use:
 * - on PostgreSQL, one dedicated connection outside the pool (a pooled one would be handed to queries and
 *   could not stay listening), reconnected with a doubling delay whenever it fails or is ended;
 * - on PGlite, the embedded instance's own `listen`, which cannot lose its connection.
 */
export async function listenForNotifications(
  db: Database,
  channel: string,
  handlers: NotificationHandlers,
  backoff: Backoff = BACKOFF,
): Promise<ChannelListener> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(channel, handlers.notified);
    handlers.listening();
    return {
      pid: () => undefined,
      stop: async () => {
        if (!client.closed) await unlisten();
      },
    };
  }
  if (client instanceof pg.Pool) return listenOnPostgres(client.options, channel, handlers, backoff);
  throw new Error('listenForNotifications: unknown database client');
}

async function listenOnPostgres(
  options: pg.PoolConfig,
  channel: string,
  handlers: NotificationHandlers,
  backoff: Backoff,
): Promise<ChannelListener> {
  let current: { client: pg.Client; pid: number } | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = backoff.firstMs;

  const onLost = (client: pg.Client, error: unknown) => {
    if (current?.client !== client) return; // an attempt that failed, or one already replaced
    current = undefined;
    client.end().catch(() => {});
    if (stopped) return;
    handlers.lost(error);
    schedule();
  };

  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect().catch((error: unknown) => {
        if (stopped) return;
        handlers.lost(error);
        schedule();
      });
    }, delay);
    delay = Math.min(delay * 2, backoff.maxMs);
  };

  async function connect() {
    const client = new pg.Client({
      connectionString: options.connectionString,
      host: options.host,
      port: options.port,
      user: options.user,
      password: options.password,
      database: options.database,
      ssl: options.ssl,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true, // a peer that vanished without closing is noticed
    });
    client.on('error', (error) => onLost(client, error));
    client.on('end', () => onLost(client, new Error('The listening connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notified(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      if (stopped) throw new Error('The listener was stopped while connecting');
      current = { client, pid: rows[0]!.pid };
    } catch (error) {
      client.removeAllListeners('end');
      client.end().catch(() => {});
      throw error;
    }
    delay = backoff.firstMs;
    handlers.listening();
  }

  try {
    await connect();
  } catch (error) {
    handlers.lost(error); // the server still starts; the listener keeps trying
    schedule();
  }
  return {
    pid: () => current?.pid,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const listening = current;
      current = undefined;
      await listening?.client.end().catch(() => {});
    },
  };
}
