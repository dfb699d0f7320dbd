// The watcher on a folder target, with page loads counted by a stand-in for the telemetry: it
// steps an unharmed canary up to promotion, aborts a harmful one, stops one starved of traffic,
// and renews the lease at each look. Only the webpack build and the Chromium checks are stand-ins
// (the commands' tools).
import { canaryPolicy } from 'canary-analysis';
import { getEventListeners } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Bundle, BUILT_IN_REMOTES, SHELL_BUNDLE } from '../bundles/site-bundles';
import { startCanary, stepCanary } from '../canary/canary-commands';
import { abortCanary } from '../canary/canary-endings';
import { type CanaryState, readCanary } from '../canary/canary-state';
import { type ReleaseOptions, releaseBundle } from '../commands/release-bundle';
import { UsageError } from '../errors';
import { liveVersion } from '../layout/release-history';
import type { DeploymentTarget } from '../targets/deployment-target';
import { folderTarget } from '../targets/folder-target';
import { fakeSource, publishFakeRelease } from '../testing/fake-builds';
import { fakeTools } from '../testing/fake-tools';
import { lookAtCanary } from './look-at-canary';
import type { CanaryArm, ReadArms } from './read-arms';
import { stepWindows, utcDays } from './step-windows';
import { watchCanary } from './watch-canary';

jest.setTimeout(60_000);

const MARKETING = BUILT_IN_REMOTES[0] ?? SHELL_BUNDLE;
const POLICY = canaryPolicy({ bakeMinutes: 1, minPageLoadsPerArm: 100, maxWaitHours: 0.5 });
const quiet = () => {};

let work = '';
let target: DeploymentTarget;
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

/** `npm run release -- <bundle>` of a build called `name`, with the given options. */
async function release(bundle: Bundle, name: string, options: Partial<ReleaseOptions> = {}): Promise<string> {
  const source = fakeSource(work, bundle, name);
  return (await releaseBundle({ bundle, target, tools: fakeTools(), source, log: quiet, ...options })).version;
}

/** Page loads in proportion to each arm's share of each minute, with the given crash rates. */
const telemetry =
  ({ loadsPerMinute, crashRate }: { loadsPerMinute: number; crashRate: Record<CanaryArm, number> }): ReadArms =>
  async ({ from, to }) => {
    const state = await readCanary(target, MARKETING);
    const share = (state?.steps.findLast((step) => Date.parse(step.at) <= from.getTime())?.share ?? 0) / 100;
    const minutes = Math.max(0, (to.getTime() - from.getTime()) / 60_000);
    const counts = (arm: CanaryArm) => {
      const pageLoads = Math.round(loadsPerMinute * minutes * (arm === 'canary' ? share : 1 - share));
      const crashed = Math.round(pageLoads * crashRate[arm]);
      return { pageLoads, errored: crashed, crashed, conversions: Math.round(pageLoads * 0.02) };
    };
    return { live: counts('live'), canary: counts('canary') };
  };

/** Looks every `minutes` minutes (simulated) until the canary ends or `looks` run out. */
async function watch(readArms: ReadArms, looks: number, minutes: number): Promise<string[]> {
  const started = Date.parse((await readCanary(target, MARKETING))?.startedAt ?? '');
  const actions: string[] = [];
  for (let i = 1; i <= looks; i += 1) {
    const now = new Date(started + i * minutes * 60_000);
    const look = await lookAtCanary({ target, bundle: MARKETING, policy: POLICY, readArms, now, log: quiet });
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

it('keeps watching through counts that cannot be: it says what it found and holds', async () => {
  // A report counted right after a step started: 1 errored canary page load of 0.
  const readArms: ReadArms = async () => ({
    canary: { pageLoads: 0, errored: 1, crashed: 0, conversions: 0 },
    live: { pageLoads: 0, errored: 0, crashed: 0, conversions: 0 },
  });
  const lines: string[] = [];
  const before = await readCanary(target, MARKETING);
  const now = new Date(Date.parse(before?.startedAt ?? '') + 60_000);
  const look = await lookAtCanary({
    target,
    bundle: MARKETING,
    policy: POLICY,
    readArms,
    now,
    log: (l) => lines.push(l),
  });
  expect(look).toMatchObject({ ended: false, decision: { action: 'hold' } });
  expect(lines).toContain(
    'Inconsistent telemetry (no step up or promotion while it lasts): canary: errored 1 is more than its 0 page loads; read as 0.',
  );
  expect((await readCanary(target, MARKETING))?.status).toBe('running');
});

it('counts the UTC days a step window touches (a visitor is told apart for one)', () => {
  const at = (iso: string) => new Date(iso);
  expect(utcDays(at('2026-11-26T08:00:00Z'), at('2026-11-26T09:00:00Z'))).toBe(1);
  expect(utcDays(at('2026-11-26T23:30:00Z'), at('2026-11-27T00:00:00Z'))).toBe(1);
  expect(utcDays(at('2026-11-26T23:30:00Z'), at('2026-11-27T00:00:01Z'))).toBe(2);
  expect(utcDays(at('2026-11-26T08:00:00Z'), at('2026-11-28T09:00:00Z'))).toBe(3);
  expect(utcDays(at('2026-11-26T08:00:00Z'), at('2026-11-26T08:00:00Z'))).toBe(1);
});

it('renews the lease at each look', async () => {
  const before = await readCanary(target, MARKETING);
  const now = new Date(Date.parse(before?.startedAt ?? '') + 100_000);
  const readArms = telemetry({ loadsPerMinute: 10, crashRate: { live: 0, canary: 0 } });
  await lookAtCanary({ target, bundle: MARKETING, policy: POLICY, readArms, now, leaseSeconds: 300, log: quiet });
  expect((await readCanary(target, MARKETING))?.leaseUntil).toBe(new Date(now.getTime() + 300_000).toISOString());
});

it('gives up on a telemetry that does not answer: the lease renewed, the lock let go, the look failed', async () => {
  const before = await readCanary(target, MARKETING);
  const now = new Date(Date.parse(before?.startedAt ?? '') + 100_000);
  const silent: ReadArms = () => new Promise(() => {});
  const look = lookAtCanary({
    target,
    bundle: MARKETING,
    policy: POLICY,
    readArms: silent,
    now,
    leaseSeconds: 300,
    log: quiet,
    telemetryWaitMs: 50,
  });
  await expect(look).rejects.toThrow('the telemetry did not answer within 0.05 s');
  expect((await readCanary(target, MARKETING))?.leaseUntil).toBe(new Date(now.getTime() + 300_000).toISOString());
  // The bundle's lock is free again: a step by hand goes through at once.
  const stepped = await stepCanary({ target, bundle: MARKETING, share: 50, reason: 'by hand', log: quiet });
  expect(stepped).toMatchObject({ status: 'running', share: 50 });
});

it('ends its watch without deciding when the canary lapsed before the look, which leaves it ended', async () => {
  const before = await readCanary(target, MARKETING);
  // Past the 120 s lease: the canary lapsed before this look.
  const now = new Date(Date.parse(before?.leaseUntil ?? '') + 1_000);
  const readArms = telemetry({ loadsPerMinute: 1000, crashRate: { live: 0, canary: 0 } });
  const look = await lookAtCanary({ target, bundle: MARKETING, policy: POLICY, readArms, now, log: quiet });
  expect(look).toMatchObject({ decision: null, ended: true });
  const after = await readCanary(target, MARKETING);
  expect(after).toMatchObject({ status: 'stopped', share: 0 });
  expect(after?.reason).toMatch(/lapsed/);
  expect(await liveVersion(target, MARKETING)).toBe(live);
});

it('acts only on the canary it read: a command typed meanwhile waits for the look, and a canary started since is left alone', async () => {
  const first = await readCanary(target, MARKETING);
  const now = new Date(Date.parse(first?.startedAt ?? '') + 100_000);
  let operator: Promise<unknown> | undefined;
  const readArms: ReadArms = async () => {
    // While the look reads its numbers, an operator aborts this canary and starts another: both
    // wait for the look, which holds the bundle's lock from its read to its write.
    operator ??= (async () => {
      const byHand = await abortCanary({ target, bundle: MARKETING, reason: 'by hand', log: quiet }).catch(
        (error: unknown) => error,
      );
      await publishFakeRelease(target, MARKETING, 'v3', path.join(work, 'scratch'));
      await target.withLock(MARKETING.name, () =>
        startCanary({ target, bundle: MARKETING, version: 'v3', live, share: 10, leaseSeconds: 120 }),
      );
      return byHand;
    })();
    return {
      live: { pageLoads: 1000, errored: 0, crashed: 0, conversions: 0 },
      canary: { pageLoads: 1000, errored: 200, crashed: 0, conversions: 0 },
    };
  };
  const lines: string[] = [];
  const look = await lookAtCanary({
    target,
    bundle: MARKETING,
    policy: POLICY,
    readArms,
    now,
    log: (l) => lines.push(l),
  });
  // The look acted on the canary it read, and on nothing else: the harm it saw aborted that one.
  expect(look).toMatchObject({ state: { version: candidate }, decision: { action: 'abort' }, ended: true });
  expect(lines[0]).toMatch(/^Abort: the canary is worse than the live release on errored/);
  // The abort by hand came after it, and found no canary running: nothing was changed twice.
  const byHand = await operator;
  expect(byHand).toBeInstanceOf(UsageError);
  expect(String(byHand)).toMatch(`No canary is running for marketing: the last one, ${candidate}, ended at`);
  // The canary started since runs on at its share, untouched by the harm the look saw.
  expect(await readCanary(target, MARKETING)).toMatchObject({ status: 'running', version: 'v3', share: 10 });
});

it('waits between looks without leaving a listener on the signal that stops it, look after look', async () => {
  const stop = new AbortController();
  /** The listeners on the stop signal at each look. */
  const listeners: number[] = [];
  const quietArms = telemetry({ loadsPerMinute: 0, crashRate: { live: 0, canary: 0 } });
  const readArms: ReadArms = async (query) => {
    listeners.push(getEventListeners(stop.signal, 'abort').length);
    if (listeners.length >= 12) stop.abort();
    return quietArms(query);
  };
  const look = await watchCanary({
    target,
    bundle: MARKETING,
    policy: POLICY,
    readArms,
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

it('never steps up on partial counts: holds, prints how many page loads went uncounted, and stops at the wait', async () => {
  // Enough page loads per arm in the step's first whole minutes (the minute it started is not counted).
  const healthy = telemetry({ loadsPerMinute: 3000, crashRate: { live: 0.01, canary: 0.01 } });
  /** The caps dropped 2 of the live arm's page loads in every window. */
  const readArms: ReadArms = async (query) => {
    const { live, canary } = await healthy(query);
    return { live: { ...live, droppedLoads: 2 }, canary: { ...canary, droppedLoads: 0 } };
  };
  const started = Date.parse((await readCanary(target, MARKETING))?.startedAt ?? '');
  const printed: string[] = [];
  const look = await lookAtCanary({
    target,
    bundle: MARKETING,
    policy: POLICY,
    readArms,
    // Baked, with enough page loads per arm, within the 120 s lease the canary started with.
    now: new Date(started + 90_000),
    log: (line) => printed.push(line),
  });
  expect(look.decision?.action).toBe('hold');
  expect(printed[0]).toBe(
    'Hold at 10 %: 2 page loads uncounted this step (caps): the counts are partial. Stops in 28 min if it cannot step up.',
  );
  expect(printed).toContain(
    "Uncounted this step (dropped by the telemetry's caps): 0 page loads and 0 later reports of the canary, 2 page loads and 0 later reports of the live arm; no step up or promotion on partial counts.",
  );
  expect((await readCanary(target, MARKETING))?.share).toBe(10);
  const actions = await watch(readArms, 20, 2);
  expect(actions.at(-1)).toBe('stop');
  expect(actions.slice(0, -1).every((action) => action === 'hold')).toBe(true);
  expect(await liveVersion(target, MARKETING)).toBe(live);
});

describe("a step's counts, taken when the step changes", () => {
  /** A stand-in telemetry that notes every query: the releases of both arms and the window. */
  const noting = (loadsPerMinute: number) => {
    const read = telemetry({ loadsPerMinute, crashRate: { live: 0.01, canary: 0.01 } });
    const windows: string[] = [];
    const readArms: ReadArms = async (query) => {
      windows.push(`${query.live}/${query.canary} ${query.from.toISOString()} ${query.to.toISOString()}`);
      return read(query);
    };
    return { readArms, windows };
  };

  it('keeps the counts of a step with it when the watcher steps up, and never asks for them again', async () => {
    const { readArms, windows } = noting(1000);
    const started = Date.parse((await readCanary(target, MARKETING))?.startedAt ?? '');
    const look = (minutes: number) =>
      lookAtCanary({
        target,
        bundle: MARKETING,
        policy: POLICY,
        readArms,
        now: new Date(started + minutes * 60_000),
        log: quiet,
      });
    const stepped = await look(2);
    expect(stepped.decision?.action).toBe('step');
    const state = await readCanary(target, MARKETING);
    const [first, second] = state?.steps ?? [];
    // Frozen with its share: what the deciding look read of the 10 % step.
    expect(first).toMatchObject({ share: 10, counts: { days: 1 } });
    expect(first?.counts?.canary.pageLoads).toBe(stepped.decision?.stats.stepPageLoads.canary);
    expect(first?.counts?.live.pageLoads).toBe(stepped.decision?.stats.stepPageLoads.live);
    expect(second).toMatchObject({ share: 50 });
    expect(second?.counts).toBeUndefined();
    // The next look asks for the current step's window only: one query, both arms.
    windows.length = 0;
    const current = stepWindows(state as CanaryState, new Date(started + 2.5 * 60_000)).at(-1);
    const next = await look(2.5);
    expect(next.decision?.action).toBe('hold');
    expect(current?.from.toISOString()).toBe(
      new Date(Math.ceil(Date.parse(second?.at ?? '') / 60_000) * 60_000).toISOString(),
    );
    expect(windows).toEqual([`${live}/${candidate} ${current?.from.toISOString()} ${current?.to.toISOString()}`]);
    // The evidence still covers both steps: the kept counts are the first step's.
    expect(next.decision?.stats.metrics[0]?.canary.loads).toBeGreaterThan(
      next.decision?.stats.stepPageLoads.canary ?? 0,
    );
  });

  it('reads a canary.json written before counts were kept: its finished steps are read once, then kept', async () => {
    const state = (await readCanary(target, MARKETING)) as CanaryState;
    const started = Date.parse(state.startedAt);
    const at = new Date(started + 10 * 60_000).toISOString();
    // As a watcher before this change wrote it: a step up with no counts.
    const old = {
      ...state,
      share: 50,
      stepStartedAt: at,
      leaseUntil: new Date(started + 20 * 60_000).toISOString(),
      steps: [
        ...state.steps.map(({ at, share, reason }) => ({ at, share, reason })),
        { at, share: 50, reason: 'Step up' },
      ],
    };
    await target.switchEntry(`${MARKETING.name}/canary.json`, `${JSON.stringify(old, null, 2)}\n`);
    const { readArms, windows } = noting(100);
    const look = await lookAtCanary({
      target,
      bundle: MARKETING,
      policy: POLICY,
      readArms,
      now: new Date(started + 12 * 60_000),
      log: quiet,
    });
    expect(look.decision?.action).toBe('hold');
    expect(look.decision?.stats.share).toBe(50);
    expect(windows).toHaveLength(2);
    const kept = (await readCanary(target, MARKETING))?.steps[0]?.counts;
    // The 10 % step's whole minutes after it started and before the minute it changed: 9 or 10.
    expect(kept?.canary.pageLoads).toBeGreaterThanOrEqual(90);
    expect(kept?.canary.pageLoads).toBeLessThanOrEqual(100);
    windows.length = 0;
    await lookAtCanary({
      target,
      bundle: MARKETING,
      policy: POLICY,
      readArms,
      now: new Date(started + 13 * 60_000),
      log: quiet,
    });
    expect(windows).toHaveLength(1);
  });

  it("counts the minute a share changed in neither step: a step's page loads never mix two shares", () => {
    const state = {
      steps: [
        { at: '2026-11-26T08:00:30.000Z', share: 10, reason: 'started' },
        { at: '2026-11-26T09:15:10.000Z', share: 50, reason: 'Step up' },
      ],
    } as CanaryState;
    const windows = stepWindows(state, new Date('2026-11-26T10:00:00Z')).map(({ share, from, to }) => [
      share,
      from.toISOString(),
      to.toISOString(),
    ]);
    expect(windows).toEqual([
      [10, '2026-11-26T08:01:00.000Z', '2026-11-26T09:15:00.000Z'],
      [50, '2026-11-26T09:16:00.000Z', '2026-11-26T10:00:00.000Z'],
    ]);
    // A look within the first minute of a step has an empty window, never one before the step.
    const early = stepWindows(state, new Date('2026-11-26T09:15:40Z')).at(-1);
    expect(early?.to.getTime()).toBe(early?.from.getTime());
  });
});
