import { performance } from 'node:perf_hooks';
import { STATEMENT_TIMEOUT_MS, statementTimeoutSql } from '../../local-backend/src/rest/role-transaction';
import type { ApiRole } from '../../local-backend/src/database/as-role';
import type { SqlRunner } from '../../local-backend/src/database/sql-runner';
import { createRealDatabase, pgRunner, type RealDatabase } from './helpers/real-postgres';
import { claimsFor } from './helpers/role-session';
import { readPostgresTarget } from './setup/postgres-target';

// The local backend's REST layer puts hosted Supabase's per-role statement_timeout on each
// request's transaction. PGlite cannot interrupt a statement; a real PostgreSQL server (as hosted
// runs) can, so here the same statements must cancel a longer pg_sleep at the limit itself.

/** How late after the limit the cancel may come on a busy test machine. */
const MARGIN_MS = 400;

interface Timed {
  code: string | null;
  elapsedMs: number;
}

/** Runs pg_sleep(sleepMs) as the REST layer runs a request of `role`; always rolls back. */
async function sleepAs(db: SqlRunner, role: ApiRole, sleepMs: number): Promise<Timed> {
  await db.exec('begin');
  try {
    await db.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claimsFor(role))]);
    await db.exec(`set local role ${role}`);
    const timeout = statementTimeoutSql(role);
    if (timeout) await db.exec(timeout);
    const started = performance.now();
    try {
      await db.query('select pg_sleep($1)', [sleepMs / 1000]);
      return { code: null, elapsedMs: performance.now() - started };
    } catch (error) {
      return { code: (error as { code?: string }).code ?? 'unknown', elapsedMs: performance.now() - started };
    }
  } finally {
    await db.exec('rollback');
  }
}

const target = readPostgresTarget();

if (target.available) {
  describe(`statement timeouts on a real PostgreSQL ${target.version} server (${target.source})`, () => {
    let real: RealDatabase;
    beforeAll(async () => {
      real = await createRealDatabase(target.config);
    }, 60_000);
    afterAll(() => real?.drop());
    const db = (): SqlRunner => pgRunner(real.client);

    it.each(['anon', 'authenticated'] as const)(
      "cancels %s's statement at its limit with 57014, not when the sleep would end",
      async (role) => {
        const limit = STATEMENT_TIMEOUT_MS[role] ?? 0;
        const outcome = await sleepAs(db(), role, limit + 2000);
        expect(outcome.code).toBe('57014');
        expect(outcome.elapsedMs).toBeGreaterThanOrEqual(limit - 50);
        expect(outcome.elapsedMs).toBeLessThan(limit + MARGIN_MS);
        // Only the transaction ended: the connection answers the next statement.
        expect((await db().query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
      },
      20_000,
    );

    it('sets no limit for service_role (hosted has none)', async () => {
      expect(STATEMENT_TIMEOUT_MS.service_role).toBeNull();
      const outcome = await sleepAs(db(), 'service_role', 300);
      expect(outcome.code).toBeNull();
    });
  });
} else {
  describe('statement timeouts on a real PostgreSQL server', () => {
    it('runs on real PostgreSQL (it could not: see why)', () => {
      throw new Error(`The real PostgreSQL checks could not run: ${target.reason}`);
    });
  });
}
