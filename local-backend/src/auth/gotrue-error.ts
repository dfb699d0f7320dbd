import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http/io';

/** An auth API failure with GoTrue's status, error code and message. */
export class GoTrueError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const API_VERSION_2024 = '2024-01-01';

/** True when the client speaks API version 2024-01-01 or later (auth-js sends the header). */
export function usesApiVersion2024(req: IncomingMessage): boolean {
  const header = String(req.headers['x-supabase-api-version'] ?? '');
  return /^\d{4}-\d{2}-\d{2}$/.test(header) && header >= API_VERSION_2024;
}

/**
 * Sends a GoTrue error in the shape the client's API version expects (errors.go):
 * 2024-01-01+ `{ code: 'invalid_credentials', message }` (and the version echoed in a header),
 * otherwise the original `{ code: 400, error_code, msg }`. The code also goes in `x-sb-error-code`,
 * except on a 2024 weak-password answer, which GoTrue writes without it. auth-js turns either into
 * an AuthApiError whose message is the human text, e.g. "Invalid login credentials".
 */
export function sendGoTrueError(req: IncomingMessage, res: ServerResponse, error: GoTrueError): void {
  const v2024 = usesApiVersion2024(req);
  const headers: Record<string, string> = {};
  if (v2024) headers['X-Supabase-Api-Version'] = API_VERSION_2024;
  if (!(v2024 && error.errorCode === 'weak_password')) headers['x-sb-error-code'] = error.errorCode;
  const body = v2024
    ? { code: error.errorCode, message: error.message }
    : { code: error.status, error_code: error.errorCode, msg: error.message };
  sendJson(res, error.status, { ...body, ...error.extra }, headers);
}

/**
 * A value PostgreSQL refuses to store (SQLSTATE class 22, data exception: a NUL character in a
 * string, a number out of range) came from the request: GoTrue's 400, without the database's
 * words. Null for any other error.
 */
export function fromDataException(error: unknown): GoTrueError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('22')) return null;
  return new GoTrueError(
    400,
    'validation_failed',
    'A value in the request cannot be stored (for example a NUL character)',
  );
}
