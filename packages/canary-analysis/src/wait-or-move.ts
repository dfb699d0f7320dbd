// When no guard shows harm and the split holds: hold while the step bakes, lacks page loads, has
// partial or inconsistent counts, a split off the share, or evidence of harm building up; stop when
// that lasts past the maximum wait; else step up or promote (docs/canary-rule.md).
import type { CanaryPolicy } from './policy';
import type { DecisionStats, Outcome, StopCause, Wait } from './verdict';

/** The outcome of a look with no harm and no mismatch. */
export function waitOrMove(policy: CanaryPolicy, stats: DecisionStats): Outcome {
  const { share, minutesInStep, stepPageLoads } = stats;
  const lacking = stepPageLoads.canary < policy.minPageLoadsPerArm || stepPageLoads.live < policy.minPageLoadsPerArm;
  const building = stats.metrics.filter((check) => check.building && check.guard).map((check) => check.metric);
  const baking = minutesInStep < policy.bakeMinutes;
  const { partial, canary, live } = stats.uncounted;
  const dropped = { loads: canary.loads + live.loads, updates: canary.updates + live.updates };
  const odd = stats.inconsistent.length > 0;
  // A split off by no more than a few addresses could add: no step up on it, and no stop either.
  const offSplit = stats.sampleRatio.evidence >= 1 / policy.srmAlpha;
  const loads = { ...stepPageLoads, needed: policy.minPageLoadsPerArm };
  const waiting = lacking || building.length > 0 || partial || odd || offSplit;
  if (waiting && minutesInStep >= policy.maxWaitHours * 60) {
    const cause: StopCause = lacking
      ? { code: 'too-few-loads', ...loads }
      : partial
        ? { code: 'partial', ...dropped }
        : odd
          ? { code: 'inconsistent' }
          : offSplit && !building.length
            ? { code: 'off-split' }
            : { code: 'undecided', metrics: building };
    return { code: 'stop', share, minutes: minutesInStep, cause };
  }
  if (waiting || baking) {
    const waits: Wait[] = [
      ...(odd ? [{ code: 'inconsistent' } as const] : []),
      ...(offSplit
        ? [
            {
              code: 'off-split',
              observedShare: stats.sampleRatio.observedShare,
              evidence: Math.min(stats.sampleRatio.evidence, Number.MAX_VALUE),
              forgedVisitors: policy.forgedVisitors,
            } as const,
          ]
        : []),
      ...(partial ? [{ code: 'partial', ...dropped } as const] : []),
      ...(baking ? [{ code: 'baking', minutes: minutesInStep, needed: policy.bakeMinutes } as const] : []),
      ...(lacking ? [{ code: 'too-few-loads', ...loads } as const] : []),
      ...(building.length ? [{ code: 'building', metrics: building } as const] : []),
    ];
    return { code: 'hold', share, waits, minutesLeft: Math.max(0, policy.maxWaitHours * 60 - minutesInStep) };
  }
  if (stats.nextShare === 100) return { code: 'promote', share, minutes: minutesInStep };
  return {
    code: 'step',
    from: share,
    to: stats.nextShare,
    minutes: minutesInStep,
    loadsPerArm: Math.min(stepPageLoads.canary, stepPageLoads.live),
  };
}
