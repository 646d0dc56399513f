import { isIP } from 'node:net';
import { adsConfigIssues, adsEnvSchema, parseAdsConfig, type AdsConfig } from './modules/ads/ads-config';
import {
  courierConfigIssues,
  courierEnvSchema,
  parseCourierConfig,
  type CourierConfig,
} from './modules/orders/couriers/courier-config';
import { WHATSAPP_API_DEFAULT_URL } from './modules/notifications/whatsapp';
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
/** An http(s) URL without its trailing slashes. */
const httpUrl = optionalText.pipe(
  z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
);
/** A duration in seconds (fractions allowed), at most an hour. */
const seconds = z.coerce.number().positive('must be a number of seconds above 0').max(3600);

/** The names proxy-addr knows for ranges of addresses, besides addresses and CIDR ranges themselves. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * Only named proxies: `true` would believe X-Forwarded-For from anyone, so any client could choose the
 * address its rate limits are counted against; a hop count trusts whoever happens to connect.
 */
const trustProxy = optionalText.pipe(
  z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined || value === 'false') return;
      if (value === 'true') {
        ctx.addIssue({
          code: 'custom',
          message:
            'true would trust X-Forwarded-For from any client, who could then pick its own address; ' +
            'list the proxies in front of the shop instead (e.g. loopback, or 10.0.0.0/8)',
        });
        return;
      }
      for (const entry of value.split(',').map((e) => e.trim())) {
        if (!isProxyEntry(entry)) {
          ctx.addIssue({
            code: 'custom',
            message: `"${entry}" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal`,
          });
        }
      }
    }),
);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(5002),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// connection string' }).optional(),
    ),
    ADMIN_USERNAME: z.string().trim().min(1).max(100).default('admin'),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    ADMIN_EMAIL: z.email().default('admin@example.com'),
    SMTP_URL: optionalText.pipe(
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    MAIL_FROM: z.string().min(3).default('Vitalix Organics <no-reply@localhost>'),
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    RATE_LIMIT: z.enum(['on', 'off']).default('on'),
    TRUST_PROXY: trustProxy,
    WHATSAPP_TOKEN: optionalText,
    WHATSAPP_PHONE_NUMBER_ID: optionalText.pipe(z.string().regex(/^\d+$/, 'must be digits').optional()),
    WHATSAPP_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Meta's webhook (docs/whatsapp.md): the token its verification handshake must carry, and the app's secret. */
    WHATSAPP_VERIFY_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    WHATSAPP_APP_SECRET: optionalText,
    /** The bearer token Prometheus sends to read /metrics; unset, there is no /metrics (plugins/metrics.ts). */
    METRICS_TOKEN: optionalText.pipe(z.string().min(24, 'must be at least 24 characters').optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    REQUEST_TIMEOUT: seconds.default(30),
    HEADERS_TIMEOUT: seconds.default(10),
    KEEP_ALIVE_TIMEOUT: seconds.default(5),
    IDLE_TIMEOUT: seconds.default(60),
    /** How long a claimed video job is a process's before another may take it over (renewed while it works). */
    MEDIA_JOB_LEASE_SECONDS: seconds.min(1, 'must be at least 1 second').default(60),
    S3_BUCKET: optionalText.pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name: 3 to 63 lower-case letters, digits, dots and dashes',
        )
        .optional(),
    ),
    S3_REGION: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1 (or auto)')
        .optional(),
    ),
    S3_ENDPOINT: httpUrl,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: httpUrl,
    S3_FORCE_PATH_STYLE: optionalText.pipe(z.enum(['true', 'false']).optional()),
  })
  .extend(courierEnvSchema.shape)
  .extend(adsEnvSchema.shape);

/** Variables that mean nothing without S3_BUCKET: setting one alone is a half configuration. */
const S3_COMPANIONS = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
  'S3_FORCE_PATH_STYLE',
] as const;

/** Rules between variables, reported like a bad value of the one that has to change. */
const checkedEnvSchema = envSchema.superRefine((e, ctx) => {
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message:
        'required in production: the links in mails (verify email, reset password, orders) are built ' +
        'from it, and would point at localhost; set the address shoppers use, e.g. https://shop.example.pk',
    });
  }
  if (e.HEADERS_TIMEOUT > e.REQUEST_TIMEOUT) {
    ctx.addIssue({
      code: 'custom',
      path: ['HEADERS_TIMEOUT'],
      message: `must not be longer than REQUEST_TIMEOUT (${e.REQUEST_TIMEOUT} s), which includes the headers`,
    });
  }
  const s3Set = S3_COMPANIONS.filter((name) => e[name] !== undefined);
  if (!e.S3_BUCKET && s3Set.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message:
        `required when ${s3Set.join(', ')} ${s3Set.length === 1 ? 'is' : 'are'} set: media would ` +
        'otherwise go to DATA_DIR/uploads; name the bucket, or unset the S3_* variables',
    });
  }
  if (!!e.WHATSAPP_VERIFY_TOKEN !== !!e.WHATSAPP_APP_SECRET) {
    const [missing, given] = e.WHATSAPP_VERIFY_TOKEN
      ? ['WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN']
      : ['WHATSAPP_VERIFY_TOKEN', 'WHATSAPP_APP_SECRET'];
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: `required with ${given}: the webhook is verified with one and its bodies signed with the other`,
    });
  }
  for (const issue of [...courierConfigIssues(e), ...adsConfigIssues(e)]) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
  if (!!e.S3_ACCESS_KEY_ID !== !!e.S3_SECRET_ACCESS_KEY) {
    const [missing, given] = e.S3_ACCESS_KEY_ID
      ? ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID']
      : ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: `required with ${given}: set both, or neither to use the AWS SDK's default credentials`,
    });
  }
});

/** An S3-compatible bucket for media (decision 015); see README's configuration table. */
export type S3Config = {
  bucket: string;
  region: string;
  /** For MinIO, R2 and the like; unset for AWS itself. */
  endpoint: string | undefined;
  /** Unset: the SDK's default credential chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where browsers read objects: `${publicUrl}/${key}`. */
  publicUrl: string;
  forcePathStyle: boolean;
};

/** How long a client may take, in milliseconds (build-server.ts explains each). */
export type Timeouts = {
  /** To send its whole request, headers and body. */
  requestMs: number;
  /** To send its headers. */
  headersMs: number;
  /** To send its next request on a kept-alive connection. */
  keepAliveMs: number;
  /** With nothing moving on the connection either way (a client that stops reading our answer). */
  idleMs: number;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { username: string; password: string | undefined; email: string };
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  redisUrl: string | undefined;
  rateLimit: boolean;
  trustProxy: string | boolean | undefined;
  logLevel: string;
  /** `Authorization: Bearer <token>` opens /metrics; unset: no /metrics and no metrics collected. */
  metricsToken: string | undefined;
  timeouts: Timeouts;
  /** The video job's lease (modules/media/video): how soon a video a dead process held is taken up again. */
  mediaJobLeaseMs: number;
  /** WhatsApp Business Cloud API credentials; order messages to the shop's number need both. */
  whatsapp: { token: string; phoneNumberId: string; apiUrl: string } | undefined;
  /** Meta's webhook: the verification token and the app secret its bodies are signed with. */
  whatsappWebhook: { verifyToken: string; appSecret: string } | undefined;
  /** Media in an S3-compatible bucket; unset (no S3_BUCKET): files in DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /** The couriers booked through their merchant APIs, by credentials (decision 031). */
  couriers: CourierConfig;
  /** Meta's Conversions API and GA4's Measurement Protocol, each on by its credentials (docs/ads.md). */
  ads: AdsConfig;
};

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    redisUrl: e.REDIS_URL,
    rateLimit: e.RATE_LIMIT === 'on',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    timeouts: {
      requestMs: toMs(e.REQUEST_TIMEOUT),
      headersMs: toMs(e.HEADERS_TIMEOUT),
      keepAliveMs: toMs(e.KEEP_ALIVE_TIMEOUT),
      idleMs: toMs(e.IDLE_TIMEOUT),
    },
    mediaJobLeaseMs: toMs(e.MEDIA_JOB_LEASE_SECONDS),
    whatsapp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
        ? {
            token: e.WHATSAPP_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            apiUrl: (e.WHATSAPP_API_URL ?? WHATSAPP_API_DEFAULT_URL).replace(/\/+$/, ''),
          }
        : undefined,
    whatsappWebhook:
      e.WHATSAPP_VERIFY_TOKEN && e.WHATSAPP_APP_SECRET
        ? { verifyToken: e.WHATSAPP_VERIFY_TOKEN, appSecret: e.WHATSAPP_APP_SECRET }
        : undefined,
    s3: parseS3(e),
    couriers: parseCourierConfig(e),
    ads: parseAdsConfig(e),
  };
}

function parseS3(e: z.output<typeof envSchema>): S3Config | undefined {
  const bucket = e.S3_BUCKET;
  if (!bucket) return undefined;
  const region = e.S3_REGION ?? 'us-east-1';
  const endpoint = e.S3_ENDPOINT;
  return {
    bucket,
    region,
    endpoint,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl:
      e.S3_PUBLIC_URL ??
      (endpoint ? `${endpoint}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`),
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : endpoint !== undefined,
  };
}

/** `false` is the same as unset; the schema has refused `true`, so the rest is a list of proxies. */
function parseTrustProxy(value: string | undefined): string | undefined {
  return value === 'false' ? undefined : value;
}

function toMs(seconds: number): number {
  return Math.round(seconds * 1000);
}
