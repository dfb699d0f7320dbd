import type { Condition } from './query-params';

/**
 * Hosted Supabase loads pg-safeupdate for the API: an UPDATE or DELETE without a WHERE clause is
 * refused with SQLSTATE 21000, which PostgREST answers 400 (Error.hs). PostgREST writes a WHERE
 * clause only when the request has filters, so the refusal is decided by those.
 */
export function refuseUnfiltered(verb: 'UPDATE' | 'DELETE', filters: Condition[]): void {
  if (filters.length === 0) throw Object.assign(new Error(`${verb} requires a WHERE clause`), { code: '21000' });
}
