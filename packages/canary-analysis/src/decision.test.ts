// The decision as codes with their numbers; the words the command line puts them into are checked
// in scripts/lib/canary/decision-words.test.mjs.
import type { ArmCounts, StepArms } from './counts';
import { decide, type Decision } from './decision';
import { DEFAULT_POLICY, canaryPolicy, type Metric } from './policy';

const START = Date.UTC(2026, 0, 5, 9);
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** An arm's counts. */
const arm = (pageLoads: number, errored: number, crashed: number, conversions: number): ArmCounts => ({
  pageLoads,
  errored,
  crashed,
  conversions,
});

/** A step of `share` % that started at START. */
const at = (share: number, earlierSteps?: StepArms[]) => ({
  share,
  startedAt: START,
  stepStartedAt: START,
  ...(earlierSteps ? { earlierSteps } : {}),
});

const check = (decision: Decision, metric: Metric) => decision.stats.metrics.find((m) => m.metric === metric);
const findings = (decision: Decision) => decision.verdict.metrics.map((m) => m.finding);

describe('decide: no traffic at all', () => {
  const none = { canary: arm(0, 0, 0, 0), live: arm(0, 0, 0, 0) };

  it('holds, reading 0 vs 0 as no evidence', () => {
    const decision = decide(DEFAULT_POLICY, at(10), none, START + 10 * MINUTE);
    expect(decision.action).toBe('hold');
    expect(decision.share).toBe(10);
    expect(decision.verdict.outcome).toEqual({
      code: 'hold',
      share: 10,
      waits: [
        { code: 'baking', minutes: 10, needed: 60 },
        { code: 'too-few-loads', canary: 0, live: 0, needed: 500 },
      ],
      minutesLeft: 47 * 60 + 50,
    });
    expect(findings(decision)).toEqual([{ code: 'none-yet' }, { code: 'none-yet' }, { code: 'none-yet' }]);
    expect(decision.stats.sampleRatio.evidence).toBe(1);
  });

  it('still holds a minute before the maximum wait, and stops at 48 h saying why', () => {
    expect(decide(DEFAULT_POLICY, at(10), none, START + 48 * HOUR - MINUTE).action).toBe('hold');
    const decision = decide(DEFAULT_POLICY, at(10), none, START + 48 * HOUR);
    expect(decision).toMatchObject({ action: 'stop', share: 0 });
    expect(decision.verdict.outcome).toEqual({
      code: 'stop',
      share: 10,
      minutes: 48 * 60,
      cause: { code: 'too-few-loads', canary: 0, live: 0, needed: 500 },
    });
  });
});

describe('decide: zero baseline', () => {
  it('aborts a canary with crashes against a live arm with none, early, before the bake time and page loads', () => {
    const decision = decide(
      DEFAULT_POLICY,
      at(10),
      { canary: arm(212, 2, 4, 6), live: arm(1890, 19, 0, 57) },
      START + 30 * MINUTE,
    );
    expect(decision).toMatchObject({ action: 'abort', share: 0 });
    expect(decision.verdict.outcome).toEqual({ code: 'abort', metrics: ['crashed'] });
    expect(findings(decision).slice(0, 2)).toEqual([{ code: 'no-evidence' }, { code: 'significant', floor: 0.001 }]);
    expect(check(decision, 'errored')?.evidence).toBeCloseTo(0.21, 2);
    expect(Math.round(check(decision, 'crashed')?.evidence ?? 0)).toBe(4913);
    // Half the weight on "the live arm never has it": (2102 / 212)^4 / 2 = 4,848, the rest from r = 1.25 ... 10.
    expect(check(decision, 'crashed')?.evidence).toBeGreaterThan((2102 / 212) ** 4 / 2);
  });

  it('needs 3 crashed page loads to abort: 2 against none holds, even where the evidence is past 60', () => {
    const arms = { canary: arm(600, 6, 2, 18), live: arm(11400, 114, 0, 342) };
    const decision = decide(DEFAULT_POLICY, at(5), arms, START + 2 * HOUR);
    expect(decision).toMatchObject({ action: 'hold', share: 5 });
    expect(check(decision, 'crashed')?.evidence).toBeGreaterThan(60);
    expect(decision.verdict.outcome).toEqual({
      code: 'hold',
      share: 5,
      waits: [{ code: 'building', metrics: ['crashed'] }],
      minutesLeft: 46 * 60,
    });
    expect(check(decision, 'crashed')?.finding).toEqual({ code: 'too-few-events', events: 2, needed: 3 });
    const third = decide(
      DEFAULT_POLICY,
      at(5),
      { canary: arm(600, 6, 3, 18), live: arm(11400, 114, 0, 342) },
      START + 2 * HOUR,
    );
    expect(third.action).toBe('abort');
  });

  it('does not act on a zero-baseline difference below the floor of 0.1 %', () => {
    const decision = decide(
      DEFAULT_POLICY,
      at(10),
      { canary: arm(20000, 200, 3, 600), live: arm(180000, 1800, 0, 5400) },
      START + 2 * HOUR,
    );
    expect(decision).toMatchObject({ action: 'step', share: 50 });
    expect(check(decision, 'crashed')?.finding).toEqual({ code: 'below-floor', floor: 0.001 });
    expect(check(decision, 'crashed')).toMatchObject({ canary: { events: 3, loads: 20000 }, live: { events: 0 } });
    // The same 3 crashes in 2,000 page loads (0.15 %) are above the floor: aborted.
    const above = decide(
      DEFAULT_POLICY,
      at(10),
      { canary: arm(2000, 20, 3, 60), live: arm(18000, 180, 0, 540) },
      START + 2 * HOUR,
    );
    expect(above.action).toBe('abort');
  });

  it('holds 0 vs 0 while the step bakes, then steps on enough page loads', () => {
    const arms = { canary: arm(600, 0, 0, 18), live: arm(5400, 0, 0, 162) };
    const baking = decide(DEFAULT_POLICY, at(10), arms, START + 30 * MINUTE);
    expect(baking).toMatchObject({ action: 'hold', share: 10 });
    expect(baking.verdict.outcome).toEqual({
      code: 'hold',
      share: 10,
      waits: [{ code: 'baking', minutes: 30, needed: 60 }],
      minutesLeft: 47 * 60 + 30,
    });
    const baked = decide(DEFAULT_POLICY, at(10), arms, START + HOUR);
    expect(baked).toMatchObject({ action: 'step', share: 50 });
    expect(baked.verdict.outcome).toEqual({ code: 'step', from: 10, to: 50, minutes: 60, loadsPerArm: 600 });
    // The same with too few canary page loads holds.
    const few = decide(
      DEFAULT_POLICY,
      at(10),
      { canary: arm(499, 0, 0, 15), live: arm(4491, 0, 0, 135) },
      START + HOUR,
    );
    expect(few.action).toBe('hold');
  });
});

describe('decide: the steps', () => {
  const tenPercent = { share: 10, canary: arm(540, 6, 1, 17), live: arm(4810, 47, 9, 149) };

  it('promotes at the end of the steps, with the evidence of every step', () => {
    const decision = decide(
      DEFAULT_POLICY,
      at(50, [tenPercent]),
      { canary: arm(2400, 22, 3, 50), live: arm(2380, 25, 5, 74) },
      START + 3 * HOUR,
    );
    expect(decision).toMatchObject({ action: 'promote', share: 100 });
    expect(decision.verdict.outcome).toEqual({ code: 'promote', share: 50, minutes: 180 });
    expect(check(decision, 'errored')).toMatchObject({
      canary: { events: 28, loads: 2940 },
      live: { events: 72, loads: 7190 },
      finding: { code: 'no-evidence' },
    });
    expect(check(decision, 'errored')?.evidence).toBeCloseTo(0.059, 3);
  });

  it('steps from a share given at start to the first step above it', () => {
    const decision = decide(
      DEFAULT_POLICY,
      at(5),
      { canary: arm(600, 6, 1, 18), live: arm(11400, 114, 18, 342) },
      START + HOUR,
    );
    expect(decision).toMatchObject({ action: 'step', share: 10 });
  });

  it('holds while evidence of harm builds up, and stops at the maximum wait if it never resolves', () => {
    const arms = { canary: arm(540, 14, 1, 17), live: arm(4810, 47, 9, 149) };
    const building = decide(DEFAULT_POLICY, at(10), arms, START + 2 * HOUR);
    expect(building).toMatchObject({ action: 'hold', share: 10 });
    expect(check(building, 'errored')).toMatchObject({ finding: { code: 'building' }, building: true });
    expect(Math.round(check(building, 'errored')?.evidence ?? 0)).toBe(11);
    const stopped = decide(DEFAULT_POLICY, at(10), arms, START + 48 * HOUR);
    expect(stopped).toMatchObject({ action: 'stop', share: 0 });
    expect(stopped.verdict.outcome).toEqual({
      code: 'stop',
      share: 10,
      minutes: 48 * 60,
      cause: { code: 'undecided', metrics: ['errored'] },
    });
  });

  it('refuses a share outside (0, 100)', () => {
    const arms = { canary: arm(10, 0, 0, 0), live: arm(90, 0, 0, 0) };
    expect(() => decide(DEFAULT_POLICY, at(100), arms, START)).toThrow(
      'A running canary has a share in (0, 100): 100.',
    );
  });

  it('finds counts that cannot be, reads them within bounds, and holds rather than stopping the watch', () => {
    // A later beacon counted right after a step started: 1 errored of 0 page loads.
    const forged = { canary: arm(0, 1, 0, 0), live: arm(0, 0, 0, 0) };
    const decision = decide(DEFAULT_POLICY, at(10), forged, START + 2 * HOUR);
    expect(decision.action).toBe('hold');
    expect(decision.verdict.outcome).toMatchObject({
      code: 'hold',
      waits: [{ code: 'inconsistent' }, { code: 'too-few-loads' }],
    });
    expect(decision.verdict.inconsistent).toEqual([
      { arm: 'canary', code: 'over-page-loads', name: 'errored', read: 1, bound: 0 },
    ]);
    expect(check(decision, 'errored')?.canary).toEqual({ events: 0, loads: 0, rate: 0 });
    const earlier = { share: 10, canary: arm(10, 0, 0, 0), live: arm(90, 0, -1, 0.5) };
    const later = decide(
      DEFAULT_POLICY,
      at(50, [earlier]),
      { canary: arm(10, 0, 0, 0), live: arm(90, 0, 0, 0) },
      START,
    );
    expect(later.stats.inconsistent).toEqual([
      { arm: 'live', step: { index: 1, share: 10 }, code: 'not-a-count', name: 'crashed', value: -1 },
      { arm: 'live', step: { index: 1, share: 10 }, code: 'not-a-count', name: 'conversions', value: 0.5 },
    ]);
    // Healthy, baked and with traffic enough, it still does not move up while the counts cannot be.
    const ready = { canary: arm(600, 6, 0, 20), live: arm(5400, 54, 0, 180) };
    expect(decide(DEFAULT_POLICY, at(10), ready, START + 2 * HOUR).action).toBe('step');
    // Read within bounds, what is read still counts: every canary page load crashed aborts.
    const odd = { ...ready, canary: arm(600, 6, 601, 20) };
    expect(decide(DEFAULT_POLICY, at(10), odd, START + 2 * HOUR).action).toBe('abort');
    const oddLive = { ...ready, live: arm(5400, 54, 5401, 180) };
    expect(decide(DEFAULT_POLICY, at(10), oddLive, START + 2 * HOUR).action).toBe('hold');
    expect(decide(DEFAULT_POLICY, at(10), oddLive, START + 48 * HOUR).verdict.outcome).toEqual({
      code: 'stop',
      share: 10,
      minutes: 48 * 60,
      cause: { code: 'inconsistent' },
    });
  });

  it('finds visitors above their count and a value that is no number', () => {
    const visitors = { ...arm(100, 1, 0, 0), visitors: 3, erroredVisitors: 4 };
    const text = { ...arm(100, 1, 0, 0), conversions: 'many' as unknown as number };
    const decision = decide(DEFAULT_POLICY, at(10), { canary: visitors, live: text }, START);
    expect(decision.stats.inconsistent).toEqual([
      { arm: 'canary', code: 'over-visitors', name: 'erroredVisitors', read: 4, bound: 3 },
      { arm: 'live', code: 'not-a-count', name: 'conversions', value: 'many' },
    ]);
  });
});

describe('decide: sample-ratio mismatch', () => {
  // Without an allowance for forged page loads (forgedVisitors 0): the split alone.
  const strict = canaryPolicy({ forgedVisitors: 0 });

  it('stops a 50 % canary that got 60 % of the page loads, naming expected and observed', () => {
    const decision = decide(strict, at(50), { canary: arm(600, 5, 0, 20), live: arm(400, 4, 0, 12) }, START + 3 * HOUR);
    expect(decision).toMatchObject({ action: 'stop', share: 0 });
    expect(decision.verdict.outcome).toMatchObject({
      code: 'sample-ratio-mismatch',
      share: 50,
      observedShare: 60,
      canaryLoads: 600,
      pageLoads: 1000,
      needed: 1000,
      forgedVisitors: 0,
    });
    expect(
      decision.verdict.outcome.code === 'sample-ratio-mismatch' && decision.verdict.outcome.evidence,
    ).toBeGreaterThan(1e6);
  });

  it('lets a split within chance through: 1,040 of 2,000 at 50 % (evidence 1.0)', () => {
    const decision = decide(
      DEFAULT_POLICY,
      at(50),
      { canary: arm(1040, 10, 0, 31), live: arm(960, 9, 0, 29) },
      START + 3 * HOUR,
    );
    expect(decision.action).toBe('promote');
    expect(decision.stats.sampleRatio.evidence).toBeCloseTo(1.0, 2);
  });

  it('takes an uneven split of a few page loads as chance: 16 of 18 at 50 % (evidence 2.1)', () => {
    const decision = decide(DEFAULT_POLICY, at(50), { canary: arm(16, 0, 0, 0), live: arm(2, 0, 0, 0) }, START + HOUR);
    expect(decision.action).toBe('hold');
    expect(decision.stats.sampleRatio.evidence).toBeCloseTo(2.13, 2);
  });

  it('stops once the evidence reaches 1 / α: 570 of 1,000 at 50 % (evidence 2,299)', () => {
    const decision = decide(strict, at(50), { canary: arm(570, 5, 0, 17), live: arm(430, 4, 0, 13) }, START + 3 * HOUR);
    expect(decision).toMatchObject({ action: 'stop', share: 0 });
    expect(decision.verdict.outcome).toMatchObject({ code: 'sample-ratio-mismatch', observedShare: 57 });
    expect(
      decision.verdict.outcome.code === 'sample-ratio-mismatch' && Math.round(decision.verdict.outcome.evidence),
    ).toBe(2299);
  });

  it('holds instead, never stepping up, on a split 5 addresses could have made: 600 of 1,000 over 3 hours', () => {
    // 5 addresses × 3 page loads a minute × 180 minutes could add 2,700 page loads to either arm.
    const arms = { canary: arm(600, 5, 0, 20), live: arm(400, 4, 0, 12) };
    const decision = decide(DEFAULT_POLICY, at(50), arms, START + 3 * HOUR);
    expect(decision).toMatchObject({ action: 'hold', share: 50 });
    expect(decision.verdict.outcome).toMatchObject({
      code: 'hold',
      waits: [{ code: 'off-split', observedShare: 60, forgedVisitors: 5 }, { code: 'too-few-loads' }],
    });
    expect(decision.stats.sampleRatio.beyondForgeable).toBeLessThan(2);
    // Within one minute they could add 15: then the same split is a mismatch.
    const soon = decide(
      DEFAULT_POLICY,
      { ...at(50), stepStartedAt: START + 3 * HOUR - MINUTE },
      arms,
      START + 3 * HOUR,
    );
    expect(soon.action).toBe('stop');
  });
});

describe('decide: conversions', () => {
  const arms = { canary: arm(8000, 80, 8, 160), live: arm(8000, 80, 8, 240) };

  it('reports a significant drop without acting on it by default', () => {
    const decision = decide(DEFAULT_POLICY, at(50), arms, START + 2 * HOUR);
    expect(decision).toMatchObject({ action: 'promote', share: 100 });
    expect(decision.verdict.reportedOnly).toEqual([{ metric: 'conversions', direction: 'drop' }]);
    expect(check(decision, 'conversions')).toMatchObject({
      finding: { code: 'significant', floor: null },
      guard: false,
      direction: 'drop',
    });
    expect(Math.round(check(decision, 'conversions')?.evidence ?? 0)).toBe(647);
  });

  it('aborts on it with --guard conversions', () => {
    const policy = canaryPolicy({ guards: ['errored', 'crashed', 'conversions'] });
    const decision = decide(policy, at(50), arms, START + 2 * HOUR);
    expect(decision).toMatchObject({ action: 'abort', share: 0 });
    expect(decision.verdict.outcome).toEqual({ code: 'abort', metrics: ['conversions'] });
    expect(decision.verdict.reportedOnly).toEqual([]);
  });

  it('reads a rise in conversions as no evidence of a drop', () => {
    const decision = decide(DEFAULT_POLICY, at(50), { ...arms, canary: arm(8000, 80, 8, 320) }, START + 2 * HOUR);
    expect(check(decision, 'conversions')?.evidence).toBeLessThan(0.05);
    expect(check(decision, 'conversions')?.finding).toEqual({ code: 'no-evidence' });
  });
});

describe('decide: Web Vitals', () => {
  it('reports p75 of each arm and decides nothing on them', () => {
    const decision = decide(
      DEFAULT_POLICY,
      at(50),
      {
        canary: { ...arm(600, 6, 0, 18), vitalsP75: { LCP: 3100, INP: 180, CLS: 0.123 } },
        live: { ...arm(600, 6, 0, 18), vitalsP75: { LCP: 2100, INP: 170, CLS: 0.05 } },
      },
      START + 2 * HOUR,
    );
    expect(decision.action).toBe('promote');
    expect(decision.verdict.vitalsP75).toEqual({
      canary: { LCP: 3100, INP: 180, CLS: 0.123 },
      live: { LCP: 2100, INP: 170, CLS: 0.05 },
    });
  });
});

describe('the worked example of docs/canary-rule.md: an errored regression at 10 %', () => {
  const looks = [
    { hours: 1.5, arms: { canary: arm(540, 14, 1, 17), live: arm(4810, 47, 9, 149) } },
    { hours: 2, arms: { canary: arm(720, 19, 1, 22), live: arm(6480, 63, 12, 201) } },
    { hours: 2.5, arms: { canary: arm(900, 24, 1, 28), live: arm(8100, 80, 15, 251) } },
  ];
  const decisions = looks.map(({ hours, arms }) => decide(DEFAULT_POLICY, at(10), arms, START + hours * HOUR));

  it('holds at evidence 11 and 55, and aborts at 220', () => {
    expect(decisions.map((d) => d.action)).toEqual(['hold', 'hold', 'abort']);
    expect(decisions.map((d) => Math.round(check(d, 'errored')?.evidence ?? 0))).toEqual([11, 55, 220]);
    expect(decisions[0]?.verdict.outcome).toEqual({
      code: 'hold',
      share: 10,
      waits: [{ code: 'building', metrics: ['errored'] }],
      minutesLeft: 46 * 60 + 30,
    });
  });

  it('gives the abort with every metric', () => {
    const abort = decisions[2] as Decision;
    expect(abort.verdict.outcome).toEqual({ code: 'abort', metrics: ['errored'] });
    expect(findings(abort)).toEqual([
      { code: 'significant', floor: null },
      { code: 'no-evidence' },
      { code: 'no-evidence' },
    ]);
    expect(abort.verdict.metrics.map((m) => [m.canary.events, m.canary.loads, m.live.events, m.live.loads])).toEqual([
      [24, 900, 80, 8100],
      [1, 900, 15, 8100],
      [28, 900, 251, 8100],
    ]);
  });

  it('stops on the low traffic of the rule: 288 and 2,592 page loads after 48 h', () => {
    const decision = decide(
      DEFAULT_POLICY,
      at(10),
      { canary: arm(288, 3, 0, 9), live: arm(2592, 26, 5, 78) },
      START + 48 * HOUR,
    );
    expect(decision.verdict.outcome).toEqual({
      code: 'stop',
      share: 10,
      minutes: 48 * 60,
      cause: { code: 'too-few-loads', canary: 288, live: 2592, needed: 500 },
    });
  });
});

describe('decide: partial counts (the telemetry caps dropped reports)', () => {
  /** An arm's counts with what the caps dropped. */
  const partial = (
    [pageLoads, errored, crashed, conversions]: [number, number, number, number],
    droppedLoads: number,
    droppedUpdates = 0,
  ) => ({ ...arm(pageLoads, errored, crashed, conversions), droppedLoads, droppedUpdates });
  const ready = { canary: arm(2400, 22, 3, 50), live: arm(2380, 25, 5, 74) };

  it('holds instead of promoting when one arm lost a single page load, and says how many went uncounted', () => {
    expect(decide(DEFAULT_POLICY, at(50), ready, START + 3 * HOUR).action).toBe('promote');
    const decision = decide(
      DEFAULT_POLICY,
      at(50),
      { ...ready, live: partial([2380, 25, 5, 74], 1) },
      START + 3 * HOUR,
    );
    expect(decision).toMatchObject({ action: 'hold', share: 50 });
    expect(decision.verdict.outcome).toEqual({
      code: 'hold',
      share: 50,
      waits: [{ code: 'partial', loads: 1, updates: 0 }],
      minutesLeft: 45 * 60,
    });
    expect(decision.verdict.uncounted).toMatchObject({
      partial: true,
      live: { loads: 1, updates: 0 },
      canary: { loads: 0, updates: 0 },
    });
  });

  it('holds a step up on dropped later reports alone (errors or crashes may be missing), adding both arms up', () => {
    const decision = decide(
      DEFAULT_POLICY,
      at(10),
      { canary: partial([600, 6, 0, 18], 3, 1), live: partial([5400, 54, 0, 162], 9, 2) },
      START + 2 * HOUR,
    );
    expect(decision.action).toBe('hold');
    expect(decision.verdict.outcome).toMatchObject({ waits: [{ code: 'partial', loads: 12, updates: 3 }] });
    const reportsOnly = decide(
      DEFAULT_POLICY,
      at(10),
      { canary: partial([600, 6, 0, 18], 0, 1), live: arm(5400, 54, 0, 162) },
      START + 2 * HOUR,
    );
    expect(reportsOnly.verdict.outcome).toMatchObject({ waits: [{ code: 'partial', loads: 0, updates: 1 }] });
  });

  it('still aborts on harm it sees in partial counts: what was counted is enough to act against the canary', () => {
    const decision = decide(
      DEFAULT_POLICY,
      at(10),
      { canary: partial([212, 2, 4, 6], 50), live: partial([1890, 19, 0, 57], 400) },
      START + 30 * MINUTE,
    );
    expect(decision).toMatchObject({ action: 'abort', share: 0 });
  });

  it('stops after the maximum wait when the counts stay partial, saying so', () => {
    const decision = decide(
      DEFAULT_POLICY,
      at(50),
      { ...ready, canary: partial([2400, 22, 3, 50], 7) },
      START + 48 * HOUR,
    );
    expect(decision).toMatchObject({ action: 'stop', share: 0 });
    expect(decision.verdict.outcome).toEqual({
      code: 'stop',
      share: 50,
      minutes: 48 * 60,
      cause: { code: 'partial', loads: 7, updates: 0 },
    });
  });

  it('moves on within a maxUncountedShare the policy allows, still reporting what was dropped', () => {
    const tolerant = canaryPolicy({ maxUncountedShare: 0.01 });
    const within = { ...ready, live: partial([2380, 25, 5, 74], 20, 3) }; // 23 / 2,400 = 0.96 %
    const decision = decide(tolerant, at(50), within, START + 3 * HOUR);
    expect(decision.action).toBe('promote');
    expect(decision.verdict.uncounted).toMatchObject({ partial: false, live: { loads: 20, updates: 3 } });
    const over = { ...ready, live: partial([2380, 25, 5, 74], 20, 5) }; // 25 / 2,400 = 1.04 %
    expect(decide(tolerant, at(50), over, START + 3 * HOUR).action).toBe('hold');
  });

  it('finds dropped counts that are not counts, and reads them as 0', () => {
    const decision = decide(DEFAULT_POLICY, at(10), { ...ready, canary: partial([2400, 22, 3, 50], -1) }, START);
    expect(decision.stats.inconsistent).toEqual([
      { arm: 'canary', code: 'not-a-count', name: 'droppedLoads', value: -1 },
    ]);
    expect(decision.stats.uncounted.canary).toEqual({ loads: 0, updates: 0 });
  });
});

describe('the verdict is JSON as it is', () => {
  it('keeps every number finite, an overflowing evidence read as the largest number', () => {
    // 400 crashes on the canary against none overflow every ratio of the mixture.
    const decision = decide(
      DEFAULT_POLICY,
      at(10),
      { canary: arm(1000, 0, 400, 0), live: arm(9000, 0, 0, 0) },
      START + HOUR,
    );
    expect(check(decision, 'crashed')?.evidence).toBe(Number.MAX_VALUE);
    expect(JSON.parse(JSON.stringify(decision.verdict))).toEqual(decision.verdict);
  });
});
