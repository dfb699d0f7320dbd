import type { PGlite } from '@electric-sql/pglite';
import type { SqlRunner } from '../../local-backend/src/database/sql-runner';
import { createPgliteDatabase } from './helpers/pglite-database';
import { createRealDatabase, pgRunner, probeRealPostgres, type RealDatabase } from './helpers/real-postgres';
import { describeFormRules } from './helpers/form-rules';
import { describeConstraints, describeSecurityRules } from './helpers/security-rules';
import { describeSeed } from './helpers/seed-content';

// Migrations and seed are applied exactly as the local backend applies them, then the same
// checks run against PGlite (always) and a real PostgreSQL server (when one is reachable).

describe('database on PGlite (embedded PostgreSQL, as the local backend runs it)', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await createPgliteDatabase();
  }, 60_000);
  afterAll(() => pglite?.close());
  const db = (): SqlRunner => pglite;

  describe('security rules', () => describeSecurityRules(db));
  describe('constraints', () => describeConstraints(db));
  describe("the forms' limits and email rule", () => describeFormRules(db));
  describe('seed', () => describeSeed(db));
});

const probe = probeRealPostgres();

if (probe.available) {
  describe(`database on a real PostgreSQL ${probe.version} server`, () => {
    let real: RealDatabase;
    beforeAll(async () => {
      real = await createRealDatabase(probe.config);
    }, 60_000);
    afterAll(() => real?.drop());
    const db = (): SqlRunner => pgRunner(real.client);

    describe('security rules', () => describeSecurityRules(db));
    describe('constraints', () => describeConstraints(db));
    describe("the forms' limits and email rule", () => describeFormRules(db));
    describe('seed', () => describeSeed(db));
  });
} else {
  describe('database on a real PostgreSQL server: NOT AVAILABLE, its checks did not run', () => {
    // Visible in every report instead of a silent pass. CI that provides a server sets
    // SUPABASE_TEST_REQUIRE_POSTGRES=1 so a lost connection fails the run.
    it(`reports why: ${probe.reason}`, () => {
      console.warn(`Real PostgreSQL checks skipped: ${probe.reason}`);
      expect(probe.reason.length).toBeGreaterThan(0);
      expect(process.env.SUPABASE_TEST_REQUIRE_POSTGRES).not.toBe('1');
    });
  });
}
