import type { SqlRunner } from '../../../local-backend/src/database/sql-runner';

/**
 * Who runs a statement: an API role as the REST layer sets it, `staff` (authenticated with
 * app_metadata.staff = true in its token), or `postgres` (the migration owner).
 */
export type TestRole = 'anon' | 'authenticated' | 'staff' | 'service_role' | 'postgres';

/** What one statement did: its rows, or the error it failed with (SQLSTATE, message, detail, hint). */
export type Outcome =
  | { ok: true; rows: Record<string, unknown>[] }
  | { ok: false; code: string; message: string; detail: string | null; hint: string | null };

/** The signed-in test user's id (`sub`). */
export const TEST_USER_ID = '00000000-0000-4000-8000-000000000001';

/** The JWT claims the API layer would put in request.jwt.claims for each role. */
export function claimsFor(role: Exclude<TestRole, 'postgres'>): Record<string, unknown> {
  if (role === 'staff')
    return { role: 'authenticated', sub: TEST_USER_ID, app_metadata: { provider: 'email', staff: true } };
  // A signed-in visitor: a staff flag in the metadata it may write itself means nothing.
  if (role === 'authenticated')
    return { role, sub: TEST_USER_ID, app_metadata: { provider: 'email' }, user_metadata: { staff: true } };
  return { role };
}

/** Optional preparation, run as the migration owner in the same (rolled back) transaction. */
export interface RunOptions {
  setup?: string;
  /** Claims instead of {@link claimsFor}'s (for checks of odd tokens). */
  claims?: Record<string, unknown>;
}

/**
 * Runs one statement the way the REST layer would for `role` (SET LOCAL ROLE plus the JWT
 * claims in request.jwt.claims) and always rolls back, so every check starts from the seed.
 */
export async function runAs(
  db: SqlRunner,
  role: TestRole,
  sql: string,
  params: unknown[] = [],
  options: RunOptions = {},
): Promise<Outcome> {
  await db.exec('begin');
  try {
    if (options.setup) await db.exec(options.setup);
    if (role !== 'postgres') {
      const claims = options.claims ?? claimsFor(role);
      await db.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
      await db.exec(`set local role ${role === 'staff' ? 'authenticated' : role}`);
    }
    const result = await db.query<Record<string, unknown>>(sql, params);
    return { ok: true, rows: result.rows };
  } catch (error) {
    const e = error as { code?: string; message?: string; detail?: string; hint?: string };
    return {
      ok: false,
      code: e.code ?? 'unknown',
      message: e.message ?? String(error),
      detail: e.detail ?? null,
      hint: e.hint ?? null,
    };
  } finally {
    await db.exec('rollback');
  }
}
