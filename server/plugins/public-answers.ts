import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { listenForNotifications, type ChannelListener } from '../db/listen';
import {
  PUBLIC_ANSWER_TOPICS,
  type PublicAnswerCache,
  type PublicAnswerTopic,
} from '../lib/public-cache/answer-cache';
import { negotiatedEncoding, publicAnswerKey, sendPreparedAnswer } from '../lib/public-cache/http-answer';
import { pageRoutePath } from './private-answers';
import { holdsNulInUrl, isValidHost } from './request-guards';
import { answerSecurityHeaders } from './security';

/** The channel migration 0013's triggers notify, with the family (topic) whose tables changed. */
export const PUBLIC_ANSWERS_CHANNEL = 'public_answers';

/**
 * The least time between two announcements of a family by this process: every order changes the
 * catalogue's stock, and a notifying commit holds PostgreSQL's cluster-wide notice lock until it is
 * flushed, so a flash sale's orders are announced a few times a second rather than one by one.
 */
export const ANNOUNCE_INTERVAL_MS = 200;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CATALOG: readonly PublicAnswerTopic[] = ['catalog'];

const isTopic = (payload: string): payload is PublicAnswerTopic =>
  (PUBLIC_ANSWER_TOPICS as readonly string[]).includes(payload);

/**
 * A notice's payload: `<family>` from a trigger, `<family>/<copy>` from a copy's announcement (which that
 * copy ignores: it dropped the family already). Anything else drops every family.
 */
function noticeTopics(payload: string, self: string): readonly PublicAnswerTopic[] | undefined | 'own' {
  const [topic, from] = payload.split('/', 2);
  if (from === self) return 'own';
  return isTopic(topic!) ? [topic] : undefined;
}

/**
 * The families a successful write request of this process may have changed: every one for a back-office
 * write (staff change the catalogue, settings, content, testimonials and FAQs there, and an order's
 * cancellation returns stock), the catalogue for an order (its stock), from the API or the checkout page.
 */
function changedBy(request: FastifyRequest): readonly PublicAnswerTopic[] | undefined {
  const route = request.routeOptions.url ?? '';
  if (route.startsWith('/api/admin/')) return PUBLIC_ANSWER_TOPICS;
  if (route === '/api/orders') return CATALOG;
  if (!route.startsWith('/api/')) {
    const pathname = request.url.split('?', 1)[0]!;
    if (pageRoutePath(pathname) === '/checkout') return CATALOG;
  }
  return undefined;
}

/**
 * Tells the other copies that this one changed a family, with a notice of its own after the write
 * committed: at once if none went out in the last ANNOUNCE_INTERVAL_MS, else once at the end of that
 * interval for everything in between. Needed for what the triggers leave out (an order's stock, migration
 * 0013); for a staff write it repeats the trigger's notice, which costs nothing that matters.
 */
function createAnnouncer(db: Database, self: string, log: FastifyBaseLogger) {
  const last = new Map<PublicAnswerTopic, number>();
  const pending = new Map<PublicAnswerTopic, NodeJS.Timeout>();
  const sending = new Set<Promise<void>>();

  function send(topic: PublicAnswerTopic) {
    last.set(topic, Date.now());
    const sent = db
      .execute(sql`SELECT pg_notify(${PUBLIC_ANSWERS_CHANNEL}, ${`${topic}/${self}`})`)
      .then(
        () => {},
        (error: unknown) => log.warn({ err: error }, 'Public answers: a change notice could not be sent'),
      )
      .finally(() => sending.delete(sent));
    sending.add(sent);
  }

  return {
    announce(topics: readonly PublicAnswerTopic[]) {
      for (const topic of topics) {
        if (pending.has(topic)) continue; // the announcement already planned covers this change
        const wait = (last.get(topic) ?? -Infinity) + ANNOUNCE_INTERVAL_MS - Date.now();
        if (wait <= 0) {
          send(topic);
          continue;
        }
        const timer = setTimeout(() => {
          pending.delete(topic);
          send(topic);
        }, wait);
        pending.set(topic, timer);
      }
    },
    /** Sends what is planned now, and waits for every notice under way (before the database closes). */
    async flush() {
      for (const [topic, timer] of pending) {
        clearTimeout(timer);
        pending.delete(topic);
        send(topic);
      }
      await Promise.all(sending);
    },
  };
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
 *   route's handler, which builds and keeps it.
 * - One listening connection hears the triggers' notices (any copy's writes, and anyone's SQL) and drops
 *   the family named; while it is lost nothing is kept, and on its return everything is dropped, since
 *   notices sent meanwhile were missed.
 * - A write request of this process that succeeded drops what it may have changed before its answer
 *   leaves (onSend runs after the handler's transaction committed), so the next read, the writer's own
 *   included, is built from the database: a save is live at once here. It is also announced to the other
 *   copies (createAnnouncer), which is how they hear of an order's stock: the triggers leave a
 *   stock-only UPDATE out (migration 0013).
 */
export function registerPublicAnswers(
  app: FastifyInstance,
  { db, config, cache }: { db: Database; config: Config; cache: PublicAnswerCache },
) {
  const securityHeaders = Object.fromEntries(answerSecurityHeaders(config));
  const self = randomUUID(); // this copy, in its announcements
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET') return done();
    const key = publicAnswerKey(request);
    if (!key) return done();
    const route = request.routeOptions.config;
    if (route.rateLimit !== undefined || route.closedForMaintenance) return done();
    if (!isValidHost(request.host) || holdsNulInUrl(request.url)) return done();
    const answer = cache.peek(key[0], key[1]);
    if (!answer) return done();
    const encoding = negotiatedEncoding(request, answer);
    if (!answer.ready(encoding)) return done();
    reply.headers(securityHeaders);
    sendPreparedAnswer(request, reply, answer, encoding); // sends now: the bytes are ready
  });

  let listener: ChannelListener | undefined;
  let lost = false;
  app.addHook('onReady', async () => {
    listener = await listenForNotifications(db, PUBLIC_ANSWERS_CHANNEL, {
      notified: (payload) => {
        const topics = noticeTopics(payload, self);
        if (topics !== 'own') cache.drop(topics);
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
  const announcer = createAnnouncer(db, self, app.log);
  app.addHook('onClose', async () => {
    cache.trust(false);
    await announcer.flush();
    await listener?.stop();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (UNSAFE_METHODS.has(request.method) && reply.statusCode < 400) {
      const topics = changedBy(request);
      if (topics) {
        cache.drop(topics);
        announcer.announce(topics);
      }
    }
    done(null, payload);
  });
}
