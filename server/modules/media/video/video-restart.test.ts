import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../../../tests/setup/global-setup';
import { loadConfig } from '../../../config';
import { openConfiguredDatabase } from '../../../db/open-from-config';
import { installDemoShop } from '../../../seed/install-demo-shop';
import { freePort } from '../../../testing/free-port';
import { bundleMain } from '../../../testing/main-bundle';
import { mediaAssets } from '../media.tables';
import { createDiskStorage } from '../storage/disk-storage';
import { insertProcessingVideo, makeTestVideo } from './test-videos';

// The real entry point, bundled and run under plain node as production does.
let bundle: string;
let video: Buffer;
const dropDatabases: Array<() => Promise<void>> = [];
const tempDirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), name));
  tempDirs.push(dir);
  return dir;
};

beforeAll(() => {
  bundle = bundleMain('video-restart-main');
  // Long enough that the kill lands while ffmpeg works (a few seconds on two cores).
  video = makeTestVideo(tempDir('video-restart-src-'), {
    width: 1280,
    height: 720,
    seconds: 4,
  });
});
afterAll(async () => {
  for (const drop of dropDatabases) await drop();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

type Target = { dataDir: string; databaseUrl: string };

/** The environment both the test and the server read: PGlite under DATA_DIR, or DATABASE_URL. */
const envOf = (target: Target) => ({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl });

/** What the upload service leaves before the server starts: a processing video and its original. */
async function prepare(target: Target) {
  const database = await openConfiguredDatabase(loadConfig(envOf(target)));
  try {
    await database.migrate();
    // Installed now without images, so the server's first start skips the demo shop's image work.
    await installDemoShop(database.db, { dataDir: target.dataDir, images: false });
    const storage = createDiskStorage(join(target.dataDir, 'uploads'));
    return await insertProcessingVideo(database.db, storage, video, 'restart-clip');
  } finally {
    await database.close();
  }
}

/** Starts the server in a process group of its own, so a kill takes its ffmpeg too, as a crash would. */
function start(target: Target, port: number) {
  const child = spawn(process.execPath, [bundle], {
    detached: true,
    env: {
      ...process.env,
      ...envOf(target),
      NODE_ENV: 'development',
      // Chosen by the system: a port picked at random once met PostgreSQL's 5432 (free-port.ts).
      PORT: String(port),
      LOG_LEVEL: 'info',
      ADMIN_PASSWORD: 'Start-Test-Pass-1',
      RATE_LIMIT: 'off',
      MEDIA_JOB_LEASE_SECONDS: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (output.includes(text)) {
          clearInterval(timer);
          resolve();
        }
      }, 20);
      void exited.then((code) => {
        clearInterval(timer);
        reject(new Error(`exited with ${code} before "${text}": ${output}`));
      });
    });
  return { child, exited, waitFor, output: () => output };
}

async function killedThenRestarted(target: Target) {
  const asset = await prepare(target);

  const first = start(target, await freePort());
  await first.waitFor(`Video ${asset.id}: processing (attempt 1)`);
  process.kill(-first.child.pid!, 'SIGKILL'); // the server and its ffmpeg, mid-job
  await first.exited;
  expect(first.output()).not.toContain(`Video ${asset.id}: ready`);
  if (!target.databaseUrl) expect(existsSync(join(target.dataDir, 'db', '.lock'))).toBe(true); // left behind

  const second = start(target, await freePort());
  await second.waitFor(`Video ${asset.id}: ready`);
  expect(second.output()).toContain(`Video ${asset.id}: processing (attempt 2)`);
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);

  const database = await openConfiguredDatabase(loadConfig(envOf(target)));
  try {
    const [row] = await database.db.select().from(mediaAssets).where(eq(mediaAssets.id, asset.id));
    expect(row).toMatchObject({
      status: 'ready',
      statusReason: null,
      processingAttempts: 2,
      leaseUntil: null,
    });
    const keys = Object.values(row!.videoVariants).map((url) => url.replace(/^\/uploads\//, ''));
    expect(keys).toHaveLength(5);
    for (const key of keys) expect(existsSync(join(target.dataDir, 'uploads', key))).toBe(true);
  } finally {
    await database.close();
  }
  // The killed process's temp folder went with the next start.
  const pid = first.child.pid!;
  expect(readdirSync(tmpdir()).filter((n) => n.startsWith(`shop-video-${pid}-`))).toEqual([]);
}

/** A fresh copy of the migrated template, named so the global teardown drops it if we do not. */
async function freshPostgres(url: string, template: string): Promise<string> {
  const name = `shop_test_${template.replace('shop_test_template_', '')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`).finally(() => admin.end());
  dropDatabases.push(async () => {
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => dropper.end());
  });
  return withDatabase(url, name);
}

/**
 * Two starts of the whole server, the first installing the demo shop (its images drawn by sharp), and an
 * ffmpeg run: about 20 s on an idle 2-core machine. The guard leaves room for the other test worker's
 * load; it is a guard against a hang, not a speed check.
 */
const CRASH_TEST_TIMEOUT_MS = 150_000;

describe('a video job across a crash', () => {
  it(
    'ends ready when the server is killed mid-video and started again (PGlite)',
    async () => {
      await killedThenRestarted({ dataDir: tempDir('video-restart-'), databaseUrl: '' });
    },
    CRASH_TEST_TIMEOUT_MS,
  );

  const url = process.env.TEST_DATABASE_URL;
  const template = inject('templateDatabase');
  it.runIf(url && template)(
    'ends ready when killed and started again (PostgreSQL)',
    async () => {
      const databaseUrl = await freshPostgres(url!, template!);
      await killedThenRestarted({ dataDir: tempDir('video-restart-'), databaseUrl });
    },
    CRASH_TEST_TIMEOUT_MS,
  );
});
