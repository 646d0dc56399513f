import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startS3Server, type TestS3Server } from '../../server/testing/s3-server';
import { startSmtpSink, type SmtpSink } from '../../server/testing/smtp-sink';
import { startNginx, type Nginx } from './nginx';
import { claimRedisDatabase, createClusterDatabase, type ClusterDatabase } from './shared-services';
import { startCopy, waitUntilHealthy, type ShopCopy } from './shop-copy';

/** compose.yaml's bucket name, which deploy/nginx/shop.conf serves at /shop-media. */
const BUCKET = 'shop-media';

export type Cluster = {
  /** The shop's address for shoppers: nginx in front of both copies. */
  nginx: Nginx;
  /** The two copies, each also reachable directly (the tests pick one on purpose). */
  a: ShopCopy;
  b: ShopCopy;
  database: ClusterDatabase;
  /** The test's own connection to the cluster's database, to check what the copies wrote. */
  sql: pg.Pool;
  smtp: SmtpSink;
  s3: TestS3Server;
  admin: { username: string; password: string };
  /** The copies' METRICS_TOKEN: GET /metrics with `Authorization: Bearer <token>`. */
  metricsToken: string;
  /** From starting both copies at once to both answering /api/health. */
  copiesStartMs: number;
  /** Stops everything that is still running and removes the database, the Redis keys and the files. */
  stop(): Promise<void>;
};

export type ClusterOptions = {
  /** nginx on it, the copies on the next two, then the S3 server and the SMTP sink. */
  basePort: number;
  postgresUrl: string;
  redisUrl: string;
};

/**
 * The topology of compose.yaml on this machine, every part on loopback: nginx (deploy/nginx/shop.conf)
 * in front of two copies of the production build, which share one fresh PostgreSQL database, one Redis
 * database, an S3-compatible server (s3rver, the bucket served through nginx as MinIO is) and an SMTP
 * sink. The copies are started at the same moment on the empty database, as two containers would be.
 *
 * Their DATA_DIR is shared, like compose's volume: media goes to the bucket, but the demo shop's images
 * are drawn to DATA_DIR/uploads/demo on first start and the demo catalogue names them by that path.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const ports = {
    listen: options.basePort,
    app1: options.basePort + 1,
    app2: options.basePort + 2,
    bucket: options.basePort + 3,
    smtp: options.basePort + 4,
  };
  const cleanup: Array<() => Promise<unknown>> = [];
  const pids: number[] = [];
  // Should the test process end without its afterAll (a crash, ^C), the children must not outlive it.
  const killChildren = () => pids.forEach((pid) => tryKill(pid));
  process.once('exit', killChildren);
  const stop = async () => {
    process.off('exit', killChildren);
    const failures: unknown[] = [];
    for (const step of cleanup.reverse()) await step().catch((error: unknown) => failures.push(error));
    cleanup.length = 0;
    if (failures.length) throw new AggregateError(failures, 'cluster clean-up failed');
  };

  try {
    const dir = await mkdtemp(join(tmpdir(), 'shop-cluster-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const database = await createClusterDatabase(options.postgresUrl);
    cleanup.push(() => database.drop());
    const redis = await claimRedisDatabase(options.redisUrl);
    cleanup.push(() => redis.flush());
    const s3 = await startS3Server({ bucket: BUCKET, port: ports.bucket });
    cleanup.push(() => s3.close());
    const smtp = await startSmtpSink(ports.smtp);
    cleanup.push(() => smtp.close());
    const nginx = await startNginx(join(dir, 'nginx'), ports);
    pids.push(nginx.pid);
    cleanup.push(() => nginx.stop());

    const nginxUrl = nginx.url;
    const admin = { username: 'cluster-admin', password: randomBytes(12).toString('hex') };
    const metricsToken = randomBytes(18).toString('hex');
    const env: Record<string, string> = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      RATE_LIMIT: 'on',
      // nginx reaches the copies from 127.0.0.1: its X-Forwarded-For is believed, a shopper's own is not.
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: nginxUrl,
      DATA_DIR: join(dir, 'data'),
      // As compose: the bucket at the shop's own address, path style, reached through nginx.
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: nginxUrl,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Cluster Shop <shop@cluster.test>',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      ADMIN_EMAIL: 'owner@cluster.test',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: metricsToken,
      // No WhatsApp: without WHATSAPP_TOKEN the shop sends none, so the outbox holds mail only.
    };
    const logDir = join(dir, 'logs');
    await mkdir(logDir, { recursive: true });
    const started = performance.now();
    const a = startCopy('copy-a', ports.app1, env, logDir);
    const b = startCopy('copy-b', ports.app2, env, logDir);
    pids.push(a.pid, b.pid);
    cleanup.push(() => Promise.all([a.stop(), b.stop()]));
    await Promise.all([waitUntilHealthy(a, 180_000), waitUntilHealthy(b, 180_000)]);
    const copiesStartMs = performance.now() - started;

    const sql = new pg.Pool({ connectionString: database.url, max: 4 });
    cleanup.push(() => sql.end());
    return { nginx, a, b, database, sql, smtp, s3, admin, metricsToken, copiesStartMs, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}

function tryKill(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
