import type { ClientConfig } from 'pg';

/**
 * The real PostgreSQL server the database tests use, as the supabase project's jest globalSetup
 * chose it. It travels to the test workers in an environment variable: jest starts its workers
 * after globalSetup, with that process's environment.
 */
export type PostgresTarget =
  { available: true; config: ClientConfig; version: string; source: string } | { available: false; reason: string };

const TARGET_ENV = 'SUPABASE_TEST_POSTGRES_TARGET';

/** Hands the chosen server to the test workers (called by globalSetup). */
export function publishPostgresTarget(target: PostgresTarget): void {
  process.env[TARGET_ENV] = JSON.stringify(target);
}

/** The server globalSetup chose, or why there is none. */
export function readPostgresTarget(): PostgresTarget {
  const published = process.env[TARGET_ENV];
  if (!published) {
    return {
      available: false,
      reason:
        "the supabase jest project's globalSetup did not run, so no PostgreSQL server was chosen. " +
        'Run these tests through the root jest config (`npx jest --selectProjects supabase`) or `supabase/jest.config.js`.',
    };
  }
  return JSON.parse(published) as PostgresTarget;
}
