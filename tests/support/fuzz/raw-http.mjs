// One HTTP/1.1 exchange over a bare socket: the request is sent byte for byte as the fuzzer wrote it
// (Node's own client refuses control characters, bad methods and repeated Host headers before
// anything is sent), and the answer is read back decoded (chunks joined, gzip or brotli undone).
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/**
 * @typedef {object} RawAnswer
 * @property {number} status 0 when the server closed without answering
 * @property {Record<string, string>} headers lower-case names; repeated ones joined with ", "
 * @property {Buffer} body decoded
 * @property {boolean} timedOut
 * @property {string} [error] what the socket reported when nothing was answered
 */

/** @param {Buffer} body @returns {Buffer} */
function dechunk(body) {
  /** @type {Buffer[]} */
  const parts = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** @param {Buffer} body @param {string | undefined} encoding @returns {Buffer} */
function decode(body, encoding) {
  try {
    if (encoding === 'br') return brotliDecompressSync(body);
    if (encoding === 'gzip') return gunzipSync(body);
    if (encoding === 'deflate') return inflateSync(body);
  } catch {
    // A body that does not decode is checked as it came.
  }
  return body;
}

/**
 * Parses everything a server sent on a `Connection: close` exchange; interim 1xx answers are skipped.
 * @param {Buffer} bytes
 * @returns {Omit<RawAnswer, 'timedOut'>}
 */
export function parseAnswer(bytes) {
  let rest = bytes;
  for (;;) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) return { status: 0, headers: {}, body: rest };
    const [statusLine = '', ...lines] = rest.subarray(0, headEnd).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
    rest = rest.subarray(headEnd + 4);
    if (status >= 100 && status < 200) continue;
    /** @type {Record<string, string>} */
    const headers = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
    }
    const chunked = /chunked/i.test(headers['transfer-encoding'] ?? '');
    return { status, headers, body: decode(chunked ? dechunk(rest) : rest, headers['content-encoding']) };
  }
}

/**
 * True once `bytes` hold a whole answer, by its own framing: a server need not close the connection
 * for an answer to be complete (one that refuses CONNECT ends its side and waits for the client's).
 * @param {Buffer} bytes @param {boolean} head the request was a HEAD: no body follows its headers
 */
export function isComplete(bytes, head) {
  let rest = bytes;
  for (;;) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) return false;
    const head0 = rest.subarray(0, headEnd).toString('latin1');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head0)?.[1] ?? 0);
    rest = rest.subarray(headEnd + 4);
    if (status >= 100 && status < 200) continue;
    if (head || status === 204 || status === 304) return true;
    const length = /\r\ncontent-length: *(\d+)/i.exec(head0)?.[1];
    if (length !== undefined) return rest.length >= Number(length);
    if (/\r\ntransfer-encoding: *chunked/i.test(head0)) return rest.subarray(-5).toString('latin1') === '0\r\n\r\n';
    return false;
  }
}

/**
 * Sends `request` to 127.0.0.1:`port` and resolves with the answer; never rejects.
 * @param {number} port
 * @param {Buffer} request a whole HTTP/1.1 request, with `Connection: close`
 * @param {number} [timeoutMs] after this long without the server closing, the exchange is given up
 * @returns {Promise<RawAnswer>}
 */
export function sendRaw(port, request, timeoutMs = 10_000) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let timedOut = false;
    /** @type {string | undefined} */
    let error;
    const socket = connect({ host: '127.0.0.1', port });
    const timer = setTimeout(() => {
      timedOut = true;
      socket.destroy();
    }, timeoutMs);
    const head = request.subarray(0, 5).toString('latin1') === 'HEAD ';
    socket.on('data', (/** @type {Buffer} */ chunk) => {
      chunks.push(chunk);
      if (isComplete(Buffer.concat(chunks), head)) socket.destroy();
    });
    // A server may answer (413, 431) and close before it has read the whole request.
    socket.on('error', (/** @type {NodeJS.ErrnoException} */ problem) => {
      error ??= problem.code ?? problem.message;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const answer = parseAnswer(Buffer.concat(chunks));
      resolve({ ...answer, timedOut, ...(answer.status === 0 && error ? { error } : {}) });
    });
    // Not ended: `Connection: close` asks the server to close once it has answered.
    socket.write(request, () => {});
  });
}
