// How the site's servers answer what goes wrong, as a static host or CDN does: a bad request gets
// its 4xx with the status's own short text; a fault of the server a bare 500. Never a stack trace,
// a path of the machine or a library's message: those go to the server's log only.
import { STATUS_CODES } from 'node:http';

/**
 * The status an error thrown or passed on by a handler stands for: a 4xx that the request caused
 * (as express, send and body parsers mark it), else 500.
 * @param {unknown} error
 * @returns {number}
 */
export function statusOfError(error) {
  const { status, statusCode } = /** @type {{ status?: unknown, statusCode?: unknown }} */ (error ?? {});
  const code = typeof status === 'number' ? status : statusCode;
  return typeof code === 'number' && code >= 400 && code < 500 ? code : 500;
}

/**
 * The last handler of an express app: every error becomes a short plain answer.
 * @param {(line: string) => void} [log] where a server's fault is written, with its stack
 * @returns {import('express').ErrorRequestHandler}
 */
export function answerErrors(log = (line) => console.error(line)) {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = statusOfError(error);
    if (status === 500) log(`${req.method} ${req.originalUrl}: ${error instanceof Error ? error.stack : error}`);
    // A 416 names the file's length (send puts it in the error's headers).
    const headers = /** @type {{ headers?: Record<string, string> }} */ (error).headers;
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
 * @param {import('node:http').Server} server
 */
export function refuseConnect(server) {
  server.on('connect', (_req, socket) => {
    socket.on('error', () => socket.destroy());
    // Closed once answered: the server no longer tracks this socket, so a client that kept it open
    // would keep the server from stopping.
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\nConnection: close\r\n\r\n', () =>
      socket.destroy(),
    );
  });
}
