import { DROP_RATIOS, HARM_RATIOS, logLikelihoodRatio, mixtureEvidence, type Component } from './sequential-test';

/** One step's counts; p0 is the canary's share of page loads. */
const step = (canaryEvents: number, liveEvents: number, p0: number, loads = 10_000) => ({
  canaryEvents,
  liveEvents,
  canaryLoads: Math.round(loads * p0),
  liveLoads: Math.round(loads * (1 - p0)),
});

/**
 * The chance, when the arms are alike, that the evidence ever reaches `threshold` within `events`
 * events (each the canary's with probability p0): exact, by following every path of counts.
 */
function chanceOfEverCrossing(components: readonly Component[], p0: number, events: number, threshold: number) {
  let alive = [1];
  let crossed = 0;
  for (let n = 1; n <= events; n += 1) {
    const next: number[] = new Array<number>(n + 1).fill(0);
    alive.forEach((chance, x) => {
      next[x] = (next[x] ?? 0) + chance * (1 - p0);
      next[x + 1] = (next[x + 1] ?? 0) + chance * p0;
    });
    alive = next.map((chance, x) => {
      if (chance && mixtureEvidence([step(x, n - x, p0)], components) >= threshold) {
        crossed += chance;
        return 0;
      }
      return chance;
    });
  }
  return crossed;
}

describe('the mixture sequential test on the conditional binomial', () => {
  it('reads no events as no evidence: 1, whatever the share', () => {
    expect(mixtureEvidence([], HARM_RATIOS)).toBeCloseTo(1, 12);
    expect(mixtureEvidence([step(0, 0, 0.1)], HARM_RATIOS)).toBeCloseTo(1, 12);
    expect(mixtureEvidence([step(0, 0, 0.5)], DROP_RATIOS)).toBeCloseTo(1, 12);
  });

  it('is a fair bet when the arms are alike: its mean over the binomial is exactly 1 (a martingale)', () => {
    const cases: [number, number][] = [
      [0.1, 40],
      [0.5, 120],
      [0.05, 7],
    ];
    for (const [p0, n] of cases) {
      let pmf = (1 - p0) ** n;
      let mean = 0;
      for (let x = 0; x <= n; x += 1) {
        mean += pmf * mixtureEvidence([step(x, n - x, p0)], HARM_RATIOS);
        pmf *= ((n - x) / (x + 1)) * (p0 / (1 - p0));
      }
      expect(mean).toBeCloseTo(1, 9);
    }
  });

  it.each([
    [0.1, 200],
    [0.5, 200],
  ])(
    'reaches 60 at any of the first %p-share events with a chance under 1/60, however often it is looked at',
    (p0, events) => {
      const harm = chanceOfEverCrossing(HARM_RATIOS, p0, events, 60);
      const drop = chanceOfEverCrossing(DROP_RATIOS, p0, events, 60);
      expect(harm).toBeLessThan(1 / 60);
      expect(drop).toBeLessThan(1 / 60);
      // It is not vacuous either: some paths do cross.
      expect(harm).toBeGreaterThan(0.001);
    },
  );

  it('judges a zero baseline at full strength: 3 canary events against none at a 10 % share is evidence 518', () => {
    // Half the weight on r = ∞ (1/0.1)^3 = 1000, a twelfth on each r of 1.25 ... 10: (r / (0.1 r + 0.9))^3.
    const finite = [1.25, 1.5, 2, 3, 5, 10].reduce((sum, r) => sum + (r / (0.1 * r + 0.9)) ** 3 / 12, 0);
    expect(mixtureEvidence([step(3, 0, 0.1)], HARM_RATIOS)).toBeCloseTo(500 + finite, 9);
    expect(500 + finite).toBeCloseTo(518.14, 2);
    // One event on the live arm removes "the live arm never has it": the evidence falls under 60.
    expect(mixtureEvidence([step(3, 1, 0.1)], HARM_RATIOS)).toBeLessThan(60);
    expect(logLikelihoodRatio([step(3, 1, 0.1)], Infinity)).toBe(-Infinity);
  });

  it('is one-sided: a canary with fewer events than its share gives evidence below 1 of harm', () => {
    expect(mixtureEvidence([step(2, 60, 0.1)], HARM_RATIOS)).toBeLessThan(0.2);
    expect(mixtureEvidence([step(20, 60, 0.1)], DROP_RATIOS)).toBeLessThan(0.2);
  });

  it('adds the steps up, each at its own share: 10 vs 90 at 10 % then 50 vs 50 at 50 % is no evidence', () => {
    const alike = [step(10, 90, 0.1), step(50, 50, 0.5)];
    expect(mixtureEvidence(alike, HARM_RATIOS)).toBeLessThan(0.3);
    // Pooled into one share the same counts look like a canary far worse than its 10 %.
    expect(mixtureEvidence([step(60, 140, 0.1)], HARM_RATIOS)).toBeGreaterThan(1e6);
  });

  it('ignores a step where an arm had no page loads', () => {
    expect(
      mixtureEvidence([{ canaryEvents: 0, canaryLoads: 0, liveEvents: 5, liveLoads: 80 }], HARM_RATIOS),
    ).toBeCloseTo(1, 12);
  });
});
