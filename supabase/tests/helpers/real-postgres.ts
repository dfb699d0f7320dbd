import { Client, type ClientConfig } from 'pg';
import { bootstrapDatabase } from '../../../local-backend/src/database/bootstrap';
import type { SqlRunner } from '../../../local-backend/src/database/sql-runner';
import { SUPABASE_DIR } from './pglite-database';

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
