import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../errors';

type ErrorBody = { error: string; details?: string[]; code?: string; requestId?: string };

function describeZodIssues(issues: ZodError['issues']): ErrorBody {
  const details = issues.map((issue) =>
    issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  return { error: issues[0]?.message ?? 'Invalid input', details };
}

/**
 * The one place errors become HTTP answers: `{ error, details? }` with a 4xx that says what is wrong,
 * or a 500 that hides internals (they go to the log). Every answer carries its request's id in the
 * X-Request-Id header (request-id.ts); a 500 repeats it in its body as `requestId`, the one answer whose
 * reader needs to find its log line (decision 019). A 4xx says all there is to know in its `error`.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { error: error.message };
      if (error.details?.length) body.details = error.details;
      if (error.code) body.code = error.code;
      return reply.status(error.statusCode).send(body);
    }
    if (error instanceof ZodError) return reply.status(400).send(describeZodIssues(error.issues));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return path ? `${path}: ${v.message}` : (v.message ?? 'Invalid input');
      });
      return reply.status(400).send({ error: error.validation[0]?.message ?? 'Invalid input', details });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ error: clientMessage(error as FastifyError) });
    }
    // The logger's err serializer (lib/safe-errors.ts) leaves out a database error's parameters:
    // customer data.
    request.log.error({ err: error }, 'request failed');
    const body: ErrorBody = { error: 'Internal server error', requestId: request.id };
    return reply.status(500).send(body);
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Request body is not valid JSON';
    default:
      return error.message;
  }
}
