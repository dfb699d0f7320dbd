import { scoreAgainstNoScripts, scoreSpread } from './score-figure.mjs';

describe('scoreSpread', () => {
  it('gives the median and the range of the runs, leaving failed runs out', () => {
    expect(scoreSpread([93, 100, Number.NaN, 97])).toEqual({ median: 97, lowest: 93, highest: 100, runs: 3 });
  });

  it('gives NaN for no run', () => {
    expect(scoreSpread([])).toEqual({ median: Number.NaN, lowest: Number.NaN, highest: Number.NaN, runs: 0 });
  });
});

describe('scoreAgainstNoScripts', () => {
  it('is met when the median score equals that of the page without scripts', () => {
    expect(scoreAgainstNoScripts([100, 99, 100], [100, 100, 100]).equal).toBe(true);
  });

  it('is missed when the median is lower, whatever the best run', () => {
    const figure = scoreAgainstNoScripts([93, 100, 93], [100, 100, 100]);
    expect(figure.equal).toBe(false);
    expect(figure.site).toMatchObject({ median: 93, highest: 100 });
  });

  it('is missed when either side was not measured', () => {
    expect(scoreAgainstNoScripts([], [100]).equal).toBe(false);
    expect(scoreAgainstNoScripts([100], [Number.NaN]).equal).toBe(false);
  });
});
