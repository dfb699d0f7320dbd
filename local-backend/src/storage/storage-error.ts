import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/io';

/** A Storage API failure: the HTTP status and storage-api's `{ statusCode, error, message }` body. */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

/** Sends a {@link StorageError} the way storage-api does; storage-js turns it into a StorageApiError. */
export function sendStorageError(res: ServerResponse, failure: StorageError): void {
  sendJson(
    res,
    failure.status,
    { statusCode: String(failure.status), error: failure.error, message: failure.message },
    // The request body may not have been read (a refusal before the upload): do not reuse the connection.
    { Connection: 'close' },
  );
}

/** The 404 of an object that does not exist. */
export const objectNotFound = (): StorageError => new StorageError(404, 'not_found', 'Object not found');
