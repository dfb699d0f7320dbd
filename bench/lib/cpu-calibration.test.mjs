import { SLOWEST_CALIBRATED_INDEX, cpuMultiplierFor } from './cpu-calibration.mjs';

describe('cpuMultiplierFor', () => {
  it("gives Lighthouse's default 4x to the high-end desktop it assumes, and less to a slower host", () => {
    expect(cpuMultiplierFor(1533)).toBe(4);
    expect(cpuMultiplierFor(1300)).toBe(3);
    expect(cpuMultiplierFor(800)).toBe(2);
    expect(cpuMultiplierFor(475)).toBeCloseTo(1.5, 5);
  });

  it('joins the calibration points by straight lines, and goes on past the last one', () => {
    expect(cpuMultiplierFor(1050)).toBeCloseTo(2.5, 5);
    expect(cpuMultiplierFor(2000)).toBe(6);
    expect(cpuMultiplierFor(2234)).toBeCloseTo(7, 5);
  });

  it('slows a host at or below the slowest calibrated index no further', () => {
    expect(cpuMultiplierFor(SLOWEST_CALIBRATED_INDEX)).toBe(1);
    expect(cpuMultiplierFor(90)).toBe(1);
  });

  it('refuses what is no BenchmarkIndex', () => {
    expect(() => cpuMultiplierFor(Number.NaN)).toThrow(RangeError);
    expect(() => cpuMultiplierFor(0)).toThrow(RangeError);
  });
});
