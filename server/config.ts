import { WHATSAPP_API_DEFAULT_URL } from './modules/notifications/whatsapp';
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
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
  TRUST_PROXY: optionalText,
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText.pipe(z.string().regex(/^\d+$/, 'must be digits').optional()),
  WHATSAPP_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

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
  /** WhatsApp Business Cloud API credentials; order messages to the shop's number need both. */
  whatsapp: { token: string; phoneNumberId: string; apiUrl: string } | undefined;
};

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
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
    whatsapp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
        ? {
            token: e.WHATSAPP_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            apiUrl: (e.WHATSAPP_API_URL ?? WHATSAPP_API_DEFAULT_URL).replace(/\/+$/, ''),
          }
        : undefined,
  };
}

/** `true`/`false`, a hop count is not offered: only named proxies or addresses, as Fastify takes them. */
function parseTrustProxy(value: string | undefined): string | boolean | undefined {
  if (value === undefined || value === 'false') return undefined;
  if (value === 'true') return true;
  return value;
}
