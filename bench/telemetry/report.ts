import type { Expected, LoadResult } from './load';

/** The p-th percentile (0-100) of values, nearest rank; NaN when empty. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export interface BenchReport {
  sent: number;
  accepted: number;
  /** Page loads answered 204 whose count is missing from (or extra in) the rollups, over every counter. */
  lost: number;
  failures: Record<number, number>;
  storedLoads: number;
  /** Beacons of the warm-up, accepted before the measured run: in the stored totals, not in the latency. */
  warmUp: number;
  achievedRate: number;
  p50: number;
  p95: number;
  p99: number;
  pass: boolean;
  reasons: string[];
}

const COUNTERS = ['loads', 'errored', 'crashed', 'conversions'] as const;

/** Compares what was accepted with what is stored and judges the run against the targets. */
export function judge(
  result: LoadResult,
  stored: Expected,
  targetRate: number,
  maxP99Ms: number,
  warmUp = 0,
): BenchReport {
  let lost = 0;
  for (const key of new Set([...result.expected.keys(), ...stored.keys()]))
    for (const counter of COUNTERS)
      lost += Math.abs((result.expected.get(key)?.[counter] ?? 0) - (stored.get(key)?.[counter] ?? 0));
  const storedLoads = [...stored.entries()]
    .filter(([k]) => k.startsWith('shell@'))
    .reduce((n, [, v]) => n + v.loads, 0);
  const achievedRate = result.sent / (result.elapsedMs / 1000);
  const report: BenchReport = {
    sent: result.sent,
    accepted: result.accepted,
    lost,
    failures: result.failures,
    storedLoads,
    warmUp,
    achievedRate,
    p50: percentile(result.latenciesMs, 50),
    p95: percentile(result.latenciesMs, 95),
    p99: percentile(result.latenciesMs, 99),
    pass: true,
    reasons: [],
  };
  if (result.accepted !== result.sent) report.reasons.push(`${result.sent - result.accepted} beacons not answered 204`);
  if (lost > 0) report.reasons.push(`rollups differ from what was accepted by ${lost}`);
  if (!(report.p99 < maxP99Ms)) report.reasons.push(`p99 ${report.p99.toFixed(1)} ms is not under ${maxP99Ms} ms`);
  if (achievedRate < targetRate * 0.98) report.reasons.push(`sent ${achievedRate.toFixed(1)}/s, below ${targetRate}/s`);
  report.pass = report.reasons.length === 0;
  return report;
}

/** The report as printed lines. */
export function formatReport(r: BenchReport): string {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  return [
    `sent        ${r.sent} beacons (${r.achievedRate.toFixed(1)}/s)`,
    `accepted    ${r.accepted} (204)${Object.keys(r.failures).length ? `, failures by status ${JSON.stringify(r.failures)}` : ''}`,
    `stored      ${r.storedLoads} page loads in the rollups (${r.accepted} accepted + ${r.warmUp} of the warm-up)`,
    `lost        ${r.lost}`,
    `latency     p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}`,
    r.pass ? 'PASS' : `FAIL: ${r.reasons.join('; ')}`,
  ].join('\n');
}
