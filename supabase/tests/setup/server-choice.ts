import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ClientConfig } from 'pg';
import { parse as parseToml } from 'smol-toml';

/** What a connection attempt found: a server and its version, or why none answered. */
export type Probe =
  { ok: true; label: string; config: ClientConfig; version: string } | { ok: false; label: string; reason: string };

/** Which server the real-PostgreSQL checks run on, or why they cannot run. */
export type Choice =
  | { kind: 'use'; config: ClientConfig; version: string; source: string }
  | { kind: 'start-embedded'; why: string }
  | { kind: 'fail'; reason: string };

const CONFIG_TOML = path.resolve(__dirname, '../../config.toml');

/**
 * `[db] major_version` of supabase/config.toml: the PostgreSQL major version a new hosted project
 * runs, kept in that one place. The Supabase CLI reads it too, so the tests follow the same number.
 */
export function configuredMajorVersion(toml = readFileSync(CONFIG_TOML, 'utf8')): number {
  const db = parseToml(toml).db;
  const value = typeof db === 'object' && !Array.isArray(db) && !(db instanceof Date) ? db.major_version : undefined;
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new Error('supabase/config.toml has no [db] major_version (the PostgreSQL version of the tests)');
  return value;
}

/** The major version in `show server_version` ("17.10", "15.14 (Debian 15.14-0+deb12u1)"). */
export function majorOf(serverVersion: string): number {
  return Number.parseInt(serverVersion, 10);
}

/**
 * An explicit SUPABASE_TEST_DATABASE_URL is used as given, or the run fails: replacing a server the
 * developer named would hide their mistake. This machine's own server is used only when it runs
 * the configured major version; otherwise the tests start that version themselves (embedded), so
 * a green run always means the rules hold on the version production runs.
 * @param major config.toml's `[db] major_version`
 * @param explicit the probe of SUPABASE_TEST_DATABASE_URL, when it is set
 * @param machine the probe of this machine's local socket, when no URL is set
 */
export function choosePostgres(major: number, explicit: Probe | undefined, machine: Probe | undefined): Choice {
  const keep = `supabase/config.toml [db] major_version is ${major}`;
  if (explicit && !explicit.ok) {
    return {
      kind: 'fail',
      reason: `${explicit.label} did not answer (${explicit.reason}). Fix it, or unset it and the tests start PostgreSQL ${major} themselves.`,
    };
  }
  if (explicit?.ok) {
    return majorOf(explicit.version) === major
      ? { kind: 'use', config: explicit.config, version: explicit.version, source: explicit.label }
      : {
          kind: 'fail',
          reason: `${explicit.label} runs PostgreSQL ${explicit.version}, but ${keep}. Point it at a PostgreSQL ${major} server, or unset it and the tests start PostgreSQL ${major} themselves.`,
        };
  }
  if (machine?.ok && majorOf(machine.version) === major) {
    return { kind: 'use', config: machine.config, version: machine.version, source: `the server on ${machine.label}` };
  }
  return {
    kind: 'start-embedded',
    why: machine?.ok
      ? `the server on ${machine.label} runs PostgreSQL ${machine.version}, not ${major} (${keep})`
      : `no PostgreSQL server answers on ${machine?.label ?? "this machine's socket"}`,
  };
}
