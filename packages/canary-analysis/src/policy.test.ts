import { DEFAULT_POLICY, METRICS, canaryPolicy, metricAlpha, nextShare, type Metric } from './policy';

describe('the canary policy', () => {
  it('has the defaults docs/canary-rule.md lists', () => {
    expect(DEFAULT_POLICY).toEqual({
      steps: [10, 50, 100],
      bakeMinutes: 60,
      minPageLoadsPerArm: 500,
      maxWaitHours: 48,
      alpha: 0.05,
      minEventsToAbort: 3,
      zeroBaselineFloor: 0.001,
      srmAlpha: 0.001,
      guards: ['errored', 'crashed'],
      maxUncountedShare: 0,
      forgedVisitors: 5,
      loadsPerAddressPerMinute: 3,
    });
    expect(METRICS).toEqual(['errored', 'crashed', 'conversions']);
  });

  it('splits α over the three metrics tested: 0.05 / 3, so a metric is called at evidence 60', () => {
    expect(metricAlpha(DEFAULT_POLICY)).toBeCloseTo(0.05 / 3, 12);
    expect(1 / metricAlpha(DEFAULT_POLICY)).toBeCloseTo(60, 9);
  });

  it('steps to the first step above the current share, 100 being promotion', () => {
    expect(nextShare(DEFAULT_POLICY, 10)).toBe(50);
    expect(nextShare(DEFAULT_POLICY, 5)).toBe(10);
    expect(nextShare(DEFAULT_POLICY, 25)).toBe(50);
    expect(nextShare(DEFAULT_POLICY, 50)).toBe(100);
  });

  it('adds a guard without changing the defaults', () => {
    const policy = canaryPolicy({ guards: [...DEFAULT_POLICY.guards, 'conversions'] });
    expect(policy.guards).toEqual(['errored', 'crashed', 'conversions']);
    expect(DEFAULT_POLICY.guards).toEqual(['errored', 'crashed']);
  });

  it('refuses steps that do not climb to 100, an α outside (0, 1), unknown guards and an uncounted share outside [0, 1)', () => {
    expect(() => canaryPolicy({ steps: [50, 10, 100] })).toThrow('ascending');
    expect(() => canaryPolicy({ steps: [10, 50] })).toThrow('The last canary step must be 100');
    expect(() => canaryPolicy({ alpha: 0 })).toThrow('significance level');
    expect(() => canaryPolicy({ guards: ['latency' as Metric] })).toThrow('Unknown canary guard: latency');
    expect(() => canaryPolicy({ maxUncountedShare: 1 })).toThrow('uncounted page loads');
    expect(() => canaryPolicy({ maxUncountedShare: -0.1 })).toThrow('uncounted page loads');
    expect(() => canaryPolicy({ forgedVisitors: -1 })).toThrow('forged visitors');
    expect(() => canaryPolicy({ forgedVisitors: 1.5 })).toThrow('forged visitors');
    expect(() => canaryPolicy({ loadsPerAddressPerMinute: -1 })).toThrow('page loads an address adds');
  });
});
