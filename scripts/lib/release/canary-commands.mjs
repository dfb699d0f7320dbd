// What `npm run release -- <remote> --canary <share>` and `npm run canary -- <remote> …` do to a
// target: start a canary of a candidate release, change its share, renew its lease, and end it by
// promoting or aborting it. Each change is one replaced canary.json (canary-state.mjs) and, for
// the site's first screens, a new rendering (prerender-site.mjs); each is a snapshot on the site's
// timeline when it switches the live release.
import { prerenderOrWarn } from '../prerender/prerender-site.mjs';
import {
  DEFAULT_LEASE_SECONDS,
  effectiveShare,
  endedCanary,
  readCanary,
  renewedCanary,
  startedCanary,
  steppedCanary,
  writeCanary,
} from './canary-state.mjs';
import { addCandidate, withdrawCandidate } from './candidates.mjs';
import { RefusedError, UsageError } from './errors.mjs';
import { SWITCH_REASON } from './live-history.mjs';
import { switchLive } from './pointer.mjs';
import { appendSnapshot, withSiteLock } from './site-history.mjs';
import { publisher } from './source-info.mjs';
import { hasRelease, liveVersion } from './target.mjs';

/**
 * @typedef {import('./bundles.mjs').Bundle} Bundle
 * @typedef {import('./target.mjs').DeploymentTarget} DeploymentTarget
 * @typedef {import('./canary-state.mjs').CanaryState} CanaryState
 */

/**
 * Puts a canary's change on the site's timeline (site-history.mjs): the live composition stays as
 * it is, the change names the candidate and what happened to it.
 * @param {DeploymentTarget} target @param {Bundle} bundle @param {CanaryState} state @param {string} reason
 * @param {'canary-start' | 'canary-step' | 'canary-abort' | 'canary-stop'} kind
 */
function onTimeline(target, bundle, state, reason, kind) {
  return withSiteLock(target, () =>
    appendSnapshot(
      target,
      { bundle: bundle.name, version: state.version, previous: state.live, reason },
      { by: publisher(), journal: { kind, share: state.share } },
    ),
  );
}

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
 * The running canary of `bundle` (its lease holding), or null.
 * @param {DeploymentTarget} target @param {Bundle} bundle @param {number} [now]
 */
export async function runningCanary(target, bundle, now = Date.now()) {
  const state = await readCanary(target, bundle);
  return state && state.status === 'running' && effectiveShare(state, now) > 0 ? state : null;
}

/**
 * Refuses `what` (a release, a rollback, a promotion of `bundle`) while a canary of it runs: the
 * canary ends first, explicitly.
 * @param {DeploymentTarget} target @param {Bundle} bundle @param {string} what
 */
export async function refuseWhileCanary(target, bundle, what) {
  const canary = await runningCanary(target, bundle);
  if (canary) {
    throw new UsageError(
      `${what} refused: a canary of ${bundle.name} ${canary.version} runs (${canary.share} % of page loads). ` +
        `End it first: npm run canary -- ${bundle.name} promote, or npm run canary -- ${bundle.name} abort.`,
    );
  }
}

/**
 * Starts a canary of the uploaded release `version` at `share` percent. Call inside the bundle's
 * lock, after the candidate passed the release's checks.
 * @param {{ target: DeploymentTarget, bundle: Bundle, version: string, live: string, share: number,
 *   leaseSeconds?: number, now?: Date }} options
 * @returns {Promise<CanaryState>}
 */
export async function startCanary({ target, bundle, version, live, share, leaseSeconds, now = new Date() }) {
  const state = startedCanary({ version, live, share, now, leaseSeconds });
  await addCandidate(target, bundle, version, 'canary');
  await writeCanary(target, bundle, state);
  await onTimeline(target, bundle, state, `canary started at ${state.share} %`, 'canary-start');
  return state;
}

/**
 * The running canary of `bundle`, or a UsageError saying there is none.
 * @param {DeploymentTarget} target @param {Bundle} bundle
 */
async function canaryToChange(target, bundle) {
  const state = await readCanary(target, bundle);
  if (!state || state.status !== 'running') {
    throw new UsageError(
      `${bundle.name} has no running canary${state ? ` (the last one, ${state.version}, was ${state.status})` : ''}.`,
    );
  }
  return state;
}

/**
 * Changes a running canary's share, renewing its lease.
 * @param {{ target: DeploymentTarget, bundle: Bundle, share: number, reason: string, leaseSeconds?: number,
 *   now?: Date, log?: (line: string) => void }} options
 */
export async function stepCanary({ target, bundle, share, reason, leaseSeconds, now = new Date(), log = console.log }) {
  if (share >= 100) return promoteCanary({ target, bundle, reason, now, log });
  const state = await target.withLock(bundle.name, async () => {
    const stepped = steppedCanary(await canaryToChange(target, bundle), { share, now, leaseSeconds, reason });
    await writeCanary(target, bundle, stepped);
    await onTimeline(target, bundle, stepped, `canary at ${stepped.share} %: ${reason}`, 'canary-step');
    return stepped;
  });
  return state;
}

/**
 * Renews a running canary's lease: what a watcher does at each look. Returns null (and changes
 * nothing) once the canary no longer runs.
 * @param {{ target: DeploymentTarget, bundle: Bundle, leaseSeconds?: number, now?: Date }} options
 */
export async function renewCanary({ target, bundle, leaseSeconds = DEFAULT_LEASE_SECONDS, now = new Date() }) {
  return target.withLock(bundle.name, async () => {
    const state = await readCanary(target, bundle);
    if (!state || state.status !== 'running') return null;
    const renewed = renewedCanary(state, { now, leaseSeconds });
    await writeCanary(target, bundle, renewed);
    return renewed;
  });
}

/**
 * Ends a running canary: every page load gets the live release again, and the candidate is no
 * longer one (its own manifest is not served any more).
 * @param {{ target: DeploymentTarget, bundle: Bundle, reason: string, status?: 'aborted' | 'stopped',
 *   now?: Date, log?: (line: string) => void }} options
 */
export async function abortCanary({ target, bundle, reason, status = 'aborted', now = new Date(), log = console.log }) {
  const state = await target.withLock(bundle.name, async () => {
    const ended = endedCanary(await canaryToChange(target, bundle), { status, now, reason });
    await writeCanary(target, bundle, ended);
    await withdrawCandidate(target, bundle, ended.version);
    await onTimeline(
      target,
      bundle,
      ended,
      `canary ${status}: ${reason}`,
      status === 'stopped' ? 'canary-stop' : 'canary-abort',
    );
    return ended;
  });
  // The canary's pages are no longer sent (its state says so); the rendering drops them.
  await prerenderOrWarn({ target, log: (line) => log(`  prerender: ${line}`) });
  return state;
}

/**
 * Makes the candidate of a running canary live: the switch is a release (a snapshot on the site's
 * timeline), checked against the live release the canary was measured against.
 * @param {{ target: DeploymentTarget, bundle: Bundle, reason: string, now?: Date, log?: (line: string) => void }} options
 */
export async function promoteCanary({ target, bundle, reason, now = new Date(), log = console.log }) {
  const state = await target.withLock(bundle.name, async () => {
    const running = await canaryToChange(target, bundle);
    if (!(await hasRelease(target, bundle, running.version))) {
      throw new UsageError(`${bundle.name} has no release ${running.version} in ${target.label} any more.`);
    }
    const live = await liveVersion(target, bundle);
    if (live !== running.live) {
      throw new RefusedError(`The canary of ${bundle.name} ${running.version} was not promoted:`, [
        `it was measured against ${running.live}, but ${live ?? 'nothing'} is live now; abort it and start another`,
      ]);
    }
    await switchLive(target, bundle, running.version, SWITCH_REASON.canary, { from: running.live });
    const ended = endedCanary(running, { status: 'promoted', now, reason });
    await writeCanary(target, bundle, ended);
    await withdrawCandidate(target, bundle, running.version);
    return ended;
  });
  await prerenderOrWarn({ target, log: (line) => log(`  prerender: ${line}`) });
  return state;
}
