import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { closeStandIn, listenOnLoopback, readRequestBody } from './stand-in-server';

/**
 * Meta's Conversions API on loopback, as its documentation describes it (`POST /{version}/{pixel-id}/events`,
 * the token as `access_token` or a Bearer header, `{ data: [server events] }`, the Graph API's error
 * envelope), with the rules that matter to the shop: every event has a name, a time in Unix seconds no
 * more than 7 days old (one older refuses the whole request), an action source and customer information
 * whose personal fields are SHA-256 hashes (64 lower-case hex digits); a Purchase has its value and
 * currency. Like Meta, it counts an event once per pixel, name and `event_id` over 48 hours: a repeat is
 * kept apart as a duplicate.
 */

const DAY_S = 24 * 3600;
/** The customer information parameters Meta asks to be hashed. */
const HASHED = ['em', 'ph', 'fn', 'ln', 'ge', 'db', 'ct', 'st', 'zp', 'country'] as const;
/** Any of these lets Meta match an event to a person. */
const MATCH_KEYS = ['em', 'ph', 'external_id', 'fbc', 'fbp', 'client_user_agent', 'madid'] as const;
const ACTION_SOURCES = new Set([
  'email',
  'website',
  'app',
  'phone_call',
  'chat',
  'physical_store',
  'system_generated',
  'business_messaging',
  'other',
]);

export type ReceivedEvent = { pixelId: string; event: Record<string, unknown> };

type Answer = { status: number; body: unknown };

export type MetaConversionsStandIn = Awaited<ReturnType<typeof startMetaConversionsStandIn>>;

export async function startMetaConversionsStandIn(
  options: { token?: string; pixelId?: string; version?: string; now?: () => Date } = {},
) {
  const token = options.token ?? 'capi-test-token';
  const pixelId = options.pixelId ?? '1234567890123456';
  const version = options.version ?? 'v25.0';
  const now = options.now ?? (() => new Date());
  /** Every request that reached the endpoint, answered or not, with its body as sent. */
  const requests: Array<{ pixelId: string; body: unknown; status: number }> = [];
  const events: ReceivedEvent[] = [];
  const duplicates: ReceivedEvent[] = [];
  const failures: number[] = [];
  let answersToLose = 0;

  function answer(method: string, url: URL, authorization: string | undefined, body: unknown): Answer {
    const match = /^\/([^/]+)\/([^/]+)\/events$/.exec(url.pathname);
    if (method !== 'POST' || !match || match[1] !== version) {
      return graphError(400, 100, 'GraphMethodException', `Unknown path components: ${url.pathname}`);
    }
    const sent =
      /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ??
      url.searchParams.get('access_token') ??
      (isRecord(body) && typeof body.access_token === 'string' ? body.access_token : undefined);
    if (sent !== token) {
      return graphError(400, 190, 'OAuthException', 'Invalid OAuth access token - Cannot parse access token');
    }
    if (match[2] !== pixelId) return noSuchObject(match[2] ?? '');
    const data = isRecord(body) ? body.data : undefined;
    if (!Array.isArray(data) || data.length === 0 || data.length > 1000) {
      return invalidParameter('The parameter data is required: an array of 1 to 1000 events');
    }
    for (const [index, event] of data.entries()) {
      const problem = eventProblem(event);
      if (problem)
        return invalidParameter(`data[${index}]: ${problem.details}`, problem.subcode, problem.title);
    }
    for (const event of data as Array<Record<string, unknown>>) {
      const received = { pixelId: match[2], event };
      (isRepeat(received) ? duplicates : events).push(received);
    }
    return {
      status: 200,
      body: { events_received: data.length, messages: [], fbtrace_id: randomBytes(9).toString('base64url') },
    };
  }

  /** What Meta would refuse in one event, or null. */
  function eventProblem(event: unknown): { details: string; subcode?: number; title?: string } | null {
    if (!isRecord(event)) return { details: 'An event must be an object' };
    if (typeof event.event_name !== 'string' || event.event_name === '') {
      return { details: 'The parameter event_name is required' };
    }
    const time = event.event_time;
    if (typeof time !== 'number' || !Number.isInteger(time) || time > 1e11) {
      return { details: 'event_time must be a Unix timestamp in seconds' };
    }
    const seconds = Math.floor(now().getTime() / 1000);
    if (time < seconds - 7 * DAY_S) {
      return {
        details: 'The timestamp for this event is more than 7 days in the past',
        subcode: 2804003,
        title: 'Event Timestamp Too Old',
      };
    }
    if (typeof event.action_source !== 'string' || !ACTION_SOURCES.has(event.action_source)) {
      return { details: 'The parameter action_source is required: one of Meta’s action sources' };
    }
    if (event.event_id !== undefined && (typeof event.event_id !== 'string' || event.event_id === '')) {
      return { details: 'event_id must be a string' };
    }
    const user = event.user_data;
    if (!isRecord(user)) return { details: 'The parameter user_data is required' };
    for (const key of HASHED) {
      if (user[key] === undefined) continue;
      const values = Array.isArray(user[key]) ? user[key] : [user[key]];
      if (!values.every((value) => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value))) {
        return { details: `user_data.${key} must be SHA-256 hashes: 64 lower-case hexadecimal digits` };
      }
    }
    if (!MATCH_KEYS.some((key) => user[key] !== undefined)) {
      return { details: 'user_data must hold at least one customer information parameter to match on' };
    }
    if (event.event_name === 'Purchase') {
      const custom = isRecord(event.custom_data) ? event.custom_data : {};
      if (typeof custom.currency !== 'string' || !/^[A-Za-z]{3}$/.test(custom.currency)) {
        return { details: 'custom_data.currency is required for a Purchase: an ISO 4217 code' };
      }
      if (typeof custom.value !== 'number' || !Number.isFinite(custom.value)) {
        return { details: 'custom_data.value is required for a Purchase: a number' };
      }
    }
    return null;
  }

  /** Meta's deduplication: the same pixel, event name and event_id within 48 hours counts once. */
  function isRepeat({ pixelId: pixel, event }: ReceivedEvent): boolean {
    if (typeof event.event_id !== 'string') return false;
    const time = Number(event.event_time);
    return events.some(
      (seen) =>
        seen.pixelId === pixel &&
        seen.event.event_name === event.event_name &&
        seen.event.event_id === event.event_id &&
        Math.abs(Number(seen.event.event_time) - time) <= 2 * DAY_S,
    );
  }

  async function serve(incoming: IncomingMessage, response: ServerResponse) {
    const raw = (await readRequestBody(incoming)).toString('utf8');
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = undefined;
    }
    const failure = failures.shift();
    const result =
      failure === undefined
        ? answer(incoming.method ?? 'GET', url, incoming.headers.authorization, body)
        : graphError(failure, failure >= 500 ? 2 : 4, 'OAuthException', 'Service temporarily unavailable');
    requests.push({ pixelId: url.pathname.split('/')[2] ?? '', body, status: result.status });
    if (answersToLose > 0) {
      answersToLose -= 1;
      response.destroy(); // taken, and the connection lost before the answer: the client cannot know
      return;
    }
    response.writeHead(result.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(result.body));
  }

  const { server, port } = await listenOnLoopback(serve);

  return {
    apiUrl: `http://127.0.0.1:${port}/${version}`,
    token,
    pixelId,
    requests,
    /** Every event it took and counted, in order: a repeat of one is in `duplicates` instead. */
    events,
    duplicates,
    /** The next request answers this HTTP status with the Graph API's error envelope, whatever it asks. */
    failNext(status: number) {
      failures.push(status);
    },
    /** The next request is taken as usual, and its connection then lost before the answer. */
    loseNextAnswer() {
      answersToLose += 1;
    },
    close: () => closeStandIn(server),
  };
}

function graphError(
  status: number,
  code: number,
  type: string,
  message: string,
  extra: Record<string, unknown> = {},
): Answer {
  return {
    status,
    body: { error: { message, type, code, ...extra, fbtrace_id: randomBytes(9).toString('base64url') } },
  };
}

/** The Graph API's answer for an id it knows no object by (here: a pixel that is not this one). */
function noSuchObject(id: string): Answer {
  const message = `Unsupported post request. Object with ID '${id}' does not exist`;
  return graphError(400, 100, 'GraphMethodException', message);
}

function invalidParameter(details: string, subcode?: number, title?: string): Answer {
  return graphError(400, 100, 'OAuthException', 'Invalid parameter', {
    ...(subcode ? { error_subcode: subcode, error_user_title: title } : {}),
    error_user_msg: details,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
