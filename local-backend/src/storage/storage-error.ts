import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/io';

/**
 * A Storage API failure as supabase/storage renders it (src/internal/errors/storage-error.ts):
 * `status` is the code the body names (`statusCode: "404"`), `code` storage's ErrorCode and `error`
 * the older name kept beside it. The HTTP status is a different thing there: 400 for every
 * refusal and 500 for a fault, unless a route names another (src/http/error-handler.ts).
 */
export class StorageError extends Error {
  readonly code: string;
  readonly httpStatus: number;
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    options: { code?: string; httpStatus?: number } = {},
  ) {
    super(message);
    this.code = options.code ?? error;
    this.httpStatus = options.httpStatus ?? (status >= 500 ? 500 : 400);
  }
}

/** Sends a {@link StorageError} the way storage-api does; storage-js turns it into a StorageApiError. */
export function sendStorageError(res: ServerResponse, failure: StorageError): void {
  sendJson(
    res,
    failure.httpStatus,
    { statusCode: String(failure.status), code: failure.code, error: failure.error, message: failure.message },
    // The request body may not have been read (a refusal before the upload): do not reuse the connection.
    { Connection: 'close' },
  );
}

/** The 404 of an object that does not exist, or that the caller may not see (ERRORS.NoSuchKey). */
export const objectNotFound = (): StorageError =>
  new StorageError(404, 'not_found', 'Object not found', { code: 'NoSuchKey' });
