// The watcher on a folder target, with page loads counted by a stand-in for the telemetry: it
// steps an unharmed canary up to promotion, aborts a harmful one, stops one starved of traffic,
// and renews the lease at each look.
import { getEventListeners } from 'node:events';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILT_IN_REMOTES, SHELL_BUNDLE } from '../release/bundles.mjs';
import { readCanary } from '../release/canary-state.mjs';
import { releaseBundle } from '../release/release-bundle.mjs';
import { liveVersion } from '../release/target.mjs';
import { folderTarget } from '../release/targets/folder-target.mjs';
import { fakeBuild } from '../release/testing/fake-builds.mjs';
import { canaryPolicy } from './canary-policy.mjs';
import { lookAtCanary, watchCanary } from './watch-canary.mjs';

jest.mock('../release/build.mjs', () => ({
  /** @param {{ sourceDir: string, outDir: string }} options */
  buildBundle: async ({ sourceDir, outDir }) => cpSync(sourceDir, outDir, { recursive: true }),
}));
jest.mock('../release/candidate-checks.mjs', () => ({
  ...jest.requireActual('../release/candidate-checks.mjs'),
  checkCandidate: async () => {},
}));
jest.setTimeout(60_000);

const MARKETING = BUILT_IN_REMOTES[0] ?? SHELL_BUNDLE;
const POLICY = canaryPolicy({ bakeMinutes: 1, minPageLoadsPerArm: 100, maxWaitHours: 0.5 });
const quiet = () => {};

let work = '';
/** @type {import('../release/target.mjs').DeploymentTarget} */
let target;
let live = '';
let candidate = '';
beforeEach(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'watch-canary-'));
  target = folderTarget(path.join(work, 'cdn'));
  await release(SHELL_BUNDLE, 's0');
  live = await release(MARKETING, 'v1');
  candidate = await release(MARKETING, 'v2', { canary: { share: 10, leaseSeconds: 120 } });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/**
 * @param {import('../release/bundles.mjs').Bundle} bundle @param {string} name
 * @param {Partial<Parameters<typeof releaseBundle>[0]>} [options]
 */
async function release(bundle, name, options = {}) {
  const dir = fakeBuild(path.join(work, 'sources', `${bundle.name}-${name}`), bundle, name);
  writeFileSync(path.join(dir, 'webpack.config.js'), `// ${name}\n`);
  return (await releaseBundle({ bundle, target, source: dir, log: quiet, ...options })).version;
}

/**
 * Page loads in proportion to the arm's share of each minute, with the given crash rates.
 * @param {{ loadsPerMinute: number, crashRate: { live: number, canary: number } }} traffic
 * @returns {import('./watch-canary.mjs').ReadArm}
 */
const telemetry =
  ({ loadsPerMinute, crashRate }) =>
  async ({ arm, from, to }) => {
    const state = await readCanary(target, MARKETING);
    const share = (state?.steps.findLast((step) => Date.parse(step.at) <= from.getTime())?.share ?? 0) / 100;
    const minutes = Math.max(0, (to.getTime() - from.getTime()) / 60_000);
    const pageLoads = Math.round(loadsPerMinute * minutes * (arm === 'canary' ? share : 1 - share));
    const crashed = Math.round(pageLoads * crashRate[arm]);
    return { pageLoads, errored: crashed, crashed, conversions: Math.round(pageLoads * 0.02) };
  };

/**
 * Looks every `minutes` minutes (simulated) until the canary ends or `looks` run out.
 * @param {import('./watch-canary.mjs').ReadArm} readArm @param {number} looks @param {number} minutes
 */
async function watch(readArm, looks, minutes) {
  const started = Date.parse((await readCanary(target, MARKETING))?.startedAt ?? '');
  /** @type {string[]} */
  const actions = [];
  for (let i = 1; i <= looks; i += 1) {
    const now = new Date(started + i * minutes * 60_000);
    const look = await lookAtCanary({ target, bundle: MARKETING, policy: POLICY, readArm, now, log: quiet });
    if (look.decision) actions.push(look.decision.action);
    if (look.ended) break;
  }
  return actions;
}

it('steps an unharmed candidate up and promotes it', async () => {
  const actions = await watch(telemetry({ loadsPerMinute: 1000, crashRate: { live: 0.01, canary: 0.01 } }), 20, 2);
  expect(actions).toEqual(['step', 'promote']);
  expect(await liveVersion(target, MARKETING)).toBe(candidate);
  expect((await readCanary(target, MARKETING))?.status).toBe('promoted');
});

it('aborts a candidate that crashes where the live release does not, and the live release stays', async () => {
  const actions = await watch(telemetry({ loadsPerMinute: 1000, crashRate: { live: 0, canary: 0.05 } }), 20, 2);
  expect(actions).toEqual(['abort']);
  const state = await readCanary(target, MARKETING);
  expect(state).toMatchObject({ status: 'aborted', share: 0 });
  expect(state?.reason).toMatch(/crashed/);
  expect(await liveVersion(target, MARKETING)).toBe(live);
});

it('holds on too little traffic, then stops and says so', async () => {
  const actions = await watch(telemetry({ loadsPerMinute: 1, crashRate: { live: 0, canary: 0 } }), 40, 2);
  expect(actions.at(-1)).toBe('stop');
  expect(actions.slice(0, -1).every((action) => action === 'hold')).toBe(true);
  expect((await readCanary(target, MARKETING))?.status).toBe('stopped');
  expect(await liveVersion(target, MARKETING)).toBe(live);
});

it('renews the lease at each look', async () => {
  const before = await readCanary(target, MARKETING);
  const now = new Date(Date.parse(before?.startedAt ?? '') + 100_000);
  const readArm = telemetry({ loadsPerMinute: 10, crashRate: { live: 0, canary: 0 } });
  await lookAtCanary({ target, bundle: MARKETING, policy: POLICY, readArm, now, leaseSeconds: 300, log: quiet });
  expect((await readCanary(target, MARKETING))?.leaseUntil).toBe(new Date(now.getTime() + 300_000).toISOString());
});

it('waits between looks without leaving a listener on the signal that stops it, look after look', async () => {
  const stop = new AbortController();
  /** The listeners on the stop signal at each look. @type {number[]} */
  const listeners = [];
  const quietArms = telemetry({ loadsPerMinute: 0, crashRate: { live: 0, canary: 0 } });
  /** @type {import('./watch-canary.mjs').ReadArm} */
  const readArm = async (query) => {
    if (query.arm === 'live') listeners.push(getEventListeners(stop.signal, 'abort').length);
    if (listeners.length >= 12) stop.abort();
    return quietArms(query);
  };
  const look = await watchCanary({
    target,
    bundle: MARKETING,
    policy: POLICY,
    readArm,
    intervalSeconds: 0.01,
    signal: stop.signal,
    log: quiet,
  });
  expect(look.decision?.action).toBe('hold');
  expect(listeners).toHaveLength(12);
  expect(listeners.every((count) => count === 0)).toBe(true);
  expect(getEventListeners(stop.signal, 'abort')).toHaveLength(0);
  expect((await readCanary(target, MARKETING))?.status).toBe('running');
});
