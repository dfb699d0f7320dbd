#!/usr/bin/env node
// npm run canary -- <remote> [promote | abort | step <percent>] [--lease <seconds>]
// A canary's state (npm run release -- <remote> --canary <percent> starts one), and what a person
// does to it by hand: promote the candidate to every page load, abort it, or change its share.
import { parseArgs } from 'node:util';
import { TARGET_USAGE, parseCommand, runCommand } from './lib/release/cli.mjs';
import {
  abortCanary,
  assertCanaryBundle,
  promoteCanary,
  renewCanary,
  stepCanary,
} from './lib/release/canary-commands.mjs';
import { DEFAULT_LEASE_SECONDS, effectiveShare, readCanary } from './lib/release/canary-state.mjs';
import { UsageError } from './lib/release/errors.mjs';
import { WATCH_OPTIONS, WATCH_USAGE, runWatch } from './lib/canary/watch-command.mjs';

const USAGE = `Usage: npm run canary -- <marketing|knowledge-hub> [promote | abort | step <percent> | renew] [--lease <seconds>] [--watch …]

  (nothing)       the canary's state: candidate, share, lease, steps
  promote         the candidate goes live for every page load
  abort           every page load gets the live release again; the candidate is withdrawn
  step <percent>  another share of page loads (100 promotes)
  renew           renew the lease without changing anything else
  --lease <s>     how long the canary runs unwatched from now (default ${DEFAULT_LEASE_SECONDS}); past its
                  lease every page load gets the live release, with nobody acting
  ${WATCH_USAGE}
  Start one with: npm run release -- <remote> --canary <percent> [--watch]
  ${TARGET_USAGE}`;

const OPTIONS = /** @type {const} */ ({ lease: { type: 'string' }, ...WATCH_OPTIONS });
// What follows the bundle decides what else the command takes.
const [, action = ''] = parseArgs({ options: OPTIONS, strict: false, allowPositionals: true }).positionals;
const names = action === 'step' ? ['action', 'percent'] : action ? ['action'] : [];
const { bundle, target, values, named } = parseCommand(USAGE, OPTIONS, names);

/** @param {string | undefined} text @param {string} what */
const number = (text, what) => {
  const value = Number(text);
  if (text === undefined || !Number.isFinite(value))
    throw new UsageError(`${what} must be a number, not ${JSON.stringify(text)}.`);
  return value;
};

await runCommand(async () => {
  assertCanaryBundle(bundle);
  const leaseSeconds = values.lease === undefined ? undefined : number(values.lease, '--lease');
  const reason = 'by hand';
  if (action === 'promote') {
    const state = await promoteCanary({ target, bundle, reason });
    console.log(`\n✔ ${bundle.name} ${state.version} is live for every page load (was ${state.live}).`);
    return;
  }
  if (action === 'abort') {
    const state = await abortCanary({ target, bundle, reason });
    console.log(`\n✔ The canary of ${bundle.name} ${state.version} is aborted: every page load gets ${state.live}.`);
    return;
  }
  if (action === 'step') {
    const share = number(named.percent, 'The share');
    const state = await stepCanary({ target, bundle, share, reason, leaseSeconds });
    console.log(
      state.status === 'promoted'
        ? `\n✔ ${bundle.name} ${state.version} is live for every page load.`
        : `\n✔ ${state.share} % of page loads get ${bundle.name} ${state.version}, until ${state.leaseUntil} unless renewed.`,
    );
    return;
  }
  if (action === 'renew') {
    const state = await renewCanary({ target, bundle, leaseSeconds });
    if (!state) throw new UsageError(`${bundle.name} has no running canary.`);
    console.log(`\n✔ The canary of ${bundle.name} ${state.version} runs until ${state.leaseUntil}.`);
    return;
  }
  if (action) throw new UsageError(`Unknown action "${action}": promote, abort, step <percent> or renew.`);
  if (values.watch) {
    await runWatch({ target, bundle, values, leaseSeconds });
    return;
  }
  const state = await readCanary(target, bundle);
  if (!state) {
    console.log(`${bundle.name} has never had a canary in ${target.label}.`);
    return;
  }
  const share = effectiveShare(state, Date.now());
  console.log(`${bundle.name} canary of ${state.version} against ${state.live}: ${state.status}`);
  console.log(`  share now: ${share} %${state.status === 'running' && share === 0 ? ' (its lease ran out)' : ''}`);
  if (state.status === 'running') console.log(`  lease until: ${state.leaseUntil}`);
  if (state.reason) console.log(`  ended: ${state.endedAt} (${state.reason})`);
  for (const step of state.steps) console.log(`  ${step.at}  ${String(step.share).padStart(5)} %  ${step.reason}`);
});
