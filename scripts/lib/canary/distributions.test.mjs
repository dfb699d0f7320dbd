import { chiSquare1UpperTail, erfc, normalUpperTail } from './distributions.mjs';

describe('the normal and chi-square tails the sample-ratio check reads', () => {
  it.each([
    [0, 1],
    [0.5, 0.4795001221869535],
    [1, 0.15729920705028513],
    [2, 0.004677734981047266],
    [3, 2.209049699858544e-5],
    [-1, 1.8427007929497148],
  ])('erfc(%p) = %p within a relative 1.2e-7', (x, expected) => {
    expect(Math.abs(erfc(x) - expected) / expected).toBeLessThan(1.2e-7);
  });

  it('gives the textbook normal quantiles: P(Z > 1.959964) = 0.025, P(Z > 3.090232) = 0.001', () => {
    expect(normalUpperTail(1.959964)).toBeCloseTo(0.025, 6);
    expect(normalUpperTail(3.090232)).toBeCloseTo(0.001, 7);
    expect(normalUpperTail(0)).toBeCloseTo(0.5, 7);
  });

  it('gives the chi-square (1 degree of freedom) critical values: 3.841 -> 0.05, 6.635 -> 0.01, 10.828 -> 0.001', () => {
    expect(chiSquare1UpperTail(3.841459)).toBeCloseTo(0.05, 6);
    expect(chiSquare1UpperTail(6.634897)).toBeCloseTo(0.01, 6);
    expect(chiSquare1UpperTail(10.827566)).toBeCloseTo(0.001, 7);
    expect(chiSquare1UpperTail(0)).toBe(1);
  });
});
