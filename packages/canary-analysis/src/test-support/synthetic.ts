// Synthetic canaries for the decision's tests: a seeded random source, page loads split between
// the arms at the share, and each arm's events drawn at its own rates, looked at every interval.
import type { ArmCounts } from '../counts';
import { decide, type CanaryProgress, type Decision } from '../decision';
import type { CanaryPolicy } from '../policy';

// Read once: a global lookup inside the hot loops costs more than the arithmetic under jest's sandbox.
const { floor, imul, log, log1p } = Math;

/** Rates per page load. */
export interface Rates {
  errored: number;
  crashed: number;
  conversions: number;
}

/** mulberry32: a small seeded generator of uniform numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A binomial draw, jumping from one success to the next (geometric gaps), so a rare event costs
 * few random numbers.
 */
export function binomial(random: () => number, n: number, p: number): number {
  if (p <= 0) return 0;
  if (p >= 1) return n;
  if (p > 0.5) return n - binomial(random, n, 1 - p);
  if (p > 0.1) {
    let count = 0;
    for (let i = 0; i < n; i += 1) if (random() < p) count += 1;
    return count;
  }
  const logMiss = log1p(-p);
  let count = 0;
  for (let at = floor(log(1 - random()) / logMiss); at < n; at += 1 + floor(log(1 - random()) / logMiss)) count += 1;
  return count;
}

/** No page loads at all. */
export const noCounts = (): ArmCounts => ({ pageLoads: 0, errored: 0, crashed: 0, conversions: 0 });

/**
 * Forged beacons: each address sends, every minute, as many page loads of the arm's release as the
 * telemetry counts from one address (the policy's loadsPerAddressPerMinute), errored or clean, and
 * counts as one visitor of the arm in each step (the telemetry counts it once a day).
 */
export interface Forgers {
  addresses: number;
  arm: 'canary' | 'live';
  errored: boolean;
}

/** One synthetic canary. */
export interface Scenario {
  seed: number;
  policy: CanaryPolicy;
  /** the most looks before the run ends */
  looks: number;
  /** page loads of both arms between two looks */
  loadsPerLook: number;
  minutesPerLook: number;
  live: Rates;
  canary: Rates;
  /** in %, default the policy's first step */
  startShare?: number;
  /** the fraction of page loads that really reach the canary (a sample-ratio mismatch), default the share */
  canaryFraction?: number;
  /** count visitors too, as the telemetry does (each real page load a visitor of its own) */
  visitors?: boolean;
  /** addresses sending forged beacons (implies visitors) */
  forgers?: Forgers;
}

/** A run: every decision, the last, and the canary's progress at the end. */
export interface Run {
  decisions: Decision[];
  last: Decision;
  state: CanaryProgress;
}

/**
 * Run one canary, look after look, acting on each decision as the watcher would, until it is
 * aborted, stopped or promoted, or the looks run out.
 */
export function runCanary(scenario: Scenario): Run {
  const { seed, policy, looks, loadsPerLook, minutesPerLook, live, canary, startShare, canaryFraction } = scenario;
  const { visitors = false, forgers } = scenario;
  const counting = visitors || Boolean(forgers);
  const random = mulberry32(seed);
  const start = Date.UTC(2026, 0, 5, 9);
  const state: CanaryProgress = {
    share: startShare ?? policy.steps[0] ?? 10,
    startedAt: start,
    stepStartedAt: start,
    earlierSteps: [],
  };
  const empty = (): ArmCounts =>
    counting ? { ...noCounts(), visitors: 0, erroredVisitors: 0, crashedVisitors: 0 } : noCounts();
  let arms = { live: empty(), canary: empty() };
  let lookInStep = 0;
  const decisions: Decision[] = [];
  for (let look = 1; look <= looks; look += 1) {
    const now = start + look * minutesPerLook * 60_000;
    const toCanary = binomial(random, loadsPerLook, canaryFraction ?? state.share / 100);
    arms = {
      live: add(random, arms.live, loadsPerLook - toCanary, live),
      canary: add(random, arms.canary, toCanary, canary),
    };
    if (forgers)
      arms = {
        ...arms,
        [forgers.arm]: forge(arms[forgers.arm], forgers, policy, minutesPerLook, lookInStep === 0),
      };
    lookInStep += 1;
    const decision = decide(policy, state, arms, now);
    decisions.push(decision);
    if (decision.action !== 'step' && decision.action !== 'hold') break;
    if (decision.action === 'step') {
      state.earlierSteps = [...(state.earlierSteps ?? []), { share: state.share, ...arms }];
      state.share = decision.share;
      state.stepStartedAt = now;
      arms = { live: empty(), canary: empty() };
      lookInStep = 0;
    }
  }
  const last = decisions.at(-1);
  if (!last) throw new RangeError('A canary run needs at least one look.');
  return { decisions, last, state };
}

/** An arm's counts plus `loads` real page loads; with visitor counts, each its own visitor. */
function add(random: () => number, counts: ArmCounts, loads: number, rates: Rates): ArmCounts {
  const errored = binomial(random, loads, rates.errored);
  const crashed = binomial(random, loads, rates.crashed);
  const next = {
    pageLoads: counts.pageLoads + loads,
    errored: counts.errored + errored,
    crashed: counts.crashed + crashed,
    conversions: counts.conversions + binomial(random, loads, rates.conversions),
  };
  if (counts.visitors === undefined) return next;
  return {
    ...next,
    visitors: counts.visitors + loads,
    erroredVisitors: (counts.erroredVisitors ?? 0) + errored,
    crashedVisitors: (counts.crashedVisitors ?? 0) + crashed,
  };
}

/** An arm's counts plus what the forgers send in `minutes`; they count as visitors at a step's first look. */
function forge(
  counts: ArmCounts,
  { addresses, errored }: Forgers,
  policy: CanaryPolicy,
  minutes: number,
  newStep: boolean,
): ArmCounts {
  const loads = addresses * policy.loadsPerAddressPerMinute * minutes;
  const seen = newStep ? addresses : 0;
  return {
    ...counts,
    pageLoads: counts.pageLoads + loads,
    errored: counts.errored + (errored ? loads : 0),
    visitors: (counts.visitors ?? 0) + seen,
    erroredVisitors: (counts.erroredVisitors ?? 0) + (errored ? seen : 0),
  };
}
