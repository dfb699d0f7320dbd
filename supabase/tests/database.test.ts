import type { PGlite } from '@electric-sql/pglite';
import type { SqlRunner } from '../../local-backend/src/database/sql-runner';
import { createPgliteDatabase } from './helpers/pglite-database';
import { createRealDatabase, pgRunner, type RealDatabase } from './helpers/real-postgres';
import { describeFormRules } from './helpers/form-rules';
import { describeLeadRules } from './helpers/lead-rules';
import { describeConstraints, describeSecurityRules } from './helpers/security-rules';
import { describeSeed } from './helpers/seed-content';
import { readPostgresTarget } from './setup/postgres-target';

// Migrations and seed are applied exactly as the local backend applies them, then the same
// checks run against PGlite and a real PostgreSQL server of config.toml's major version, which
// the project's globalSetup chose or started (setup/global-setup.ts).

describe('database on PGlite (embedded PostgreSQL, as the local backend runs it)', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await createPgliteDatabase();
  }, 60_000);
  afterAll(() => pglite?.close());
  const db = (): SqlRunner => pglite;

  describe('security rules', () => describeSecurityRules(db));
  describe('leads only for published resources', () => describeLeadRules(db));
  describe('constraints', () => describeConstraints(db));
  describe("the forms' limits and email rule", () => describeFormRules(db));
  describe('seed', () => describeSeed(db));
});

const target = readPostgresTarget();

if (target.available) {
  describe(`database on a real PostgreSQL ${target.version} server (${target.source})`, () => {
    let real: RealDatabase;
    beforeAll(async () => {
      real = await createRealDatabase(target.config);
    }, 60_000);
    afterAll(() => real?.drop());
    const db = (): SqlRunner => pgRunner(real.client);

    describe('security rules', () => describeSecurityRules(db));
    describe('leads only for published resources', () => describeLeadRules(db));
    describe('constraints', () => describeConstraints(db));
    describe("the forms' limits and email rule", () => describeFormRules(db));
    describe('seed', () => describeSeed(db));
  });
} else {
  describe('database on a real PostgreSQL server', () => {
    // A run without them would prove the rules on PGlite alone, so it fails and says why.
    it('runs the checks on real PostgreSQL (it could not: see why and how to fix it below)', () => {
      throw new Error(`The real PostgreSQL checks could not run: ${target.reason}`);
    });
  });
}
