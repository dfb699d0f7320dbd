// A canary: a candidate release of a remote that a share of page loads gets while the others get
// the live release. Its state is one object per bundle, <target>/<bundle>/canary.json, replaced
// whole at each change; the servers and the CDN read it on each page load. It carries a lease:
// past `leaseUntil`, every page load gets the live release again, whoever forgot to end it, and
// the canary has ended for good: the next command that finds it writes it as stopped, and nothing
// brings it back. Each state written is also a change the command journals after it, for the
// release health page (packages/release/src/after-switch/after-switch.ts).
import type { ArmCounts } from 'canary-analysis';
import type { Database } from 'database-types';
import type { DeploymentTarget } from '../targets/deployment-target';
import { checkedLease, checkedShare } from './canary-limits';

/** Where a canary is: the journal's enum (supabase/migrations), so both spell it the same. */
export type CanaryStatus = Database['public']['Enums']['release_canary_status'];

/** The telemetry's counts of a step, taken when it ended. */
export interface StepCounts {
  live: ArmCounts;
  canary: ArmCounts;
  /** the UTC days the step's window touched */
  days: number;
}

export interface CanaryStep {
  /** ISO time */
  at: string;
  /** percent of page loads from then on */
  share: number;
  reason: string;
  /**
   * the telemetry's counts of the step, taken when it ended (the watcher's step up, or its first
   * look after a step by hand); absent while it runs, and in a canary.json written before counts were kept
   */
  counts?: StepCounts;
}

export interface CanaryState {
  /** the candidate release */
  version: string;
  /** the live release it is measured against */
  live: string;
  /** percent of page loads (0-100) that get the candidate while it runs */
  share: number;
  /** ISO time; past it, no page load gets the candidate */
  leaseUntil: string;
  startedAt: string;
  /** when the share last changed */
  stepStartedAt: string;
  status: CanaryStatus;
  endedAt?: string;
  /** why it ended */
  reason?: string;
  steps: CanaryStep[];
}

/** How long a lease lasts unless a command says otherwise: a watcher renews it well before. */
export const DEFAULT_LEASE_SECONDS = 600;

/** The object of a bundle's canary. */
export const canaryKey = (bundle: { name: string }): string => `${bundle.name}/canary.json`;

/** How the reason of a canary that ended by itself starts. */
const LAPSED = 'lapsed: ';

/** Why a canary ended by itself ("its lease ran out"), or null when it did not lapse. */
export const lapsedWhy = (state: CanaryState): string | null =>
  state.reason?.startsWith(LAPSED) ? state.reason.slice(LAPSED.length) : null;

/**
 * When and why a canary whose state still says running ended by itself (its lease ran out, or its
 * share is 0 %), or null while it runs.
 * @param now milliseconds
 */
function lapse(state: CanaryState, now: number): { at: number; reason: string } | null {
  if (state.status !== 'running') return null;
  const until = Date.parse(state.leaseUntil);
  if (!(state.share > 0))
    return { at: Math.min(now, Date.parse(state.stepStartedAt) || now), reason: `${LAPSED}its share reached 0 %` };
  // The lease holds through `leaseUntil`: a watcher renewing at that very moment keeps the canary.
  return until >= now ? null : { at: Number.isFinite(until) ? until : now, reason: `${LAPSED}its lease ran out` };
}

/**
 * The share of page loads that get the candidate now: 0 unless it runs and its lease holds.
 * @param now milliseconds
 */
export function effectiveShare(state: CanaryState | null | undefined, now: number): number {
  return state && state.status === 'running' && !lapse(state, now) ? state.share : 0;
}

/**
 * The state as it stands at `now`: a canary whose lease ran out (or that reached 0 %) is stopped,
 * ended when it lapsed; any other state as it is.
 */
export function settledCanary<S extends CanaryState | null>(state: S, now: Date): S {
  const lapsed = state && lapse(state, now.getTime());
  if (!state || !lapsed) return state;
  return endedCanary(state, { status: 'stopped', now: new Date(lapsed.at), reason: lapsed.reason }) as S;
}

/** How a message names a canary that ended: "20261128-… ended at … (aborted: by hand)". */
export const endedWords = (state: CanaryState): string =>
  `${state.version}, ended at ${state.endedAt ?? '?'} (${state.status}${state.reason ? `: ${state.reason}` : ''})`;

/**
 * Which canary a page load gets, if any: one draw per page load (nothing stored about the visitor),
 * the canaries taking consecutive slices of [0, 100). Where the caller knows the bundle's `live`
 * release, a canary measured against another one is never drawn: it cannot be the running one.
 * @param now milliseconds @param random in [0, 1)
 */
export function drawCanary<C extends { bundle: string; state: CanaryState | null; live?: string | null }>(
  canaries: C[],
  now: number,
  random: () => number = Math.random,
): C | null {
  const draw = random() * 100;
  let upTo = 0;
  for (const canary of canaries) {
    if (canary.live !== undefined && canary.state?.live !== canary.live) continue;
    upTo += effectiveShare(canary.state, now);
    if (draw < upTo) return canary;
  }
  return null;
}

/** A new canary's state. */
export function startedCanary({
  version,
  live,
  share,
  now,
  leaseSeconds = DEFAULT_LEASE_SECONDS,
  reason = 'started',
}: {
  version: string;
  live: string;
  share: number;
  now: Date;
  leaseSeconds?: number;
  reason?: string;
}): CanaryState {
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

/** The end of a lease of `leaseSeconds` from `from` (ms). */
const leaseEnd = (from: number, leaseSeconds: number): string =>
  new Date(from + checkedLease(leaseSeconds) * 1000).toISOString();

/**
 * `now`, or the canary's last change if that is later: a time taken before a command waited for the
 * lock must not put a change before the canary it changes.
 */
function notBefore(state: CanaryState, now: Date): Date {
  const last = Math.max(Date.parse(state.startedAt) || 0, ...state.steps.map((step) => Date.parse(step.at) || 0));
  return new Date(Math.max(now.getTime(), last));
}

/** The state with another share (and its lease renewed). */
export function steppedCanary(
  state: CanaryState,
  {
    share,
    now,
    leaseSeconds = DEFAULT_LEASE_SECONDS,
    reason,
  }: { share: number; now: Date; leaseSeconds?: number; reason: string },
): CanaryState {
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

/** The state with its lease renewed from `now`. */
export function renewedCanary(
  state: CanaryState,
  { now, leaseSeconds = DEFAULT_LEASE_SECONDS }: { now: Date; leaseSeconds?: number },
): CanaryState {
  return { ...state, leaseUntil: leaseEnd(now.getTime(), leaseSeconds) };
}

/**
 * The state with the counts of finished steps kept, each on the step (by its start) that has none
 * yet: counts once taken are never replaced, nor asked for again.
 * @param counts by the step's `at`
 */
export function withStepCounts(state: CanaryState, counts: Record<string, StepCounts>): CanaryState {
  if (!Object.keys(counts).length) return state;
  return {
    ...state,
    steps: state.steps.map((step) => {
      const taken = counts[step.at];
      return step.counts || !taken ? step : { ...step, counts: taken };
    }),
  };
}

/** The state of an ended canary: no page load gets the candidate any more. */
export function endedCanary(
  state: CanaryState,
  { status, now, reason }: { status: Exclude<CanaryStatus, 'running'>; now: Date; reason: string },
): CanaryState {
  const at = notBefore(state, now).toISOString();
  return { ...state, status, share: 0, endedAt: at, reason, steps: [...state.steps, { at, share: 0, reason }] };
}

/** A bundle's canary as its object holds it (null when it never had one, or the object is unreadable). */
export function parseCanary(text: string | null): CanaryState | null {
  if (text === null) return null;
  try {
    const state: unknown = JSON.parse(text);
    return state && typeof state === 'object' && typeof (state as { version?: unknown }).version === 'string'
      ? (state as CanaryState)
      : null;
  } catch {
    return null;
  }
}

/** A bundle's canary in `target` (null when it has none, or it is unreadable). */
export async function readCanary(target: DeploymentTarget, bundle: { name: string }): Promise<CanaryState | null> {
  return parseCanary(await target.readText(canaryKey(bundle)));
}

/** A canary's new state, as a command journals it after it (packages/release/src/after-switch/after-switch.ts). */
export interface CanaryChange {
  canary: { bundle: string; state: CanaryState };
}

/**
 * Replaces a bundle's canary whole (servers read the old or the new one, never a mix).
 * @param changes where the command collects what it journals after it
 */
export async function writeCanary(
  target: DeploymentTarget,
  bundle: { name: string },
  state: CanaryState,
  changes?: { push(change: CanaryChange): unknown },
): Promise<void> {
  await target.switchEntry(canaryKey(bundle), `${JSON.stringify(state, null, 2)}\n`);
  changes?.push({ canary: { bundle: bundle.name, state } });
}
