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
 * @typedef {object} StepCounts
 * @property {number} canaryEvents
 * @property {number} canaryLoads
 * @property {number} liveEvents
 * @property {number} liveLoads
 */

/**
 * A rate ratio of the mixture and its prior weight (the weights add up to 1).
 * @typedef {{ ratio: number, weight: number }} Component
 */

const { exp, log } = Math;

/** @param {number[]} ratios @param {number} total @returns {Component[]} */
const spread = (ratios, total) => ratios.map((ratio) => ({ ratio, weight: total / ratios.length }));

/**
 * Harm (the canary's rate higher): half the weight on "the live arm never has it" (r = ∞, which
 * judges a zero baseline at full strength), half spread over ratios from 1.25 to 10.
 * @type {readonly Component[]}
 */
export const HARM_RATIOS = Object.freeze([{ ratio: Infinity, weight: 0.5 }, ...spread([1.25, 1.5, 2, 3, 5, 10], 0.5)]);

/** A drop (the canary's rate lower), from 5 % to 75 % lower. @type {readonly Component[]} */
export const DROP_RATIOS = Object.freeze(spread([0.95, 0.9, 0.8, 2 / 3, 0.5, 0.25], 1));

/**
 * The log likelihood ratio of one rate ratio against equal rates, over the steps.
 * @param {StepCounts[]} steps @param {number} ratio
 */
export function logLikelihoodRatio(steps, ratio) {
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
 * components): at least 1/α with a chance of at most α when the arms are alike, at any look.
 * @param {StepCounts[]} steps every step since the canary started
 * @param {readonly Component[]} components
 * @returns {number}
 */
export function mixtureEvidence(steps, components) {
  // Summed in the log domain from the largest term, as 1,000 events make each ratio overflow.
  const logs = components.map(({ ratio, weight }) => log(weight) + logLikelihoodRatio(steps, ratio));
  let top = -Infinity;
  for (const log of logs) if (log > top) top = log;
  if (top === -Infinity) return 0;
  let sum = 0;
  for (const log of logs) sum += exp(log - top);
  return exp(top) * sum;
}
