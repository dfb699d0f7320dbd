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

/**
 * The statement that puts a role's limit on a transaction, as PostgREST's role settings do; null
 * for a role without one. The database tests run this same statement on a real PostgreSQL server.
 */
export function statementTimeoutSql(role: ApiRole): string | null {
  const limit = STATEMENT_TIMEOUT_MS[role];
  return limit === null ? null : `set local statement_timeout = ${limit}`;
}

/** What PostgreSQL raises when statement_timeout cancels a statement (PostgREST answers it 500). */
const timeoutError = (): Error =>
  Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });

/**
 * Runs `work` as the caller's role (see asRole) with the role's statement timeout, read-only for
 * GET/HEAD as PostgREST runs them. PGlite cannot interrupt a running statement (no timer signal in
 * WebAssembly: `SET statement_timeout` is accepted and ignored), so each statement races a timer
 * of the role's limit: at the limit the request fails with PostgreSQL's 57014, as hosted cancels
 * it. The statement itself runs on in the database thread (threaded-database.ts) to its end; then
 * the transaction rolls back, so nothing it did is kept, and requests behind it wait until then.
 */
export function inRoleTransaction<T>(
  ctx: BackendContext,
  caller: Caller,
  readOnly: boolean,
  work: (tx: RestTransaction) => Promise<T>,
): Promise<T> {
  const limit = STATEMENT_TIMEOUT_MS[caller.role];
  let cancel: (error: Error) => void = () => {};
  // Fails the request at the limit, before the transaction has rolled back.
  const cancelled = new Promise<never>((_, reject) => {
    cancel = reject;
  });
  const run = asRole(ctx.db, caller.role, caller.claims, async (tx) => {
    const timeout = statementTimeoutSql(caller.role);
    if (timeout) await tx.exec(timeout);
    if (readOnly) await tx.exec('set transaction read only');
    return work({
      async query<Row>(sql: string, params: unknown[] = []) {
        const statement = tx.query<Row>(sql, params, AS_TEXT);
        if (limit === null) return statement;
        let timer: NodeJS.Timeout | undefined;
        const overLimit = new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            const error = timeoutError();
            statement.catch(() => {}); // its outcome no longer matters
            cancel(error);
            reject(error);
          }, limit);
        });
        try {
          return await Promise.race([statement, overLimit]);
        } finally {
          clearTimeout(timer);
        }
      },
    });
  });
  return Promise.race([run, cancelled]);
}
