import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { Client, type ClientConfig } from 'pg';
import { bootstrapDatabase } from '../../../local-backend/src/database/bootstrap';
import type { SqlRunner } from '../../../local-backend/src/database/sql-runner';
import { SUPABASE_DIR } from './pglite-database';

/** Result of probing for a PostgreSQL server before the tests are declared. */
export type Probe = { available: true; config: ClientConfig; version: string } | { available: false; reason: string };

/**
 * Where a server may be: SUPABASE_TEST_DATABASE_URL if set, else the local unix socket as
 * `postgres` (works when run as the postgres OS user) or as the current OS user (e.g. root after
 * `runuser -u postgres -- createuser --superuser root`). libpq PG* variables fill in the rest.
 */
function candidates(): ClientConfig[] {
  const url = process.env.SUPABASE_TEST_DATABASE_URL;
  if (url) return [{ connectionString: url }];
  const socket = process.env.PGHOST ?? '/var/run/postgresql';
  const users = [
    ...new Set([process.env.PGUSER, 'postgres', os.userInfo().username].filter((u): u is string => Boolean(u))),
  ];
  return users.map((user) => ({ host: socket, user, database: 'postgres' }));
}

/**
 * Synchronous, so the describe() title can say at load time whether the real-server checks run.
 * A child Node process tries each candidate with a short timeout.
 */
export function probeRealPostgres(): Probe {
  const script = `
    const { Client } = require(${JSON.stringify(require.resolve('pg'))});
    (async () => {
      const errors = [];
      for (const config of JSON.parse(process.argv[1])) {
        const client = new Client({ ...config, connectionTimeoutMillis: 2000 });
        try {
          await client.connect();
          const { rows } = await client.query('show server_version');
          await client.end();
          console.log(JSON.stringify({ available: true, config, version: rows[0].server_version }));
          return;
        } catch (error) { errors.push((config.user || 'url') + ': ' + error.message); }
      }
      console.log(JSON.stringify({ available: false, reason: errors.join('; ') }));
    })();`;
  const child = spawnSync(process.execPath, ['-e', script, JSON.stringify(candidates())], {
    encoding: 'utf8',
    timeout: 15_000,
  });
  try {
    return JSON.parse(child.stdout.trim().split('\n').pop() ?? '') as Probe;
  } catch {
    return { available: false, reason: `probe failed: ${child.stderr || child.error?.message || 'no output'}` };
  }
}

/** A throwaway database on the real server, bootstrapped like the local backend's. */
export interface RealDatabase {
  client: Client;
  name: string;
  drop(): Promise<void>;
}

/** Creates a uniquely named database, applies base objects, migrations and seed. */
export async function createRealDatabase(config: ClientConfig): Promise<RealDatabase> {
  const name = `supabase_tests_${process.pid}_${Date.now().toString(36)}`;
  const admin = new Client(config);
  await admin.connect();
  await admin.query(`create database ${name}`);
  const client = new Client(connectionTo(config, name));
  await client.connect();
  await bootstrapDatabase(pgRunner(client), SUPABASE_DIR);
  return {
    client,
    name,
    async drop() {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Adapts a `pg` Client to the SqlRunner interface the bootstrap and checks use. */
export function pgRunner(client: Client): SqlRunner {
  return {
    exec: (sql) => client.query(sql),
    query: async <Row>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as Row[] }),
  };
}

function connectionTo(config: ClientConfig, database: string): ClientConfig {
  if (!config.connectionString) return { ...config, database };
  const url = new URL(config.connectionString);
  url.pathname = `/${database}`;
  return { connectionString: url.toString() };
}
