import type { FastifyError, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  logoUploadAnswerSchema,
  storedUploadSchema,
  uploadAnswerSchema,
  uploadReceivedSchema,
  uploadRequestSchema,
} from '../../../common/media/media-schemas';
import { DIRECT_UPLOAD_MAX_BYTES } from '../../../common/media/upload-rules';
import { AppError } from '../../errors';
import { LIMITS } from '../../lib/rate-limits';
import type { Services } from '../../services';

const ticketParams = z.object({ id: z.uuid('Unknown upload URL') });
const ticketQuery = z.strictObject({ token: z.string().min(20).max(100) });

/** A JSON body holds base64 (a third larger than the file) and a few fields. */
const DIRECT_BODY_LIMIT = Math.ceil((DIRECT_UPLOAD_MAX_BYTES * 4) / 3) + 64 * 1024;

/** A body over the direct limit is refused before it is read; say where a large file goes instead. */
function tooLargeForDirect(error: FastifyError): never {
  // A route's error handler that throws hands the error on to the server's (plugins/error-handler.ts).
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    throw new AppError(
      413,
      `Files over ${DIRECT_UPLOAD_MAX_BYTES / 1024 / 1024}MB go through an upload URL: send the request without fileData`,
    );
  }
  throw error;
}

/** Refusals of the upload calls carry `success: false` beside `error` (back-office §3 upload results). */
function markFailures(scope: FastifyInstance) {
  scope.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode >= 400 && typeof payload === 'string' && payload.startsWith('{"error"')) {
      return `{"success":false,${payload.slice(1)}`;
    }
    return payload;
  });
}

/**
 * The upload calls (back-office §7, decision 015), for staff with the catalog capability: direct mode, upload
 * URLs (PUT the bytes, then complete), and the logo. Registered under /api beside the admin guard.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  markFailures(app);
  const { uploads } = services;

  app.post(
    '/objects/upload',
    {
      bodyLimit: DIRECT_BODY_LIMIT,
      errorHandler: tooLargeForDirect,
      schema: { body: uploadRequestSchema, response: { 200: uploadAnswerSchema } },
      config: { access: 'catalog', audit: { entity: 'media' }, changes: ['media'], rateLimit: LIMITS.upload },
    },
    async (request) => {
      const { fileData, ...rest } = request.body;
      if (fileData !== undefined) return uploads.uploadDirect({ ...rest, fileData }, request.actor());
      // An upload URL records nothing in the shop; completing it does, audited there.
      request.skipAudit('an upload URL stores nothing until it is completed');
      return uploads.openTicket(rest, request.actor());
    },
  );

  await app.register(async (scope) => {
    const raw = scope.withTypeProvider<ZodTypeProvider>();
    // The bytes of a file, streamed to storage as they arrive: no parser may read them into memory.
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    raw.put(
      '/objects/upload/:id',
      {
        schema: { params: ticketParams, querystring: ticketQuery, response: { 200: uploadReceivedSchema } },
        config: {
          access: 'catalog',
          audit: { exempt: 'staged bytes change nothing in the shop until the upload is completed' },
          changes: [],
          rateLimit: LIMITS.uploadBytes,
        },
      },
      async (request) => {
        const length = request.headers['content-length'];
        if (length === undefined) throw new AppError(411, 'Content-Length is required');
        // The guard has let only a signed-in staff member this far; the URL must be theirs.
        const viewer = (await request.getViewer())!;
        const result = await uploads.receiveBytes(request.params.id, request.query.token, viewer, {
          contentRange: request.headers['content-range'],
          contentLength: Number(length),
          body: request.raw,
        });
        return { success: true as const, ...result };
      },
    );
  });

  app.post(
    '/objects/upload/:id/complete',
    {
      schema: { params: ticketParams, querystring: ticketQuery, response: { 200: storedUploadSchema } },
      config: { access: 'catalog', audit: { entity: 'media' }, changes: ['media'], rateLimit: LIMITS.upload },
    },
    (request) => uploads.completeTicket(request.params.id, request.query.token, request.actor()),
  );

  app.post(
    '/upload/logo',
    {
      bodyLimit: DIRECT_BODY_LIMIT,
      errorHandler: tooLargeForDirect,
      schema: { body: uploadRequestSchema, response: { 200: logoUploadAnswerSchema } },
      config: { access: 'catalog', audit: { entity: 'media' }, changes: ['media'], rateLimit: LIMITS.upload },
    },
    async (request) => {
      // A logo is an image with the image's one limit (decision 015): inline as the spec sends it, or,
      // larger than DIRECT_UPLOAD_MAX_BYTES, through an upload URL completed like any other.
      const { fileData, ...rest } = request.body;
      const logo = { ...rest, category: 'image' as const };
      if (fileData === undefined) {
        request.skipAudit('an upload URL stores nothing until it is completed');
        return uploads.openTicket(logo, request.actor());
      }
      const stored = await uploads.uploadDirect({ ...logo, fileData }, request.actor());
      return { success: true as const, url: stored.fileUrl, error: null };
    },
  );
};
