// One embedded backend per client suite: a fresh data folder, the repository's supabase/ (its
// migrations and seed; no functions, which no client suite calls) plus the suite's own SQL from
// the checkout as later migrations, and the suite's own config.toml (see suite-config.mjs). All of
// it in a temp folder.
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { adaptSql } from './schema-adapt.mjs';
import { withoutRateLimits } from './suite-config.mjs';

/** Versions after every migration of the repository, in the order the suite lists its files. */
const SUITE_MIGRATION_BASE = 99990101000000;

/**
 * The suite's SQL files in order: each entry of `suite.sql` is a file or a `dir/*.sql` glob.
 * @param {string} packageDir
 * @param {string[]} entries
 * @returns {Promise<string[]>}
 */
export async function suiteSqlFiles(packageDir, entries) {
  const files = [];
  for (const entry of entries) {
    const full = path.join(packageDir, entry);
    if (!entry.endsWith('*.sql')) {
      files.push(full);
      continue;
    }
    const dir = path.dirname(full);
    const names = (await readdir(dir)).filter((n) => n.endsWith('.sql')).sort();
    files.push(...names.map((n) => path.join(dir, n)));
  }
  return files;
}

/**
 * Builds the supabase folder the backend serves for a suite and starts the backend.
 * @param {{ repoDir: string, packageDir: string, suite: import('./suites.mjs').ClientSuite, workDir: string, log: (line: string) => void }} options
 */
export async function startSuiteBackend({ repoDir, packageDir, suite, workDir, log }) {
  const supabaseDir = path.join(workDir, 'supabase');
  await mkdir(path.join(supabaseDir, 'migrations'), { recursive: true });
  await cp(path.join(repoDir, 'supabase', 'migrations'), path.join(supabaseDir, 'migrations'), { recursive: true });
  await cp(path.join(repoDir, 'supabase', 'seed.sql'), path.join(supabaseDir, 'seed.sql'));
  const files = await suiteSqlFiles(packageDir, suite.sql);
  for (const [i, file] of files.entries()) {
    const { sql, applied } = adaptSql(await readFile(file, 'utf8'));
    const name = `${SUITE_MIGRATION_BASE + i}_client_suite_${path.basename(file, '.sql').replace(/\W+/g, '_')}.sql`;
    await writeFile(path.join(supabaseDir, 'migrations', name), sql);
    log(
      `${path.relative(packageDir, file)} → migration ${name}${applied.length ? ` (adapted: ${applied.join(', ')})` : ''}`,
    );
  }
  const configFile = path.join(workDir, 'config.toml');
  await writeFile(configFile, withoutRateLimits(await readFile(path.join(packageDir, suite.config), 'utf8')));
  log(
    `${suite.config} with the auth rate limits raised (the CLI's GoTrue limits nothing without GOTRUE_RATE_LIMIT_HEADER)`,
  );
  const { startLocalBackend } = await import(path.join(repoDir, 'local-backend', 'dist', 'index.js'));
  /** @type {import('local-backend').LocalBackend} */
  const backend = await startLocalBackend({
    port: 0,
    dataDir: path.join(workDir, 'data'),
    fresh: true,
    supabaseDir,
    configFile,
    // The suites use the Supabase CLI's demo keys and JWT secret: the legacy model's values.
    keys: 'legacy',
    log: (/** @type {string} */ line) => log(`[backend] ${line}`),
    logError: (/** @type {string} */ line) => log(`[backend error] ${line}`),
  });
  return backend;
}
