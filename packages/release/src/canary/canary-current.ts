// The canary a command acts on: the one running when it was typed (its candidate and start), and
// never one that has ended. A canary whose lease ran out, or that is at 0 %, has ended by itself:
// the first command that finds it, under the bundle's lock, writes it as stopped and withdraws its
// candidate, so no release, rollback, step or renewal brings it back (canary-state.ts).
import { type AfterSwitchTools, type Change, changing } from '../after-switch/after-switch';
import type { Bundle } from '../bundles/site-bundles';
import { withdrawCandidate } from '../candidates/candidates';
import { UsageError } from '../errors';
import type { LiveSite } from '../live/live-site';
import { publisher } from '../publish/source-info';
import type { DeploymentTarget } from '../targets/deployment-target';
import { type SiteSnapshot, appendSnapshot, withSiteLock } from '../timeline/site-history';
import { type CanaryState, endedWords, readCanary, settledCanary, writeCanary } from './canary-state';

/** The canary a command was typed against: its candidate and its start (another canary of the same candidate starts later). */
export interface CanaryIdentity {
  version: string;
  startedAt: string;
}

/** What a command read under the bundle's lock, and where it collects its changes (after-switch.ts). */
export interface KnownCanary {
  /** the bundle's canary.json (default: the live site's, else read here) */
  state?: CanaryState | null;
  /** the live site, read under the lock (site-history.ts compositionNow; its canaries) */
  site?: LiveSite;
  changes?: Change[];
}

/** What a change of a running canary names: the target, the bundle, and the canary it was typed against. */
export interface CanaryChangeOptions extends AfterSwitchTools {
  target: DeploymentTarget;
  bundle: Bundle;
  /** default: when the command holds the lock */
  now?: Date;
  /** the canary it may change (typedCanary) */
  expected?: CanaryIdentity;
  log?: (line: string) => void;
}

/** The kinds of timeline entry a canary's change makes. */
export type CanaryKind = 'canary-start' | 'canary-step' | 'canary-abort' | 'canary-stop';

/**
 * Puts a canary's change on the site's timeline (site-history.ts): the live composition stays as
 * it is, the change names the candidate and what happened to it.
 */
export function onTimeline(
  target: DeploymentTarget,
  bundle: Bundle,
  state: CanaryState,
  reason: string,
  kind: CanaryKind,
  { site, changes }: Omit<KnownCanary, 'state'> = {},
): Promise<SiteSnapshot> {
  return withSiteLock(target, () =>
    appendSnapshot(
      target,
      { bundle: bundle.name, version: state.version, previous: state.live, reason },
      { by: publisher(), journal: { kind, share: state.share }, known: site ?? null, changes },
    ),
  );
}

/**
 * The canary of `bundle` as it stands: one that lapsed (its lease ran out, or it is at 0 %) is
 * written as stopped, its candidate withdrawn, so that nothing brings it back. Call inside the
 * bundle's lock.
 */
export async function settleCanary(
  target: DeploymentTarget,
  bundle: Bundle,
  now = new Date(),
  { state, site, changes }: KnownCanary = {},
): Promise<CanaryState | null> {
  const known = state !== undefined ? state : site?.canaries[bundle.name];
  const read = known !== undefined ? known : await readCanary(target, bundle);
  const settled = settledCanary(read, now);
  if (settled && settled !== read) {
    await writeCanary(target, bundle, settled, changes);
    await withdrawCandidate(target, bundle, settled.version);
    await onTimeline(target, bundle, settled, `canary stopped: ${settled.reason}`, 'canary-stop', { site, changes });
  }
  return settled;
}

/** The running canary of `bundle` (its lease holding), or null. @param now milliseconds */
export async function runningCanary(
  target: DeploymentTarget,
  bundle: Bundle,
  now = Date.now(),
): Promise<CanaryState | null> {
  const state = settledCanary(await readCanary(target, bundle), new Date(now));
  return state?.status === 'running' ? state : null;
}

/**
 * Refuses `what` (a release, a rollback, a promotion of `bundle`) while a canary of it runs: the
 * canary ends first, explicitly. One that lapsed is ended for good (settleCanary). Call inside the
 * bundle's lock.
 */
export async function refuseWhileCanary(
  target: DeploymentTarget,
  bundle: Bundle,
  what: string,
  known?: KnownCanary,
): Promise<void> {
  const canary = await settleCanary(target, bundle, new Date(), known);
  if (canary?.status === 'running') {
    throw new UsageError(
      `${what} refused: a canary of ${bundle.name} ${canary.version} runs (${canary.share} % of page loads). ` +
        `End it first: npm run canary -- ${bundle.name} promote, or npm run canary -- ${bundle.name} abort.`,
    );
  }
}

/** Why a command has no canary to act on. */
const noCanary = (bundle: Bundle, state: CanaryState | null): UsageError =>
  new UsageError(
    `No canary is running for ${bundle.name}: ${state ? `the last one, ${endedWords(state)}` : 'it never had one'}.`,
  );

/**
 * The canary `bundle` runs now, as a command reads it when it is typed (before it waits for the
 * lock): what it acts on once it holds the lock, or a UsageError when none runs or it is not
 * `version`, the candidate the command named.
 * @param tools the journal of the change a lapse makes
 */
export async function typedCanary(
  target: DeploymentTarget,
  bundle: Bundle,
  version?: string,
  tools: AfterSwitchTools = {},
): Promise<CanaryIdentity> {
  const read = await readCanary(target, bundle);
  const state = settledCanary(read, new Date());
  if (state && state !== read) {
    // It lapsed: written as ended now, under the lock, and the command refuses it as typed.
    await changing({ ...tools, log: () => {} }, async (changes) => ({
      result: await target.withLock(bundle.name, () => settleCanary(target, bundle, new Date(), { changes })),
      liveSite: null,
    }));
  }
  if (state?.status !== 'running') throw noCanary(bundle, state);
  if (version !== undefined && version !== state.version) {
    throw new UsageError(
      `The canary of ${bundle.name} is ${state.version} (started at ${state.startedAt}), not ${version}: nothing was changed.`,
    );
  }
  return { version: state.version, startedAt: state.startedAt };
}

/**
 * The running canary of `bundle`, or a UsageError saying there is none, or that it is not the one
 * `expected` (the command was typed against another canary, then waited for the lock). Call inside
 * the bundle's lock.
 */
export async function canaryToChange(
  target: DeploymentTarget,
  bundle: Bundle,
  now: Date,
  expected?: CanaryIdentity,
  known?: KnownCanary,
): Promise<CanaryState> {
  const state = await settleCanary(target, bundle, now, known);
  const running = state?.status === 'running' ? state : null;
  if (expected && (running?.version !== expected.version || running?.startedAt !== expected.startedAt)) {
    const found = running
      ? `the canary of ${running.version} started at ${running.startedAt}`
      : `no running canary (${state ? `the last one, ${endedWords(state)}` : 'none at all'})`;
    throw new UsageError(
      `Refused: the command was typed against the canary of ${bundle.name} ${expected.version} started at ${expected.startedAt}, ` +
        `but when its turn came it found ${found}. Nothing was changed; see npm run canary -- ${bundle.name}.`,
    );
  }
  if (!running) throw noCanary(bundle, state);
  return running;
}
