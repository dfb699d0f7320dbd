// How the site's servers answer what goes wrong, as a static host or CDN does: a bad request gets
// its 4xx with the status's own short text; a fault of the server a bare 500. Never a stack trace,
// a path of the machine or a library's message: those go to the server's log only.
import type { ErrorRequestHandler } from 'express';
import { STATUS_CODES, type Server } from 'node:http';

/**
 * The status an error thrown or passed on by a handler stands for: a 4xx that the request caused
 * (as express, send and body parsers mark it), else 500.
 */
export function statusOfError(error: unknown): number {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const code = typeof status === 'number' ? status : statusCode;
  return typeof code === 'number' && code >= 400 && code < 500 ? code : 500;
}

/**
 * The last handler of an express app: every error becomes a short plain answer.
 * @param log where a server's fault is written, with its stack
 */
export function answerErrors(log: (line: string) => void = (line) => console.error(line)): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = statusOfError(error);
    if (status === 500) log(`${req.method} ${req.originalUrl}: ${error instanceof Error ? error.stack : error}`);
    // A 416 names the file's length (send puts it in the error's headers).
    const headers = (error as { headers?: Record<string, string> } | null)?.headers;
    if (status === 416 && headers?.['Content-Range']) res.setHeader('Content-Range', headers['Content-Range']);
    res.removeHeader('Content-Encoding');
    res
      .status(status)
      .type('text/plain')
      .send(STATUS_CODES[status] ?? 'Error');
  };
}

/**
 * A CONNECT request (a proxy's method) is answered 405, as a CDN does; Node would close the connection
 * without a word.
 */
export function refuseConnect(server: Server): void {
  server.on('connect', (_req, socket) => {
    socket.on('error', () => socket.destroy());
    // Closed once answered: the server no longer tracks this socket, so a client that kept it open
    // would keep the server from stopping.
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\nConnection: close\r\n\r\n', () =>
      socket.destroy(),
    );
  });
}
