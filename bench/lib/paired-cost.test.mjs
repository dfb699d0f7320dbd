import { pairedCost } from './paired-cost.mjs';

describe('pairedCost', () => {
  it('takes the median of the differences pair by pair, not the difference of the medians', () => {
    // A machine that slows down: the baseline's median is far from the variant's, the pairs agree.
    const cost = pairedCost([100, 210, 305, 400, 500], [100, 200, 300, 400, 500]);
    expect(cost).toEqual({ with: 305, blocked: 300, difference: 0, lowerQuartile: 0, upperQuartile: 7.5, pairs: 5 });
  });

  it('gives the middle half of the differences', () => {
    const cost = pairedCost([10, 20, 30, 40, 50, 60, 70, 80], [0, 0, 0, 0, 0, 0, 0, 0]);
    expect(cost).toMatchObject({ difference: 45, lowerQuartile: 25, upperQuartile: 65, pairs: 8 });
  });

  it('drops a pair with a failed run, and refuses runs that do not pair', () => {
    expect(pairedCost([5, Number.NaN, 9], [1, 2, 3])).toMatchObject({ difference: 5, pairs: 2 });
    expect(() => pairedCost([1, 2], [1])).toThrow(/as many runs of each: 2 and 1/);
  });

  it('gives NaN with no pairs at all', () => {
    expect(pairedCost([], [])).toMatchObject({ difference: Number.NaN, pairs: 0 });
  });
});
