// The settings of a canary's automatic decision. Every default is written, with its reason, in
// docs/canary-rule.md; change them here and there together.

/**
 * The metrics the decision compares. `errored` and `crashed` abort when the canary is worse;
 * `conversions` when it is lower (and only when it is a guard).
 */
export type Metric = 'errored' | 'crashed' | 'conversions';

/** The metrics every check tests, in the order the reasons list them. */
export const METRICS: readonly Metric[] = Object.freeze(['errored', 'crashed', 'conversions'] as const);

/** The settings of the rule (docs/canary-rule.md, "The numbers"). */
export interface CanaryPolicy {
  /** the canary's shares in %, ascending; the last is 100 (promotion) */
  steps: number[];
  /** how long each step runs before it may step up */
  bakeMinutes: number;
  /** page loads each arm needs in a step before it may step up */
  minPageLoadsPerArm: number;
  /** how long a step may hold before the canary stops */
  maxWaitHours: number;
  /** chance of a false abort over the whole canary, however often it is checked, shared by the metrics */
  alpha: number;
  /** errored (crashed) page loads or visitors the canary needs before that metric can abort it */
  minEventsToAbort: number;
  /** rate above which a canary's errors or crashes against a live arm with none abort */
  zeroBaselineFloor: number;
  /** chance of stopping a correctly split step, however often it is checked */
  srmAlpha: number;
  /** the metrics whose harm aborts; the others are reported only */
  guards: Metric[];
  /**
   * how many visitors' reports the decision withstands: discounted from errored and crashed
   * visitors on each arm per UTC day of a step, and their page loads allowed in the split
   */
  forgedVisitors: number;
  /**
   * the most page loads of one release the telemetry counts from one address in a minute
   * (the telemetry's `loadsPerAddressPerReleasePerMinute`, docs/telemetry.md): what each forged
   * visitor may add to an arm
   */
  loadsPerAddressPerMinute: number;
  /** how much of an arm's step the telemetry's caps may have dropped for it to step up; 0: none */
  maxUncountedShare: number;
}

/** The defaults (docs/canary-rule.md explains each number). */
export const DEFAULT_POLICY: Readonly<CanaryPolicy> = Object.freeze<CanaryPolicy>({
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
  loadsPerAddressPerMinute: 3,
});

/** The defaults with some settings replaced (`--guard conversions` adds to the guards); throws a RangeError on settings out of range. */
export function canaryPolicy(overrides: Partial<CanaryPolicy> = {}): CanaryPolicy {
  const policy: CanaryPolicy = {
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
  if (!(policy.loadsPerAddressPerMinute >= 0))
    throw new RangeError(
      `The page loads an address adds a minute must be 0 or more: ${policy.loadsPerAddressPerMinute}.`,
    );
  const unknown = policy.guards.filter((guard) => !METRICS.includes(guard));
  if (unknown.length)
    throw new RangeError(`Unknown canary guard: ${unknown.join(', ')} (known: ${METRICS.join(', ')}).`);
  return policy;
}

/** The share after the current one (in %): the first step above it. */
export const nextShare = (policy: CanaryPolicy, share: number): number =>
  policy.steps.find((step) => step > share) ?? 100;

/** The significance level of one metric: the whole α split equally over the metrics tested. */
export const metricAlpha = (policy: CanaryPolicy): number => policy.alpha / METRICS.length;
