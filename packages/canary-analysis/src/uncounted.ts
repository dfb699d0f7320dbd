// What the telemetry's caps dropped of a step, per arm, and whether that makes its counts partial
// (docs/canary-rule.md, "Partial counts").
import type { ArmCounts, Arms } from './counts';
import type { CanaryPolicy } from './policy';

/** Page loads and later reports of counted page loads the caps dropped. */
export interface Dropped {
  loads: number;
  updates: number;
}

/** What the telemetry's caps dropped in the current step. */
export interface Uncounted {
  canary: Dropped;
  live: Dropped;
  /** dropped / (page loads counted and dropped), per arm */
  share: { live: number; canary: number };
  /** more dropped than the policy's maxUncountedShare on either arm: no step up */
  partial: boolean;
}

const dropped = ({ droppedLoads = 0, droppedUpdates = 0 }: ArmCounts): Dropped => ({
  loads: droppedLoads,
  updates: droppedUpdates,
});

const shareOf = ({ pageLoads, droppedLoads = 0, droppedUpdates = 0 }: ArmCounts): number =>
  droppedLoads + droppedUpdates === 0 ? 0 : (droppedLoads + droppedUpdates) / Math.max(1, pageLoads + droppedLoads);

/** What the caps dropped of both arms in the step, and whether that holds it. */
export function uncountedIn(policy: CanaryPolicy, arms: Arms): Uncounted {
  const share = { live: shareOf(arms.live), canary: shareOf(arms.canary) };
  return {
    canary: dropped(arms.canary),
    live: dropped(arms.live),
    share,
    partial: share.live > policy.maxUncountedShare || share.canary > policy.maxUncountedShare,
  };
}
