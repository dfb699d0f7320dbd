#!/usr/bin/env node
// npm run canary -- <remote> [promote | abort | step <percent> | renew] [--version <v>] [--lease <seconds>]
// A canary's state (npm run release -- <remote> --canary <percent> starts one), and what a person
// does to it by hand: promote the candidate to every page load, abort it, or change its share.
import { parseArgs } from 'node:util';
import { TARGET_USAGE, parseCommand, runCommand } from './lib/release/cli.mjs';
import {
  DEFAULT_LEASE_SECONDS,
  UsageError,
  WATCH_OPTIONS,
  WATCH_RANGES,
  WATCH_USAGE,
  abortCanary,
  assertCanaryBundle,
  effectiveShare,
  lapsedWhy,
  onlyWith,
  promoteCanary,
  rangeText,
  rangesLine,
  readCanary,
  renewCanary,
  runWatch,
  settledCanary,
  stepCanary,
  typedCanary,
  watchSettings,
} from 'release';
import { canaryTelemetry } from './lib/canary/telemetry-arms.mjs';

const USAGE = `Usage: npm run canary -- <marketing|knowledge-hub> [promote | abort | step <percent> | renew] [--version <v>] [--lease <seconds>]
       npm run canary -- <marketing|knowledge-hub> [--watch … | --look …]

  (nothing)       the canary's state: candidate, share, lease, steps
  promote         the candidate goes live for every page load
  abort           every page load gets the live release again; the candidate is withdrawn
  step <percent>  another share of page loads: ${rangeText('percent')} (all of them: promote)
  renew           renew the lease without changing anything else
                  Each acts on the canary running when it is typed: one that waited for another
                  release and then finds another canary, or none, changes nothing (status 2).
                  A canary that ended (promoted, aborted, stopped, or lapsed when its lease ran
                  out) never runs again: start another with npm run release.
  --version <v>   act only if the running canary's candidate is <v>
  --lease <s>     with step, renew or --watch: how long the canary runs unwatched from now
                  (default ${DEFAULT_LEASE_SECONDS}): ${rangeText('lease')}; past its lease every
                  page load gets the live release, with nobody acting
  ${WATCH_USAGE}
  --look          one look of the watcher and exit: decide, act, renew the lease (what a job run
                  every few minutes does; when the looks stop, the canary ends at its lease); takes
                  the options of --watch but --interval
  ranges          ${rangesLine(WATCH_RANGES)}
  Start one with: npm run release -- <remote> --canary <percent> [--watch]
  ${TARGET_USAGE}`;

const OPTIONS = /** @type {const} */ ({
  version: { type: 'string' },
  lease: { type: 'string' },
  look: { type: 'boolean' },
  ...WATCH_OPTIONS,
});
/** The options only a watcher takes. */
const WATCHER_VALUES = Object.keys(WATCH_OPTIONS).filter((option) => option !== 'watch');
/** What each action takes after the bundle, and which options. @type {Record<string, { names: string[], options: string[] }>} */
const ACTIONS = {
  '': { names: [], options: ['lease', 'look', ...Object.keys(WATCH_OPTIONS)] },
  promote: { names: ['action'], options: ['version'] },
  abort: { names: ['action'], options: ['version'] },
  step: { names: ['action', 'percent'], options: ['version', 'lease'] },
  renew: { names: ['action'], options: ['version', 'lease'] },
};
// What follows the bundle decides what else the command takes.
const [, typed = ''] = parseArgs({ options: OPTIONS, strict: false, allowPositionals: true }).positionals;
const { bundle, target, values, named, numbers, journal, render } = parseCommand(
  USAGE,
  OPTIONS,
  ACTIONS[typed]?.names ?? ['action'],
  ({ values, named }) => {
    const action = named.action ?? '';
    const takes = ACTIONS[action];
    if (!takes) throw new UsageError(`Unknown action "${action}": promote, abort, step <percent> or renew.`);
    const others = Object.keys(values).filter(
      (option) => values[option] !== undefined && !takes.options.includes(option),
    );
    if (others.length) {
      throw new UsageError(`${action || 'The state'} takes no ${others.map((option) => `--${option}`).join(', ')}.`);
    }
    if (action) return;
    if (values.look && (values.watch || values.interval !== undefined)) {
      throw new UsageError('--look is one look: it takes no --watch or --interval.');
    }
    if (!values.look) onlyWith(values, 'watch', ['lease', ...WATCHER_VALUES]);
    if (values.watch || values.look) watchSettings(/** @type {Parameters<typeof watchSettings>[0]} */ (values));
  },
);
const action = named.action ?? '';

await runCommand(async () => {
  assertCanaryBundle(bundle);
  const leaseSeconds = numbers.lease;
  const reason = 'by hand';
  // The canary running as the command is typed is the one it acts on: if it has to wait for the
  // lock and then finds another canary, or none, it refuses (packages/release/src/canary/).
  const expected = action ? await typedCanary(target, bundle, values.version, { journal }) : undefined;
  if (action === 'promote') {
    const state = await promoteCanary({ target, bundle, reason, expected, journal, render });
    console.log(`\n✔ ${bundle.name} ${state.version} is live for every page load (was ${state.live}).`);
    return;
  }
  if (action === 'abort') {
    const state = await abortCanary({ target, bundle, reason, expected, journal, render });
    console.log(`\n✔ The canary of ${bundle.name} ${state.version} is aborted: every page load gets ${state.live}.`);
    return;
  }
  if (action === 'step') {
    const share = /** @type {number} */ (numbers.percent);
    const state = await stepCanary({ target, bundle, share, reason, leaseSeconds, expected, journal, render });
    console.log(
      `\n✔ ${state.share} % of page loads get ${bundle.name} ${state.version}, until ${state.leaseUntil} unless renewed.`,
    );
    return;
  }
  if (action === 'renew') {
    const state = await renewCanary({ target, bundle, leaseSeconds, expected, journal });
    if (!state) throw new UsageError(`${bundle.name} has no running canary.`);
    console.log(`\n✔ The canary of ${bundle.name} ${state.version} runs until ${state.leaseUntil}.`);
    return;
  }
  if (values.watch || values.look) {
    const once = Boolean(values.look);
    await runWatch({ target, bundle, values, telemetry: canaryTelemetry, leaseSeconds, once, journal, render });
    return;
  }
  const state = await readCanary(target, bundle);
  if (!state) {
    console.log(`${bundle.name} has never had a canary in ${target.label}.`);
    return;
  }
  // One whose lease ran out is shown as it ended, whether or not a command has written that yet.
  const now = new Date();
  const shown = settledCanary(state, now);
  const lapsed = lapsedWhy(shown);
  console.log(`${bundle.name} canary of ${state.version} against ${state.live}: ${shown.status}`);
  console.log(`  share now: ${effectiveShare(state, now.getTime())} %${lapsed ? ` (${lapsed})` : ''}`);
  if (shown.status === 'running') console.log(`  lease until: ${shown.leaseUntil}`);
  if (shown.endedAt) console.log(`  ended: ${shown.endedAt} (${shown.reason})`);
  for (const step of shown.steps) console.log(`  ${step.at}  ${String(step.share).padStart(5)} %  ${step.reason}`);
});
