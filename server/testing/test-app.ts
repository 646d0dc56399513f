import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { StaffRole } from '../../common/accounts/roles';
import { adminSettingsSchema, type AdminSettings } from '../../common/settings/admin-settings-schemas';
import { buildServer } from '../build-server';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../modules/accounts/password';
import { createTestDatabase } from './test-database';
import { testConfig } from './test-config';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
};

/**
 * The real server (API only) on a fresh database, for `app.inject()` contract tests. A `logStream`
 * receives the log lines (set `logLevel` too: tests are silent by default).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  { logStream }: { logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildServer({ config: testConfig(overrides), db: database.db, pages: false, logStream });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const TEST_PASSWORD = 'Correct-Horse-9';

type NewUser = {
  username: string;
  role?: StaffRole | null;
  id?: string;
  emailVerified?: boolean;
  isAdmin?: boolean;
};

/** Inserts an account directly (the registration flow is tested on its own). */
export async function addUser(t: TestApp, user: NewUser) {
  const [row] = await t.database.db
    .insert(users)
    .values({
      id: user.id,
      username: user.username,
      email: `${user.username.toLowerCase()}@example.com`,
      passwordHash: await hashPassword(TEST_PASSWORD),
      emailVerified: user.emailVerified ?? true,
      isAdmin: user.isAdmin ?? false,
      role: user.role ?? null,
    })
    .returning();
  return row!;
}

/** Logs in through the API and returns the Cookie header value to send with later requests. */
export async function loginCookie(t: TestApp, username: string, password = TEST_PASSWORD): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailOrUsername: username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('no session cookie');
  return `sid=${cookie.value}`;
}

/** Saves settings as the staff member logged in with `cookie` (PATCH /api/admin/settings); answers them saved. */
export async function patchSettings(t: TestApp, cookie: string, payload: object): Promise<AdminSettings> {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    headers: { cookie },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`settings not saved: ${res.statusCode} ${res.body}`);
  return adminSettingsSchema.parse(res.json());
}

/** Runs the outbox until nothing is due: the messages and tasks the requests so far queued are carried out. */
export async function settleOutbox(t: TestApp): Promise<void> {
  await t.app.services.outbox.kick();
  await t.app.services.outbox.idle();
}
