import { axisLabels, decimalsFor } from './axis-labels';

const RATE = { wholeSteps: false, suffix: ' %', minDecimals: 1 };
const MS = { wholeSteps: true, suffix: ' ms', minDecimals: 0 };
const CLS = { wholeSteps: false, suffix: '', minDecimals: 0 };

describe('decimalsFor', () => {
  it('gives the fewest decimals that write every multiple of the step exactly', () => {
    expect([5, 1, 0.5, 0.25, 0.2, 0.0025, 0.1 + 0.2].map(decimalsFor)).toEqual([0, 0, 1, 2, 1, 4, 1]);
  });

  it('gives none for a step that is no step', () => {
    expect([0, -1, Number.NaN].map(decimalsFor)).toEqual([0, 0, 0]);
  });
});

describe('axisLabels', () => {
  it('writes a quarter of a percent as it is, not rounded to another value', () => {
    expect(axisLabels([0, 0.25, 0.5, 0.75, 1], 0.25, RATE)).toEqual(['0.00 %', '0.25 %', '0.50 %', '0.75 %', '1.00 %']);
  });

  it('keeps the rate at one decimal at least', () => {
    expect(axisLabels([0, 2, 4], 2, RATE)).toEqual(['0.0 %', '2.0 %', '4.0 %']);
  });

  it('writes milliseconds whole, and no two ticks alike', () => {
    const labels = axisLabels([0, 200, 400], 200, MS);
    expect(labels).toEqual(['0 ms', '200 ms', '400 ms']);
    expect(new Set(axisLabels([0, 0.0025, 0.005, 0.0075, 0.01], 0.0025, CLS)).size).toBe(5);
  });
});
