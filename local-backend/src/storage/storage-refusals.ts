import { StorageError } from './storage-error';

// The refusals of supabase/storage's src/internal/errors/codes.ts (ERRORS.*) that the local storage
// makes, with the same statusCode, code, error and message.

export const bucketNotFound = (): StorageError =>
  new StorageError(404, 'Bucket not found', 'Bucket not found', { code: 'NoSuchBucket' });

export const invalidKey = (key: string): StorageError => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`);

/** A refusal by row-level security or by the JWT check: `error` is "Unauthorized". */
export const accessDenied = (message: string): StorageError =>
  new StorageError(403, 'Unauthorized', message, { code: 'AccessDenied' });

export const alreadyExists = (): StorageError =>
  new StorageError(409, 'Duplicate', 'The resource already exists', { code: 'ResourceAlreadyExists' });

export const entityTooLarge = (): StorageError =>
  new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size', {
    code: 'EntityTooLarge',
  });

export const invalidMimeType = (message: string): StorageError =>
  new StorageError(415, 'invalid_mime_type', message, { code: 'InvalidMimeType' });

export const invalidRequest = (message: string): StorageError => new StorageError(400, 'InvalidRequest', message);

/** Input that fails a route's JSON schema: Fastify's validation error, as the error handler renders it. */
export const invalidInput = (where: 'body' | 'querystring', message: string): StorageError =>
  new StorageError(400, 'FastifyError', `${where} ${message}`, { code: 'InvalidRequest' });

/** A signed URL's token that does not verify (ERRORS.InvalidJWT, with jose's words). */
export const invalidJwt = (message: string): StorageError => new StorageError(400, 'InvalidJWT', message);

export const invalidSignature = (): StorageError => new StorageError(400, 'InvalidSignature', 'Invalid signature');

/** No route matches (src/http/not-found-handler.ts): the one real 404 of storage. */
export const routeNotFound = (method: string, url: string): StorageError =>
  new StorageError(404, 'Not Found', `Route ${method}:${url} not found`, { code: 'InvalidRequest', httpStatus: 404 });
