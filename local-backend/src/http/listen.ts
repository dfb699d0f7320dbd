import { createServer, type RequestListener, type Server } from 'node:http';
import { answerClientErrors } from './client-errors';

/** The loopback listeners of one port. */
export interface Listeners {
  port: number;
  close(): Promise<void>;
}

/**
 * Listens on 127.0.0.1 AND ::1 with the same port: browsers may resolve `localhost` to either.
 * Port 0 picks a free port for IPv4 and retries if IPv6 has it taken. Hosts without IPv6 get
 * the IPv4 listener only.
 */
export async function listenOnLoopback(
  listener: RequestListener,
  port: number,
  log: (line: string) => void,
): Promise<Listeners> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const v4 = await listen(listener, port, '127.0.0.1');
    const actual = (v4.address() as { port: number }).port;
    try {
      const v6 = await listen(listener, actual, '::1');
      return { port: actual, close: () => closeAll([v4, v6]) };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE' && port === 0) {
        await closeAll([v4]);
        continue;
      }
      if (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT') {
        log('IPv6 loopback (::1) unavailable; listening on 127.0.0.1 only');
        return { port: actual, close: () => closeAll([v4]) };
      }
      await closeAll([v4]);
      throw error;
    }
  }
  throw new Error('could not find a port free on both 127.0.0.1 and ::1');
}

function listen(listener: RequestListener, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(listener);
    answerClientErrors(server);
    server.once('error', reject);
    server.listen({ port, host, ipv6Only: host === '::1' }, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

async function closeAll(servers: Server[]): Promise<void> {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive connections would otherwise hold close() open for seconds.
          server.closeAllConnections();
        }),
    ),
  );
}
