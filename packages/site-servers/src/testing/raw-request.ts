// A request sent as bytes, for what an HTTP client library would not send (or would fix first).
import { connect } from 'node:net';

/**
 * Sends `bytes` to 127.0.0.1:`port` and reads until the server closes the connection (the request
 * asks it to): the status and the body as they came, without decoding.
 */
export function sendRaw(port: number, bytes: Buffer): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const answer = Buffer.concat(chunks);
      const headEnd = answer.indexOf('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer.toString('latin1'))?.[1] ?? 0);
      resolve({ status, body: headEnd < 0 ? Buffer.alloc(0) : answer.subarray(headEnd + 4) });
    });
  });
}
