import { logBeta, logGamma } from './distributions';

describe('the log gamma and log beta the sample-ratio check reads', () => {
  it.each([
    [1, 0],
    [2, 0],
    [0.5, 0.5 * Math.log(Math.PI)],
    [5, Math.log(24)],
    [10.5, 13.940625219403763],
    [1001, 5912.128178488163],
    [0.1, 2.252712651734206],
  ])('ln Γ(%p) = %p within 1e-12 (relative to the value, or absolute near 0)', (x, expected) => {
    expect(Math.abs(logGamma(x) - expected)).toBeLessThan(1e-12 * Math.max(1, Math.abs(expected)));
  });

  it('gives B(a, b) from its definition: B(1, 1) = 1, B(2, 3) = 1/12, B(50, 50) with no overflow', () => {
    expect(logBeta(1, 1)).toBeCloseTo(0, 12);
    expect(Math.exp(logBeta(2, 3))).toBeCloseTo(1 / 12, 12);
    expect(logBeta(50, 50)).toBeCloseTo(-70.0027174768856, 9);
  });
});
