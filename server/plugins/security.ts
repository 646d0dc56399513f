import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import { ForbiddenError } from '../errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers for every answer, plus the cross-site request check (DESIGN.md §4): a mutating
 * request that names an Origin must come from this site. Pages get their own CSP with a nonce (ssr.ts).
 */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    // Non-HTML answers (JSON, files) never need to run or embed anything.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    frameguard: { action: 'deny' },
    strictTransportSecurity: config.env === 'production' ? { maxAge: 15552000 } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
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

const META_PIXEL_SCRIPT_HOST = 'https://connect.facebook.net';
const META_PIXEL_BEACON_HOST = 'https://www.facebook.com';

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The CSP of an HTML page: scripts only from us or with this response's nonce. Meta's pixel host is the
 * one outside origin allowed, and only does anything when staff set a pixel id.
 */
export function pageContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${META_PIXEL_SCRIPT_HOST}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${META_PIXEL_BEACON_HOST}`,
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${META_PIXEL_BEACON_HOST}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}
