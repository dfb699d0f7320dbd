import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

// An unknown method is a token (RFC 9110) Node's parser does not know, like PROPFIND or FOO:
// answered 405 as a gateway that passes any token on would have the service answer it.
const METHOD_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ /;

/**
 * Answers what Node's HTTP parser refuses before any handler runs, and CONNECT, which a server
 * without a `connect` listener drops: with a status and a short JSON message in the gateway's
 * shape, never an empty answer or a closed connection.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    socket.end(rawAnswer(...statusFor(error)));
  });
  server.on('connect', (_req, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    // Closed once answered: the server no longer tracks this socket, so a client that kept it open
    // would keep the backend from stopping.
    socket.end(rawAnswer(405, 'Method not allowed'), () => socket.destroy());
  });
}

function statusFor(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): [number, string] {
  if (error.code === 'HPE_HEADER_OVERFLOW') return [431, 'Request header fields too large'];
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request timeout'];
  const line = error.rawPacket?.toString('latin1') ?? '';
  if (error.code === 'HPE_INVALID_METHOD' && METHOD_TOKEN.test(line)) return [405, 'Method not allowed'];
  return [400, 'Bad request'];
}

function rawAnswer(status: number, message: string): string {
  const body = JSON.stringify({ message });
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}
