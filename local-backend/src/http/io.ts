import type { IncomingMessage, ServerResponse } from 'node:http';

/** Largest request body the backend reads (Supabase's API gateway also caps bodies). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Thrown when a body exceeds {@link MAX_BODY_BYTES}. */
export class BodyTooLargeError extends Error {}

/** Reads the whole request body as UTF-8, refusing bodies over the limit. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError('Request body is too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
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
