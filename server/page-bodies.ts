import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, InputError } from './errors';
import { NUL_REFUSED } from './plugins/request-guards';

/** The methods a page answers: reading it, and its form's post to the route's action. */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const;
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);
export const FORM_POSTS_ONLY = 'Pages accept form posts only';

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * What a page action may receive: a browser's form post (urlencoded or multipart), which
 * React Router reads with `request.formData()`. Anything else (JSON, text, an empty body, another
 * method) would throw inside the action and answer 500; here it gets a 4xx before the action runs.
 * Form bodies stay raw bytes for React Router, checked only for NUL (encoded or not), which PostgreSQL
 * refuses in text.
 */
export function registerPageBodies(pages: FastifyInstance) {
  pages.removeAllContentTypeParsers();
  pages.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
    if (!FORM_TYPES.has(mediaType(request))) return done(new AppError(415, FORM_POSTS_ONLY), undefined);
    const bytes = body as Buffer;
    if (bytes.includes(0) || /%00/i.test(bytes.toString('latin1'))) {
      return done(new InputError(NUL_REFUSED), undefined);
    }
    done(null, bytes);
  });
  // A post with no body at all never reaches a parser.
  pages.addHook('preHandler', async (request) => {
    if (request.method === 'POST' && !Buffer.isBuffer(request.body)) throw new AppError(415, FORM_POSTS_ONLY);
  });
  pages.route({
    method: ['PUT', 'PATCH', 'DELETE'],
    url: '/*',
    config: { changes: [] }, // refused: writes nothing
    handler: (_request, reply) =>
      reply.status(405).header('Allow', PAGE_METHODS.join(', ')).send({ error: 'Method not allowed' }),
  });
}
