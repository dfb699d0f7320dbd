import type { PGlite } from '@electric-sql/pglite';
import type { SqlRunner } from '../../local-backend/src/database/sql-runner';
import { createPgliteDatabase } from './helpers/pglite-database';
import { createRealDatabase, pgRunner, type RealDatabase } from './helpers/real-postgres';
import { describeCanaryLookRules } from './helpers/telemetry-canary-look-rules';
import { readPostgresTarget } from './setup/postgres-target';

// The canary-look migration on a real PostgreSQL server of config.toml's major version (as a hosted
// project runs it) and on PGlite (as the local backend runs it).

const target = readPostgresTarget();

if (target.available) {
  describe(`a look of the canary watcher on a real PostgreSQL ${target.version} server (${target.source})`, () => {
    let real: RealDatabase;
    beforeAll(async () => {
      real = await createRealDatabase(target.config);
    }, 60_000);
    afterAll(() => real?.drop());
    describeCanaryLookRules((): SqlRunner => pgRunner(real.client));
  });
} else {
  describe('a look of the canary watcher on a real PostgreSQL server', () => {
    it('runs the checks on real PostgreSQL (it could not: see why)', () => {
      throw new Error(`The real PostgreSQL checks could not run: ${target.reason}`);
    });
  });
}

describe('a look of the canary watcher on PGlite (as the local backend runs it)', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await createPgliteDatabase();
  }, 60_000);
  afterAll(() => pglite?.close());
  describeCanaryLookRules((): SqlRunner => pglite);
});
