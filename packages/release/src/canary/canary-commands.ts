// What `npm run release -- <remote> --canary <share>` and `npm run canary -- <remote> …` do to a
// target: start a canary of a candidate release, change its share and renew its lease (ending it by
// promoting or aborting it: canary-endings.ts). Each change is one replaced canary.json
// (canary-state.ts) and a snapshot on the site's timeline; what it changed is journaled after it
// and, when the first screens change, they are rendered again (after-switch.ts).
import { type Change, changing } from '../after-switch/after-switch';
import type { Bundle } from '../bundles/site-bundles';
import { addCandidate } from '../candidates/candidates';
import { UsageError } from '../errors';
import type { LiveSite, Moment } from '../live/live-site';
import type { DeploymentTarget } from '../targets/deployment-target';
import { type CanaryChangeOptions, canaryToChange, onTimeline, settleCanary } from './canary-current';
import { promoteCanary } from './canary-endings';
import {
  type CanaryState,
  DEFAULT_LEASE_SECONDS,
  type StepCounts,
  renewedCanary,
  startedCanary,
  steppedCanary,
  withStepCounts,
  writeCanary,
} from './canary-state';

/**
 * Throws a UsageError naming why `bundle` cannot have a canary, if it cannot: page loads are drawn
 * for a canary when their first screen is served, so only remotes rendered into first screens can.
 */
export function assertCanaryBundle(bundle: Bundle): void {
  if (bundle.kind === 'shell') {
    throw new UsageError('The shell is the page itself: it has no canary. Release it (npm run rollback undoes it).');
  }
  if (bundle.joinsAtRunTime) {
    throw new UsageError(
      `${bundle.name} joins the site at run time: its pages are not rendered ahead of time, where a page load is drawn for a canary. Try it with --preview.`,
    );
  }
}

/**
 * Starts a canary of the uploaded release `version` at `share` percent. Call inside the bundle's
 * lock, after the candidate passed the release's checks.
 * @param options `site`: the live site the release read under the lock; `changes`: where it collects its changes
 * @returns the canary, and its snapshot on the timeline
 */
export async function startCanary({
  target,
  bundle,
  version,
  live,
  share,
  leaseSeconds,
  now = new Date(),
  site,
  changes,
}: {
  target: DeploymentTarget;
  bundle: Bundle;
  version: string;
  live: string;
  share: number;
  leaseSeconds?: number;
  now?: Date;
  site?: LiveSite;
  changes?: Change[];
}): Promise<{ state: CanaryState; moment: Moment }> {
  const state = startedCanary({ version, live, share, now, leaseSeconds });
  await addCandidate(target, bundle, version, 'canary');
  await writeCanary(target, bundle, state, changes);
  const reason = `canary started at ${state.share} %`;
  const snapshot = await onTimeline(target, bundle, state, reason, 'canary-start', { site, changes });
  return { state, moment: snapshot };
}

/**
 * Changes a running canary's share, renewing its lease. 100 % promotes.
 * @param options `counts`: the telemetry's counts of finished steps, by the step's start, kept in
 *   the state (the watcher's); `journal`, `render`: the after-switch step's (after-switch.ts)
 */
export async function stepCanary({
  target,
  bundle,
  share,
  reason,
  leaseSeconds,
  now,
  expected,
  log = console.log,
  counts = {},
  journal,
  render,
}: CanaryChangeOptions & {
  share: number;
  reason: string;
  leaseSeconds?: number;
  counts?: Record<string, StepCounts>;
}): Promise<CanaryState> {
  if (share >= 100) return promoteCanary({ target, bundle, reason, now, expected, log, journal, render });
  // Its pages stay as they are: a page load's draw is what the share changes.
  return changing({ journal, render, log }, (changes) =>
    target.withLock(bundle.name, async () => {
      const at = now ?? new Date();
      const current = withStepCounts(await canaryToChange(target, bundle, at, expected, { changes }), counts);
      const stepped = await stepRunning(target, bundle, current, { share, now: at, leaseSeconds, reason, changes });
      return { result: stepped, liveSite: null };
    }),
  );
}

/**
 * Writes the running canary `current` (as the command read it under the bundle's lock) at another
 * share, its lease renewed, and puts the step on the site's timeline.
 */
export async function stepRunning(
  target: DeploymentTarget,
  bundle: Bundle,
  current: CanaryState,
  {
    share,
    now,
    leaseSeconds,
    reason,
    changes,
  }: { share: number; now: Date; leaseSeconds?: number; reason: string; changes: Change[] },
): Promise<CanaryState> {
  const stepped = steppedCanary(current, { share, now, leaseSeconds, reason });
  await writeCanary(target, bundle, stepped, changes);
  await onTimeline(target, bundle, stepped, `canary at ${stepped.share} %: ${reason}`, 'canary-step', { changes });
  return stepped;
}

/**
 * Renews a running canary's lease: what a watcher does at each look. Returns null (and changes
 * nothing) once the canary no longer runs; with `expected`, refuses any canary but that one.
 * `counts`: the telemetry's counts of finished steps to keep (stepCanary).
 */
export async function renewCanary({
  target,
  bundle,
  leaseSeconds = DEFAULT_LEASE_SECONDS,
  now,
  expected,
  counts = {},
  journal,
  render,
}: Omit<CanaryChangeOptions, 'log'> & {
  leaseSeconds?: number;
  counts?: Record<string, StepCounts>;
}): Promise<CanaryState | null> {
  return changing({ journal, render, log: () => {} }, (changes) =>
    target.withLock(bundle.name, async () => {
      const at = now ?? new Date();
      const state = expected
        ? await canaryToChange(target, bundle, at, expected, { changes })
        : await settleCanary(target, bundle, at, { changes });
      if (state?.status !== 'running') return { result: null, liveSite: null };
      const renewed = renewedCanary(withStepCounts(state, counts), { now: at, leaseSeconds });
      await writeCanary(target, bundle, renewed, changes);
      return { result: renewed, liveSite: null };
    }),
  );
}
