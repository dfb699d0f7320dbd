// An HTTP request whose answer is kept as sent: fetch() would decode a compressed body, and the tests
// of what the servers compress must see the bytes on the wire.
import { request } from 'node:http';

/**
 * @typedef {{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }} RawAnswer
 */

/**
 * @param {number} port on 127.0.0.1
 * @param {string} pathname
 * @param {{ method?: string, headers?: Record<string, string> }} [options]
 * @returns {Promise<RawAnswer>}
 */
export function rawGet(port, pathname, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
