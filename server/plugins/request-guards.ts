import type { FastifyInstance } from 'fastify';
import { InputError } from '../errors';

export const INVALID_HOST = 'Missing or invalid Host header';
export const NUL_REFUSED = 'Text may not contain NUL characters';

// A host name or an IPv4 address, or an IPv6 address in brackets, with an optional port.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|(\[[0-9a-f:.]+\]))(?::(\d{1,5}))?$/i;
const MAX_PORT = 65_535;

/**
 * The Host check and the address's NUL check (the public answers' short-circuit makes them too). A Host
 * passes only if the pages can build a URL from it (ssr.ts): a port above 65535 (`x:99999`) or a
 * bracketed address that is no IPv6 address made `new URL` throw, a 500, before this refused them.
 */
export function isValidHost(host: string | undefined): boolean {
  const parts = HOST.exec(host ?? '');
  if (!parts) return false;
  const [, ipv6, port] = parts;
  if (port !== undefined && Number(port) > MAX_PORT) return false;
  return ipv6 === undefined || URL.canParse(`http://${ipv6}`);
}
export const holdsNulInUrl = (url: string): boolean => /%00/i.test(url);

/** True when a parsed JSON value holds a NUL character in any string, key or value, at any depth. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  }
  return false;
}

/**
 * Input no route should ever see, refused with a 400 before it can become a 500 further in:
 * - a request without a valid Host: the pages build their URL from it, and the Origin check compares it;
 * - a NUL character in the address or in a JSON body: PostgreSQL refuses NUL in text, so it would fail
 *   deep in a query. (Pages check their form bodies in page-bodies.ts.)
 * JSON keeps Fastify's own parser (with its prototype-poisoning protection); only the check is added.
 */
export function registerRequestGuards(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!isValidHost(request.host)) throw new InputError(INVALID_HOST);
    if (holdsNulInUrl(request.url)) throw new InputError(NUL_REFUSED);
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      if (holdsNul(value)) return done(new InputError(NUL_REFUSED), undefined);
      done(null, value);
    });
  });
}
