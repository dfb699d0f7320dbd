#!/usr/bin/env node
// npm run bench:release: how long a warm release of a remote to a bucket takes, step by step. A
// local S3 server of its own (any free port, objects in a temporary folder), the dist/ builds
// published to it once with their runtime config and first screens, as `npm start` does; then
// `npm run release -- <bundle>` against it, once to warm webpack's cache and the downloaded live
// releases, and --runs more times, each step timed from the lines the command prints as they come,
// with the CPU time the release and its children used. Prints each run and the medians.
//   --bundle NAME   the remote to release (default marketing)
//   --runs N        timed warm releases after the first (default 3)
//   --busy N        N processes spinning on a core each beside the timed releases: the machine as
//                   others share it (default 0)
//   --compare DIR   also time the release command of another tree (DIR/scripts/release.mjs: a
//                   checkout of an earlier commit, say), round by round in alternating order, so
//                   both meet the same moments of the machine; prints the ratios
//   --json PATH     where the JSON goes (default .local/bench/release.json)
//   --verbose       print every line of each release, with the second it came at
// Needs the dist/ builds (npm run build). Uses no fixed port: it runs beside a running site.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalS3 } from 'site-servers';
import { ROOT } from '../scripts/lib/serve-site.mjs';
import { BUNDLES, CACHE_DIR, RUNTIME_CONFIG_KEY, openTarget, prerenderOrWarn, publishInitialReleases } from 'release';
import { readSiteConfig, runtimeConfig } from '../scripts/lib/site-config.mjs';
import { BENCH_DIR } from './lib/serve-builds.mjs';
import { args, option } from './lib/command-line.mjs';
import { endedChildrenCpuSeconds } from './lib/children-cpu.mjs';
import { machine } from './lib/machine.mjs';
import { median } from './lib/median.mjs';
import { RELEASE_STEPS, stepTimes } from './lib/release-steps.mjs';

const bundleName = option('--bundle') ?? 'marketing';
const runs = Number(option('--runs') ?? '3');
const busy = Number(option('--busy') ?? '0');
const bundle = BUNDLES[bundleName];
if (!bundle || bundle.kind !== 'remote' || !Number.isInteger(runs) || runs < 1 || !Number.isInteger(busy) || busy < 0) {
  console.error(
    'Usage: npm run bench:release -- [--bundle <remote>] [--runs N] [--busy N] [--compare DIR] [--json PATH] [--verbose]',
  );
  process.exit(2);
}
const verbose = args.includes('--verbose');
const compared = option('--compare');
/** The trees whose release command is timed: this one, and the one compared with it. */
const trees = [
  { name: 'this tree', root: ROOT },
  ...(compared ? [{ name: compared, root: path.resolve(compared) }] : []),
];
const jsonPath = path.resolve(option('--json') ?? path.join(BENCH_DIR, 'release.json'));

const started = Date.now();
/** @param {string} line */
const say = (line) => console.log(`[bench:release ${Math.round((Date.now() - started) / 1000)}s] ${line}`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-release-s3-'));
const s3 = await startLocalS3({ dataDir, bucket: 'site' });
// In this process too: the SDK reads its endpoint and credentials from process.env. A prefix of its
// own, as .local/target-cache keeps the downloaded releases by bucket and prefix.
const prefix = `bench-release-${process.pid}`;
const env = Object.assign(process.env, {
  RELEASE_TARGET: `s3://site/${prefix}`,
  AWS_ENDPOINT_URL_S3: s3.endpoint,
  AWS_ACCESS_KEY_ID: s3.accessKeyId,
  AWS_SECRET_ACCESS_KEY: s3.secretAccessKey,
  AWS_REGION: s3.region,
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
});
/** @type {import('node:child_process').ChildProcess[]} */
const spinners = [];
try {
  say(`local S3 at ${s3.endpoint}; publishing the dist/ builds to ${env.RELEASE_TARGET}…`);
  const target = openTarget(env);
  await publishInitialReleases({ target, log: () => {} });
  const site = readSiteConfig(env);
  // What `npm start` writes; nothing listens there during the bench, as after a start was stopped.
  const backend = site.hostedBackend ?? { url: `http://localhost:${site.ports.backend}`, publishableKey: 'bench' };
  await target.switchEntry(RUNTIME_CONFIG_KEY, `${JSON.stringify(runtimeConfig(site, backend), null, 2)}\n`);
  await prerenderOrWarn({ target, log: () => {} });

  /** @type {Record<string, number>[][]} runs by tree */
  const timed = trees.map(() => []);
  for (let run = 0; run <= runs; run += 1) {
    if (run === 1) {
      for (let n = 0; n < busy; n += 1)
        spinners.push(spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }));
      if (busy) say(`${busy} spinning process(es) beside the timed releases`);
    }
    // Alternating, so that neither tree always comes first after the other.
    const order = run % 2 ? [...trees.keys()].reverse() : [...trees.keys()];
    for (const index of order) {
      const tree = /** @type {typeof trees[number]} */ (trees[index]);
      const loadBefore = load();
      const times = await timeRelease(tree.root, env);
      const what = `${run ? `run ${run}` : 'warm-up release'}${compared ? ` of ${tree.name}` : ''}`;
      say(`${what}: ${format(times)} (load average before: ${loadBefore})`);
      if (run) timed[index]?.push(times);
    }
  }
  const names = [...RELEASE_STEPS.map((step) => step.name), 'total', 'cpu'];
  const medians = timed.map((treeRuns) =>
    Object.fromEntries(names.map((name) => [name, median(treeRuns.map((t) => t[name] ?? Number.NaN))])),
  );
  console.log(`\nWarm release of ${bundleName} to a local bucket, median of ${runs}:`);
  trees.forEach((tree, index) => console.log(`  ${tree.name}: ${format(medians[index] ?? {})}`));
  const [mine, theirs] = medians;
  if (mine && theirs) {
    // A step of hardly any time (the checks) has no ratio worth printing.
    const ratio = (/** @type {string} */ name) =>
      (theirs[name] ?? 0) < 0.1 ? '-' : ((mine[name] ?? Number.NaN) / (theirs[name] ?? Number.NaN)).toFixed(2);
    const ratios = names.map((name) => `${name} ${ratio(name)}`);
    console.log(`  this tree / ${compared}: ${ratios.join(', ')}`);
  }
  console.log(`(cpu: CPU seconds of the release and its children; load average now ${load()}; ${busy} spinning)`);
  mkdirSync(path.dirname(jsonPath), { recursive: true });
  const results = {
    at: new Date().toISOString(),
    bundle: bundleName,
    busy,
    machine: machine(),
    trees: trees.map((tree, index) => ({ ...tree, runs: timed[index], medians: medians[index] })),
  };
  writeFileSync(jsonPath, `${JSON.stringify(results, null, 2)}\n`);
  say(`written to ${path.relative(ROOT, jsonPath)}`);
} finally {
  for (const spinner of spinners) spinner.kill();
  await s3.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(path.join(CACHE_DIR, 'site', prefix), { recursive: true, force: true });
}

/** @param {Record<string, number>} times */
function format(times) {
  return Object.entries(times)
    .map(([name, value]) => `${name} ${value.toFixed(1)} s`)
    .join(', ');
}

/**
 * Runs one release and times its steps by when each of its lines arrived.
 * @param {string} root the tree whose release command runs
 * @param {NodeJS.ProcessEnv} releaseEnv
 * @returns {Promise<Record<string, number>>} seconds by step, `total`, and `cpu` (CPU seconds)
 */
function timeRelease(root, releaseEnv) {
  return new Promise((resolve, reject) => {
    const begun = Date.now();
    const cpuBefore = endedChildrenCpuSeconds();
    /** @type {{ at: number, text: string }[]} */
    const lines = [];
    let pending = '';
    const child = spawn(process.execPath, [path.join(root, 'scripts/release.mjs'), bundleName], {
      cwd: root,
      env: releaseEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    /** @param {Buffer} chunk */
    const collect = (chunk) => {
      const at = Date.now() - begun;
      const parts = (pending + chunk).split('\n');
      pending = parts.pop() ?? '';
      for (const text of parts) {
        lines.push({ at, text });
        if (verbose) console.log(`  ${(at / 1000).toFixed(1).padStart(5)} ${text}`);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => {
      const total = Date.now() - begun;
      if (pending) lines.push({ at: total, text: pending });
      if (code !== 0) return reject(new Error(`the release exited ${code}:\n${lines.map((l) => l.text).join('\n')}`));
      const cpu = endedChildrenCpuSeconds() - cpuBefore;
      resolve({ ...stepTimes(lines, total), total: total / 1000, cpu });
    });
  });
}
