// What each kind of look of the canary's watcher reads and writes of a target's state objects,
// counted on a memory target (a GET or a PUT each on a bucket): a look is one transition of the
// canary, so it reads canary.json once under the bundle's lock and writes it once, whether it
// holds (renewing the lease), steps up, keeps the counts of a step ended by hand, promotes, aborts,
// stops, finds the canary lapsed, or cannot read the telemetry. Every other state object too is
// read at most once and written at most once, the first screens rendered after it included.
import { type ArmCounts, canaryPolicy } from 'canary-analysis';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Renderer } from '../after-switch/after-switch';
import { BUILT_IN_REMOTES, SHELL_BUNDLE } from '../bundles/site-bundles';
import { startCanary, stepCanary } from '../canary/canary-commands';
import { type CanaryState, readCanary } from '../canary/canary-state';
import { prerenderOrWarn } from '../first-screens/site-renderer';
import { switchLive } from '../switching/switch-live';
import { memoryTarget } from '../targets/memory-target';
import { type Counts, countingTarget } from '../testing/counting-target';
import { publishFakeRelease } from '../testing/fake-builds';
import { lookAtCanary } from './look-at-canary';
import type { ReadArms } from './read-arms';

jest.setTimeout(60_000);

const MARKETING = BUILT_IN_REMOTES[0] ?? SHELL_BUNDLE;
const CANARY_JSON = `${MARKETING.name}/canary.json`;
const POLICY = canaryPolicy({ bakeMinutes: 1, minPageLoadsPerArm: 100, maxWaitHours: 0.5 });
const T0 = Date.parse('2026-11-26T08:00:00Z');
const quiet = () => {};

/** The state objects among counted keys: not a release's files, not the pages rendered. */
const isState = (key: string) =>
  /(^|\/)(live|history|candidates|canary)\.json$|^site-history\.json$|^[a-z-]+\/(index\.html|mf-manifest\.json)$/.test(
    key,
  ) && !key.includes('/releases/');

const arm = (pageLoads: number, errored = 0, crashed = 0): ArmCounts => ({
  pageLoads,
  errored,
  crashed,
  conversions: 0,
});

/** A telemetry stand-in answering every window alike (it reads nothing of the target). */
const answering =
  (live: ArmCounts, canary: ArmCounts): ReadArms =>
  async () => ({ live, canary });

/** The look each kind is measured at, and the action it must have decided (null: none). */
const KINDS: Record<string, string | null> = {
  hold: 'hold',
  step: 'step',
  'after a step by hand': 'hold',
  promote: 'promote',
  abort: 'abort',
  stop: 'stop',
  lapsed: null,
  'telemetry unread': null,
};

describe('what a look of the watcher reads and writes of the state of a target', () => {
  const measured: Record<string, Counts> = {};
  const decided: Record<string, string | null> = {};
  /** canary.json after some of the looks (read outside what is counted). */
  const kept: Record<string, CanaryState | null> = {};

  beforeAll(async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'look-state-io-'));
    const counting = countingTarget(memoryTarget({ scratch }));
    const { target } = counting;
    const render: Renderer = (live, log) => prerenderOrWarn({ target, live, log });
    const at = (minutes: number) => new Date(T0 + minutes * 60_000);
    const look = (kind: string, minutes: number, readArms: ReadArms) => async () => {
      const { decision } = await lookAtCanary({
        target,
        bundle: MARKETING,
        policy: POLICY,
        readArms,
        leaseSeconds: 600,
        now: at(minutes),
        log: quiet,
        render,
      });
      decided[kind] = decision?.action ?? null;
    };
    const measure = async (kind: string, run: () => Promise<unknown>) => {
      decided[kind] = null;
      counting.reset();
      await run().catch((error: unknown) => {
        if (kind !== 'telemetry unread') throw error;
      });
      measured[kind] = counting.counts();
      counting.reset();
    };
    const canary = async (version: string, live: string, minutes: number, leaseSeconds = 600) => {
      await publishFakeRelease(target, MARKETING, version, scratch);
      await startCanary({ target, bundle: MARKETING, version, live, share: 10, leaseSeconds, now: at(minutes) });
    };
    for (const [bundle, version] of [
      [SHELL_BUNDLE, 's0'],
      [MARKETING, 'v1'],
    ] as const) {
      await publishFakeRelease(target, bundle, version, scratch);
      await switchLive(target, bundle, version, 'release');
    }
    await canary('v2', 'v1', 0);
    await measure('hold', look('hold', 0.5, answering(arm(0), arm(0))));
    await measure('step', look('step', 2, answering(arm(900, 9), arm(100, 1))));
    // A step by hand: the next look reads the finished step once and keeps its counts.
    await stepCanary({ target, bundle: MARKETING, share: 60, reason: 'by hand', now: at(3), log: quiet });
    await measure('after a step by hand', look('after a step by hand', 4, answering(arm(0), arm(0))));
    kept.afterHand = await readCanary(target, MARKETING);
    await measure('promote', look('promote', 6, answering(arm(400, 4), arm(600, 6))));
    await canary('v3', 'v2', 10);
    await measure('abort', look('abort', 11, answering(arm(900), arm(100, 0, 50))));
    await canary('v4', 'v2', 20, 3600);
    await measure('stop', look('stop', 51, answering(arm(0), arm(0))));
    await canary('v5', 'v2', 60);
    const unread: ReadArms = async () => {
      throw new Error('the telemetry did not answer');
    };
    await measure('telemetry unread', look('telemetry unread', 60.5, unread));
    kept.unread = await readCanary(target, MARKETING);
    // Its lease renewed by the look that could not read, it lapses unwatched.
    await measure('lapsed', look('lapsed', 90, answering(arm(0), arm(0))));
    kept.lapsed = await readCanary(target, MARKETING);
    rmSync(scratch, { recursive: true, force: true });
  });

  it.each(Object.entries(KINDS))('a look (%s) decides as expected', (kind, action) => {
    expect(decided[kind]).toBe(action);
  });

  it.each(Object.keys(KINDS))('a look (%s) reads canary.json once and writes it once', (kind) => {
    const counts = measured[kind];
    if (!counts) throw new Error(`${kind} was not measured`);
    expect({ reads: counts.reads.get(CANARY_JSON), writes: counts.writes.get(CANARY_JSON) }).toEqual({
      reads: 1,
      writes: 1,
    });
  });

  it.each(Object.keys(KINDS))('a look (%s) reads and writes every other state object at most once', (kind) => {
    const counts = measured[kind];
    if (!counts) throw new Error(`${kind} was not measured`);
    const over = (map: Map<string, number>) =>
      [...map].filter(([key, n]) => isState(key) && n > 1).map(([key, n]) => `${key}: ${n}`);
    expect({ reads: over(counts.reads), writes: over(counts.writes) }).toEqual({ reads: [], writes: [] });
  });

  it('writes what the look decided in its one write: the counts of a step ended by hand, a renewed lease, the end', () => {
    // The 10 % step's counts were kept by the look that stepped up, the 50 % step's by the look after it.
    expect(kept.afterHand?.steps.map((step) => [step.share, Boolean(step.counts)])).toEqual([
      [10, true],
      [50, true],
      [60, false],
    ]);
    expect(kept.afterHand?.leaseUntil).toBe(new Date(T0 + 4 * 60_000 + 600_000).toISOString());
    // The look that could not read the telemetry still renewed the lease, then failed.
    expect(kept.unread).toMatchObject({ version: 'v5', status: 'running' });
    expect(kept.unread?.leaseUntil).toBe(new Date(T0 + 60.5 * 60_000 + 600_000).toISOString());
    expect(kept.lapsed).toMatchObject({ version: 'v5', status: 'stopped', endedAt: kept.unread?.leaseUntil });
  });
});
