// The site's servers listen on loopback only.
import { createServer, type RequestListener, type Server } from 'node:http';
import { refuseConnect } from './http-answers';

/** A running server, on both loopback addresses. */
export interface LoopbackServer {
  /** Stops listening, ends every open connection, and resolves once both servers are closed. */
  close: () => Promise<void>;
}

/** Resolves once `server` listens on `host`:`port`. */
const listen = (server: Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });

/**
 * Listens on loopback only, on both 127.0.0.1 and ::1 (Chromium may resolve localhost to either).
 * @param handler an express app, or any request listener
 */
export async function listenOnLoopback(handler: RequestListener, port: number): Promise<LoopbackServer> {
  const servers: Server[] = [];
  for (const host of ['127.0.0.1', '::1']) {
    const server = createServer(handler);
    refuseConnect(server);
    try {
      await listen(server, port, host);
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      // A machine without IPv6 still serves on 127.0.0.1.
      if (host === '::1' && (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT')) continue;
      await Promise.all(servers.map(closeServer));
      throw error;
    }
    servers.push(server);
  }
  return { close: () => Promise.all(servers.map(closeServer)).then(() => undefined) };
}

/** Closes a server and every connection still open on it. */
const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
