import fastifyHelmet from '@fastify/helmet';
import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config, S3Config } from '../config';
import { ForbiddenError } from '../errors';
import { s3UploadOrigins } from '../modules/media/storage/s3-storage';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers for every answer, plus the cross-site request check (DESIGN.md §4): a mutating
 * request that names an Origin must come from this site. Pages get their own CSP with a nonce (ssr.ts).
 */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  await app.register(fastifyHelmet, helmetOptions(config));

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });

  const allowedOrigins = new Set([new URL(config.publicUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return; // not a browser cross-site request (curl, server-to-server, same-origin GET forms)
    if (origin === ownOrigin(request) || allowedOrigins.has(origin)) return;
    throw new ForbiddenError('Cross-site request refused');
  });
}

/** Helmet's settings for every answer (pages replace the CSP with their own, ssr.ts). */
function helmetOptions(config: Config) {
  return {
    // Non-HTML answers (JSON, files) never need to run or embed anything.
    contentSecurityPolicy: {
      useDefaults: false as const,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    frameguard: { action: 'deny' as const },
    strictTransportSecurity: config.env === 'production' ? { maxAge: 15552000 } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' as const },
  };
}

/**
 * The headers registerSecurity's hooks give every non-page answer, worked out once: for the public
 * answers served before those hooks run (plugins/public-answers.ts). Helmet's headers depend only on its
 * options, so running its middleware once against a recorder gives exactly what it sets per request.
 */
export function answerSecurityHeaders(config: Config): ReadonlyArray<readonly [name: string, value: string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => {},
  };
  helmet(helmetOptions(config))({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  headers.push(['permissions-policy', PERMISSIONS_POLICY]);
  return headers;
}

const META_PIXEL_SCRIPT_HOST = 'https://connect.facebook.net';
const META_PIXEL_BEACON_HOST = 'https://www.facebook.com';

/**
 * Powerful browser features the shop never uses, denied to its pages and to anything they might embed
 * or have injected. Only names browsers know: Chromium reports an unknown one in the console.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The CSP of an HTML page: scripts only from us or with this response's nonce; images, media and fonts
 * from us (no data: URLs; the Urdu storefront's web font is the shop's own file), plus blob: for images and videos so the back office can preview
 * a file picked for upload (`URL.createObjectURL`) before it is sent. With S3 storage (`s3`), images and
 * videos also come from the bucket's public origin, and the back office PUTs large uploads straight to
 * the bucket's endpoint (`connect-src`). Meta's pixel hosts are allowed only while staff have set a pixel
 * id (the only time it loads).
 * `style-src 'unsafe-inline'` stays: the gallery's zoom sets a style attribute and Radix's dialog adds a
 * `<style>` element for its scroll lock.
 */
export function pageContentSecurityPolicy(
  nonce: string,
  { metaPixel, s3 }: { metaPixel: boolean; s3?: S3Config },
): string {
  const pixelScript = metaPixel ? ` ${META_PIXEL_SCRIPT_HOST}` : '';
  const pixelBeacon = metaPixel ? ` ${META_PIXEL_BEACON_HOST}` : '';
  const mediaOrigin = s3 ? [new URL(s3.publicUrl).origin] : [];
  const media = mediaOrigin.map((origin) => ` ${origin}`).join('');
  const connect = [...new Set([...mediaOrigin, ...(s3 ? s3UploadOrigins(s3) : [])])]
    .map((origin) => ` ${origin}`)
    .join('');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${pixelScript}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' blob:${media}${pixelBeacon}`,
    `media-src 'self' blob:${media}`,
    `connect-src 'self'${connect}${pixelBeacon}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Random bytes for nonces, drawn from the CSPRNG 256 nonces at a time: a `randomBytes` call per answer was
 * 7 % of the server's work under load when kept pages drew a nonce each (decision 021; since decision 041
 * only pages rendered per request do). No byte is used twice.
 */
const NONCE_BYTES = 16;
const nonceSource = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = nonceSource.length;

/** A CSP nonce: 16 random bytes in base64 (24 characters). */
export function newNonce(): string {
  if (nonceOffset === nonceSource.length) {
    randomFillSync(nonceSource);
    nonceOffset = 0;
  }
  const nonce = nonceSource.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}
