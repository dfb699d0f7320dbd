// `--watch` and `--look` of `npm run canary`, and `--watch` of `npm run release -- … --canary`: the
// watch itself against the project the site's telemetry goes to, which the command's entry names
// (its URL and the reader of its telemetry: it holds the server key), and what it came to.
import type { AfterSwitchTools } from '../after-switch/after-switch';
import type { Bundle } from '../bundles/site-bundles';
import { RefusedError } from '../errors';
import type { DeploymentTarget } from '../targets/deployment-target';
import { decisionLines } from './decision-words';
import { type Look, lookAtCanary } from './look-at-canary';
import type { ReadArms } from './read-arms';
import { decisionLine, watchCanary } from './watch-canary';
import { type WatchValues, watchSettings } from './watch-settings';

/** The project a watch reads the telemetry of: how messages name it, its reader, and its limits. */
export interface CanaryTelemetry {
  url: string;
  readArms: ReadArms;
  /** the most page loads of one release it counts from one address in a minute (watch-settings.ts) */
  loadsPerAddressPerMinute: number;
}

/** What `--watch` (or `--look`) is given by the command's entry. */
export interface WatchOptions extends AfterSwitchTools {
  target: DeploymentTarget;
  bundle: Bundle;
  values: WatchValues;
  /** the project to read, found once the options are checked (SUPABASE_URL, else the local backend) */
  telemetry: () => Promise<CanaryTelemetry>;
  leaseSeconds?: number;
  /** one look and no wait: what a scheduled job runs */
  once?: boolean;
}

/**
 * Watches the canary of `bundle` until it ends; Ctrl-C stops watching and leaves it to its lease.
 * With `once`, one look (decide, act, renew the lease) and no wait: what a scheduled job runs, so a
 * canary whose looks stop ends at its lease. `journal`, `render`: what follows each change of the
 * canary (after-switch.ts), from the command's entry.
 */
export async function runWatch({
  target,
  bundle,
  values,
  telemetry,
  leaseSeconds,
  once = false,
  journal,
  render,
}: WatchOptions): Promise<Look> {
  // The options are checked before the project is looked for.
  const { intervalSeconds } = watchSettings(values);
  const { url, readArms, loadsPerAddressPerMinute } = await telemetry();
  const { policy } = watchSettings(values, loadsPerAddressPerMinute);
  if (once) {
    console.log(`▶ One look at the canary of ${bundle.name} (telemetry of ${url})…`);
    const look = await lookAtCanary({ target, bundle, policy, readArms, leaseSeconds, journal, render });
    // As a watch logs each look.
    if (look.decision) console.log(decisionLine(bundle, look.decision));
    return settled(bundle, look);
  }
  const stop = new AbortController();
  process.once('SIGINT', () => {
    console.log(
      '\nStopped watching: the canary runs until its lease runs out, then every page load gets the live release.',
    );
    stop.abort();
  });
  console.log(`▶ Watching the canary of ${bundle.name} every ${intervalSeconds} s (telemetry of ${url})…`);
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

/** What the last look came to: a canary aborted or stopped fails the command (status 1). */
function settled(bundle: Bundle, look: Look): Look {
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
