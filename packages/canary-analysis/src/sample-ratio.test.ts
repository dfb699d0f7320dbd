import { SRM_PRIOR_LOADS, sampleRatio } from './sample-ratio';

describe('sampleRatio: the step page-load split against its share, tested sequentially', () => {
  it('calls 600 of 1,000 page loads at a 50 % share a mismatch many times over (evidence 2.7e7, 1,000 needed)', () => {
    const srm = sampleRatio(50, 600, 400);
    expect(srm).toMatchObject({ expectedShare: 50, observedShare: 60 });
    expect(srm.evidence).toBeGreaterThan(2.6e7);
    expect(srm.evidence).toBeLessThan(2.7e7);
  });

  it('weighs the arms by the share: 136 of 1,000 at 10 % is evidence 107, 112 of 1,000 is 0.58, none of 200 is 16,337', () => {
    expect(sampleRatio(10, 136, 864).evidence).toBeCloseTo(106.6, 1);
    expect(sampleRatio(10, 112, 888).evidence).toBeCloseTo(0.578, 3);
    expect(sampleRatio(10, 0, 200).evidence).toBeCloseTo(16336.6, 0);
  });

  it('is the closed form of the Beta-binomial mixture: 1 of 1 page load at 50 % is evidence 1', () => {
    // ∫ θ Beta(θ; 50, 50) dθ / 0.5 = (50 / 100) / 0.5.
    expect(SRM_PRIOR_LOADS).toBe(100);
    expect(sampleRatio(50, 1, 0).evidence).toBeCloseTo(1, 12);
    // Two on the canary: (50 × 51) / (100 × 101) / 0.25.
    expect(sampleRatio(50, 2, 0).evidence).toBeCloseTo((50 * 51) / (100 * 101) / 0.25, 12);
  });

  it('finds less than no evidence in an exact split, and takes a small uneven one as chance (16 of 18 at 50 %)', () => {
    expect(sampleRatio(10, 100, 900).evidence).toBeLessThan(1);
    expect(sampleRatio(50, 16, 2).evidence).toBeCloseTo(2.13, 2);
  });

  it('has nothing to test without page loads, or at a share with only one arm', () => {
    expect(sampleRatio(10, 0, 0)).toEqual({ expectedShare: 10, observedShare: 0, evidence: 1, beyondForgeable: 1 });
    expect(sampleRatio(100, 40, 0)).toEqual({
      expectedShare: 100,
      observedShare: 100,
      evidence: 1,
      beyondForgeable: 1,
    });
  });

  it('allows the forgeable page loads on either arm: added page loads alone never make a mismatch', () => {
    // 150 forged page loads on a 10 % canary of 1,000: a mismatch as counted, none once allowed.
    const forged = sampleRatio(10, 250, 900, 150);
    expect(forged.evidence).toBeGreaterThan(1000);
    expect(forged.beyondForgeable).toBeLessThan(10);
    expect(sampleRatio(10, 100, 1050, 150).beyondForgeable).toBeLessThan(10);
    // A real mismatch, beyond what could be forged, is still one.
    expect(sampleRatio(10, 400, 900, 150).beyondForgeable).toBeGreaterThan(1000);
    expect(sampleRatio(10, 250, 900, 150).observedShare).toBeCloseTo((100 * 250) / 1150);
  });
});
