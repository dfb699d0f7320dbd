// The settings of a canary's automatic decision. Every default is written, with its reason, in
// docs/canary-rule.md; change them here and there together.
import { readFileSync } from 'node:fs';

/** The telemetry's limits (supabase/functions/_shared/telemetry/beacon-limits.json), read, not copied. */
const BEACON_LIMITS = JSON.parse(
  readFileSync(new URL('../../../supabase/functions/_shared/telemetry/beacon-limits.json', import.meta.url), 'utf8'),
);

/** The most page loads of one release the telemetry counts from one address in a minute. */
export const LOADS_PER_ADDRESS_PER_RELEASE_PER_MINUTE = /** @type {number} */ (
  BEACON_LIMITS.loadsPerAddressPerReleasePerMinute
);

/**
 * The metrics the decision compares. `errored` and `crashed` abort when the canary is worse;
 * `conversions` when it is lower (and only when it is a guard).
 * @typedef {'errored' | 'crashed' | 'conversions'} Metric
 */

/** The metrics every check tests, in the order the reasons list them. @type {readonly Metric[]} */
export const METRICS = Object.freeze(/** @type {const} */ (['errored', 'crashed', 'conversions']));

/**
 * @typedef {object} CanaryPolicy
 * @property {number[]} steps the canary's shares in %, ascending; the last is 100 (promotion).
 *   A canary started at another share steps to the first step above it.
 * @property {number} bakeMinutes how long each step runs before it may step up
 * @property {number} minPageLoadsPerArm page loads each arm needs in a step before it may step up
 * @property {number} maxWaitHours how long a step may hold (too little traffic, or evidence of harm
 *   still building up) before the canary stops
 * @property {number} alpha chance of a false abort over the whole canary, however often it is checked,
 *   shared equally by the metrics tested
 * @property {number} minEventsToAbort errored (crashed) page loads the canary needs before it can
 *   be aborted on that metric: never abort on one or two
 * @property {number} zeroBaselineFloor rate (0.001 = 0.1 %) above which a canary's errors or crashes
 *   against a live arm with none abort; below it a zero-baseline difference is too rare to act on
 * @property {number} srmAlpha chance of stopping a correctly split step for a sample-ratio mismatch,
 *   however often it is checked (the mismatch's evidence must reach 1/srmAlpha)
 * @property {Metric[]} guards the metrics whose harm aborts; the others are reported only
 * @property {number} forgedVisitors how many visitors' reports the decision withstands, whatever they
 *   send: errored and crashed are tested on visitors, with this many discounted on each arm per UTC
 *   day a step spans, and the sample-ratio check allows each arm the page loads so many addresses
 *   may add (LOADS_PER_ADDRESS_PER_RELEASE_PER_MINUTE each a minute)
 * @property {number} maxUncountedShare how much of an arm's step the telemetry's caps may have dropped
 *   (dropped page loads and later reports, over its page loads counted and dropped) for it to step
 *   up or promote; 0: any dropped report holds the canary, which never moves on partial data
 */

/**
 * The defaults (docs/canary-rule.md explains each number).
 * @type {Readonly<CanaryPolicy>}
 */
export const DEFAULT_POLICY = Object.freeze(
  /** @type {CanaryPolicy} */ ({
    steps: [10, 50, 100],
    bakeMinutes: 60,
    minPageLoadsPerArm: 500,
    maxWaitHours: 48,
    alpha: 0.05,
    minEventsToAbort: 3,
    zeroBaselineFloor: 0.001,
    srmAlpha: 0.001,
    guards: ['errored', 'crashed'],
    maxUncountedShare: 0,
    forgedVisitors: 5,
  }),
);

/**
 * The defaults with some settings replaced (`--guard conversions` adds to the guards).
 * @param {Partial<CanaryPolicy>} [overrides]
 * @returns {CanaryPolicy}
 */
export function canaryPolicy(overrides = {}) {
  const policy = {
    ...DEFAULT_POLICY,
    steps: [...DEFAULT_POLICY.steps],
    guards: [...DEFAULT_POLICY.guards],
    ...overrides,
  };
  const { steps, alpha } = policy;
  if (
    !steps.length ||
    steps.some((share, i) => !(share > 0 && share <= 100) || (i > 0 && share <= (steps[i - 1] ?? 0)))
  )
    throw new RangeError(`Canary steps must be ascending shares in (0, 100]: ${steps.join(', ')}.`);
  if (steps.at(-1) !== 100) throw new RangeError(`The last canary step must be 100 (promotion): ${steps.join(', ')}.`);
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`The significance level must be in (0, 1): ${alpha}.`);
  if (!(policy.maxUncountedShare >= 0 && policy.maxUncountedShare < 1))
    throw new RangeError(
      `The share of uncounted page loads a step may have must be in [0, 1): ${policy.maxUncountedShare}.`,
    );
  if (!(Number.isInteger(policy.forgedVisitors) && policy.forgedVisitors >= 0))
    throw new RangeError(
      `The forged visitors a decision withstands must be a whole number of 0 or more: ${policy.forgedVisitors}.`,
    );
  const unknown = policy.guards.filter((guard) => !METRICS.includes(guard));
  if (unknown.length)
    throw new RangeError(`Unknown canary guard: ${unknown.join(', ')} (known: ${METRICS.join(', ')}).`);
  return policy;
}

/**
 * The share after the current one: the first step above it.
 * @param {CanaryPolicy} policy @param {number} share the current share in %
 */
export const nextShare = (policy, share) => policy.steps.find((step) => step > share) ?? 100;

/**
 * The evidence a metric must reach to be called: the whole α split equally over the metrics tested.
 * @param {CanaryPolicy} policy
 */
export const metricAlpha = (policy) => policy.alpha / METRICS.length;
