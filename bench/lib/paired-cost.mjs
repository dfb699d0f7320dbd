// What one variant adds to a figure over another, from runs made in pairs (one of each, back to
// back): each variant's median, and the median and middle half of the pairs' differences. A pair
// shares its moment of a noisy machine, so its difference holds little of the machine's drift.
import { median } from './median.mjs';

/**
 * @typedef {object} PairedCost
 * @property {number} with median of the runs of the variant measured
 * @property {number} blocked median of the runs of the baseline
 * @property {number} difference median of `with - blocked`, pair by pair
 * @property {number} lowerQuartile the middle half of the paired differences, from…
 * @property {number} upperQuartile …to
 * @property {number} pairs how many pairs were complete (a NaN in either run drops its pair)
 */

/**
 * @param {number[]} withRuns the variant's runs, in pair order
 * @param {number[]} blockedRuns the baseline's runs, in the same order
 * @returns {PairedCost}
 */
export function pairedCost(withRuns, blockedRuns) {
  if (withRuns.length !== blockedRuns.length)
    throw new RangeError(`pairs need as many runs of each: ${withRuns.length} and ${blockedRuns.length}`);
  const differences = withRuns
    .map((value, i) => value - (blockedRuns[i] ?? Number.NaN))
    .filter((value) => Number.isFinite(value))
    .sort((a, b) => a - b);
  const half = Math.floor(differences.length / 2);
  return {
    with: median(withRuns),
    blocked: median(blockedRuns),
    difference: median(differences),
    lowerQuartile: median(differences.slice(0, half)),
    upperQuartile: median(differences.slice(differences.length - half)),
    pairs: differences.length,
  };
}
