import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  TEMPLATE_LANGUAGES,
  WHATSAPP_TEMPLATES,
  placeholdersOf,
} from '../../common/notifications/whatsapp-templates';
import { signBody, type MessageStatus } from '../modules/notifications/whatsapp-webhook';
import { listenOnLoopback } from './stand-in-server';

/**
 * The WhatsApp Business Cloud API's messages endpoint on loopback, as Meta documents it
 * (`POST /{version}/{phone-number-id}/messages`, Bearer token, Meta's error envelope), with the rules that
 * matter to the shop: a template must be approved under that name and language and get exactly its number
 * of body parameters, and free text goes only to a number that wrote in the last 24 hours. It also plays
 * Meta's webhook side: it builds Meta-shaped deliveries and posts them signed as Meta signs them.
 * It starts with the shop's catalogue approved in both languages (common/notifications/whatsapp-templates.ts).
 */

const WINDOW_MS = 24 * 3_600_000;
const DEFAULT_PHONE_NUMBER_ID = '106540352242922';

export type SentMessage = {
  id: string;
  to: string;
  type: 'text' | 'template';
  /** The request body as Meta received it. */
  body: Record<string, unknown>;
};

type Approved = { bodyParams: number; buttons: number };

type Answer = { status: number; body: unknown };

export type WhatsAppStandIn = Awaited<ReturnType<typeof startWhatsAppStandIn>>;

export async function startWhatsAppStandIn(
  options: {
    token?: string;
    phoneNumberId?: string;
    version?: string;
    /** Seed the approvals from the shop's catalogue (default), or start with none. */
    approveCatalogue?: boolean;
    now?: () => Date;
    /** A fixed port (the browser tests' process); any free one by default. */
    port?: number;
  } = {},
) {
  const token = options.token ?? 'whatsapp-test-token';
  const phoneNumberId = options.phoneNumberId ?? DEFAULT_PHONE_NUMBER_ID;
  const version = options.version ?? 'v21.0';
  const now = options.now ?? (() => new Date());
  const sent: SentMessage[] = [];
  const approved = new Map<string, Approved>();
  const lastWrote = new Map<string, Date>();
  const failures: number[] = [];

  function approve(name: string, language: string, shape: Approved) {
    approved.set(`${name}/${language}`, shape);
  }
  if (options.approveCatalogue ?? true) {
    for (const template of Object.values(WHATSAPP_TEMPLATES)) {
      for (const language of TEMPLATE_LANGUAGES) {
        approve(template.name, language, {
          bodyParams: placeholdersOf(template.body[language]).length,
          buttons: template.buttons.length,
        });
      }
    }
  }

  function answer(method: string, path: string, authorization: string | undefined, body: unknown): Answer {
    const match = /^\/([^/]+)\/([^/]+)\/messages$/.exec(path);
    if (method !== 'POST' || !match || match[1] !== version) {
      return metaError(400, 100, 'GraphMethodException', `Unknown path components: ${path}`);
    }
    if (authorization !== `Bearer ${token}`) {
      return metaError(401, 190, 'OAuthException', 'Invalid OAuth access token - Cannot parse access token');
    }
    if (match[2] !== phoneNumberId) {
      return metaError(
        400,
        100,
        'GraphMethodException',
        `Unsupported post request. Object with ID '${match[2]}' does not exist`,
      );
    }
    if (!isRecord(body)) return invalidParameter('The request body must be a JSON object');
    if (body.messaging_product !== 'whatsapp') {
      return invalidParameter('The parameter messaging_product is required.');
    }
    if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to)) {
      return invalidParameter('The parameter to must be a phone number of digits.');
    }
    const to = body.to;
    let problem: Answer | null;
    if (body.type === 'text') problem = textProblem(to, body.text);
    else if (body.type === 'template') problem = templateProblem(body.template);
    else return invalidParameter(`Unsupported message type ${JSON.stringify(body.type)}`);
    if (problem) return problem;

    const id = `wamid.${randomBytes(24).toString('base64url')}`;
    sent.push({ id, to, type: body.type, body });
    return {
      status: 200,
      body: { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id }] },
    };
  }

  function textProblem(to: string, text: unknown): Answer | null {
    if (!isRecord(text) || typeof text.body !== 'string' || text.body === '') {
      return invalidParameter("The parameter text['body'] is required.");
    }
    const wrote = lastWrote.get(to);
    if (!wrote || now().getTime() - wrote.getTime() > WINDOW_MS) {
      return metaError(
        400,
        131047,
        'OAuthException',
        '(#131047) Re-engagement message',
        'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
      );
    }
    return null;
  }

  function templateProblem(template: unknown): Answer | null {
    if (!isRecord(template) || typeof template.name !== 'string') {
      return invalidParameter("The parameter template['name'] is required.");
    }
    const language = isRecord(template.language) ? template.language.code : undefined;
    if (typeof language !== 'string')
      return invalidParameter("The parameter template['language'] is required.");
    const shape = approved.get(`${template.name}/${language}`);
    if (!shape) {
      return metaError(
        404,
        132001,
        'OAuthException',
        '(#132001) Template name does not exist in the translation',
        `template name (${template.name}) does not exist in ${language}`,
      );
    }
    const components = Array.isArray(template.components) ? template.components.filter(isRecord) : [];
    const body = components.find((component) => component.type === 'body');
    const given = body && Array.isArray(body.parameters) ? body.parameters : [];
    if (given.length !== shape.bodyParams) {
      return parameterMismatch(
        `body: number of localizable_params (${given.length}) does not match the expected number of params (${shape.bodyParams})`,
      );
    }
    if (
      !given.every(
        (parameter) =>
          isRecord(parameter) &&
          parameter.type === 'text' &&
          typeof parameter.text === 'string' &&
          parameter.text !== '',
      )
    ) {
      return invalidParameter('Each body parameter must be of type text with its text.');
    }
    for (const button of components.filter((component) => component.type === 'button')) {
      const index = Number(button.index);
      const payload = Array.isArray(button.parameters) ? button.parameters[0] : undefined;
      if (
        button.sub_type !== 'quick_reply' ||
        !Number.isInteger(index) ||
        index < 0 ||
        index >= shape.buttons
      ) {
        return parameterMismatch(
          `buttons: the template has no quick reply button at index ${String(button.index)}`,
        );
      }
      if (!isRecord(payload) || payload.type !== 'payload' || typeof payload.payload !== 'string') {
        return invalidParameter('A quick reply button takes one parameter of type payload.');
      }
    }
    return null;
  }

  async function serve(incoming: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(incoming);
    let result: Answer;
    const failure = failures.shift();
    if (failure !== undefined) {
      result =
        failure >= 500
          ? metaError(failure, 2, 'OAuthException', 'Service temporarily unavailable')
          : metaError(failure, 130429, 'OAuthException', '(#130429) Rate limit hit');
    } else {
      let body: unknown;
      try {
        body = raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
      } catch {
        body = undefined;
      }
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      result = answer(incoming.method ?? 'GET', url.pathname, incoming.headers.authorization, body);
    }
    response.writeHead(result.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(result.body));
  }

  const { server, port } = await listenOnLoopback(serve, options.port ?? 0);

  return {
    apiUrl: `http://127.0.0.1:${port}/${version}`,
    token,
    phoneNumberId,
    /** Every message it accepted, in order. */
    sent,
    approve,
    /** The next request answers this HTTP status with Meta's error envelope, whatever it asks. */
    failNext(status: number) {
      failures.push(status);
    },
    /**
     * A customer writes (text) or taps a quick reply: their 24-hour window opens, and the delivery Meta would
     * post is ready to send to the shop's webhook.
     */
    inbound(from: string, content: string | { buttonPayload: string; text?: string }) {
      const at = now();
      lastWrote.set(from, at);
      const payload = inboundPayload({ phoneNumberId, from, at, content });
      return {
        payload,
        deliver: (webhookUrl: string, appSecret: string) => deliver(webhookUrl, payload, appSecret),
      };
    },
    deliver,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** Posts a webhook body as Meta does: JSON, signed over its exact bytes in `X-Hub-Signature-256`. */
export async function deliver(
  webhookUrl: string,
  payload: unknown,
  appSecret: string,
): Promise<{ status: number; body: string }> {
  const raw = JSON.stringify(payload);
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Hub-Signature-256': `sha256=${signBody(raw, appSecret)}`,
    },
    body: raw,
  });
  return { status: response.status, body: await response.text() };
}

/** A `messages` delivery: one status of a message the shop sent, with Meta's error when it failed. */
export function statusPayload(options: {
  messageId: string;
  status: MessageStatus;
  recipient: string;
  at?: Date;
  phoneNumberId?: string;
  error?: { code: number; title: string };
}) {
  const { messageId, status, recipient, error } = options;
  return messagesDelivery(options.phoneNumberId, {
    statuses: [
      {
        id: messageId,
        status,
        timestamp: unixSeconds(options.at ?? new Date()),
        recipient_id: recipient,
        ...(status === 'failed' && error
          ? { errors: [{ code: error.code, title: error.title, error_data: { details: error.title } }] }
          : {}),
      },
    ],
  });
}

/**
 * A `messages` delivery of a customer's message: text, or a tap on a template's quick reply (Meta sends those
 * as `type: "button"` with `button.payload` and the text of the button).
 */
export function inboundPayload(options: {
  from: string;
  content: string | { buttonPayload: string; text?: string };
  at?: Date;
  phoneNumberId?: string;
  messageId?: string;
  name?: string;
}) {
  const { from, content } = options;
  const message =
    typeof content === 'string'
      ? { type: 'text', text: { body: content } }
      : { type: 'button', button: { payload: content.buttonPayload, text: content.text ?? 'Confirm' } };
  return messagesDelivery(options.phoneNumberId, {
    contacts: [{ profile: { name: options.name ?? 'Customer' }, wa_id: from }],
    messages: [
      {
        from,
        id: options.messageId ?? `wamid.${randomBytes(24).toString('base64url')}`,
        timestamp: unixSeconds(options.at ?? new Date()),
        ...message,
      },
    ],
  });
}

function messagesDelivery<V extends Record<string, unknown>>(
  phoneNumberId = DEFAULT_PHONE_NUMBER_ID,
  value: V,
) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '923001234567', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

function metaError(status: number, code: number, type: string, message: string, details?: string): Answer {
  return {
    status,
    body: {
      error: {
        message,
        type,
        code,
        ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
        fbtrace_id: randomBytes(9).toString('base64url'),
      },
    },
  };
}

function invalidParameter(details: string): Answer {
  return metaError(400, 100, 'OAuthException', '(#100) Invalid parameter', details);
}

function parameterMismatch(details: string): Answer {
  return metaError(
    400,
    132000,
    'OAuthException',
    '(#132000) Number of parameters does not match the expected number of params',
    details,
  );
}

function unixSeconds(at: Date): string {
  return String(Math.floor(at.getTime() / 1000));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readBody(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
  });
}
