// Lighthouse's mobile preset slows the CPU 4x, which turns a high-end desktop into a mid-tier phone.
// On a slower host that emulates a slower phone than intended; Lighthouse warns below a
// BenchmarkIndex of 1000 and its throttling docs ("Calibrating the CPU slowdown") give the
// multiplier per BenchmarkIndex that keeps the emulated device the same: the points below, joined
// by straight lines (the Lighthouse team's calibration of BenchmarkIndex against devices).

/** @type {[number, number][]} [BenchmarkIndex, multiplier]: Lighthouse's calibration points, ascending. */
const POINTS = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
  [1766, 5],
  [2000, 6],
];

/** Below this BenchmarkIndex no multiplier emulates the device (the host is slower than it). */
export const SLOWEST_CALIBRATED_INDEX = 150;

/**
 * The CPU slowdown that makes this host emulate Lighthouse's mobile device.
 * @param {number} benchmarkIndex Lighthouse's `environment.benchmarkIndex` of runs on this host
 * @returns {number} 1 at the slowest calibrated host and below, rising with the index (beyond
 *   the last point, at the last segment's slope)
 */
export function cpuMultiplierFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new RangeError(`a BenchmarkIndex is a positive number: ${benchmarkIndex}`);
  if (benchmarkIndex <= SLOWEST_CALIBRATED_INDEX) return 1;
  const upper = POINTS.findIndex(([index]) => index >= benchmarkIndex);
  const [from, to] = upper === -1 ? POINTS.slice(-2) : POINTS.slice(upper - 1, upper + 1);
  if (!from || !to) throw new Error('the calibration needs two points');
  return from[1] + ((benchmarkIndex - from[0]) * (to[1] - from[1])) / (to[0] - from[0]);
}
