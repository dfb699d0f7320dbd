import { performance } from 'node:perf_hooks';
import { asRole, type ApiRole } from '../database/as-role';
import type { BackendContext } from '../http/context';
import type { Caller } from '../http/gateway-auth';

/**
 * Hosted Supabase's per-role `statement_timeout` (role settings that PostgREST applies with
 * set_config in every request's transaction): anon 3 s, authenticated 8 s, service_role none.
 */
export const STATEMENT_TIMEOUT_MS: Readonly<Record<ApiRole, number | null>> = {
  anon: 3000,
  authenticated: 8000,
  service_role: null,
};

/**
 * Filter values go to PostgreSQL as the text the client wrote, so PostgreSQL judges them (22P02,
 * answered 400) as it does behind PostgREST. PGlite would otherwise convert a boolean parameter in
 * JavaScript and throw a plain Error for `published=eq.maybe`.
 */
const AS_TEXT = { serializers: { 16: (value: unknown) => String(value) } };

/** The statements a REST request runs, each held to the role's statement timeout. */
export interface RestTransaction {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/** What PostgreSQL raises when statement_timeout cancels a statement (PostgREST answers it 500). */
const timeoutError = (): Error =>
  Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });

/**
 * Runs `work` as the caller's role (see asRole) with the role's statement timeout, read-only for
 * GET/HEAD as PostgREST runs them. PGlite cannot interrupt a running statement (no timer signal in
 * WebAssembly: `SET statement_timeout` is accepted and ignored), so a statement that took longer
 * than the limit is failed once it returns, with PostgreSQL's 57014: the transaction rolls back
 * and the caller gets hosted's answer, only later than hosted would give it.
 */
export function inRoleTransaction<T>(
  ctx: BackendContext,
  caller: Caller,
  readOnly: boolean,
  work: (tx: RestTransaction) => Promise<T>,
): Promise<T> {
  const limit = STATEMENT_TIMEOUT_MS[caller.role];
  return asRole(ctx.db, caller.role, caller.claims, async (tx) => {
    if (limit !== null) await tx.exec(`set local statement_timeout = ${limit}`);
    if (readOnly) await tx.exec('set transaction read only');
    return work({
      async query<Row>(sql: string, params: unknown[] = []) {
        const started = performance.now();
        const result = await tx.query<Row>(sql, params, AS_TEXT);
        if (limit !== null && performance.now() - started > limit) throw timeoutError();
        return result;
      },
    });
  });
}
