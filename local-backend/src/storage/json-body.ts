import type { IncomingMessage } from 'node:http';
import { BodyTooLargeError, readBody } from '../http/io';
import { entityTooLarge, invalidMimeType } from './storage-refusals';
import { StorageError } from './storage-error';

/**
 * The JSON body of a list or sign request, refused as Fastify's content-type parser refuses it in
 * front of storage's routes (error-handler.ts turns an unknown media type into 415 InvalidMimeType).
 */
export async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('application/json')) throw invalidMimeType('Invalid Content-Type header');
  let text: string;
  try {
    text = await readBody(req);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw entityTooLarge();
    throw error;
  }
  const invalid = (message: string): StorageError =>
    new StorageError(400, 'FastifyError', message, { code: 'InvalidRequest' });
  if (text === '') throw invalid("Body cannot be empty when content-type is set to 'application/json'");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalid("Body is not valid JSON but content-type is set to 'application/json'");
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('body must be object');
  return body as Record<string, unknown>;
}
