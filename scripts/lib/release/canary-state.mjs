// A canary: a candidate release of a remote that a share of page loads gets while the others get
// the live release. Its state is one object per bundle, <target>/<bundle>/canary.json, replaced
// whole at each change; the servers and the CDN read it on each page load. It carries a lease:
// past `leaseUntil`, every page load gets the live release again, whoever forgot to end it. Each
// state written also goes to the release journal the release health page reads.
import { journalCanary } from './health-journal.mjs';

/**
 * @typedef {'running' | 'promoted' | 'aborted' | 'stopped'} CanaryStatus
 * @typedef {object} CanaryStep
 * @property {string} at ISO time
 * @property {number} share percent of page loads from then on
 * @property {string} reason
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

/** @param {number} share */
export function checkedShare(share) {
  if (!Number.isFinite(share) || share <= 0 || share > 100) {
    throw new RangeError(`a canary's share is a percentage above 0 and at most 100, not ${share}`);
  }
  return Math.round(share * 100) / 100;
}

/**
 * The share of page loads that get the candidate now: 0 unless it runs and its lease holds.
 * @param {CanaryState | null | undefined} state @param {number} now milliseconds
 */
export function effectiveShare(state, now) {
  if (!state || state.status !== 'running') return 0;
  const until = Date.parse(state.leaseUntil);
  return Number.isFinite(until) && until > now ? state.share : 0;
}

/**
 * Which canary a page load gets, if any: one draw per page load (nothing stored about the visitor),
 * the canaries taking consecutive slices of [0, 100).
 * @template {{ bundle: string, state: CanaryState | null }} C
 * @param {C[]} canaries @param {number} now @param {() => number} [random] in [0, 1)
 * @returns {C | null}
 */
export function drawCanary(canaries, now, random = Math.random) {
  const draw = random() * 100;
  let upTo = 0;
  for (const canary of canaries) {
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
    leaseUntil: new Date(now.getTime() + leaseSeconds * 1000).toISOString(),
    startedAt: at,
    stepStartedAt: at,
    status: 'running',
    steps: [{ at, share: checked, reason }],
  };
}

/**
 * The state with another share (and its lease renewed).
 * @param {CanaryState} state @param {{ share: number, now: Date, leaseSeconds?: number, reason: string }} change
 * @returns {CanaryState}
 */
export function steppedCanary(state, { share, now, leaseSeconds = DEFAULT_LEASE_SECONDS, reason }) {
  const at = now.toISOString();
  const checked = checkedShare(share);
  return {
    ...state,
    share: checked,
    stepStartedAt: at,
    leaseUntil: new Date(now.getTime() + leaseSeconds * 1000).toISOString(),
    steps: [...state.steps, { at, share: checked, reason }],
  };
}

/**
 * The state with its lease renewed from `now`.
 * @param {CanaryState} state @param {{ now: Date, leaseSeconds?: number }} renewal
 * @returns {CanaryState}
 */
export function renewedCanary(state, { now, leaseSeconds = DEFAULT_LEASE_SECONDS }) {
  return { ...state, leaseUntil: new Date(now.getTime() + leaseSeconds * 1000).toISOString() };
}

/**
 * The state of an ended canary: no page load gets the candidate any more.
 * @param {CanaryState} state @param {{ status: Exclude<CanaryStatus, 'running'>, now: Date, reason: string }} end
 * @returns {CanaryState}
 */
export function endedCanary(state, { status, now, reason }) {
  const at = now.toISOString();
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

/** @param {import('./target.mjs').DeploymentTarget} target @param {{ name: string }} bundle */
export async function readCanary(target, bundle) {
  return parseCanary(await target.readText(canaryKey(bundle)));
}

/**
 * Replaces a bundle's canary whole (servers read the old or the new one, never a mix).
 * @param {import('./target.mjs').DeploymentTarget} target @param {{ name: string }} bundle @param {CanaryState} state
 */
export async function writeCanary(target, bundle, state) {
  await target.switchEntry(canaryKey(bundle), `${JSON.stringify(state, null, 2)}\n`);
  await journalCanary(bundle.name, state);
}
