// A canary: a candidate release of a remote that a share of page loads gets while the others get
// the live release. Its state is one object per bundle, <target>/<bundle>/canary.json, replaced
// whole at each change; the servers and the CDN read it on each page load. It carries a lease:
// past `leaseUntil`, every page load gets the live release again, whoever forgot to end it, and
// the canary has ended for good: the next command that finds it writes it as stopped, and nothing
// brings it back. Each state written is also a change the command journals after it, for the
// release health page (after-switch.mjs).
import { checkedLease, checkedShare } from 'release';

/**
 * @typedef {'running' | 'promoted' | 'aborted' | 'stopped'} CanaryStatus
 * @typedef {object} CanaryStep
 * @property {string} at ISO time
 * @property {number} share percent of page loads from then on
 * @property {string} reason
 * @property {StepCounts} [counts] the telemetry's counts of the step, taken when it ended (the
 *   watcher's step up, or its first look after a step by hand); absent while it runs, and in a
 *   canary.json written before counts were kept
 * @typedef {object} StepCounts
 * @property {import('canary-analysis').ArmCounts} live
 * @property {import('canary-analysis').ArmCounts} canary
 * @property {number} days the UTC days the step's window touched
 * @typedef {object} CanaryState
 * @property {string} version the candidate release
 * @property {string} live the live release it is measured against
 * @property {number} share percent of page loads (0-100) that get the candidate while it runs
 * @property {string} leaseUntil ISO time; past it, no page load gets the candidate
 * @property {string} startedAt
 * @property {string} stepStartedAt when the share last changed
 * @property {CanaryStatus} status
 * @property {string} [endedAt]
 * @property {string} [reason] why it ended
 * @property {CanaryStep[]} steps
 */

/** How long a lease lasts unless a command says otherwise: a watcher renews it well before. */
export const DEFAULT_LEASE_SECONDS = 600;

/** The object of a bundle's canary. @param {{ name: string }} bundle */
export const canaryKey = (bundle) => `${bundle.name}/canary.json`;

/** How the reason of a canary that ended by itself starts. */
const LAPSED = 'lapsed: ';

/**
 * Why a canary ended by itself ("its lease ran out"), or null when it did not lapse.
 * @param {CanaryState} state
 */
export const lapsedWhy = (state) => (state.reason?.startsWith(LAPSED) ? state.reason.slice(LAPSED.length) : null);

/**
 * When and why a canary whose state still says running ended by itself (its lease ran out, or its
 * share is 0 %), or null while it runs.
 * @param {CanaryState} state @param {number} now milliseconds
 * @returns {{ at: number, reason: string } | null}
 */
function lapse(state, now) {
  if (state.status !== 'running') return null;
  const until = Date.parse(state.leaseUntil);
  if (!(state.share > 0))
    return { at: Math.min(now, Date.parse(state.stepStartedAt) || now), reason: `${LAPSED}its share reached 0 %` };
  // The lease holds through `leaseUntil`: a watcher renewing at that very moment keeps the canary.
  return until >= now ? null : { at: Number.isFinite(until) ? until : now, reason: `${LAPSED}its lease ran out` };
}

/**
 * The share of page loads that get the candidate now: 0 unless it runs and its lease holds.
 * @param {CanaryState | null | undefined} state @param {number} now milliseconds
 */
export function effectiveShare(state, now) {
  return state && state.status === 'running' && !lapse(state, now) ? state.share : 0;
}

/**
 * The state as it stands at `now`: a canary whose lease ran out (or that reached 0 %) is stopped,
 * ended when it lapsed; any other state as it is.
 * @template {CanaryState | null} S
 * @param {S} state @param {Date} now
 * @returns {S}
 */
export function settledCanary(state, now) {
  const lapsed = state && lapse(state, now.getTime());
  if (!state || !lapsed) return state;
  return /** @type {S} */ (endedCanary(state, { status: 'stopped', now: new Date(lapsed.at), reason: lapsed.reason }));
}

/**
 * How a message names a canary that ended: "20261128-… ended at … (aborted: by hand)".
 * @param {CanaryState} state
 */
export const endedWords = (state) =>
  `${state.version}, ended at ${state.endedAt ?? '?'} (${state.status}${state.reason ? `: ${state.reason}` : ''})`;

/**
 * Which canary a page load gets, if any: one draw per page load (nothing stored about the visitor),
 * the canaries taking consecutive slices of [0, 100). Where the caller knows the bundle's `live`
 * release, a canary measured against another one is never drawn: it cannot be the running one.
 * @template {{ bundle: string, state: CanaryState | null, live?: string | null }} C
 * @param {C[]} canaries @param {number} now @param {() => number} [random] in [0, 1)
 * @returns {C | null}
 */
export function drawCanary(canaries, now, random = Math.random) {
  const draw = random() * 100;
  let upTo = 0;
  for (const canary of canaries) {
    if (canary.live !== undefined && canary.state?.live !== canary.live) continue;
    upTo += effectiveShare(canary.state, now);
    if (draw < upTo) return canary;
  }
  return null;
}

/**
 * A new canary's state.
 * @param {{ version: string, live: string, share: number, now: Date, leaseSeconds?: number, reason?: string }} options
 * @returns {CanaryState}
 */
export function startedCanary({ version, live, share, now, leaseSeconds = DEFAULT_LEASE_SECONDS, reason = 'started' }) {
  const at = now.toISOString();
  const checked = checkedShare(share);
  return {
    version,
    live,
    share: checked,
    leaseUntil: leaseEnd(now.getTime(), leaseSeconds),
    startedAt: at,
    stepStartedAt: at,
    status: 'running',
    steps: [{ at, share: checked, reason }],
  };
}

/**
 * The end of a lease of `leaseSeconds` from `from` (ms).
 * @param {number} from @param {number} leaseSeconds
 */
const leaseEnd = (from, leaseSeconds) => new Date(from + checkedLease(leaseSeconds) * 1000).toISOString();

/**
 * `now`, or the canary's last change if that is later: a time taken before a command waited for the
 * lock must not put a change before the canary it changes.
 * @param {CanaryState} state @param {Date} now
 */
function notBefore(state, now) {
  const last = Math.max(Date.parse(state.startedAt) || 0, ...state.steps.map((step) => Date.parse(step.at) || 0));
  return new Date(Math.max(now.getTime(), last));
}

/**
 * The state with another share (and its lease renewed).
 * @param {CanaryState} state @param {{ share: number, now: Date, leaseSeconds?: number, reason: string }} change
 * @returns {CanaryState}
 */
export function steppedCanary(state, { share, now, leaseSeconds = DEFAULT_LEASE_SECONDS, reason }) {
  const at = notBefore(state, now).toISOString();
  const checked = checkedShare(share);
  return {
    ...state,
    share: checked,
    stepStartedAt: at,
    leaseUntil: leaseEnd(Date.parse(at), leaseSeconds),
    steps: [...state.steps, { at, share: checked, reason }],
  };
}

/**
 * The state with its lease renewed from `now`.
 * @param {CanaryState} state @param {{ now: Date, leaseSeconds?: number }} renewal
 * @returns {CanaryState}
 */
export function renewedCanary(state, { now, leaseSeconds = DEFAULT_LEASE_SECONDS }) {
  return { ...state, leaseUntil: leaseEnd(now.getTime(), leaseSeconds) };
}

/**
 * The state with the counts of finished steps kept, each on the step (by its start) that has none
 * yet: counts once taken are never replaced, nor asked for again.
 * @param {CanaryState} state @param {Record<string, StepCounts>} counts by the step's `at`
 * @returns {CanaryState}
 */
export function withStepCounts(state, counts) {
  if (!Object.keys(counts).length) return state;
  return {
    ...state,
    steps: state.steps.map((step) => (step.counts || !counts[step.at] ? step : { ...step, counts: counts[step.at] })),
  };
}

/**
 * The state of an ended canary: no page load gets the candidate any more.
 * @param {CanaryState} state @param {{ status: Exclude<CanaryStatus, 'running'>, now: Date, reason: string }} end
 * @returns {CanaryState}
 */
export function endedCanary(state, { status, now, reason }) {
  const at = notBefore(state, now).toISOString();
  return { ...state, status, share: 0, endedAt: at, reason, steps: [...state.steps, { at, share: 0, reason }] };
}

/**
 * A bundle's canary as its object holds it (null when it never had one, or the object is unreadable).
 * @param {string | null} text
 * @returns {CanaryState | null}
 */
export function parseCanary(text) {
  if (text === null) return null;
  try {
    const state = JSON.parse(text);
    return state && typeof state === 'object' && typeof state.version === 'string' ? state : null;
  } catch {
    return null;
  }
}

/** @param {import('release').DeploymentTarget} target @param {{ name: string }} bundle */
export async function readCanary(target, bundle) {
  return parseCanary(await target.readText(canaryKey(bundle)));
}

/**
 * Replaces a bundle's canary whole (servers read the old or the new one, never a mix).
 * @param {import('release').DeploymentTarget} target @param {{ name: string }} bundle @param {CanaryState} state
 * @param {import('./after-switch.mjs').Change[]} [changes] where the command collects what it journals after it
 */
export async function writeCanary(target, bundle, state, changes) {
  await target.switchEntry(canaryKey(bundle), `${JSON.stringify(state, null, 2)}\n`);
  changes?.push({ canary: { bundle: bundle.name, state } });
}
