import { sampleRatio } from './sample-ratio.mjs';

describe('sampleRatio: the step page-load split against its share', () => {
  it('calls 600 of 1,000 page loads at a 50 % share a mismatch: chi-square 40, p about 2.5e-10', () => {
    const srm = sampleRatio(50, 600, 400);
    expect(srm).toMatchObject({ expectedShare: 50, observedShare: 60, tested: true });
    expect(srm.chiSquare).toBeCloseTo(40, 10);
    expect(srm.pValue).toBeGreaterThan(2.4e-10);
    expect(srm.pValue).toBeLessThan(2.6e-10);
  });

  it('weighs the arms by the share: 136 of 1,000 at 10 % is chi-square 14.4 (p 1.5e-4), 112 of 1,000 is p 0.21', () => {
    expect(sampleRatio(10, 136, 864).chiSquare).toBeCloseTo(14.4, 10);
    expect(sampleRatio(10, 136, 864).pValue).toBeLessThan(0.001);
    expect(sampleRatio(10, 112, 888).pValue).toBeCloseTo(0.2059, 3);
  });

  it('finds nothing in an exact split', () => {
    expect(sampleRatio(10, 100, 900)).toMatchObject({ chiSquare: 0, pValue: 1, tested: true });
  });

  it('does not test while an arm expects fewer than 5 page loads (no traffic, or 40 page loads at 10 %)', () => {
    expect(sampleRatio(10, 0, 0)).toMatchObject({ pValue: 1, tested: false, observedShare: 0 });
    expect(sampleRatio(10, 40, 0)).toMatchObject({ pValue: 1, tested: false, observedShare: 100 });
    expect(sampleRatio(10, 40, 10).tested).toBe(true);
  });
});
