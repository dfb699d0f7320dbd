// The options of `--watch` (`npm run canary` and `npm run release -- … --canary`), and the policy
// and interval they name.
import { type CanaryPolicy, DEFAULT_POLICY, canaryPolicy } from 'canary-analysis';
import { checkedValue } from '../commands/command-values';
import type { ValueName } from '../commands/value-ranges';
import { UsageError } from '../errors';

/** How often the watcher looks, unless --interval says otherwise. */
const DEFAULT_INTERVAL_SECONDS = 60;

/** The options `--watch` takes (node:util parseArgs). */
export const WATCH_OPTIONS = {
  watch: { type: 'boolean' },
  interval: { type: 'string' },
  bake: { type: 'string' },
  'min-loads': { type: 'string' },
  'max-wait': { type: 'string' },
  guard: { type: 'string', multiple: true },
} as const;

export const WATCH_USAGE = `--watch         look every --interval seconds (default ${DEFAULT_INTERVAL_SECONDS}) and decide: abort on harm,
                  step up (${DEFAULT_POLICY.steps.join(' -> ')} %) and promote when there is none
                  (docs/canary-rule.md); each look renews the lease. Reads the telemetry of the
                  project SUPABASE_URL + SUPABASE_SECRET_KEY name, else of the local backend
  --bake <min>    minutes each step runs before it may step up (default ${DEFAULT_POLICY.bakeMinutes})
  --min-loads <n> page loads each arm needs in a step (default ${DEFAULT_POLICY.minPageLoadsPerArm})
  --max-wait <h>  hours a step may hold for lack of traffic before the canary stops (default ${DEFAULT_POLICY.maxWaitHours})
  --guard conversions  a significant drop in conversions aborts too (always reported)`;

/** The values of the options of `--watch`, as node:util parseArgs gives them. */
export interface WatchValues {
  interval?: string;
  bake?: string;
  'min-loads'?: string;
  'max-wait'?: string;
  guard?: string[];
}

/** The number an option gives, in its range (the release package's value ranges, where the release commands check it). */
const positive = (text: string | undefined, option: ValueName): number | undefined =>
  text === undefined ? undefined : checkedValue(option, text);

/**
 * The policy and interval the options name; a UsageError for a value out of its range.
 * @param loadsPerAddressPerMinute the most page loads of one release the telemetry counts from one
 *   address in a minute (its limits: the entry gives them with the telemetry it reads): what the
 *   decision allows each forged visitor to add to an arm
 */
export function watchSettings(
  values: WatchValues,
  loadsPerAddressPerMinute = DEFAULT_POLICY.loadsPerAddressPerMinute,
): { policy: CanaryPolicy; intervalSeconds: number } {
  const guards = values.guard ?? [];
  const unknown = guards.filter((guard) => guard !== 'conversions');
  if (unknown.length) throw new UsageError(`--guard takes "conversions", not ${unknown.join(', ')}.`);
  const bakeMinutes = positive(values.bake, 'bake');
  const minPageLoadsPerArm = positive(values['min-loads'], 'min-loads');
  const maxWaitHours = positive(values['max-wait'], 'max-wait');
  const policy = canaryPolicy({
    loadsPerAddressPerMinute,
    ...(bakeMinutes === undefined ? {} : { bakeMinutes }),
    ...(minPageLoadsPerArm === undefined ? {} : { minPageLoadsPerArm }),
    ...(maxWaitHours === undefined ? {} : { maxWaitHours }),
    ...(guards.length ? { guards: [...DEFAULT_POLICY.guards, 'conversions'] } : {}),
  });
  return { policy, intervalSeconds: positive(values.interval, 'interval') ?? DEFAULT_INTERVAL_SECONDS };
}
