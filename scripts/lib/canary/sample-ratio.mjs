// A sample-ratio mismatch: the arms' page loads do not split as the share says, so something other
// than chance decides which visitors reach which arm (lost beacons, a cache, a crash before the
// report) and the comparison of their rates cannot be trusted.
import { chiSquare1UpperTail } from './distributions.mjs';

/**
 * @typedef {object} SampleRatio
 * @property {number} expectedShare the canary's share of page loads the step asks for, in %
 * @property {number} observedShare the canary's share of the step's page loads, in %
 * @property {number} chiSquare
 * @property {number} pValue 1 when there are too few page loads to test
 * @property {boolean} tested false while an arm expects fewer than 5 page loads (the test's approximation needs them)
 */

/**
 * Chi-square goodness of fit of the step's page-load split against its share.
 * @param {number} share the canary's share in %
 * @param {number} canaryLoads @param {number} liveLoads
 * @returns {SampleRatio}
 */
export function sampleRatio(share, canaryLoads, liveLoads) {
  const total = canaryLoads + liveLoads;
  const expectedCanary = (total * share) / 100;
  const expectedLive = total - expectedCanary;
  const observedShare = total ? (100 * canaryLoads) / total : 0;
  if (Math.min(expectedCanary, expectedLive) < 5)
    return { expectedShare: share, observedShare, chiSquare: 0, pValue: 1, tested: false };
  const chiSquare =
    (canaryLoads - expectedCanary) ** 2 / expectedCanary + (liveLoads - expectedLive) ** 2 / expectedLive;
  return { expectedShare: share, observedShare, chiSquare, pValue: chiSquare1UpperTail(chiSquare), tested: true };
}
