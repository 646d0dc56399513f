import { createServer } from 'node:http';
import { startWhatsAppStandIn } from '../../server/testing/whatsapp-stand-in';

/**
 * The WhatsApp Cloud API's stand-in (server/testing/whatsapp-stand-in.ts) as a process beside the browser
 * tests' shop, which sends its messages through it (playwright.config.ts). Its control port answers
 * `GET /sent` with every message it accepted, so a test finds the id of the one the shop sent and plays
 * Meta's webhook about it (signed with WHATSAPP_E2E_APP_SECRET).
 */
export const WHATSAPP_STAND_IN_PORT = 5106;
export const WHATSAPP_CONTROL_PORT = 5107;
export const WHATSAPP_E2E_TOKEN = 'e2e-whatsapp-token';
export const WHATSAPP_E2E_PHONE_NUMBER_ID = '106540352242922';
export const WHATSAPP_E2E_VERIFY_TOKEN = 'e2e-whatsapp-verify-token';
export const WHATSAPP_E2E_APP_SECRET = 'e2e-whatsapp-app-secret';

async function main() {
  const standIn = await startWhatsAppStandIn({
    token: WHATSAPP_E2E_TOKEN,
    phoneNumberId: WHATSAPP_E2E_PHONE_NUMBER_ID,
    port: WHATSAPP_STAND_IN_PORT,
  });
  const control = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(request.url === '/sent' ? standIn.sent : { url: standIn.apiUrl }));
  });
  control.listen(WHATSAPP_CONTROL_PORT, '127.0.0.1');
}

if (process.argv[1]?.endsWith('whatsapp-stand-in.ts')) void main();
