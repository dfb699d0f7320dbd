// Temporary servers (a smoke run, a test's site), on ports nobody uses.
import { createServer } from 'node:net';
import { listenOnLoopback } from 'site-servers';

/** A loopback port nobody listens on now (the OS picks it). @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Listens on a free loopback port (both 127.0.0.1 and ::1); retries when another process takes it first.
 * @param {import('express').Express} app
 */
export async function listenOnFreePort(app) {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    try {
      const server = await listenOnLoopback(app, port);
      return { port, close: server.close };
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EADDRINUSE' || attempt >= 5) throw error;
    }
  }
}
