// The canary's automatic decision at one look: abort on harm, stop on a sample-ratio mismatch or
// on too little traffic for too long, hold while a step bakes or its counts are partial (the
// telemetry's caps dropped reports), else step up or promote. Pure: the watcher passes what it
// counted and the time, and acts on the answer (docs/canary-rule.md).
import { consistentCounts, type Inconsistency } from './consistent-counts';
import type { Arms, StepArms } from './counts';
import { checkMetric } from './metric-check';
import { METRICS, canaryPolicy, nextShare, type CanaryPolicy } from './policy';
import { sampleRatio } from './sample-ratio';
import { uncountedIn } from './uncounted';
import { actionOf, type Action, type DecisionStats, type Outcome, type Verdict } from './verdict';
import { waitOrMove } from './wait-or-move';

/** Where a running canary stands, as the decision reads it. */
export interface CanaryProgress {
  /** the canary's current share of page loads, in % (0 < share < 100) */
  share: number;
  /** when the current step started (ms since the epoch) */
  stepStartedAt: number;
  /** when the canary started (ms since the epoch) */
  startedAt: number;
  /** the counts of the finished steps, oldest first: the evidence carries over from step to step */
  earlierSteps?: StepArms[];
}

/** What the canary does now, and why. */
export interface Decision {
  action: Action;
  /** the share to set: the next step, 100 on promote, 0 on abort and stop, unchanged on hold */
  share: number;
  verdict: Verdict;
  stats: DecisionStats;
}

const MINUTE = 60_000;

/** The share an outcome sets. */
function shareAfter(outcome: Outcome): number {
  if (outcome.code === 'hold') return outcome.share;
  if (outcome.code === 'step') return outcome.to;
  return outcome.code === 'promote' ? 100 : 0;
}

/**
 * Decide what the canary does now, given its progress, the current step's counts (and the UTC
 * days its window touches) and the time (ms since the epoch).
 */
export function decide(policy: CanaryPolicy, progress: CanaryProgress, read: Arms, now: number): Decision {
  const settings = canaryPolicy(policy);
  const { share } = progress;
  if (!(share > 0 && share < 100)) throw new RangeError(`A running canary has a share in (0, 100): ${share}.`);
  // Counts that cannot be (more errored than page loads, say) are found and bounded, never fatal.
  const inconsistent: Inconsistency[] = [];
  const steps: StepArms[] = [...(progress.earlierSteps ?? []), { share, ...read }].map((step, i, all) => {
    const step_ = i < all.length - 1 ? { step: { index: i + 1, share: step.share } } : {};
    return {
      share: step.share,
      ...(step.days === undefined ? {} : { days: step.days }),
      canary: consistentCounts({ arm: 'canary', ...step_ }, step.canary, inconsistent),
      live: consistentCounts({ arm: 'live', ...step_ }, step.live, inconsistent),
    };
  });
  const current = steps.at(-1) as StepArms;
  const arms = { live: current.live, canary: current.canary };
  const metrics = METRICS.map((metric) => checkMetric(settings, metric, steps));
  const minutesInStep = (now - progress.stepStartedAt) / MINUTE;
  const stats: DecisionStats = {
    share,
    nextShare: nextShare(settings, share),
    minutesInStep,
    minutesRunning: (now - progress.startedAt) / MINUTE,
    stepPageLoads: { live: arms.live.pageLoads, canary: arms.canary.pageLoads, needed: settings.minPageLoadsPerArm },
    // What the forgedVisitors' addresses may have added to either arm is allowed for.
    sampleRatio: sampleRatio(
      share,
      arms.canary.pageLoads,
      arms.live.pageLoads,
      settings.forgedVisitors * settings.loadsPerAddressPerMinute * Math.ceil(Math.max(0, minutesInStep)),
    ),
    metrics,
    vitalsP75: {
      ...(arms.live.vitalsP75 ? { live: arms.live.vitalsP75 } : {}),
      ...(arms.canary.vitalsP75 ? { canary: arms.canary.vitalsP75 } : {}),
    },
    uncounted: uncountedIn(settings, arms),
    inconsistent,
  };
  const outcome = harmOrMismatch(settings, stats) ?? waitOrMove(settings, stats);
  const verdict: Verdict = {
    outcome,
    reportedOnly: metrics
      .filter((check) => check.significant && !check.guard)
      .map(({ metric, direction }) => ({ metric, direction })),
    inconsistent,
    metrics,
    vitalsP75: stats.vitalsP75,
    uncounted: stats.uncounted,
  };
  return { action: actionOf(outcome), share: shareAfter(outcome), verdict, stats };
}

/** Abort on a guard's harm; else stop on a mismatch beyond what forged page loads explain; else null. */
function harmOrMismatch(policy: CanaryPolicy, stats: DecisionStats): Outcome | null {
  const harmed = stats.metrics.filter((check) => check.significant && check.guard);
  if (harmed.length) return { code: 'abort', metrics: harmed.map((check) => check.metric) };
  const srm = stats.sampleRatio;
  const needed = 1 / policy.srmAlpha;
  if (!(srm.beyondForgeable >= needed)) return null;
  const { canary, live } = stats.stepPageLoads;
  return {
    code: 'sample-ratio-mismatch',
    share: stats.share,
    observedShare: srm.observedShare,
    canaryLoads: canary,
    pageLoads: canary + live,
    evidence: Math.min(srm.beyondForgeable, Number.MAX_VALUE),
    needed,
    forgedVisitors: policy.forgedVisitors,
  };
}
