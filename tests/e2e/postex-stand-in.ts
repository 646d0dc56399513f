import { createServer } from 'node:http';
import { startPostExStandIn } from '../../server/testing/postex-stand-in';

/**
 * PostEx's stand-in (server/testing/postex-stand-in.ts) as a process beside the browser tests' shop,
 * which books through it (playwright.config.ts). PostEx pushes nothing, so a test moves a parcel the way
 * PostEx would by POSTing `{ trackingNumber, code, reason? }` to the control port, then asks the shop to
 * look (the Parcels view's "Check now").
 */
export const POSTEX_STAND_IN_PORT = 5104;
export const POSTEX_CONTROL_PORT = 5105;
export const POSTEX_STAND_IN_TOKEN = 'e2e-postex-token';

async function main() {
  const standIn = await startPostExStandIn({ token: POSTEX_STAND_IN_TOKEN, port: POSTEX_STAND_IN_PORT });
  const control = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      try {
        if (request.method === 'POST') {
          const { trackingNumber, code, reason } = JSON.parse(body) as Record<string, string>;
          standIn.setStatus(trackingNumber!, code!, reason);
        }
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ url: standIn.url }));
      } catch (error) {
        response.writeHead(400, { 'Content-Type': 'text/plain' });
        response.end(error instanceof Error ? error.message : String(error));
      }
    });
  });
  control.listen(POSTEX_CONTROL_PORT, '127.0.0.1');
}

if (process.argv[1]?.endsWith('postex-stand-in.ts')) void main();
