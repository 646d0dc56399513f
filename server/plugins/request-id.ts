import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy or a client may hand us: short, and nothing that could forge or break a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId` (decision 019): the id of the request in every line its logger writes (`reqId`),
 * in the `X-Request-Id` answer header, and in the body of a 500. A proxy's or load balancer's id is kept
 * when it is a safe token, so one id follows the request through both logs; anything else is replaced
 * by a fresh UUID, never copied into the log. Anyone may send one: it labels log lines and grants nothing.
 * Fastify's own `requestIdHeader` would take the header's text as it comes, so it stays off.
 */
export function genReqId(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * Every answer says which request it was: the first hook, so refusals by later hooks carry it too. A
 * callback hook, not an async one: it runs on every answer, and a promise each would cost more than it.
 */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
