import type { Expected, LoadResult } from '../../bench/telemetry/load';
import { formatReport, judge, percentile } from '../../bench/telemetry/report';

// The telemetry bench's verdict (bench/telemetry/report.ts): what it calls lost, slow or short.
const totals = (loads: number, errored = 0): Expected =>
  new Map([['marketing@20261121-093000-def5678/live', { loads, errored, crashed: 0, conversions: 0 }]]);

const run = (overrides: Partial<LoadResult> = {}): LoadResult => ({
  sent: 100,
  accepted: 100,
  failures: {},
  latenciesMs: Array.from({ length: 100 }, (_, i) => i + 1),
  elapsedMs: 1000,
  expected: totals(100, 5),
  ...overrides,
});

describe('the telemetry bench report', () => {
  it('reads percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([percentile(values, 50), percentile(values, 99), percentile(values, 100)]).toEqual([50, 99, 100]);
  });

  it('passes when every counter was stored, all were accepted, p99 is under the limit and the rate was kept', () => {
    const report = judge(run(), totals(100, 5), 100, 200);
    expect(report).toMatchObject({ pass: true, lost: 0, p99: 99 });
    expect(formatReport(report)).toMatch(/PASS$/);
  });

  it('counts every missing or extra count of every release as lost', () => {
    expect(judge(run(), totals(97, 5), 100, 200)).toMatchObject({ pass: false, lost: 3 });
    expect(judge(run(), totals(100, 6), 100, 200)).toMatchObject({ pass: false, lost: 1 });
    expect(judge(run(), new Map(), 100, 200)).toMatchObject({ pass: false, lost: 105 });
  });

  it('fails on refused beacons, a slow p99 or a rate not kept, and says why', () => {
    const refused = judge(run({ accepted: 99, failures: { 503: 1 } }), totals(100, 5), 100, 200);
    expect(refused.reasons).toEqual(['1 beacons not answered 204']);
    expect(judge(run(), totals(100, 5), 100, 50).reasons).toEqual(['p99 99.0 ms is not under 50 ms']);
    expect(judge(run({ elapsedMs: 2000 }), totals(100, 5), 100, 200).reasons).toEqual(['sent 50.0/s, below 100/s']);
    expect(formatReport(refused)).toMatch(/FAIL: 1 beacons not answered 204/);
  });
});
