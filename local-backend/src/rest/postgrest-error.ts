import type { ApiRole } from '../database/as-role';

/** PostgREST's error body: every field present, null when unknown. */
export interface PostgrestErrorBody {
  code: string;
  message: string;
  /** Text, or (PGRST201) the candidate relationships as objects. */
  details: string | null | readonly EmbeddingCandidate[];
  hint: string | null;
}

/** One relationship PGRST201 lists: `{cardinality, embedding, relationship}` as PostgREST. */
export interface EmbeddingCandidate {
  cardinality: string;
  embedding: string;
  relationship: string;
}

/** An error that already knows its HTTP status and PostgREST-shaped body. */
export class PostgrestHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestErrorBody,
    /** Headers the answer carries besides Content-Type (e.g. `Content-Range` of a 416). */
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

/** Shorthand for request errors detected before SQL runs (bad query string, bad JSON, ...). */
export function requestError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
): PostgrestHttpError {
  return new PostgrestHttpError(status, { code, message, details, hint: null });
}

/** Fields PGlite and `pg` put on a database error. */
interface PgErrorLike {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

/** Converts a PostgreSQL error into PostgREST's status and body, or returns null if it is not one. */
export function fromPgError(error: unknown, role: ApiRole): PostgrestHttpError | null {
  const e = error as PgErrorLike;
  if (typeof e?.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return null;
  const message = typeof e.message === 'string' ? e.message : 'Database error';
  return new PostgrestHttpError(statusForSqlState(e.code, role, message), {
    code: e.code,
    message,
    details: typeof e.detail === 'string' ? e.detail : null,
    hint: typeof e.hint === 'string' ? e.hint : null,
  });
}

/**
 * PostgREST's SQLSTATE -> HTTP table (Error.hs pgErrorStatus). Notably 42501 (insufficient
 * privilege, incl. RLS) is 401 for the anonymous role and 403 for any authenticated one,
 * 23503/23505 are 409, and 21000 is 400 only for pg-safeupdate's "requires a WHERE clause".
 */
export function statusForSqlState(code: string, role: ApiRole, message = ''): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
  };
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (exact[code] !== undefined) return exact[code];
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}
