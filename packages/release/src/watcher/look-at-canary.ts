// One look of the canary's watcher, as one transition of the canary's state: under the bundle's
// lock it reads canary.json once, reads the telemetry of the current step (and of a finished step
// whose counts are not kept yet), asks the analysis (canary-analysis) and writes canary.json once:
// renewed, stepped up, promoted, aborted or stopped (look-actions.ts). A command typed meanwhile
// waits for the look, so a look never acts on a canary started since it read.
import { type CanaryPolicy, type Decision, decide } from 'canary-analysis';
import { type AfterSwitchTools, type Change, changing } from '../after-switch/after-switch';
import type { Bundle } from '../bundles/site-bundles';
import { canaryToChange } from '../canary/canary-current';
import { type CanaryState, readCanary, renewedCanary, settledCanary, writeCanary } from '../canary/canary-state';
import { UsageError } from '../errors';
import type { LiveSite } from '../live/live-site';
import type { DeploymentTarget } from '../targets/deployment-target';
import { decisionLines } from './decision-words';
import { actOnDecision } from './look-actions';
import type { ReadArms } from './read-arms';
import { stepCounts } from './step-windows';

/**
 * How long a look waits for the telemetry: it holds the bundle's lock meanwhile, and a command typed
 * then waits for the lock far longer (LOCK_WAIT_MS), so it gets the lock after a look that hangs.
 */
export const TELEMETRY_WAIT_MS = 60_000;

/** What a look came to. */
export interface Look {
  /** the canary as the look found it */
  state: CanaryState | null;
  /** null when the canary no longer ran */
  decision: Decision | null;
  /** true once the canary no longer runs (promoted, aborted, stopped) */
  ended: boolean;
}

/** What a look is given. */
export interface LookOptions extends AfterSwitchTools {
  target: DeploymentTarget;
  bundle: Bundle;
  policy: CanaryPolicy;
  readArms: ReadArms;
  /** the lease each look renews */
  leaseSeconds?: number;
  now?: Date;
  log?: (line: string) => void;
  /** how long it waits for the telemetry (default TELEMETRY_WAIT_MS) */
  telemetryWaitMs?: number;
}

/**
 * One look at the canary of `bundle`, and the action it decides; its changes are journaled after
 * it (`journal`), then its decision, and the first screens rendered after a promotion or an abort
 * (`render`).
 */
export async function lookAtCanary({
  target,
  bundle,
  policy,
  readArms,
  leaseSeconds,
  now = new Date(),
  log = console.log,
  journal = null,
  render = null,
  telemetryWaitMs = TELEMETRY_WAIT_MS,
}: LookOptions): Promise<Look> {
  let done: { look: Look; lines: string[] };
  try {
    done = await changing({ journal, render, log: () => {} }, (changes) =>
      target.withLock(bundle.name, () =>
        lookUnderLock({ target, bundle, policy, readArms, leaseSeconds, now, log, telemetryWaitMs, changes }),
      ),
    );
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    log(`The canary this watch looked at has ended: ${error.message}`);
    return { state: await readCanary(target, bundle), decision: null, ended: true };
  }
  const { look, lines } = done;
  if (look.decision && look.state) await journal?.decision(bundle.name, look.state.startedAt, look.decision);
  for (const line of lines) log(line);
  return look;
}

/** The look itself, holding the bundle's lock. */
async function lookUnderLock({
  target,
  bundle,
  policy,
  readArms,
  leaseSeconds,
  now,
  log,
  telemetryWaitMs = TELEMETRY_WAIT_MS,
  changes,
}: Omit<LookOptions, 'journal' | 'render'> & { now: Date; log: (line: string) => void; changes: Change[] }): Promise<{
  result: { look: Look; lines: string[] };
  liveSite: LiveSite | null;
}> {
  const nothing = (state: CanaryState | null) => ({
    result: { look: { state, decision: null, ended: true }, lines: [] },
    liveSite: null,
  });
  const state = await readCanary(target, bundle);
  if (!state || state.status !== 'running') return nothing(state);
  let running: CanaryState;
  try {
    // One that lapsed is written as ended, once; the watch is over.
    const expected = { version: state.version, startedAt: state.startedAt };
    running = await canaryToChange(target, bundle, now, expected, { state, changes });
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    log(`The canary this watch looked at has ended: ${error.message}`);
    return nothing(settledCanary(state, now));
  }
  const renewed = renewedCanary(running, { now, leaseSeconds });
  const reading = stepCounts(renewed, { bundle: bundle.name, readArms, now });
  const counted = await answeredWithin(reading, telemetryWaitMs).catch(async (error: unknown) => {
    // The lease still: a look that cannot read the numbers keeps the canary running until the next.
    await writeCanary(target, bundle, renewed, changes);
    throw error;
  });
  const current = counted.steps.at(-1);
  if (!current) {
    await writeCanary(target, bundle, renewed, changes);
    return nothing(state);
  }
  const decision = decide(
    policy,
    {
      share: renewed.share,
      stepStartedAt: Date.parse(renewed.stepStartedAt),
      startedAt: Date.parse(renewed.startedAt),
      earlierSteps: counted.steps.slice(0, -1),
    },
    { live: current.live, canary: current.canary, days: current.days },
    now.getTime(),
  );
  const lines = decisionLines(decision.verdict);
  const [why = decision.action] = lines;
  const act = { target, bundle, renewed, decision, why, current, taken: counted.taken, leaseSeconds, now, changes };
  const liveSite = await actOnDecision(act);
  const { action } = decision;
  const ended = action === 'abort' || action === 'stop' || action === 'promote' || decision.share >= 100;
  return { result: { look: { state, decision, ended }, lines }, liveSite };
}

/** What the telemetry answered, or an error once it has not answered for `ms`. */
function answeredWithin<T>(reading: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the telemetry did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([reading, late]).finally(() => clearTimeout(timer));
}
