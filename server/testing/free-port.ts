import { createServer, type AddressInfo } from 'node:net';

/**
 * A port nothing listens on now, chosen by the system: a child server started on it meets no
 * PostgreSQL, Redis or other test's server (a port picked at random once met PostgreSQL's 5432).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
