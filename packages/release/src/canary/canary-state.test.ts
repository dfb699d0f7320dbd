import {
  drawCanary,
  effectiveShare,
  endedCanary,
  endedWords,
  parseCanary,
  renewedCanary,
  settledCanary,
  startedCanary,
  steppedCanary,
  withStepCounts,
} from './canary-state';
import { checkedLease, checkedShare } from './canary-limits';
import { UsageError } from '../errors';

const T0 = new Date('2026-11-26T08:00:00.000Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const running = startedCanary({ version: 'v2', live: 'v1', share: 10, now: T0, leaseSeconds: 300 });

describe('a canary state', () => {
  it('starts running at its share, with a lease from now', () => {
    expect(running).toMatchObject({ version: 'v2', live: 'v1', share: 10, status: 'running' });
    expect(running.leaseUntil).toBe('2026-11-26T08:05:00.000Z');
    expect(running.steps).toEqual([{ at: T0.toISOString(), share: 10, reason: 'started' }]);
  });

  it('gets its share only while it runs and its lease holds', () => {
    expect(effectiveShare(running, minutes(4).getTime())).toBe(10);
    // The lease holds through its last millisecond.
    expect(effectiveShare(running, minutes(5).getTime())).toBe(10);
    expect(effectiveShare(running, minutes(5).getTime() + 1)).toBe(0);
    expect(effectiveShare(renewedCanary(running, { now: minutes(4), leaseSeconds: 300 }), minutes(8).getTime())).toBe(
      10,
    );
    const aborted = endedCanary(running, { status: 'aborted', now: minutes(1), reason: 'crashed' });
    expect(effectiveShare(aborted, minutes(2).getTime())).toBe(0);
    expect(aborted).toMatchObject({
      share: 0,
      status: 'aborted',
      reason: 'crashed',
      endedAt: minutes(1).toISOString(),
    });
    expect(effectiveShare(null, T0.getTime())).toBe(0);
  });

  it('steps to another share, keeping the steps on record', () => {
    const stepped = steppedCanary(running, { share: 50, now: minutes(30), leaseSeconds: 300, reason: 'no harm' });
    expect(stepped.share).toBe(50);
    expect(stepped.stepStartedAt).toBe(minutes(30).toISOString());
    expect(stepped.startedAt).toBe(T0.toISOString());
    expect(stepped.steps.map((step) => step.share)).toEqual([10, 50]);
  });

  it.each([0, -5, 0.001, 12.5, 100, 101, Number.NaN])('refuses a share of %p', (share) => {
    expect(() => checkedShare(share)).toThrow(UsageError);
  });

  it('keeps the counts of a finished step with it, and never replaces counts once kept', () => {
    const stepped = steppedCanary(running, { share: 50, now: minutes(30), reason: 'no harm' });
    const arm = (pageLoads: number) => ({ pageLoads, errored: 0, crashed: 0, conversions: 0 });
    const first = { live: arm(900), canary: arm(100), days: 1 };
    const kept = withStepCounts(stepped, { [T0.toISOString()]: first });
    expect(kept.steps.map((step) => step.counts)).toEqual([first, undefined]);
    const again = withStepCounts(kept, { [T0.toISOString()]: { ...first, live: arm(5) } });
    expect(again.steps[0]?.counts).toEqual(first);
    expect(withStepCounts(stepped, {})).toBe(stepped);
    // Kept through the object it is written as.
    expect(parseCanary(JSON.stringify(kept))?.steps[0]?.counts).toEqual(first);
  });

  it('reads a canary.json written before step counts were kept', () => {
    const before = {
      version: 'v2',
      live: 'v1',
      share: 50,
      leaseUntil: minutes(40).toISOString(),
      startedAt: T0.toISOString(),
      stepStartedAt: minutes(30).toISOString(),
      status: 'running',
      steps: [
        { at: T0.toISOString(), share: 10, reason: 'started' },
        { at: minutes(30).toISOString(), share: 50, reason: 'Step up from 10 % to 50 %' },
      ],
    };
    const state = parseCanary(JSON.stringify(before, null, 2));
    expect(state).toEqual(before);
    expect(effectiveShare(state, minutes(31).getTime())).toBe(50);
    expect(state?.steps.every((step) => step.counts === undefined)).toBe(true);
  });

  it('reads a damaged object as no canary', () => {
    expect(parseCanary('{')).toBeNull();
    expect(parseCanary('{"share":5}')).toBeNull();
    expect(parseCanary(null)).toBeNull();
    expect(parseCanary(JSON.stringify(running))).toEqual(running);
  });
});

describe('drawCanary', () => {
  const a = { bundle: 'marketing', state: running };
  const b = { bundle: 'knowledge-hub', state: startedCanary({ version: 'k2', live: 'k1', share: 30, now: T0 }) };
  const now = minutes(1).getTime();

  it('gives each canary its slice of page loads, and the rest none', () => {
    expect(drawCanary([a, b], now, () => 0.05)).toBe(a);
    expect(drawCanary([a, b], now, () => 0.1)).toBe(b);
    expect(drawCanary([a, b], now, () => 0.399)).toBe(b);
    expect(drawCanary([a, b], now, () => 0.4)).toBeNull();
  });

  it('sends about the share of page loads to the candidate', () => {
    let state = 1;
    // A small seeded generator: the same draws every run.
    const random = () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
    let picked = 0;
    for (let i = 0; i < 10_000; i += 1) if (drawCanary([a], now, random)) picked += 1;
    expect(picked / 10_000).toBeGreaterThan(0.09);
    expect(picked / 10_000).toBeLessThan(0.11);
  });

  it('gives nothing to a canary whose lease ran out', () => {
    expect(drawCanary([a], minutes(6).getTime(), () => 0)).toBeNull();
  });

  it('gives nothing to a canary measured against a release that is no longer live', () => {
    expect(drawCanary([{ ...a, live: 'v1' }], now, () => 0)?.bundle).toBe('marketing');
    expect(drawCanary([{ ...a, live: 'v3' }], now, () => 0)).toBeNull();
    expect(drawCanary([{ ...a, live: null }], now, () => 0)).toBeNull();
  });
});

describe('an ended canary', () => {
  it('is stopped once its lease ran out, ended when it ran out', () => {
    expect(settledCanary(running, minutes(5))).toBe(running);
    const lapsed = settledCanary(running, minutes(9));
    expect(lapsed).toMatchObject({ status: 'stopped', share: 0, reason: 'lapsed: its lease ran out' });
    expect(lapsed.endedAt).toBe(running.leaseUntil);
    expect(endedWords(lapsed)).toBe(`v2, ended at ${running.leaseUntil} (stopped: lapsed: its lease ran out)`);
    expect(effectiveShare(lapsed, minutes(1).getTime())).toBe(0);
  });

  it('is stopped at 0 %, as a state written before shares were whole percents could be', () => {
    const none = { ...running, share: 0 };
    expect(settledCanary(none, minutes(1))).toMatchObject({
      status: 'stopped',
      reason: 'lapsed: its share reached 0 %',
    });
    expect(effectiveShare(none, minutes(1).getTime())).toBe(0);
  });

  it('never ends, nor steps, before it started: a time read before waiting for the lock', () => {
    const ended = endedCanary(running, { status: 'promoted', now: minutes(-1), reason: 'by hand' });
    expect(ended.endedAt).toBe(T0.toISOString());
    const stepped = steppedCanary(running, { share: 50, now: minutes(-2), reason: 'no harm' });
    expect(stepped.stepStartedAt).toBe(T0.toISOString());
    expect(ended.steps.every((step) => Date.parse(step.at) >= Date.parse(running.startedAt))).toBe(true);
  });

  it('keeps a settled or ended state as it is', () => {
    const aborted = endedCanary(running, { status: 'aborted', now: minutes(1), reason: 'crashed' });
    expect(settledCanary(aborted, minutes(60))).toBe(aborted);
    expect(settledCanary(null, minutes(60))).toBeNull();
  });
});

describe('a lease', () => {
  it.each([0, -100, 0.5, 1e300, Number.POSITIVE_INFINITY, Number.NaN, 7 * 24 * 3600 + 1])(
    'of %p s is refused',
    (lease) => {
      expect(() => checkedLease(lease)).toThrow(UsageError);
      expect(() => renewedCanary(running, { now: minutes(1), leaseSeconds: lease })).toThrow(UsageError);
    },
  );
});
