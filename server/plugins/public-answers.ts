import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { listenForNotifications, type ChannelListener } from '../db/listen';
import type {
  Encoding,
  PreparedAnswer,
  PublicAnswerCache,
  PublicAnswerTopic,
} from '../lib/public-cache/answer-cache';
import { tagOfNotice, type PublicFamily } from '../lib/public-cache/answer-reads';
import {
  matchesIfNoneMatch,
  negotiatedEncoding,
  publicAnswerKey,
  readyAnswer,
} from '../lib/public-cache/http-answer';
import { headOf, type FastLane, type Head, type LaneSender } from './fast-lane';
import { holdsNulInUrl, isValidHost } from './request-guards';
import { answerSecurityHeaders } from './security';

/** The channel migrations 0013 and 0023's triggers notify: a family whose tables changed, or `stock:<id>`. */
export const PUBLIC_ANSWERS_CHANNEL = 'public_answers';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What a writing route changes of what the shop shows (decision 030), declared next to its audit: the
 * families whose tables its writes change, dropped before its answer leaves; `public-stock` for a route
 * that moves stock (placing, cancelling or editing an order), which the database announces per product
 * when the stock the shop shows changes (migration 0023); nothing (`[]`) for a write the shop never shows
 * (a confirmation desk claim, a call's outcome, a sign-in).
 */
export type PublicChange = PublicFamily | 'public-stock';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every POST, PUT, PATCH and DELETE route says what it changes of the shop (PublicChange). */
    changes?: readonly PublicChange[];
  }
}

/** The families a route's writes change, as its declaration names them. */
function familiesChangedBy(request: FastifyRequest): readonly PublicFamily[] {
  const changes = request.routeOptions.config.changes ?? [];
  return changes.filter((change): change is PublicFamily => change !== 'public-stock');
}

/** A route that writes must say what it changes, or the server does not start (as admin-guard.ts). */
function checkChangesDeclared(route: RouteOptions) {
  const methods = [route.method].flat();
  if (!methods.some((method) => UNSAFE_METHODS.has(method))) return;
  const changes = (route.config as { changes?: unknown } | undefined)?.changes;
  if (!Array.isArray(changes)) {
    throw new Error(
      `Route ${methods.join(',')} ${route.url} writes but declares no public changes (config.changes)`,
    );
  }
}

/**
 * The public answers (services.publicAnswers, decision 020): served early, and kept true to the database
 * on every copy of the server.
 * - A GET of a public-answer route whose answer is kept, in a coding already made, is answered here, in
 *   the first hooks, instead of after every other onRequest hook, validation and the handler: those cost
 *   more than sending the bytes. What they would have done to such a request is done here: the Host and
 *   NUL checks of request-guards.ts (a request they refuse goes on to be refused there), the security
 *   headers of security.ts (worked out once from the same options). The rest has nothing to do for it:
 *   no cookie or session is read, the maintenance gate leaves the API's reads open, and these routes have
 *   no rate limit (one that gets a limit or `closedForMaintenance` is no longer answered early). Hooks
 *   registered before this one (request id, metrics), onSend and onResponse (the request's log line) run
 *   as for any answer. Anything else (not kept, a coding not made yet, HEAD) goes the usual way, to the
 *   route's handler, which builds and keeps it. Each address answered here is taught to the fast lane
 *   (plugins/fast-lane.ts), which answers its next requests before Fastify sees them.
 * - One listening connection hears the triggers' notices (any copy's writes, and anyone's SQL) and drops
 *   the family named; while it is lost nothing is kept, and on its return everything is dropped, since
 *   notices sent meanwhile were missed.
 * - A write request of this process that succeeded drops the families its route declares before its
 *   answer leaves (onSend runs after the handler's transaction committed), so the next read, the
 *   writer's own included, is built from the database: a save is live at once here. The other copies
 *   hear it from the triggers, as they hear a product's public stock (migration 0023).
 * - Every route that writes declares what it changes (`changes`); one that does not stops the start.
 */
export function registerPublicAnswers(
  app: FastifyInstance,
  { db, config, cache, lane }: { db: Database; config: Config; cache: PublicAnswerCache; lane?: FastLane },
) {
  const securityHeaders = Object.fromEntries(answerSecurityHeaders(config));
  /** The head of each kept answer's 200 in each coding, made once: the fast lane sends it as it is. */
  const heads = new WeakMap<PreparedAnswer, Partial<Record<Encoding, Head>>>();
  /** The fast lane's sender for the answer kept under a key (plugins/fast-lane.ts). */
  const laneSender =
    (topic: PublicAnswerTopic, key: string): LaneSender =>
    (request) => {
      const answer = cache.peek(topic, key);
      if (!answer) return undefined;
      const encoding = negotiatedEncoding(request.headers, answer);
      const made = heads.get(answer)?.[encoding];
      if (made && !matchesIfNoneMatch(request.headers['if-none-match'], answer.etag(encoding))) {
        return { status: 200, head: made, body: answer.variant(encoding) as Buffer };
      }
      const ready = readyAnswer(request.headers, answer, encoding);
      if (!ready) return undefined;
      const head = headOf(securityHeaders, ready.headers);
      if (ready.status === 200) heads.set(answer, { ...heads.get(answer), [encoding]: head });
      return { status: ready.status, head, body: ready.body };
    };
  app.addHook('onRoute', checkChangesDeclared);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET') return done();
    const key = publicAnswerKey(request);
    if (!key) return done();
    const route = request.routeOptions.config;
    if (route.rateLimit !== undefined || route.closedForMaintenance) return done();
    if (!isValidHost(request.host) || holdsNulInUrl(request.url)) return done();
    const answer = cache.peek(...key);
    if (!answer) return done();
    const ready = readyAnswer(request.headers, answer, negotiatedEncoding(request.headers, answer));
    if (!ready) return done();
    reply.headers(securityHeaders).code(ready.status).headers(ready.headers).send(ready.body); // now: ready
    lane?.learn(request.url, request.routeOptions.url!, laneSender(...key));
  });

  let listener: ChannelListener | undefined;
  let lost = false;
  app.addHook('onReady', async () => {
    listener = await listenForNotifications(db, PUBLIC_ANSWERS_CHANNEL, {
      notified: (payload) => {
        const tag = tagOfNotice(payload);
        cache.drop(tag ? [tag] : 'everything'); // a notice we cannot read may have been anything
      },
      listening: () => {
        if (lost) app.log.info('Public answers: change notices heard again; answers are kept again');
        lost = false;
        cache.trust(true);
      },
      lost: (error) => {
        if (!lost) {
          app.log.warn(
            { err: error },
            'Public answers: change notices lost; every public read goes to the database until they are heard again',
          );
        }
        lost = true;
        cache.trust(false);
      },
    });
  });
  app.addHook('onClose', async () => {
    cache.trust(false);
    await listener?.stop();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (UNSAFE_METHODS.has(request.method) && reply.statusCode < 400) {
      const families = familiesChangedBy(request);
      if (families.length) cache.drop(families);
    }
    done(null, payload);
  });
}
