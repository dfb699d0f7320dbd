import type { SqlRunner } from '../../../local-backend/src/database/sql-runner';

/** A database role as the API layer uses it; `postgres` means the migration owner. */
export type TestRole = 'anon' | 'authenticated' | 'service_role' | 'postgres';

/** What one statement did: its rows, or the SQLSTATE it failed with. */
export type Outcome = { ok: true; rows: Record<string, unknown>[] } | { ok: false; code: string; message: string };

/**
 * Runs one statement the way the REST layer would for `role` (SET LOCAL ROLE plus the JWT
 * claims in request.jwt.claims) and always rolls back, so every check starts from the seed.
 */
export async function runAs(db: SqlRunner, role: TestRole, sql: string, params: unknown[] = []): Promise<Outcome> {
  await db.exec('begin');
  try {
    if (role !== 'postgres') {
      const claims = role === 'authenticated' ? { role, sub: '00000000-0000-4000-8000-000000000001' } : { role };
      await db.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
      await db.exec(`set local role ${role}`);
    }
    const result = await db.query<Record<string, unknown>>(sql, params);
    return { ok: true, rows: result.rows };
  } catch (error) {
    const e = error as { code?: string; message?: string };
    return { ok: false, code: e.code ?? 'unknown', message: e.message ?? String(error) };
  } finally {
    await db.exec('rollback');
  }
}
