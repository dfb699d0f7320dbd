// The canary's watcher: at each look it renews the canary's lease, reads what visitors' browsers
// reported for each arm (the live release and the candidate) in the current step, asks the
// analysis (canary-analysis) and does what it answers: hold, step up, promote, abort, or stop.
// The counts of a step are taken when it ends and kept in canary.json, never asked for again, so a
// look makes one query. A watcher that dies stops renewing the lease, and the canary ends by
// itself when it runs out.
import { setTimeout as sleep } from 'node:timers/promises';
import { decide } from 'canary-analysis';
import { abortCanary, promoteCanary, renewCanary, stepCanary } from '../release/canary-commands.mjs';
import { UsageError, readCanary } from 'release';
import { decisionLines } from './decision-words.mjs';

/**
 * @typedef {import('canary-analysis').ArmCounts} ArmCounts
 * @typedef {import('release').CanaryState} CanaryState
 * @typedef {import('release').StepCounts} StepCounts
 * @typedef {Extract<import('../../../supabase/types/database.ts').Database['public']['Enums']['telemetry_arm'],
 *   'live' | 'canary'>} CanaryArm an arm of a canary, as the telemetry's enum names it
 * @typedef {object} StepQuery what a canary's step is: the live release and the candidate of a bundle, in a time window
 * @property {string} bundle
 * @property {string} live the release on the live arm
 * @property {string} canary the release on the canary arm
 * @property {Date} from
 * @property {Date} to
 * @typedef {(query: StepQuery) => Promise<Record<CanaryArm, ArmCounts>>} ReadArms the counts of page
 *   loads reported for both arms of a step, in one query
 * @typedef {object} Look
 * @property {CanaryState | null} state the canary as the look found it
 * @property {import('canary-analysis').Decision | null} decision null when the canary no longer ran
 * @property {boolean} ended true once the canary no longer runs (promoted, aborted, stopped)
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * The UTC days [from, to) touches: the telemetry tells a visitor apart for one UTC day, so a few
 * visitors count once per day of a step.
 * @param {Date} from @param {Date} to
 */
export const utcDays = (from, to) =>
  Math.max(
    1,
    Math.floor((Math.max(to.getTime(), from.getTime() + 1) - 1) / DAY) - Math.floor(from.getTime() / DAY) + 1,
  );

/**
 * The window of each step with a share that has no counts kept, the current one last. The telemetry
 * counts by the minute a report arrives: a step's window starts at the first whole minute after
 * its share was set and a finished one ends at the minute its share changed, so the minute of a
 * change, whose page loads had either share (or none), is counted in no step.
 * @param {CanaryState} state @param {Date} now
 * @returns {{ at: string, share: number, from: Date, to: Date, current: boolean, counts?: StepCounts }[]}
 */
export function stepWindows(state, now) {
  const steps = state.steps.filter((step) => step.share > 0);
  return steps.map((step, i) => {
    const next = steps[i + 1];
    const from = new Date(Math.ceil(Date.parse(step.at) / MINUTE) * MINUTE);
    const end = next ? new Date(Math.floor(Date.parse(next.at) / MINUTE) * MINUTE) : now;
    const to = end < from ? from : end;
    return {
      at: step.at,
      share: step.share,
      from,
      to,
      current: !next,
      ...(step.counts ? { counts: step.counts } : {}),
    };
  });
}

/**
 * The counts of each step of `state`, the current step last: those kept in the state as they are,
 * the others read (one query a window, both arms at once); `taken` holds the finished steps read
 * now, by their start, to be kept.
 * @param {CanaryState} state @param {{ bundle: string, readArms: ReadArms, now: Date }} options
 */
async function stepCounts(state, { bundle, readArms, now }) {
  /** @type {Record<string, StepCounts>} */
  const taken = {};
  const steps = await Promise.all(
    stepWindows(state, now).map(async ({ at, share, from, to, current, counts }) => {
      if (counts) return { at, share, ...counts };
      const { live, canary } = await readArms({ bundle, live: state.live, canary: state.version, from, to });
      const read = { live, canary, days: utcDays(from, to) };
      if (!current) taken[at] = read;
      return { at, share, ...read };
    }),
  );
  return { steps, taken };
}

/**
 * One look at the canary of `bundle`, and the action it decides.
 * @param {object} options
 * @param {import('release').DeploymentTarget} options.target
 * @param {import('release').Bundle} options.bundle
 * @param {import('canary-analysis').CanaryPolicy} options.policy
 * @param {ReadArms} options.readArms
 * @param {number} [options.leaseSeconds] the lease each look renews
 * @param {Date} [options.now]
 * @param {(line: string) => void} [options.log]
 * @param {import('../release/health-journal.mjs').Journal | null} [options.journal] where its changes and
 *   decision are journaled (none: not journaled)
 * @param {import('release').Renderer | null} [options.render] renders the first
 *   screens after a promotion or an abort (none: not rendered)
 * @returns {Promise<Look>}
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
}) {
  const state = await readCanary(target, bundle);
  if (!state || state.status !== 'running') return { state, decision: null, ended: true };
  // Every change names the canary read here, so a look never acts on one started since: when it
  // lapsed or was ended by hand in the meantime, the change is refused and this watch is over.
  const expected = { version: state.version, startedAt: state.startedAt };
  try {
    const tools = { journal, render };
    return await decideAndAct({ target, bundle, policy, readArms, leaseSeconds, now, log, state, expected, tools });
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    log(`The canary this watch looked at has ended: ${error.message}`);
    return { state: await readCanary(target, bundle), decision: null, ended: true };
  }
}

/**
 * The look itself, on the canary `expected` names.
 * @param {Parameters<typeof lookAtCanary>[0] & { now: Date, log: (line: string) => void }
 *   & { state: import('release').CanaryState }
 *   & { expected: { version: string, startedAt: string } }
 *   & { tools: import('release').AfterSwitchTools }} options `tools`: each change's after-switch step
 * @returns {Promise<Look>}
 */
async function decideAndAct({ target, bundle, policy, readArms, leaseSeconds, now, log, state, expected, tools }) {
  // The lease first: a slow read of the numbers must not let the canary lapse.
  const renewed = (await renewCanary({ target, bundle, leaseSeconds, now, expected, ...tools })) ?? state;
  const { steps, taken } = await stepCounts(renewed, { bundle: bundle.name, readArms, now });
  const current = steps.at(-1);
  if (!current) return { state, decision: null, ended: true };
  const decision = decide(
    policy,
    {
      share: renewed.share,
      stepStartedAt: Date.parse(renewed.stepStartedAt),
      startedAt: Date.parse(renewed.startedAt),
      earlierSteps: steps.slice(0, -1),
    },
    { live: current.live, canary: current.canary, days: current.days },
    now.getTime(),
  );
  const lines = decisionLines(decision.verdict);
  const [why = decision.action] = lines;
  const quiet = () => {};
  if (decision.action === 'step') {
    // The step ends now: its counts are kept with it, and no look asks for them again.
    const counts = { ...taken, [current.at]: { live: current.live, canary: current.canary, days: current.days } };
    await stepCanary({
      target,
      bundle,
      share: decision.share,
      reason: why,
      leaseSeconds,
      now,
      expected,
      log: quiet,
      counts,
      ...tools,
    });
  } else if (decision.action === 'promote')
    await promoteCanary({ target, bundle, reason: why, now, expected, log: quiet, ...tools });
  else if (decision.action === 'abort')
    await abortCanary({ target, bundle, reason: why, now, expected, log: quiet, ...tools });
  else if (decision.action === 'stop')
    await abortCanary({ target, bundle, reason: why, status: 'stopped', now, expected, log: quiet, ...tools });
  // Steps ended by hand (or in a canary.json written before counts were kept) are read once.
  else if (Object.keys(taken).length)
    await renewCanary({ target, bundle, leaseSeconds, now, expected, counts: taken, ...tools });
  await tools.journal?.decision(bundle.name, state.startedAt, decision);
  for (const line of lines) log(line);
  const ended =
    decision.action === 'abort' || decision.action === 'stop' || decision.action === 'promote' || decision.share >= 100;
  return { state, decision, ended };
}

/**
 * Looks at the canary every `intervalSeconds` until it ends (or `signal` aborts the watch, which
 * leaves the canary to its lease).
 * @param {Omit<Parameters<typeof lookAtCanary>[0], 'now'> & { intervalSeconds: number, signal?: AbortSignal }} options
 * @returns {Promise<Look>} the last look
 */
export async function watchCanary({ intervalSeconds, signal, log = console.log, ...options }) {
  for (;;) {
    const look = await lookAtCanary({ ...options, log });
    const at = new Date().toISOString();
    if (look.decision) log(`${at} ${options.bundle.name}: ${look.decision.action} (share ${look.decision.share} %)`);
    if (look.ended || signal?.aborted) return look;
    // Node's abortable wait takes its listener off the signal again: a watch of hours adds none.
    const waited = await sleep(intervalSeconds * 1000, true, signal ? { signal } : {}).catch((error) => {
      if (signal?.aborted) return false;
      throw error;
    });
    if (!waited) return look;
  }
}
