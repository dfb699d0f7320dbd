// What a look does with the analysis' answer, in the same transition as its read (look-at-canary.ts):
// the canary as read, its lease renewed, is written once more changed: stepped up (the finished
// step's counts kept with it), promoted, aborted, stopped, or only renewed (with the counts of
// finished steps read at this look, so no look asks for them again).
import type { Decision } from 'canary-analysis';
import type { Change } from '../after-switch/after-switch';
import type { Bundle } from '../bundles/site-bundles';
import { stepRunning } from '../canary/canary-commands';
import { endRunning, promoteRunning } from '../canary/canary-endings';
import { type CanaryState, type StepCounts, withStepCounts, writeCanary } from '../canary/canary-state';
import { type LiveSite, readLiveSite } from '../live/live-site';
import type { DeploymentTarget } from '../targets/deployment-target';
import type { CountedStep } from './step-windows';

/** What a look acts on: the canary as read under the lock and renewed, and what its counts were. */
export interface LookAct {
  target: DeploymentTarget;
  bundle: Bundle;
  /** the running canary as the look read it, its lease renewed from `now` */
  renewed: CanaryState;
  decision: Decision;
  /** the decision's first line: the reason each change records */
  why: string;
  /** the current step's counts */
  current: CountedStep;
  /** the counts of finished steps read at this look, by the step's start */
  taken: Record<string, StepCounts>;
  leaseSeconds?: number;
  now: Date;
  changes: Change[];
}

/**
 * Writes what `decision` makes of the canary, once.
 * @returns the live site to render after it (null when no first screen changes)
 */
export async function actOnDecision({
  target,
  bundle,
  renewed,
  decision,
  why,
  current,
  taken,
  leaseSeconds,
  now,
  changes,
}: LookAct): Promise<LiveSite | null> {
  const { action, share } = decision;
  if (action === 'step' && share < 100) {
    // The step ends now: its counts are kept with it, and no look asks for them again.
    const counts = { ...taken, [current.at]: { live: current.live, canary: current.canary, days: current.days } };
    const kept = withStepCounts(renewed, counts);
    await stepRunning(target, bundle, kept, { share, now, leaseSeconds, reason: why, changes });
    return null;
  }
  if (action === 'step' || action === 'promote' || action === 'abort' || action === 'stop') {
    // What is live, read under the lock, with the canary as this look read it (not read again).
    const site = await readLiveSite(target, { canaries: { [bundle.name]: renewed } });
    const ending = { site, now, reason: why, changes };
    const ended =
      action === 'abort' || action === 'stop'
        ? await endRunning(target, bundle, renewed, { ...ending, status: action === 'abort' ? 'aborted' : 'stopped' })
        : await promoteRunning(target, bundle, renewed, ending);
    return ended.liveSite;
  }
  // Steps ended by hand (or in a canary.json written before counts were kept) are read once.
  await writeCanary(target, bundle, withStepCounts(renewed, taken), changes);
  return null;
}
