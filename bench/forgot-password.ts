/**
 * Forgot password answers in the same time whether or not the email has an account, so it does not tell
 * who has one: the median answer time of POST /api/auth/forgot-password for an email with an account and
 * for one without.
 *
 *   npm run bench:forgot-password
 * The API runs in this process (no build needed) over real HTTP, on a fresh PostgreSQL database
 * (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres) dropped after the run. Requests go
 * one at a time, alternating the two emails, and each waits until the outbox worker has finished the
 * previous one's work, so every answer is measured alone. Figures, not pass/fail: record them in
 * docs/performance.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../server/build-server';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { users } from '../server/db/schema';
import { hashPassword } from '../server/modules/accounts/password';
import { withBenchDatabase } from './bench-database';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 20;
const PORT = 5404;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

await withBenchDatabase('shop_bench_forgot', async (databaseUrl) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-forgot-'));
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
  try {
    await database.migrate();
    const known = 'known.shopper@example.pk';
    await database.db.insert(users).values({
      username: 'KnownShopper',
      email: known,
      passwordHash: await hashPassword('Bench-Shopper-Pass-1'),
      emailVerified: true,
    });
    const config = loadConfig({
      PUBLIC_URL: 'https://shop.example.pk',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'off',
      DATA_DIR: dataDir,
    });
    const app = await buildServer({ config, db: database.db, pages: false });
    await app.listen({ port: PORT, host: '127.0.0.1' });
    try {
      const ask = async (email: string) => {
        const started = performance.now();
        const res = await fetch(`http://127.0.0.1:${PORT}/api/auth/forgot-password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        await res.arrayBuffer();
        const ms = performance.now() - started;
        if (res.status !== 200) throw new Error(`forgot-password answered ${res.status}`);
        await app.services.outbox.idle(); // the work after the answer, off the clock
        return ms;
      };
      const times = { known: [] as number[], unknown: [] as number[] };
      for (let i = 0; i < WARM_UP + REQUESTS; i++) {
        const kind = i % 2 ? 'known' : 'unknown';
        const ms = await ask(kind === 'known' ? known : `nobody-${i}@example.pk`);
        if (i >= WARM_UP) times[kind].push(ms);
      }
      console.log(
        `POST /api/auth/forgot-password, ${REQUESTS / 2} each: existing account p50 ${median(times.known).toFixed(2)} ms, unknown email p50 ${median(times.unknown).toFixed(2)} ms`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
