// How a running canary ends by command: aborted (or stopped), every page load getting the live
// release again, or promoted, its candidate made live by a switch of its own. Each is one replaced
// canary.json, the candidate withdrawn and a snapshot on the site's timeline; the first screens are
// rendered again after it (after-switch.ts).
import { type Change, changing } from '../after-switch/after-switch';
import type { Bundle } from '../bundles/site-bundles';
import { withdrawCandidate } from '../candidates/candidates';
import { RefusedError, UsageError } from '../errors';
import { hasRelease, releaseDir } from '../layout/release-history';
import { type LiveSite, readLiveSite, withCanary, withSwitch } from '../live/live-site';
import { SWITCH_REASON } from '../state/live-history';
import { switchLive } from '../switching/switch-live';
import type { DeploymentTarget } from '../targets/deployment-target';
import { type CanaryChangeOptions, canaryToChange, onTimeline } from './canary-current';
import { type CanaryState, endedCanary, writeCanary } from './canary-state';

/**
 * Ends a running canary: every page load gets the live release again, and the candidate is no
 * longer one (its own manifest is not served any more).
 */
export function abortCanary({
  reason,
  status = 'aborted',
  ...options
}: CanaryChangeOptions & { reason: string; status?: 'aborted' | 'stopped' }): Promise<CanaryState> {
  return endingCommand(options, (running, ending) =>
    endRunning(options.target, options.bundle, running, { ...ending, reason, status }),
  );
}

/**
 * Runs a command that ends the running canary: under the bundle's lock, the live site read once
 * (the canary to end, the checks, the switch and the site rendered after it), then `end`.
 */
function endingCommand(
  { target, bundle, now, expected, log = console.log, journal, render }: CanaryChangeOptions,
  end: (running: CanaryState, ending: Omit<Ending, 'reason'>) => Promise<{ result: CanaryState; liveSite: LiveSite }>,
): Promise<CanaryState> {
  return changing({ journal, render, log: (line) => log(`  prerender: ${line}`) }, (changes) =>
    target.withLock(bundle.name, async () => {
      const at = now ?? new Date();
      const site = await readLiveSite(target);
      const running = await canaryToChange(target, bundle, at, expected, { site, changes });
      return end(running, { site, now: at, changes });
    }),
  );
}

/** What a command that ends a canary read under the bundle's lock, and how it ends it. */
interface Ending {
  /** the live site, read under the lock */
  site: LiveSite;
  now: Date;
  reason: string;
  changes: Change[];
}

/**
 * Ends the running canary `running` (as the command read it under the bundle's lock): written as
 * ended, its candidate withdrawn, the end on the site's timeline.
 * @returns the ended state, and the live site it leaves for the first screens
 */
export async function endRunning(
  target: DeploymentTarget,
  bundle: Bundle,
  running: CanaryState,
  { site, status, now, reason, changes }: Ending & { status: 'aborted' | 'stopped' },
): Promise<{ result: CanaryState; liveSite: LiveSite }> {
  const ended = endedCanary(running, { status, now, reason });
  await writeCanary(target, bundle, ended, changes);
  await withdrawCandidate(target, bundle, ended.version);
  const kind = status === 'stopped' ? 'canary-stop' : 'canary-abort';
  const snapshot = await onTimeline(target, bundle, ended, `canary ${status}: ${reason}`, kind, { site, changes });
  // The canary's pages are no longer sent (its state says so); the rendering drops them.
  return { result: ended, liveSite: withCanary(site, bundle, ended, snapshot) };
}

/**
 * Makes the candidate of a running canary live: the switch is a release (a snapshot on the site's
 * timeline), checked against the live release the canary was measured against.
 */
export function promoteCanary({ reason, ...options }: CanaryChangeOptions & { reason: string }): Promise<CanaryState> {
  return endingCommand(options, (running, ending) =>
    promoteRunning(options.target, options.bundle, running, { ...ending, reason }),
  );
}

/**
 * Makes the candidate of the running canary `running` (as the command read it under the bundle's
 * lock) live, and writes the canary as promoted.
 * @returns the ended state, and the live site it leaves for the first screens
 */
export async function promoteRunning(
  target: DeploymentTarget,
  bundle: Bundle,
  running: CanaryState,
  { site, now, reason, changes }: Ending,
): Promise<{ result: CanaryState; liveSite: LiveSite }> {
  if (!(await hasRelease(target, bundle, running.version))) {
    throw new UsageError(`${bundle.name} has no release ${running.version} in ${target.label} any more.`);
  }
  const live = site.versions[bundle.name] ?? null;
  if (live !== running.live) {
    throw new RefusedError(`The canary of ${bundle.name} ${running.version} was not promoted:`, [
      `it was measured against ${running.live}, but ${live ?? 'nothing'} is live now; abort it and start another`,
    ]);
  }
  const dir = await releaseDir(target, bundle, running.version);
  const snapshot = await switchLive(target, bundle, running.version, SWITCH_REASON.canary, {
    from: running.live,
    dir,
    site,
    changes,
  });
  const ended = endedCanary(running, { status: 'promoted', now, reason });
  await writeCanary(target, bundle, ended, changes);
  await withdrawCandidate(target, bundle, running.version);
  const switched = await withSwitch(target, site, bundle, running.version, { dir, moment: snapshot });
  return { result: ended, liveSite: withCanary(switched, bundle, ended, null) };
}
