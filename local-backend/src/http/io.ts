import type { IncomingMessage, ServerResponse } from 'node:http';

/** Largest request body the backend reads (Supabase's API gateway also caps bodies). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Thrown when a body exceeds {@link MAX_BODY_BYTES}. */
export class BodyTooLargeError extends Error {}

/** Thrown by a strict {@link readBody} when the body is not UTF-8. */
export class BodyEncodingError extends Error {}

/**
 * Reads the whole request body as UTF-8, refusing bodies over the limit. Lenient by default (bad
 * bytes become U+FFFD, as Go's JSON decoder in GoTrue takes them); `strict` refuses them, as
 * PostgREST's JSON parser does. A refused body is read on and dropped, never left half-read, so
 * the client gets the answer and its connection stays usable.
 */
export function readBody(req: IncomingMessage, { strict = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      req.off('data', onData);
      discardRest(req);
      reject(new BodyTooLargeError('Request body is too large'));
    };
    req.on('data', onData);
    req.on('end', () => {
      try {
        resolve(decode(Buffer.concat(chunks), strict));
      } catch (error) {
        reject(error);
      }
    });
    // The client hung up before the end of its body (a later resolve or reject is ignored).
    req.on('close', () => reject(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })));
  });
}

function decode(bytes: Buffer, strict: boolean): string {
  if (!strict) return bytes.toString('utf8');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BodyEncodingError('Request body is not valid UTF-8');
  }
}

/** Reads and drops what is left of a refused request body, up to a point, then hangs up. */
export function discardRest(req: IncomingMessage): void {
  if (req.complete) return;
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > 64 * 1024 * 1024) req.socket.destroy();
  });
  req.resume();
}

/** Sends a JSON (or pre-serialised JSON text) answer with the given status and headers. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

/** Sends a status with no body (201/204 answers of `return=minimal` writes, preflights). */
export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, headers);
  res.end();
}
