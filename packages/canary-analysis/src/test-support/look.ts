// One look at a canary, as the tests give it to the decision: the policy, where the canary stands,
// the current step's counts and the time.
import type { Arms, ArmCounts, StepArms } from '../counts';
import { decide, type CanaryProgress, type Decision } from '../decision';
import { DEFAULT_POLICY, type CanaryPolicy } from '../policy';

/** When every canary of the looks started. */
export const START = Date.UTC(2026, 0, 5, 9);
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** What the decision is given at a look. */
export interface Look {
  policy: CanaryPolicy;
  progress: CanaryProgress;
  arms: Arms;
  /** ms since the epoch */
  now: number;
}

/** An arm's counts. */
export const arm = (pageLoads: number, errored: number, crashed: number, conversions: number): ArmCounts => ({
  pageLoads,
  errored,
  crashed,
  conversions,
});

/** An arm's counts with what the telemetry's caps dropped. */
export const partial = (
  [pageLoads, errored, crashed, conversions]: [number, number, number, number],
  droppedLoads: number,
  droppedUpdates = 0,
): ArmCounts => ({ ...arm(pageLoads, errored, crashed, conversions), droppedLoads, droppedUpdates });

/**
 * A look `after` ms after START at a step of `share` % (that started at START, or `stepStartedAt`
 * ms after it), under the default policy unless another is given.
 */
export function look(
  share: number,
  arms: Arms,
  after: number,
  { policy = DEFAULT_POLICY, earlierSteps, stepStartedAt = 0 }: LookOptions = {},
): Look {
  const progress = { share, startedAt: START, stepStartedAt: START + stepStartedAt };
  return { policy, progress: earlierSteps ? { ...progress, earlierSteps } : progress, arms, now: START + after };
}

/** What a look may set besides its share, arms and time. */
interface LookOptions {
  policy?: CanaryPolicy;
  earlierSteps?: StepArms[];
  stepStartedAt?: number;
}

/** What the canary does at a look. */
export const decideAt = ({ policy, progress, arms, now }: Look): Decision => decide(policy, progress, arms, now);
