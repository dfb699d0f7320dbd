// An anytime-valid comparison of two arms' event counts (errored, crashed or converted page loads):
// a mixture sequential probability ratio test on the conditional binomial. Given that an event
// happened, it is the canary's with probability p0 = the canary's share of the page loads when the
// arms are alike; with a rate ratio r (canary rate / live rate) it is p_r = r p0 / (r p0 + 1 - p0).
// The likelihood ratio of r against 1, multiplied over the events and averaged over a fixed set of
// ratios, is a martingale of mean 1 when the arms are alike, so by Ville's inequality it ever reaches
// 1/α with a chance of at most α, however often it is looked at (docs/canary-rule.md).

/**
 * One step's counts of a metric: the events (page loads with the metric) and page loads of each arm.
 * Steps are kept apart because the canary's share of page loads changes from one to the next.
 */
export interface StepEvents {
  canaryEvents: number;
  canaryLoads: number;
  liveEvents: number;
  liveLoads: number;
}

/** A rate ratio of the mixture and its prior weight (the weights add up to 1). */
export interface Component {
  ratio: number;
  weight: number;
}

const { exp, log } = Math;

const spread = (ratios: number[], total: number): Component[] =>
  ratios.map((ratio) => ({ ratio, weight: total / ratios.length }));

/**
 * Harm (the canary's rate higher): half the weight on "the live arm never has it" (r = ∞, which
 * judges a zero baseline at full strength), half spread over ratios from 1.25 to 10.
 */
export const HARM_RATIOS: readonly Component[] = Object.freeze([
  { ratio: Infinity, weight: 0.5 },
  ...spread([1.25, 1.5, 2, 3, 5, 10], 0.5),
]);

/** A drop (the canary's rate lower), from 5 % to 75 % lower. */
export const DROP_RATIOS: readonly Component[] = Object.freeze(spread([0.95, 0.9, 0.8, 2 / 3, 0.5, 0.25], 1));

/** The log likelihood ratio of one rate ratio against equal rates, over the steps. */
export function logLikelihoodRatio(steps: readonly StepEvents[], ratio: number): number {
  let sum = 0;
  for (const { canaryEvents, canaryLoads, liveEvents, liveLoads } of steps) {
    const p0 = canaryLoads / (canaryLoads + liveLoads);
    // An arm with no page loads has no events: the step says nothing about the ratio.
    if (!(p0 > 0 && p0 < 1)) continue;
    if (ratio === Infinity) {
      if (liveEvents > 0) return -Infinity;
      sum += canaryEvents * -log(p0);
      continue;
    }
    const pr = (ratio * p0) / (ratio * p0 + 1 - p0);
    sum += canaryEvents * log(pr / p0) + liveEvents * log((1 - pr) / (1 - p0));
  }
  return sum;
}

/**
 * The mixture likelihood ratio (the evidence against equal rates, in the direction of the
 * components) over every step since the canary started: at least 1/α with a chance of at most α
 * when the arms are alike, at any look.
 */
export function mixtureEvidence(steps: readonly StepEvents[], components: readonly Component[]): number {
  // Summed in the log domain from the largest term, as 1,000 events make each ratio overflow.
  const logs = components.map(({ ratio, weight }) => log(weight) + logLikelihoodRatio(steps, ratio));
  let top = -Infinity;
  for (const value of logs) if (value > top) top = value;
  if (top === -Infinity) return 0;
  let sum = 0;
  for (const value of logs) sum += exp(value - top);
  return exp(top) * sum;
}
