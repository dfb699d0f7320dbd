import type { IncomingMessage, ServerResponse } from 'node:http';
import { GoTrueError, sendGoTrueError } from '../auth/gotrue-error';
import { sendStorageError, StorageError } from '../storage/storage-error';
import { sendJson } from './io';

/** The services behind the gateway; each answers errors in its own JSON shape. */
export type Service = 'rest' | 'auth' | 'storage' | 'functions' | 'gateway';

const SERVICES: ReadonlySet<string> = new Set(['rest', 'auth', 'storage', 'functions']);

/** The service of a path, by its first segment, as the gateway routes it. */
export function serviceOf(pathname: string): Service {
  const first = pathname.split('/')[1] ?? '';
  return SERVICES.has(first) ? (first as Service) : 'gateway';
}

/** One failure, worded for each service: its code there and its message. */
type Failure = Record<Service, { code: string; message: string }>;

const MALFORMED_PATH = 'The request path is not valid percent-encoded UTF-8';

/** A path with a bad `%` escape: 400, as the gateway in front of hosted Supabase refuses it. */
export const BAD_PATH: Failure = {
  rest: { code: 'PGRST100', message: MALFORMED_PATH },
  auth: { code: 'validation_failed', message: MALFORMED_PATH },
  storage: { code: 'InvalidKey', message: `Invalid key: ${MALFORMED_PATH.toLowerCase()}` },
  functions: { code: 'BAD_REQUEST', message: MALFORMED_PATH },
  gateway: { code: '', message: 'Bad request' },
};

/**
 * A fault of the backend itself: each service's generic 500 (PostgREST's catch-all code, GoTrue's
 * unexpected_failure, storage-api's internal error, Kong's message). The details go to the log.
 */
export const INTERNAL: Failure = {
  rest: { code: 'PGRSTX00', message: 'Internal server error' },
  auth: { code: 'unexpected_failure', message: 'Unexpected failure, please check server logs for more information' },
  storage: { code: 'internal', message: 'Internal Server Error' },
  functions: { code: 'INTERNAL_ERROR', message: 'Internal error in the local backend; see its log' },
  gateway: { code: '', message: 'An unexpected error occurred' },
};

/** Sends `failure` with `status` in the shape of `service`. */
export function sendFailure(
  req: IncomingMessage,
  res: ServerResponse,
  service: Service,
  status: number,
  failure: Failure,
): void {
  const { code, message } = failure[service];
  if (service === 'rest') return sendJson(res, status, { code, message, details: null, hint: null });
  if (service === 'auth') return sendGoTrueError(req, res, new GoTrueError(status, code, message));
  if (service === 'storage') return sendStorageError(res, new StorageError(status, code, message));
  if (service === 'functions') return sendJson(res, status, { code, message });
  sendJson(res, status, { message });
}
