import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import {
  parseWebhook,
  signatureValid,
  verifyHandshake,
  WhatsAppWebhookRejected,
} from '../../modules/notifications/whatsapp-webhook';
import type { Services } from '../../services';

/** Meta's webhook deliveries are small; a larger body is not one of them. */
const BODY_LIMIT = 1024 * 1024;

/**
 * Meta's WhatsApp webhook (docs/whatsapp.md). GET answers the verification handshake: `hub.challenge`
 * echoed when `hub.mode` is subscribe and `hub.verify_token` is WHATSAPP_VERIFY_TOKEN, 403 otherwise.
 * POST takes a delivery only when `X-Hub-Signature-256` is the HMAC-SHA256 of its exact bytes with
 * WHATSAPP_APP_SECRET (401 otherwise, nothing kept), keeps its new events and answers 200 at once; the
 * events are carried out through the outbox, each once. Without the two variables there is no webhook (404).
 */
export const whatsappWebhookRoutes: FastifyPluginAsyncZod<{ services: Services; config: Config }> = async (
  app,
  { services, config },
) => {
  const webhook = config.whatsappWebhook;
  // The signature is over the bytes Meta sent: this plugin's JSON is read as bytes, parsed after the check.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/webhooks/whatsapp',
    { schema: { querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])) } },
    async (request, reply) => {
      const challenge = webhook ? verifyHandshake(request.query, webhook.verifyToken) : null;
      if (challenge === null) return reply.status(403).send({ error: 'Verification refused' });
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  );

  app.post('/webhooks/whatsapp', { config: { changes: [] } }, async (request, reply) => {
    if (!webhook) return reply.status(404).send({ error: 'This shop takes no WhatsApp webhook' });
    const raw = request.body;
    const signature = request.headers['x-hub-signature-256'];
    if (
      !Buffer.isBuffer(raw) ||
      !signatureValid(raw, typeof signature === 'string' ? signature : undefined, webhook.appSecret)
    ) {
      return reply.status(401).send({ error: 'Invalid signature' });
    }
    let events;
    try {
      events = parseWebhook(JSON.parse(raw.toString('utf8')));
    } catch (error) {
      if (error instanceof SyntaxError || error instanceof WhatsAppWebhookRejected) {
        return reply
          .status(400)
          .send({ error: error instanceof SyntaxError ? 'Invalid JSON' : error.message });
      }
      throw error;
    }
    await services.whatsappInbox.receive(events);
    return { success: true as const };
  });
};
