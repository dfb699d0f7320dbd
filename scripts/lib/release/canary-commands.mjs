// What `npm run release -- <remote> --canary <share>` and `npm run canary -- <remote> …` do to a
// target: start a canary of a candidate release, change its share, renew its lease, and end it by
// promoting or aborting it. Each change is one replaced canary.json (canary-state.ts) and a
// snapshot on the site's timeline; what it changed is journaled after it and, when the first
// screens change, they are rendered again (after-switch.ts).
import { canaryToChange, onTimeline, settleCanary } from './canary-current.mjs';
import {
  DEFAULT_LEASE_SECONDS,
  RefusedError,
  SWITCH_REASON,
  UsageError,
  addCandidate,
  changing,
  endedCanary,
  hasRelease,
  readLiveSite,
  releaseDir,
  renewedCanary,
  startedCanary,
  steppedCanary,
  switchLive,
  withCanary,
  withStepCounts,
  withSwitch,
  withdrawCandidate,
  writeCanary,
} from 'release';

// What the release, rollback and promote commands and the canary command ask first.
export { refuseWhileCanary, runningCanary, typedCanary } from './canary-current.mjs';

/**
 * @typedef {import('release').Bundle} Bundle
 * @typedef {import('release').DeploymentTarget} DeploymentTarget
 * @typedef {import('release').CanaryState} CanaryState
 * @typedef {import('./canary-current.mjs').CanaryIdentity} CanaryIdentity
 * @typedef {import('release').AfterSwitchTools} AfterSwitchTools
 * @typedef {import('release').Change} Change
 */

/**
 * Throws a UsageError naming why `bundle` cannot have a canary, if it cannot: page loads are drawn
 * for a canary when their first screen is served, so only remotes rendered into first screens can.
 * @param {Bundle} bundle
 */
export function assertCanaryBundle(bundle) {
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
 * @param {{ target: DeploymentTarget, bundle: Bundle, version: string, live: string, share: number,
 *   leaseSeconds?: number, now?: Date, site?: import('release').LiveSite, changes?: Change[] }} options
 *   `site`: the live site the release read under the lock; `changes`: where it collects its changes
 * @returns {Promise<{ state: CanaryState, moment: import('release').Moment }>} the canary, and
 *   its snapshot on the timeline
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
}) {
  const state = startedCanary({ version, live, share, now, leaseSeconds });
  await addCandidate(target, bundle, version, 'canary');
  await writeCanary(target, bundle, state, changes);
  const reason = `canary started at ${state.share} %`;
  const snapshot = await onTimeline(target, bundle, state, reason, 'canary-start', { site, changes });
  return { state, moment: snapshot };
}

/**
 * Changes a running canary's share, renewing its lease. 100 % promotes.
 * @param {{ target: DeploymentTarget, bundle: Bundle, share: number, reason: string, leaseSeconds?: number,
 *   now?: Date, expected?: CanaryIdentity, log?: (line: string) => void,
 *   counts?: Record<string, import('release').StepCounts> } & AfterSwitchTools} options `now`: default,
 *   when the command holds the lock; `expected`: the canary it may change (typedCanary); `counts`:
 *   the telemetry's counts of finished steps, by the step's start, kept in the state (the watcher's);
 *   `journal`, `render`: the after-switch step's (after-switch.ts)
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
}) {
  if (share >= 100) return promoteCanary({ target, bundle, reason, now, expected, log, journal, render });
  // Its pages stay as they are: a page load's draw is what the share changes.
  return changing({ journal, render, log }, (changes) =>
    target.withLock(bundle.name, async () => {
      const at = now ?? new Date();
      const current = withStepCounts(await canaryToChange(target, bundle, at, expected, { changes }), counts);
      const stepped = steppedCanary(current, { share, now: at, leaseSeconds, reason });
      await writeCanary(target, bundle, stepped, changes);
      await onTimeline(target, bundle, stepped, `canary at ${stepped.share} %: ${reason}`, 'canary-step', { changes });
      return { result: stepped, liveSite: null };
    }),
  );
}

/**
 * Renews a running canary's lease: what a watcher does at each look. Returns null (and changes
 * nothing) once the canary no longer runs; with `expected`, refuses any canary but that one.
 * `counts`: the telemetry's counts of finished steps to keep (stepCanary).
 * @param {{ target: DeploymentTarget, bundle: Bundle, leaseSeconds?: number, now?: Date,
 *   expected?: CanaryIdentity, counts?: Record<string, import('release').StepCounts> }
 *   & AfterSwitchTools} options
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
}) {
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

/**
 * Ends a running canary: every page load gets the live release again, and the candidate is no
 * longer one (its own manifest is not served any more).
 * @param {{ target: DeploymentTarget, bundle: Bundle, reason: string, status?: 'aborted' | 'stopped',
 *   now?: Date, expected?: CanaryIdentity, log?: (line: string) => void } & AfterSwitchTools} options
 */
export async function abortCanary({
  target,
  bundle,
  reason,
  status = 'aborted',
  now,
  expected,
  log = console.log,
  journal,
  render,
}) {
  return changing({ journal, render, log: (line) => log(`  prerender: ${line}`) }, (changes) =>
    target.withLock(bundle.name, async () => {
      const at = now ?? new Date();
      // What is live, read once under the lock: the canary to end, and the site rendered after it.
      const site = await readLiveSite(target);
      const known = { state: site.canaries[bundle.name], site, changes };
      const ended = endedCanary(await canaryToChange(target, bundle, at, expected, known), { status, now: at, reason });
      await writeCanary(target, bundle, ended, changes);
      await withdrawCandidate(target, bundle, ended.version);
      const kind = status === 'stopped' ? 'canary-stop' : 'canary-abort';
      const snapshot = await onTimeline(target, bundle, ended, `canary ${status}: ${reason}`, kind, { site, changes });
      // The canary's pages are no longer sent (its state says so); the rendering drops them.
      return { result: ended, liveSite: withCanary(site, bundle, ended, snapshot) };
    }),
  );
}

/**
 * Makes the candidate of a running canary live: the switch is a release (a snapshot on the site's
 * timeline), checked against the live release the canary was measured against.
 * @param {{ target: DeploymentTarget, bundle: Bundle, reason: string, now?: Date, expected?: CanaryIdentity,
 *   log?: (line: string) => void } & AfterSwitchTools} options
 */
export async function promoteCanary({ target, bundle, reason, now, expected, log = console.log, journal, render }) {
  return changing({ journal, render, log: (line) => log(`  prerender: ${line}`) }, (changes) =>
    target.withLock(bundle.name, async () => {
      const at = now ?? new Date();
      // What is live, read once under the lock: the checks, the switch and the rendering after it.
      const site = await readLiveSite(target);
      const known = { state: site.canaries[bundle.name], site, changes };
      const running = await canaryToChange(target, bundle, at, expected, known);
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
      const ended = endedCanary(running, { status: 'promoted', now: at, reason });
      await writeCanary(target, bundle, ended, changes);
      await withdrawCandidate(target, bundle, running.version);
      const switched = await withSwitch(target, site, bundle, running.version, { dir, moment: snapshot });
      return { result: ended, liveSite: withCanary(switched, bundle, ended, null) };
    }),
  );
}
