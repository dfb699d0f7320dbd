// `--watch` of `npm run canary` and `npm run release -- … --canary`: its options, and the watch
// itself against the project the site's telemetry goes to.
import { DEFAULT_POLICY, canaryPolicy } from 'canary-analysis';
import { BEACON_LIMITS } from 'telemetry-contract';
import { resolveBackend } from '../site-backend.mjs';
import { RefusedError, UsageError, checkedValue } from 'release';
import { decisionLines } from './decision-words.mjs';
import { telemetryArms } from './telemetry-arms.mjs';
import { lookAtCanary, watchCanary } from './watch-canary.mjs';

/**
 * The most page loads of one release the telemetry counts from one address in a minute: what the
 * decision allows each forged visitor to add to an arm.
 */
export const LOADS_PER_ADDRESS_PER_RELEASE_PER_MINUTE = BEACON_LIMITS.loadsPerAddressPerReleasePerMinute;

/** How often the watcher looks, unless --interval says otherwise. */
const DEFAULT_INTERVAL_SECONDS = 60;

/** The options `--watch` takes (node:util parseArgs). */
export const WATCH_OPTIONS = /** @type {const} */ ({
  watch: { type: 'boolean' },
  interval: { type: 'string' },
  bake: { type: 'string' },
  'min-loads': { type: 'string' },
  'max-wait': { type: 'string' },
  guard: { type: 'string', multiple: true },
});

export const WATCH_USAGE = `--watch         look every --interval seconds (default ${DEFAULT_INTERVAL_SECONDS}) and decide: abort on harm,
                  step up (${DEFAULT_POLICY.steps.join(' -> ')} %) and promote when there is none
                  (docs/canary-rule.md); each look renews the lease. Reads the telemetry of the
                  project SUPABASE_URL + SUPABASE_SECRET_KEY name, else of the local backend
  --bake <min>    minutes each step runs before it may step up (default ${DEFAULT_POLICY.bakeMinutes})
  --min-loads <n> page loads each arm needs in a step (default ${DEFAULT_POLICY.minPageLoadsPerArm})
  --max-wait <h>  hours a step may hold for lack of traffic before the canary stops (default ${DEFAULT_POLICY.maxWaitHours})
  --guard conversions  a significant drop in conversions aborts too (always reported)`;

/**
 * The number an option gives, in its range (the release package's value ranges, where the release commands check it).
 * @param {string | undefined} text @param {`--${import('release').ValueName}`} option
 * @returns {number | undefined}
 */
function positive(text, option) {
  return text === undefined
    ? undefined
    : checkedValue(/** @type {import('release').ValueName} */ (option.slice(2)), text);
}

/**
 * The policy and interval the options name.
 * @param {{ interval?: string, bake?: string, 'min-loads'?: string, 'max-wait'?: string, guard?: string[] }} values
 */
export function watchSettings(values) {
  const guards = values.guard ?? [];
  const unknown = guards.filter((guard) => guard !== 'conversions');
  if (unknown.length) throw new UsageError(`--guard takes "conversions", not ${unknown.join(', ')}.`);
  const bakeMinutes = positive(values.bake, '--bake');
  const minPageLoadsPerArm = positive(values['min-loads'], '--min-loads');
  const maxWaitHours = positive(values['max-wait'], '--max-wait');
  const policy = canaryPolicy({
    loadsPerAddressPerMinute: LOADS_PER_ADDRESS_PER_RELEASE_PER_MINUTE,
    ...(bakeMinutes === undefined ? {} : { bakeMinutes }),
    ...(minPageLoadsPerArm === undefined ? {} : { minPageLoadsPerArm }),
    ...(maxWaitHours === undefined ? {} : { maxWaitHours }),
    ...(guards.length ? { guards: [...DEFAULT_POLICY.guards, 'conversions'] } : {}),
  });
  return { policy, intervalSeconds: positive(values.interval, '--interval') ?? DEFAULT_INTERVAL_SECONDS };
}

/**
 * Watches the canary of `bundle` until it ends; Ctrl-C stops watching and leaves it to its lease.
 * With `once`, one look (decide, act, renew the lease) and no wait: what a scheduled job runs, so a
 * canary whose looks stop ends at its lease.
 * @param {{ target: import('release').DeploymentTarget, bundle: import('release').Bundle,
 *   values: Parameters<typeof watchSettings>[0], leaseSeconds?: number, once?: boolean }
 *   & import('release').AfterSwitchTools} options `journal`, `render`: what
 *   follows each change of the canary (after-switch.ts), from the command's entry
 */
export async function runWatch({ target, bundle, values, leaseSeconds, once = false, journal, render }) {
  const { policy, intervalSeconds } = watchSettings(values);
  const backend = await resolveBackend(process.env, () => import('local-backend'));
  const readArms = telemetryArms({ url: backend.url, key: backend.secretKey });
  if (once) {
    console.log(`▶ One look at the canary of ${bundle.name} (telemetry of ${backend.url})…`);
    const look = await lookAtCanary({ target, bundle, policy, readArms, leaseSeconds, journal, render });
    // As a watch logs each look.
    if (look.decision)
      console.log(
        `${new Date().toISOString()} ${bundle.name}: ${look.decision.action} (share ${look.decision.share} %)`,
      );
    return settled(bundle, look);
  }
  const stop = new AbortController();
  process.once('SIGINT', () => {
    console.log(
      '\nStopped watching: the canary runs until its lease runs out, then every page load gets the live release.',
    );
    stop.abort();
  });
  console.log(`▶ Watching the canary of ${bundle.name} every ${intervalSeconds} s (telemetry of ${backend.url})…`);
  const look = await watchCanary({
    target,
    bundle,
    policy,
    readArms,
    leaseSeconds,
    intervalSeconds,
    signal: stop.signal,
    journal,
    render,
  });
  return settled(bundle, look);
}

/**
 * What the last look came to: a canary aborted or stopped fails the command (status 1).
 * @param {import('release').Bundle} bundle
 * @param {import('./watch-canary.mjs').Look} look
 */
function settled(bundle, look) {
  const action = look.decision?.action;
  if (action === 'abort' || action === 'stop') {
    // A failed canary fails the command (status 1), as a refused release does: CI sees it.
    throw new RefusedError(
      `The canary of ${bundle.name} ${look.state?.version} was ${action === 'abort' ? 'aborted' : 'stopped'}: every page load gets ${look.state?.live} again.`,
      look.decision ? decisionLines(look.decision.verdict) : [],
    );
  }
  if (action === 'promote')
    console.log(`\n✔ Promoted: ${bundle.name} ${look.state?.version} is live for every page load.`);
  else if (!look.decision)
    console.log(`\nThe canary of ${bundle.name} no longer runs (${look.state?.status ?? 'none'}).`);
  return look;
}
