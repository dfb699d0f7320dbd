// The words the command line gives each decision of canary-analysis, at the looks its own tests
// check as codes (packages/canary-analysis/src/decision.test.ts), from the numbers of
// docs/canary-rule.md.
import type { Decision } from 'canary-analysis';
import { LOOKS, decideAt } from 'canary-analysis/testing';
import { decisionLines } from './decision-words';
import { inconsistencyWords } from './metric-words';

/** What a person reads of a decision. */
const words = (decision: Decision) => decisionLines(decision.verdict);

const check = (decision: Decision, metric: string) => decision.stats.metrics.find((m) => m.metric === metric);

describe('decide: no traffic at all', () => {
  const { noTraffic } = LOOKS;

  it('holds, reading 0 vs 0 as no evidence', () => {
    const decision = decideAt(noTraffic.baking);
    expect(decision.action).toBe('hold');
    expect(decision.share).toBe(10);
    expect(words(decision)).toEqual([
      'Hold at 10 %: baking 10 min of 1 h; the canary has 0 and the live arm 0 page loads in this step (500 needed per arm). Stops in 47 h 50 min if it cannot step up.',
      'errored: 0/0 (0 %) vs 0/0 (0 %) — none on either arm yet: no evidence either way.',
      'crashed: 0/0 (0 %) vs 0/0 (0 %) — none on either arm yet: no evidence either way.',
      'conversions: 0/0 (0 %) vs 0/0 (0 %) — none on either arm yet: no evidence either way.',
    ]);
    expect(decision.stats.sampleRatio.evidence).toBe(1);
  });

  it('still holds a minute before the maximum wait, and stops at 48 h saying why', () => {
    expect(decideAt(noTraffic.beforeMaxWait).action).toBe('hold');
    const decision = decideAt(noTraffic.atMaxWait);
    expect(decision).toMatchObject({ action: 'stop', share: 0 });
    expect(words(decision)[0]).toBe(
      'Stop: too little traffic: after 48 h at 10 %, the canary has 0 and the live arm 0 page loads in this step (500 needed per arm). Nothing was promoted or aborted: the live release takes all page loads again.',
    );
  });
});

describe('decide: zero baseline', () => {
  const { zeroBaseline } = LOOKS;

  it('aborts a canary with crashes against a live arm with none, early, before the bake time and page loads', () => {
    const decision = decideAt(zeroBaseline.crashesEarly);
    expect(decision).toMatchObject({ action: 'abort', share: 0 });
    expect(words(decision).slice(0, 3)).toEqual([
      'Abort: the canary is worse than the live release on crashed; its share goes to 0 %.',
      'errored: 2/212 (0.94 %) vs 19/1,890 (1 %) — no evidence of a higher rate on the canary (evidence 0.21 of 60 needed).',
      'crashed: 4/212 (1.9 %) vs 0/1,890 (0 %) — significantly higher on the canary (evidence 4,913 ≥ 60 needed); the live arm has none and the canary is above the floor of 0.1 %; a guard.',
    ]);
    // Half the weight on "the live arm never has it": (2102 / 212)^4 / 2 = 4,848, the rest from r = 1.25 ... 10.
    expect(check(decision, 'crashed')?.evidence).toBeGreaterThan((2102 / 212) ** 4 / 2);
  });

  it('needs 3 crashed page loads to abort: 2 against none holds, even where the evidence is past 60', () => {
    const decision = decideAt(zeroBaseline.twoCrashes);
    expect(decision).toMatchObject({ action: 'hold', share: 5 });
    expect(check(decision, 'crashed')?.evidence).toBeGreaterThan(60);
    expect(words(decision)[0]).toBe(
      'Hold at 5 %: evidence of harm on crashed is building up. Stops in 46 h if it cannot step up.',
    );
    expect(words(decision)[2]).toMatch(/but 2 crashed page loads on the canary: 3 are needed to abort\.$/);
    expect(decideAt(zeroBaseline.threeCrashes).action).toBe('abort');
  });

  it('does not act on a zero-baseline difference below the floor of 0.1 %', () => {
    const decision = decideAt(zeroBaseline.belowFloor);
    expect(decision).toMatchObject({ action: 'step', share: 50 });
    expect(words(decision)[2]).toBe(
      "crashed: 3/20,000 (0.015 %) vs 0/180,000 (0 %) — the live arm has none, but the canary's rate is below the floor of 0.1 %: not acted on.",
    );
    // The same 3 crashes in 2,000 page loads (0.15 %) are above the floor: aborted.
    expect(decideAt(zeroBaseline.aboveFloor).action).toBe('abort');
  });

  it('holds 0 vs 0 while the step bakes, then steps on enough page loads', () => {
    const baking = decideAt(zeroBaseline.cleanBaking);
    expect(baking).toMatchObject({ action: 'hold', share: 10 });
    expect(words(baking)[0]).toBe('Hold at 10 %: baking 30 min of 1 h. Stops in 47 h 30 min if it cannot step up.');
    const baked = decideAt(zeroBaseline.cleanBaked);
    expect(baked).toMatchObject({ action: 'step', share: 50 });
    expect(words(baked)[0]).toBe('Step up from 10 % to 50 %: no harm after 1 h and 600+ page loads per arm.');
    // The same with too few canary page loads holds.
    expect(decideAt(zeroBaseline.cleanFewLoads).action).toBe('hold');
  });
});

describe('decide: the steps', () => {
  const { steps, inconsistent } = LOOKS;

  it('promotes at the end of the steps, with the evidence of every step', () => {
    const decision = decideAt(steps.lastStep);
    expect(decision).toMatchObject({ action: 'promote', share: 100 });
    expect(check(decision, 'errored')).toMatchObject({
      canary: { events: 28, loads: 2940 },
      live: { events: 72, loads: 7190 },
    });
    expect(words(decision)[1]).toBe(
      'errored: 28/2,940 (0.95 %) vs 72/7,190 (1 %) — no evidence of a higher rate on the canary (evidence 0.059 of 60 needed).',
    );
  });

  it('holds while evidence of harm builds up, and stops at the maximum wait if it never resolves', () => {
    const building = decideAt(steps.harmBuilding);
    expect(building).toMatchObject({ action: 'hold', share: 10 });
    expect(words(building)[1]).toBe(
      'errored: 14/540 (2.6 %) vs 47/4,810 (0.98 %) — possibly higher on the canary (evidence 11 of 60 needed): waiting for more page loads.',
    );
    const stopped = decideAt(steps.harmUnresolved);
    expect(stopped).toMatchObject({ action: 'stop', share: 0 });
    expect(words(stopped)[0]).toBe(
      'Stop: after 48 h at 10 %, the evidence on errored neither clears the canary nor shows harm. Nothing was promoted or aborted: the live release takes all page loads again.',
    );
  });

  it('says what counts cannot be, reads them within bounds, and holds rather than stopping the watch', () => {
    // A later beacon counted right after a step started: 1 errored of 0 page loads.
    const decision = decideAt(inconsistent.erroredOfNoLoads);
    expect(decision.action).toBe('hold');
    expect(words(decision)[0]).toMatch(/^Hold at 10 %: the telemetry has counts that cannot be \(see below\);/);
    expect(words(decision)[1]).toBe(
      'Inconsistent telemetry (no step up or promotion while it lasts): canary: errored 1 is more than its 0 page loads; read as 0.',
    );
    expect(check(decision, 'errored')?.canary).toEqual({ events: 0, loads: 0, rate: 0 });
    const later = decideAt(inconsistent.earlierStepNotCounts);
    expect(later.stats.inconsistent.map(inconsistencyWords)).toEqual([
      'live (step 1, 10 %): crashed must be a count: -1; read as 0.',
      'live (step 1, 10 %): conversions must be a count: 0.5; read as 0.',
    ]);
    // Healthy, baked and with traffic enough, it still does not move up while the counts cannot be.
    expect(decideAt(inconsistent.ready).action).toBe('step');
    // Read within bounds, what is read still counts: every canary page load crashed aborts.
    expect(decideAt(inconsistent.canaryAllCrashed).action).toBe('abort');
    expect(decideAt(inconsistent.liveAllCrashed).action).toBe('hold');
    expect(words(decideAt(inconsistent.liveAllCrashedAtMaxWait))[0]).toBe(
      'Stop: the counts stayed inconsistent: after 48 h at 10 %. Nothing was promoted or aborted: the live release takes all page loads again.',
    );
  });
});

describe('decide: sample-ratio mismatch', () => {
  const { sampleRatio } = LOOKS;

  it('stops a 50 % canary that got 60 % of the page loads, naming expected and observed', () => {
    const decision = decideAt(sampleRatio.mismatch);
    expect(decision).toMatchObject({ action: 'stop', share: 0 });
    expect(words(decision)[0]).toBe(
      'Stop: sample-ratio mismatch: the canary should get 50 % of page loads and got 60 % (600 of 1,000; evidence over 1,000,000 ≥ 1,000 needed, beyond what 0 addresses could add). Its rates cannot be compared until the cause is found (lost reports, a cache, a crash before the report); its share goes to 0 %.',
    );
  });

  it('stops once the evidence reaches 1 / α: 570 of 1,000 at 50 % (evidence 2,299)', () => {
    const decision = decideAt(sampleRatio.atOneOverAlpha);
    expect(decision).toMatchObject({ action: 'stop', share: 0 });
    expect(words(decision)[0]).toContain(
      'got 57 % (570 of 1,000; evidence 2,299 ≥ 1,000 needed, beyond what 0 addresses could add)',
    );
  });

  it('holds instead, never stepping up, on a split 5 addresses could have made: 600 of 1,000 over 3 hours', () => {
    const decision = decideAt(sampleRatio.forgeable);
    expect(decision).toMatchObject({ action: 'hold', share: 50 });
    expect(words(decision)[0]).toMatch(
      /^Hold at 50 %: the page-load split is off the share \(60 % on the canary; evidence over 1,000,000\), but by no more than 5 addresses could add; /,
    );
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
    expect(words(decision)[0]).toBe(
      'Promote: no harm after 2 h at 50 %; the canary takes all page loads. Reported, not a guard: the canary is significantly lower on conversions.',
    );
    expect(words(decision)[3]).toBe(
      'conversions: 160/8,000 (2 %) vs 240/8,000 (3 %) — significantly lower on the canary (evidence 647 ≥ 60 needed); reported only (--guard conversions makes it abort).',
    );
  });

  it('aborts on it with --guard conversions', () => {
    const decision = decideAt(conversions.dropGuarded);
    expect(decision).toMatchObject({ action: 'abort', share: 0 });
    expect(words(decision)[0]).toBe(
      'Abort: the canary is worse than the live release on conversions; its share goes to 0 %.',
    );
  });

  it('reads a rise in conversions as no evidence of a drop', () => {
    const decision = decideAt(conversions.rise);
    expect(check(decision, 'conversions')?.evidence).toBeLessThan(0.05);
    expect(words(decision)[3]).toMatch(/— no evidence of a lower rate on the canary/);
  });
});

describe('decide: Web Vitals', () => {
  it('reports p75 of each arm and decides nothing on them', () => {
    const decision = decideAt(LOOKS.vitals);
    expect(decision.action).toBe('promote');
    expect(words(decision).at(-1)).toBe(
      'Web Vitals p75 (reported only), canary vs live: LCP 3,100 vs 2,100, INP 180 vs 170, CLS 0.12 vs 0.05.',
    );
  });
});

describe('the worked example of docs/canary-rule.md: an errored regression at 10 %', () => {
  const { workedExample } = LOOKS;
  const decisions = workedExample.looks.map(decideAt);

  it('holds at evidence 11 and 55, and aborts at 220', () => {
    expect(decisions.map((d) => d.action)).toEqual(['hold', 'hold', 'abort']);
    expect(decisions.map((d) => Math.round(check(d, 'errored')?.evidence ?? 0))).toEqual([11, 55, 220]);
    expect(words(decisions[0] as Decision)[0]).toBe(
      'Hold at 10 %: evidence of harm on errored is building up. Stops in 46 h 30 min if it cannot step up.',
    );
  });

  it('explains the abort with every metric', () => {
    expect(words(decisions[2] as Decision)).toEqual([
      'Abort: the canary is worse than the live release on errored; its share goes to 0 %.',
      'errored: 24/900 (2.7 %) vs 80/8,100 (0.99 %) — significantly higher on the canary (evidence 220 ≥ 60 needed); a guard.',
      'crashed: 1/900 (0.11 %) vs 15/8,100 (0.19 %) — no evidence of a higher rate on the canary (evidence 0.18 of 60 needed).',
      'conversions: 28/900 (3.1 %) vs 251/8,100 (3.1 %) — no evidence of a lower rate on the canary (evidence 0.42 of 60 needed).',
    ]);
  });

  it('reads the low-traffic stop of the rule: 288 and 2,592 page loads after 48 h', () => {
    expect(words(decideAt(workedExample.lowTraffic))[0]).toBe(
      'Stop: too little traffic: after 48 h at 10 %, the canary has 288 and the live arm 2,592 page loads in this step (500 needed per arm). Nothing was promoted or aborted: the live release takes all page loads again.',
    );
  });
});

describe('decide: partial counts (the telemetry caps dropped reports)', () => {
  const { partial } = LOOKS;

  it('holds instead of promoting when one arm lost a single page load, and says how many went uncounted', () => {
    expect(decideAt(partial.nothingDropped).action).toBe('promote');
    const decision = decideAt(partial.oneLoadDropped);
    expect(decision).toMatchObject({ action: 'hold', share: 50 });
    expect(words(decision)[0]).toBe(
      'Hold at 50 %: 1 page load uncounted this step (caps): the counts are partial. Stops in 45 h if it cannot step up.',
    );
    expect(words(decision).at(-1)).toBe(
      "Uncounted this step (dropped by the telemetry's caps): 0 page loads and 0 later reports of the canary, 1 page load and 0 later reports of the live arm; no step up or promotion on partial counts.",
    );
    expect(decision.stats.uncounted).toMatchObject({ partial: true, live: { loads: 1, updates: 0 } });
  });

  it('holds a step up on dropped later reports alone (errors or crashes may be missing), adding both arms up', () => {
    const decision = decideAt(partial.laterReportsDropped);
    expect(decision.action).toBe('hold');
    expect(words(decision)[0]).toBe(
      'Hold at 10 %: 12 page loads and 3 later reports uncounted this step (caps): the counts are partial. Stops in 46 h if it cannot step up.',
    );
    expect(words(decideAt(partial.onlyReportsDropped))[0]).toMatch(
      /^Hold at 10 %: 0 page loads and 1 later report uncounted this step \(caps\)/,
    );
  });

  it('stops after the maximum wait when the counts stay partial, saying so', () => {
    const decision = decideAt(partial.atMaxWait);
    expect(decision).toMatchObject({ action: 'stop', share: 0 });
    expect(words(decision)[0]).toBe(
      'Stop: the counts stayed partial: after 48 h at 50 %, 7 page loads uncounted this step (caps): the counts are partial. Nothing was promoted or aborted: the live release takes all page loads again.',
    );
  });

  it('moves on within a maxUncountedShare the policy allows, still reporting what was dropped', () => {
    const decision = decideAt(partial.withinAllowance);
    expect(decision.action).toBe('promote');
    expect(words(decision).at(-1)).toMatch(
      /20 page loads and 3 later reports of the live arm; within the policy's maxUncountedShare\.$/,
    );
    expect(decideAt(partial.overAllowance).action).toBe('hold');
  });

  it('says so of dropped counts that are not counts, and reads them as 0', () => {
    const decision = decideAt(partial.droppedNotACount);
    expect(decision.stats.inconsistent.map(inconsistencyWords)).toEqual([
      'canary: dropped page loads must be a count: -1; read as 0.',
    ]);
    expect(decision.stats.uncounted.canary).toEqual({ loads: 0, updates: 0 });
  });
});

describe('the words of visitors', () => {
  const { visitors, inconsistent } = LOOKS;

  it('says harm is tested on visitors, with what a few could forge discounted, and names visitors in a finding', () => {
    expect(words(decideAt(visitors.errored))[1]).toBe(
      'errored (visitors, 5 a day discounted per arm: what a few could forge): 24/900 (2.7 %) vs 80/8,100 (0.99 %) — significantly higher on the canary (evidence 220 ≥ 60 needed); a guard.',
    );
    expect(words(decideAt(visitors.fewCrashed))[2]).toMatch(
      /but 2 crashed visitors on the canary: 3 are needed to abort\.$/,
    );
  });

  it('says visitors above their count', () => {
    expect(decideAt(inconsistent.visitorsAboveCount).stats.inconsistent.map(inconsistencyWords)).toEqual([
      'canary: errored visitors 4 are more than its 3 visitors; read as 3.',
    ]);
  });
});
