import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';

/** A loopback TCP port nothing listens on right now (the OS picks it), for a private server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
