// Temporary servers (a smoke run, a test's site), on ports nobody uses.
import type { RequestListener } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { type LoopbackServer, listenOnLoopback } from './listen-on-loopback';

/** A loopback port nobody listens on now (the OS picks it). */
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

/** Listens on a free loopback port (both 127.0.0.1 and ::1); retries when another process takes it first. */
export async function listenOnFreePort(handler: RequestListener): Promise<{ port: number } & LoopbackServer> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    try {
      const server = await listenOnLoopback(handler, port);
      return { port, close: server.close };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 5) throw error;
    }
  }
}
