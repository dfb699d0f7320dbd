import { DEFAULT_POLICY, canaryPolicy, decide, type ArmCounts, type Verdict } from 'canary-analysis';
import { metricWords, outcomeWords, verdictLines } from './verdict-words';

const HOUR = 60;
const arm = (pageLoads: number, errored: number, crashed: number, conversions: number): ArmCounts => ({
  pageLoads,
  errored,
  crashed,
  conversions,
});
/** The verdict of a look `minutes` into a step at `share` %. */
const look = (share: number, canary: ArmCounts, live: ArmCounts, minutes: number, policy = DEFAULT_POLICY): Verdict =>
  decide(policy, { share, startedAt: 0, stepStartedAt: 0 }, { canary, live }, minutes * 60_000).verdict;

describe('the verdict in the health page words', () => {
  it('says an abort and the metric that caused it, with both arms and the evidence', () => {
    const verdict = look(10, arm(900, 24, 1, 28), arm(8100, 80, 15, 251), 2.5 * HOUR);
    expect(verdictLines(verdict).slice(0, 2)).toEqual([
      'Aborted: worse than the live release on errored.',
      'errored: 24/900 vs 80/8,100 page loads (canary vs live): significantly higher on the canary (evidence 220 of 60).',
    ]);
  });

  it('says each way a canary stops, steps and is promoted', () => {
    expect(outcomeWords(look(10, arm(288, 3, 0, 9), arm(2592, 26, 5, 78), 48 * HOUR).outcome)).toBe(
      'Stopped after 48 h at 10 %: too little traffic (288 canary and 2,592 live page loads this step, 500 needed per arm).',
    );
    expect(outcomeWords(look(10, arm(600, 0, 0, 18), arm(5400, 0, 0, 162), HOUR).outcome)).toBe(
      'Stepped up from 10 % to 50 %: no harm after 1 h, 600+ page loads per arm.',
    );
    expect(outcomeWords(look(50, arm(2400, 22, 3, 50), arm(2380, 25, 5, 74), 3 * HOUR).outcome)).toBe(
      'Promoted: no harm after 3 h at 50 %.',
    );
    const strict = canaryPolicy({ forgedVisitors: 0 });
    expect(outcomeWords(look(50, arm(600, 5, 0, 20), arm(400, 4, 0, 12), 3 * HOUR, strict).outcome)).toBe(
      'Stopped: sample-ratio mismatch: 60 % of 1,000 page loads reached the canary, 50 % should have (evidence over 1,000,000 of 1,000 needed).',
    );
  });

  it('says a zero baseline below the floor, too few events to abort, and a drop reported only', () => {
    const floor = look(10, arm(20000, 200, 3, 600), arm(180000, 1800, 0, 5400), 2 * HOUR);
    expect(metricWords(floor.metrics[1]!)).toBe(
      'crashed: 3/20,000 vs 0/180,000 page loads (canary vs live): the live arm has none, the canary is below the floor of 0.1 %.',
    );
    const few = look(5, arm(600, 6, 2, 18), arm(11400, 114, 0, 342), 2 * HOUR);
    expect(metricWords(few.metrics[1]!)).toMatch(
      /^crashed: 2\/600 .*: higher on the canary \(evidence .* of 60\), but 3 are needed to abort\.$/,
    );
    const drop = look(50, arm(8000, 80, 8, 160), arm(8000, 80, 8, 240), 2 * HOUR);
    expect(metricWords(drop.metrics[2]!)).toBe(
      'conversions: 160/8,000 vs 240/8,000 page loads (canary vs live): significantly lower on the canary (evidence 647 of 60), reported only.',
    );
  });
});
