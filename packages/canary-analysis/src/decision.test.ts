// The decision as codes with their numbers, at the looks of src/testing.ts; the words the command
// line puts them into, at the same looks, are checked in packages/release/src/watcher/decision-words.test.ts.
import type { Decision } from './decision';
import type { Metric } from './policy';
import { LOOKS, decideAt } from './testing';

const check = (decision: Decision, metric: Metric) => decision.stats.metrics.find((m) => m.metric === metric);
const findings = (decision: Decision) => decision.verdict.metrics.map((m) => m.finding);

describe('decide: no traffic at all', () => {
  const { noTraffic } = LOOKS;

  it('holds, reading 0 vs 0 as no evidence', () => {
    const decision = decideAt(noTraffic.baking);
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
    expect(decideAt(noTraffic.beforeMaxWait).action).toBe('hold');
    const decision = decideAt(noTraffic.atMaxWait);
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
  const { zeroBaseline } = LOOKS;

  it('aborts a canary with crashes against a live arm with none, early, before the bake time and page loads', () => {
    const decision = decideAt(zeroBaseline.crashesEarly);
    expect(decision).toMatchObject({ action: 'abort', share: 0 });
    expect(decision.verdict.outcome).toEqual({ code: 'abort', metrics: ['crashed'] });
    expect(findings(decision).slice(0, 2)).toEqual([{ code: 'no-evidence' }, { code: 'significant', floor: 0.001 }]);
    expect(check(decision, 'errored')?.evidence).toBeCloseTo(0.21, 2);
    expect(Math.round(check(decision, 'crashed')?.evidence ?? 0)).toBe(4913);
    // Half the weight on "the live arm never has it": (2102 / 212)^4 / 2 = 4,848, the rest from r = 1.25 ... 10.
    expect(check(decision, 'crashed')?.evidence).toBeGreaterThan((2102 / 212) ** 4 / 2);
  });

  it('needs 3 crashed page loads to abort: 2 against none holds, even where the evidence is past 60', () => {
    const decision = decideAt(zeroBaseline.twoCrashes);
    expect(decision).toMatchObject({ action: 'hold', share: 5 });
    expect(check(decision, 'crashed')?.evidence).toBeGreaterThan(60);
    expect(decision.verdict.outcome).toEqual({
      code: 'hold',
      share: 5,
      waits: [{ code: 'building', metrics: ['crashed'] }],
      minutesLeft: 46 * 60,
    });
    expect(check(decision, 'crashed')?.finding).toEqual({ code: 'too-few-events', events: 2, needed: 3 });
    expect(decideAt(zeroBaseline.threeCrashes).action).toBe('abort');
  });

  it('does not act on a zero-baseline difference below the floor of 0.1 %', () => {
    const decision = decideAt(zeroBaseline.belowFloor);
    expect(decision).toMatchObject({ action: 'step', share: 50 });
    expect(check(decision, 'crashed')?.finding).toEqual({ code: 'below-floor', floor: 0.001 });
    expect(check(decision, 'crashed')).toMatchObject({ canary: { events: 3, loads: 20000 }, live: { events: 0 } });
    // The same 3 crashes in 2,000 page loads (0.15 %) are above the floor: aborted.
    expect(decideAt(zeroBaseline.aboveFloor).action).toBe('abort');
  });

  it('holds 0 vs 0 while the step bakes, then steps on enough page loads', () => {
    const baking = decideAt(zeroBaseline.cleanBaking);
    expect(baking).toMatchObject({ action: 'hold', share: 10 });
    expect(baking.verdict.outcome).toEqual({
      code: 'hold',
      share: 10,
      waits: [{ code: 'baking', minutes: 30, needed: 60 }],
      minutesLeft: 47 * 60 + 30,
    });
    const baked = decideAt(zeroBaseline.cleanBaked);
    expect(baked).toMatchObject({ action: 'step', share: 50 });
    expect(baked.verdict.outcome).toEqual({ code: 'step', from: 10, to: 50, minutes: 60, loadsPerArm: 600 });
    // The same with too few canary page loads holds.
    expect(decideAt(zeroBaseline.cleanFewLoads).action).toBe('hold');
  });
});

describe('decide: the steps', () => {
  const { steps, inconsistent } = LOOKS;

  it('promotes at the end of the steps, with the evidence of every step', () => {
    const decision = decideAt(steps.lastStep);
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
    expect(decideAt(steps.fromStartShare)).toMatchObject({ action: 'step', share: 10 });
  });

  it('holds while evidence of harm builds up, and stops at the maximum wait if it never resolves', () => {
    const building = decideAt(steps.harmBuilding);
    expect(building).toMatchObject({ action: 'hold', share: 10 });
    expect(check(building, 'errored')).toMatchObject({ finding: { code: 'building' }, building: true });
    expect(Math.round(check(building, 'errored')?.evidence ?? 0)).toBe(11);
    const stopped = decideAt(steps.harmUnresolved);
    expect(stopped).toMatchObject({ action: 'stop', share: 0 });
    expect(stopped.verdict.outcome).toEqual({
      code: 'stop',
      share: 10,
      minutes: 48 * 60,
      cause: { code: 'undecided', metrics: ['errored'] },
    });
  });

  it('refuses a share outside (0, 100)', () => {
    expect(() => decideAt(steps.fullShare)).toThrow('A running canary has a share in (0, 100): 100.');
  });

  it('finds counts that cannot be, reads them within bounds, and holds rather than stopping the watch', () => {
    // A later beacon counted right after a step started: 1 errored of 0 page loads.
    const decision = decideAt(inconsistent.erroredOfNoLoads);
    expect(decision.action).toBe('hold');
    expect(decision.verdict.outcome).toMatchObject({
      code: 'hold',
      waits: [{ code: 'inconsistent' }, { code: 'too-few-loads' }],
    });
    expect(decision.verdict.inconsistent).toEqual([
      { arm: 'canary', code: 'over-page-loads', name: 'errored', read: 1, bound: 0 },
    ]);
    expect(check(decision, 'errored')?.canary).toEqual({ events: 0, loads: 0, rate: 0 });
    const later = decideAt(inconsistent.earlierStepNotCounts);
    expect(later.stats.inconsistent).toEqual([
      { arm: 'live', step: { index: 1, share: 10 }, code: 'not-a-count', name: 'crashed', value: -1 },
      { arm: 'live', step: { index: 1, share: 10 }, code: 'not-a-count', name: 'conversions', value: 0.5 },
    ]);
    // Healthy, baked and with traffic enough, it still does not move up while the counts cannot be.
    expect(decideAt(inconsistent.ready).action).toBe('step');
    // Read within bounds, what is read still counts: every canary page load crashed aborts.
    expect(decideAt(inconsistent.canaryAllCrashed).action).toBe('abort');
    expect(decideAt(inconsistent.liveAllCrashed).action).toBe('hold');
    expect(decideAt(inconsistent.liveAllCrashedAtMaxWait).verdict.outcome).toEqual({
      code: 'stop',
      share: 10,
      minutes: 48 * 60,
      cause: { code: 'inconsistent' },
    });
  });

  it('finds visitors above their count and a value that is no number', () => {
    const decision = decideAt(inconsistent.visitorsAndText);
    expect(decision.stats.inconsistent).toEqual([
      { arm: 'canary', code: 'over-visitors', name: 'erroredVisitors', read: 4, bound: 3 },
      { arm: 'live', code: 'not-a-count', name: 'conversions', value: 'many' },
    ]);
  });
});

describe('decide: sample-ratio mismatch', () => {
  const { sampleRatio } = LOOKS;

  it('stops a 50 % canary that got 60 % of the page loads, naming expected and observed', () => {
    const decision = decideAt(sampleRatio.mismatch);
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
    const decision = decideAt(sampleRatio.withinChance);
    expect(decision.action).toBe('promote');
    expect(decision.stats.sampleRatio.evidence).toBeCloseTo(1.0, 2);
  });

  it('takes an uneven split of a few page loads as chance: 16 of 18 at 50 % (evidence 2.1)', () => {
    const decision = decideAt(sampleRatio.fewLoads);
    expect(decision.action).toBe('hold');
    expect(decision.stats.sampleRatio.evidence).toBeCloseTo(2.13, 2);
  });

  it('stops once the evidence reaches 1 / α: 570 of 1,000 at 50 % (evidence 2,299)', () => {
    const decision = decideAt(sampleRatio.atOneOverAlpha);
    expect(decision).toMatchObject({ action: 'stop', share: 0 });
    expect(decision.verdict.outcome).toMatchObject({ code: 'sample-ratio-mismatch', observedShare: 57 });
    expect(
      decision.verdict.outcome.code === 'sample-ratio-mismatch' && Math.round(decision.verdict.outcome.evidence),
    ).toBe(2299);
  });

  it('holds instead, never stepping up, on a split 5 addresses could have made: 600 of 1,000 over 3 hours', () => {
    const decision = decideAt(sampleRatio.forgeable);
    expect(decision).toMatchObject({ action: 'hold', share: 50 });
    expect(decision.verdict.outcome).toMatchObject({
      code: 'hold',
      waits: [{ code: 'off-split', observedShare: 60, forgedVisitors: 5 }, { code: 'too-few-loads' }],
    });
    expect(decision.stats.sampleRatio.beyondForgeable).toBeLessThan(2);
    // Within one minute they could add 15: then the same split is a mismatch.
    expect(decideAt(sampleRatio.forgeableInAMinute).action).toBe('stop');
  });
});

describe('decide: conversions', () => {
  const { conversions } = LOOKS;

  it('reports a significant drop without acting on it by default', () => {
    const decision = decideAt(conversions.drop);
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
    const decision = decideAt(conversions.dropGuarded);
    expect(decision).toMatchObject({ action: 'abort', share: 0 });
    expect(decision.verdict.outcome).toEqual({ code: 'abort', metrics: ['conversions'] });
    expect(decision.verdict.reportedOnly).toEqual([]);
  });

  it('reads a rise in conversions as no evidence of a drop', () => {
    const decision = decideAt(conversions.rise);
    expect(check(decision, 'conversions')?.evidence).toBeLessThan(0.05);
    expect(check(decision, 'conversions')?.finding).toEqual({ code: 'no-evidence' });
  });
});

describe('decide: Web Vitals', () => {
  it('reports p75 of each arm and decides nothing on them', () => {
    const decision = decideAt(LOOKS.vitals);
    expect(decision.action).toBe('promote');
    expect(decision.verdict.vitalsP75).toEqual({
      canary: { LCP: 3100, INP: 180, CLS: 0.123 },
      live: { LCP: 2100, INP: 170, CLS: 0.05 },
    });
  });
});

describe('the worked example of docs/canary-rule.md: an errored regression at 10 %', () => {
  const { workedExample } = LOOKS;
  const decisions = workedExample.looks.map(decideAt);

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
    expect(decideAt(workedExample.lowTraffic).verdict.outcome).toEqual({
      code: 'stop',
      share: 10,
      minutes: 48 * 60,
      cause: { code: 'too-few-loads', canary: 288, live: 2592, needed: 500 },
    });
  });
});

describe('decide: partial counts (the telemetry caps dropped reports)', () => {
  const { partial } = LOOKS;

  it('holds instead of promoting when one arm lost a single page load, and says how many went uncounted', () => {
    expect(decideAt(partial.nothingDropped).action).toBe('promote');
    const decision = decideAt(partial.oneLoadDropped);
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
    const decision = decideAt(partial.laterReportsDropped);
    expect(decision.action).toBe('hold');
    expect(decision.verdict.outcome).toMatchObject({ waits: [{ code: 'partial', loads: 12, updates: 3 }] });
    expect(decideAt(partial.onlyReportsDropped).verdict.outcome).toMatchObject({
      waits: [{ code: 'partial', loads: 0, updates: 1 }],
    });
  });

  it('still aborts on harm it sees in partial counts: what was counted is enough to act against the canary', () => {
    expect(decideAt(partial.harmInPartial)).toMatchObject({ action: 'abort', share: 0 });
  });

  it('stops after the maximum wait when the counts stay partial, saying so', () => {
    const decision = decideAt(partial.atMaxWait);
    expect(decision).toMatchObject({ action: 'stop', share: 0 });
    expect(decision.verdict.outcome).toEqual({
      code: 'stop',
      share: 50,
      minutes: 48 * 60,
      cause: { code: 'partial', loads: 7, updates: 0 },
    });
  });

  it('moves on within a maxUncountedShare the policy allows, still reporting what was dropped', () => {
    const decision = decideAt(partial.withinAllowance);
    expect(decision.action).toBe('promote');
    expect(decision.verdict.uncounted).toMatchObject({ partial: false, live: { loads: 20, updates: 3 } });
    expect(decideAt(partial.overAllowance).action).toBe('hold');
  });

  it('finds dropped counts that are not counts, and reads them as 0', () => {
    const decision = decideAt(partial.droppedNotACount);
    expect(decision.stats.inconsistent).toEqual([
      { arm: 'canary', code: 'not-a-count', name: 'droppedLoads', value: -1 },
    ]);
    expect(decision.stats.uncounted.canary).toEqual({ loads: 0, updates: 0 });
  });
});

describe('the verdict is JSON as it is', () => {
  it('keeps every number finite, an overflowing evidence read as the largest number', () => {
    // 400 crashes on the canary against none overflow every ratio of the mixture.
    const decision = decideAt(LOOKS.overflowing);
    expect(check(decision, 'crashed')?.evidence).toBe(Number.MAX_VALUE);
    expect(JSON.parse(JSON.stringify(decision.verdict))).toEqual(decision.verdict);
  });
});
