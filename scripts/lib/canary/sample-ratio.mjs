// A sample-ratio mismatch: the arms' page loads do not split as the share says, so something other
// than chance decides which visitors reach which arm (lost beacons, a cache, a crash before the
// report) and the comparison of their rates cannot be trusted.
//
// Tested sequentially, as the rates are, so that looking at every interval never makes chance look
// like a mismatch: the likelihood of the step's split under a Beta prior on the canary's true share
// of page loads (centred on the share, weighing SRM_PRIOR_LOADS page loads), against its likelihood
// at the share. That ratio is a martingale of mean 1 while the split is the share's, so by Ville's
// inequality it ever reaches 1/α with a chance of at most α, however often it is looked at
// (docs/canary-rule.md).
import { logBeta } from './distributions.mjs';

/** The prior's weight in page loads: what the test is most sensitive to (docs/canary-rule.md). */
export const SRM_PRIOR_LOADS = 100;

/**
 * @typedef {object} SampleRatio
 * @property {number} expectedShare the canary's share of page loads the step asks for, in %
 * @property {number} observedShare the canary's share of the step's page loads, in %
 * @property {number} evidence the mixture likelihood ratio of another split against the share's
 *   (1 with no page loads, and at a share of 0 or 100 %, where there is nothing to split)
 */

/**
 * The step's page-load split against its share.
 * @param {number} share the canary's share in %
 * @param {number} canaryLoads @param {number} liveLoads
 * @returns {SampleRatio}
 */
export function sampleRatio(share, canaryLoads, liveLoads) {
  const total = canaryLoads + liveLoads;
  const observedShare = total ? (100 * canaryLoads) / total : 0;
  const p = share / 100;
  if (!(p > 0 && p < 1)) return { expectedShare: share, observedShare, evidence: 1 };
  const a = SRM_PRIOR_LOADS * p;
  const b = SRM_PRIOR_LOADS * (1 - p);
  const logEvidence =
    logBeta(a + canaryLoads, b + liveLoads) - logBeta(a, b) - canaryLoads * Math.log(p) - liveLoads * Math.log(1 - p);
  return { expectedShare: share, observedShare, evidence: Math.exp(logEvidence) };
}
