#!/usr/bin/env node
// Runs supabase-js's own client suites (postgrest-js, auth-js, storage-js) from a checkout of the
// supabase-js monorepo against the embedded backend, their assertions unchanged, and prints per
// suite how many cases pass, fail, and fall outside the backend's claimed scope.
//
//   npm run client-suites -- --checkout <supabase-js checkout> [--suite postgrest|auth|storage]... [--report <file.md>] [--keep]
//
// Needs local-backend/dist (npm run build -w local-backend). Not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { classifyReport, formatSummary, summarize } from './lib/client-suites/classify.mjs';
import { ensureTestDeps } from './lib/client-suites/deps.mjs';
import { runSuiteJest, suiteJestConfig } from './lib/client-suites/jest-run.mjs';
import { formatReport } from './lib/client-suites/report.mjs';
import { OUT_OF_SCOPE } from './lib/client-suites/scope.mjs';
import { startSuiteBackend } from './lib/client-suites/suite-backend.mjs';
import { COMPILER_DEPS, selectSuites } from './lib/client-suites/suites.mjs';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (/** @type {string} */ line) => console.log(`[client-suites] ${line}`);

const { values } = parseArgs({
  options: {
    checkout: { type: 'string' },
    suite: { type: 'string', multiple: true, default: [] },
    report: { type: 'string' },
    deps: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
if (!values.checkout) {
  console.error(
    'Usage: npm run client-suites -- --checkout <supabase-js checkout> [--suite postgrest|auth|storage] [--report <file.md>]',
  );
  process.exit(2);
}
const checkout = path.resolve(values.checkout);
if (!existsSync(path.join(repoDir, 'local-backend', 'dist', 'index.js'))) {
  console.error('local-backend/dist is missing: run `npm run build -w local-backend` first.');
  process.exit(2);
}
const suites = (() => {
  try {
    return selectSuites(values.suite.flatMap((s) => s.split(',')).filter(Boolean));
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(2);
  }
})();
const depsDir = path.resolve(values.deps ?? path.join(checkout, '.client-suites-deps'));
const source = describeCheckout(checkout);
log(`checkout ${source}`);

/** @type {{ suite: string, rows: import('./lib/client-suites/classify.mjs').CaseRow[], counts: ReturnType<typeof summarize> }[]} */
const results = [];
try {
  for (const suite of suites) await runSuite(suite);
} catch (error) {
  console.error(`[client-suites] ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}

console.log(`\n${formatSummary(results)}\n`);
const reportFile = path.resolve(values.report ?? path.join(checkout, 'client-suites-report.md'));
await writeFile(reportFile, formatReport({ source, results }));
log(`report: ${reportFile}`);
// Done means: every claimed case passes and every other one passes or is refused.
process.exit(results.some((r) => r.counts.fail > 0 || r.counts.notRefused > 0) ? 1 : 0);

/** Runs one suite against a backend of its own and adds its rows to `results`. @param {import('./lib/client-suites/suites.mjs').ClientSuite} suite */
async function runSuite(suite) {
  const packageDir = path.join(checkout, suite.dir);
  if (!existsSync(packageDir)) throw new Error(`${packageDir} does not exist: is ${checkout} a supabase-js checkout?`);
  await ensureTestDeps({ checkout, packageDir, depsDir, names: [...COMPILER_DEPS, ...suite.testDeps], log });
  for (const file of suite.prepare) {
    const prepared = spawnSync(process.execPath, [file], { cwd: packageDir, stdio: 'inherit' });
    if (prepared.status !== 0) throw new Error(`${suite.name}: node ${file} failed`);
  }
  const workDir = await mkdtemp(path.join(os.tmpdir(), `client-suite-${suite.name}-`));
  log(`${suite.name}: working in ${workDir}`);
  const backend = await startSuiteBackend({ repoDir, packageDir, suite, workDir, log });
  const requestLog = path.join(workDir, 'requests.jsonl');
  try {
    const { report, logFile } = await runSuiteJest({
      config: suiteJestConfig({ packageDir, suite, depsDir }),
      workDir,
      env: {
        CLIENT_SUITES_BACKEND_URL: backend.url,
        CLIENT_SUITES_ANON_KEY: backend.publishableKey,
        CLIENT_SUITES_SERVICE_KEY: backend.secretKey,
        CLIENT_SUITES_REQUEST_LOG: requestLog,
      },
    });
    log(`${suite.name}: jest output in ${logFile}`);
    const requests = (await readFile(requestLog, 'utf8').catch(() => ''))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    // A 5xx is a fault of the backend, whatever the case expected: say so before any count.
    const faults = requests.filter((r) => r.status !== null && r.status >= 500).length;
    if (faults > 0)
      log(
        `${suite.name}: the backend answered ${faults} of ${requests.length} requests with 5xx (its errors are above)`,
      );
    const rows = classifyReport({ suite: suite.name, packageDir, report, scope: OUT_OF_SCOPE, requests });
    results.push({ suite: suite.name, rows, counts: summarize(rows, OUT_OF_SCOPE) });
  } finally {
    await backend.stop();
    if (!values.keep) await rm(workDir, { recursive: true, force: true });
  }
}

/** The checkout's folder with its tag and commit when it is a git work tree. @param {string} dir */
function describeCheckout(dir) {
  const git = (/** @type {string[]} */ args) =>
    spawnSync('git', ['-C', dir, ...args], { encoding: 'utf8' }).stdout?.trim() ?? '';
  const tag = git(['describe', '--tags', '--always']);
  const commit = git(['rev-parse', 'HEAD']);
  return tag ? `${dir} at ${tag} (${commit})` : dir;
}
