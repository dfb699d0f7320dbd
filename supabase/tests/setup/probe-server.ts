import os from 'node:os';
import { Client, type ClientConfig } from 'pg';
import type { Probe } from './server-choice';

/** Connects with a short timeout and asks the server's version (`show server_version`). */
export async function versionAt(config: ClientConfig): Promise<string> {
  const client = new Client({ ...config, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version ?? 'unknown';
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** SUPABASE_TEST_DATABASE_URL, when set: the server the developer named. */
export async function probeExplicitUrl(): Promise<Probe | undefined> {
  const url = process.env.SUPABASE_TEST_DATABASE_URL;
  if (!url) return undefined;
  const label = 'SUPABASE_TEST_DATABASE_URL';
  const config: ClientConfig = { connectionString: url };
  try {
    return { ok: true, label, config, version: await versionAt(config) };
  } catch (error) {
    return { ok: false, label, reason: (error as Error).message };
  }
}

/**
 * This machine's own server on its unix socket (Debian's and most packages' default; PGHOST
 * overrides it), as `postgres` (when run as that OS user) or as the current OS user (e.g. root
 * after `createuser --superuser root`). libpq PG* variables fill in the rest.
 */
export async function probeMachineSocket(): Promise<Probe> {
  const socket = process.env.PGHOST ?? '/var/run/postgresql';
  const label = `this machine's socket ${socket}`;
  const users = [
    ...new Set([process.env.PGUSER, 'postgres', os.userInfo().username].filter((u): u is string => Boolean(u))),
  ];
  const errors: string[] = [];
  for (const user of users) {
    const config: ClientConfig = { host: socket, user, database: 'postgres' };
    try {
      return { ok: true, label, config, version: await versionAt(config) };
    } catch (error) {
      errors.push(`${user}: ${(error as Error).message}`);
    }
  }
  return { ok: false, label, reason: errors.join('; ') };
}
