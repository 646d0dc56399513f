import type { IncomingMessage, ServerResponse } from 'node:http';
import { closeStandIn, listenOnLoopback, readRequestBody } from './stand-in-server';

/**
 * GA4's Measurement Protocol on loopback, as Google documents it: `POST /mp/collect?measurement_id=…&
 * api_secret=…` answers 204 with no body to everything, and keeps only what is valid (here in `events`;
 * the rest in `dropped`, with the reasons); `POST /debug/mp/collect` records nothing and answers
 * `{ validationMessages: [{ fieldPath, description, validationCode }] }`. The rules are the protocol's
 * limits and its ecommerce events': a web stream's `client_id`, 1 to 25 events, names of letters, digits
 * and underscores starting with a letter (40 at most, none reserved), 25 parameters, values of 100
 * characters at most, `transaction_id` on a purchase or refund, a currency with any value, items with an
 * id or a name.
 */

/** Event names the protocol reserves (Google's list for the Measurement Protocol). */
const RESERVED_EVENTS = new Set([
  'ad_activeview',
  'ad_click',
  'ad_exposure',
  'ad_impression',
  'ad_query',
  'ad_reward',
  'adunit_exposure',
  'app_background',
  'app_clear_data',
  'app_exception',
  'app_remove',
  'app_store_refund',
  'app_store_subscription_cancel',
  'app_store_subscription_convert',
  'app_store_subscription_renew',
  'app_update',
  'app_upgrade',
  'dynamic_link_app_open',
  'dynamic_link_app_update',
  'dynamic_link_first_open',
  'error',
  'first_open',
  'first_visit',
  'in_app_purchase',
  'notification_dismiss',
  'notification_foreground',
  'notification_open',
  'notification_receive',
  'os_update',
  'session_start',
  'session_start_with_rollout',
  'user_engagement',
]);
const RESERVED_PREFIXES = ['_', 'firebase_', 'ga_', 'google_', 'gtag.'];
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const MAX_BODY_BYTES = 130 * 1024;

export type ValidationMessage = { fieldPath: string; description: string; validationCode: string };
export type Ga4Received = { clientId: string; name: string; params: Record<string, unknown> };

export type Ga4StandIn = Awaited<ReturnType<typeof startGa4StandIn>>;

export async function startGa4StandIn(options: { measurementId?: string; apiSecret?: string } = {}) {
  const measurementId = options.measurementId ?? 'G-TEST12345';
  const apiSecret = options.apiSecret ?? 'ga4-test-secret';
  /** Every request to either endpoint, with its body as sent. */
  const requests: Array<{ path: string; body: unknown }> = [];
  const events: Ga4Received[] = [];
  const dropped: Array<{ body: unknown; messages: ValidationMessage[] }> = [];
  const failures: number[] = [];

  function validate(query: URLSearchParams, body: unknown, size: number): ValidationMessage[] {
    const messages: ValidationMessage[] = [];
    const problem = (fieldPath: string, validationCode: string, description: string) =>
      messages.push({ fieldPath, description, validationCode });
    if (query.get('measurement_id') !== measurementId || query.get('api_secret') !== apiSecret) {
      problem('api_secret', 'VALUE_INVALID', 'Unknown measurement_id, or an api_secret not of its stream');
    }
    if (size > MAX_BODY_BYTES) problem('', 'VALUE_OUT_OF_BOUNDS', 'The post body must be smaller than 130kB');
    if (!isRecord(body)) {
      problem('', 'VALUE_INVALID', 'The body must be a JSON object');
      return messages;
    }
    if (typeof body.client_id !== 'string' || body.client_id === '') {
      problem('client_id', 'VALUE_REQUIRED', 'A web stream’s events need the client_id of their client');
    }
    const list = Array.isArray(body.events) ? body.events : [];
    if (list.length === 0 || list.length > 25) {
      problem('events', 'EXCEEDED_MAX_ENTITIES', 'A request holds 1 to 25 events');
    }
    list.forEach((event, index) => eventProblems(event, `events[${index}]`, problem));
    return messages;
  }

  function eventProblems(
    event: unknown,
    path: string,
    problem: (fieldPath: string, code: string, description: string) => void,
  ) {
    if (!isRecord(event) || typeof event.name !== 'string' || !NAME.test(event.name)) {
      problem(
        `${path}.name`,
        'NAME_INVALID',
        'Event names are letters, digits and _, starting with a letter',
      );
      return;
    }
    if (RESERVED_EVENTS.has(event.name)) {
      problem(`${path}.name`, 'NAME_RESERVED', `${event.name} is a reserved event name`);
    }
    const params = isRecord(event.params) ? event.params : {};
    const names = Object.keys(params);
    if (names.length > 25)
      problem(`${path}.params`, 'EXCEEDED_MAX_ENTITIES', 'An event has 25 parameters at most');
    for (const name of names) paramProblems(name, params[name], `${path}.params`, problem);
    if (['purchase', 'refund'].includes(event.name) && typeof params.transaction_id !== 'string') {
      problem(`${path}.params.transaction_id`, 'VALUE_REQUIRED', `${event.name} needs its transaction_id`);
    }
    if (params.value !== undefined) {
      if (typeof params.value !== 'number')
        problem(`${path}.params.value`, 'VALUE_INVALID', 'value is a number');
      if (typeof params.currency !== 'string' || !/^[A-Z]{3}$/.test(params.currency)) {
        problem(`${path}.params.currency`, 'VALUE_REQUIRED', 'A value needs its currency, an ISO 4217 code');
      }
    }
    if (params.items !== undefined) {
      const items = Array.isArray(params.items) ? params.items : [];
      items.forEach((item, index) => {
        const at = `${path}.params.items[${index}]`;
        if (!isRecord(item) || (item.item_id === undefined && item.item_name === undefined)) {
          problem(at, 'VALUE_REQUIRED', 'An item needs its item_id or item_name');
          return;
        }
        for (const [name, value] of Object.entries(item)) paramProblems(name, value, at, problem);
      });
    }
  }

  function paramProblems(
    name: string,
    value: unknown,
    path: string,
    problem: (fieldPath: string, code: string, description: string) => void,
  ) {
    if (!NAME.test(name))
      problem(`${path}.${name}`, 'NAME_INVALID', 'Parameter names are letters, digits and _');
    if (RESERVED_PREFIXES.some((prefix) => name.startsWith(prefix))) {
      problem(`${path}.${name}`, 'NAME_RESERVED', `${name} starts with a reserved prefix`);
    }
    if (typeof value === 'string' && value.length > 100) {
      problem(`${path}.${name}`, 'VALUE_OUT_OF_BOUNDS', 'Parameter values are 100 characters at most');
    }
  }

  async function serve(incoming: IncomingMessage, response: ServerResponse) {
    const raw = await readRequestBody(incoming);
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      body = undefined;
    }
    requests.push({ path: url.pathname, body });
    const failure = failures.shift();
    if (failure !== undefined) {
      response.writeHead(failure).end();
      return;
    }
    if (incoming.method !== 'POST' || !['/mp/collect', '/debug/mp/collect'].includes(url.pathname)) {
      response.writeHead(404).end();
      return;
    }
    const messages = validate(url.searchParams, body, raw.length);
    if (url.pathname === '/debug/mp/collect') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ validationMessages: messages }));
      return;
    }
    // GA4 says nothing either way: a malformed event is dropped, a valid one kept.
    if (messages.length) dropped.push({ body, messages });
    else {
      const valid = body as {
        client_id: string;
        events: Array<{ name: string; params?: Ga4Received['params'] }>;
      };
      for (const event of valid.events) {
        events.push({ clientId: valid.client_id, name: event.name, params: event.params ?? {} });
      }
    }
    response.writeHead(204).end();
  }

  const { server, port } = await listenOnLoopback(serve);
  const origin = `http://127.0.0.1:${port}`;

  return {
    /** The collection endpoint, as GA4_MP_URL names it. */
    apiUrl: `${origin}/mp/collect`,
    debugUrl: `${origin}/debug/mp/collect`,
    measurementId,
    apiSecret,
    requests,
    /** The events GA4 would have recorded, in order. */
    events,
    /** Bodies GA4 would have dropped without a word, with what its validation server says of them. */
    dropped,
    /** The next request answers this HTTP status with no body, whatever it asks. */
    failNext(status: number) {
      failures.push(status);
    },
    close: () => closeStandIn(server),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
