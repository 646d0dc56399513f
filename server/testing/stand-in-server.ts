import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in's HTTP server on loopback (the couriers', WhatsApp's): `serve` answers each request, and a
 * fault of the stand-in itself answers 500 with its message, so the test that met it says why. `port`
 * 0 (the default) lets the system choose one.
 */
export async function listenOnLoopback(
  serve: (incoming: IncomingMessage, response: ServerResponse) => Promise<void>,
  port = 0,
): Promise<{ server: Server; port: number }> {
  const server = createServer((incoming, response) => {
    serve(incoming, response).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(error instanceof Error ? error.message : 'stand-in failure');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { server, port: (server.address() as AddressInfo).port };
}

/** A request's whole body, as the stand-ins read it before answering. */
export async function readRequestBody(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Stops a stand-in's server, its kept-alive connections too (a client's pool would hold it open); a test
 * that stopped it to play an unreachable service may stop it again.
 */
export async function closeStandIn(server: Server): Promise<void> {
  if (!server.listening) return;
  server.closeAllConnections();
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
