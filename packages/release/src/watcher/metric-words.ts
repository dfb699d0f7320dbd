// The lines of a decision after its headline (decision-words.ts): one per metric and finding, the
// counts that cannot be, the Web Vitals, and what the telemetry's caps dropped.
import type { CountName, Inconsistency, MetricCheck, Verdict } from 'canary-analysis';
import { formatCount, formatEvidence, formatRate, formatShare } from './format';

/** 1 page load, 2 page loads */
export const counted = (count: number, one: string, many: string): string =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** One metric's line. */
export function metricLine({
  metric,
  unit,
  discountedPerDay,
  direction,
  canary,
  live,
  evidence,
  threshold,
  guard,
  finding,
}: MetricCheck): string {
  const of =
    unit === 'visitors' ? ` (visitors, ${discountedPerDay} a day discounted per arm: what a few could forge)` : '';
  const counts = `${metric}${of}: ${formatShare(canary.events, canary.loads)} vs ${formatShare(live.events, live.loads)}`;
  const measure = `evidence ${formatEvidence(evidence)}`;
  const needed = `${formatEvidence(threshold)} needed`;
  const worse = direction === 'harm' ? 'higher' : 'lower';
  switch (finding.code) {
    case 'none-yet':
      return `${counts} — none on either arm yet: no evidence either way.`;
    case 'significant': {
      const zero =
        finding.floor === null
          ? ''
          : `; the live arm has none and the canary is above the floor of ${formatRate(finding.floor)}`;
      const role = guard ? 'a guard' : `reported only (--guard ${metric} makes it abort)`;
      return `${counts} — significantly ${worse} on the canary (${measure} ≥ ${needed})${zero}; ${role}.`;
    }
    case 'below-floor':
      return `${counts} — the live arm has none, but the canary's rate is below the floor of ${formatRate(finding.floor)}: not acted on.`;
    case 'too-few-events': {
      const one = finding.events === 1;
      const noun = unit === 'visitors' ? (one ? 'visitor' : 'visitors') : one ? 'page load' : 'page loads';
      return `${counts} — ${worse} on the canary (${measure} ≥ ${needed}), but ${finding.events} ${metric} ${noun} on the canary: ${finding.needed} are needed to abort.`;
    }
    case 'building':
      return `${counts} — possibly ${worse} on the canary (${measure} of ${needed}): waiting for more page loads.`;
    case 'no-evidence':
      return `${counts} — no evidence of a ${worse} rate on the canary (${measure} of ${needed}).`;
  }
}

/** How a finding names a count. */
const COUNT_WORDS: Record<CountName, string> = {
  pageLoads: 'page loads',
  errored: 'errored',
  crashed: 'crashed',
  conversions: 'conversions',
  droppedLoads: 'dropped page loads',
  droppedUpdates: 'dropped reports',
  visitors: 'visitors',
  erroredVisitors: 'errored visitors',
  crashedVisitors: 'crashed visitors',
};

/** One count that cannot be. */
export function inconsistencyWords(found: Inconsistency): string {
  const where = `${found.arm}${found.step ? ` (step ${found.step.index}, ${found.step.share} %)` : ''}`;
  const name = COUNT_WORDS[found.name];
  if (found.code === 'not-a-count') return `${where}: ${name} must be a count: ${found.value}; read as 0.`;
  if (found.code === 'over-page-loads')
    return `${where}: ${name} ${found.read} is more than its ${found.bound} page loads; read as ${found.bound}.`;
  return `${where}: ${name} ${found.read} are more than its ${found.bound} visitors; read as ${found.bound}.`;
}

/** What the telemetry reported that cannot be. */
export function inconsistentLines(found: Inconsistency[]): string[] {
  if (!found.length) return [];
  return [
    `Inconsistent telemetry (no step up or promotion while it lasts): ${found.map(inconsistencyWords).join(' ')}`,
  ];
}

/** Web Vitals at p75, reported only. */
export function vitalsLines({ live = {}, canary = {} }: Verdict['vitalsP75']): string[] {
  const names = [...new Set([...Object.keys(canary), ...Object.keys(live)])];
  if (!names.length) return [];
  // LCP and INP in whole ms, CLS (a score under 1) with two digits.
  const value = (v: number | undefined) =>
    v === undefined ? '—' : v < 10 ? `${Number(v.toPrecision(2))}` : formatCount(v);
  return [
    `Web Vitals p75 (reported only), canary vs live: ${names.map((n) => `${n} ${value(canary[n])} vs ${value(live[n])}`).join(', ')}.`,
  ];
}

/** One line for a step with dropped reports, whether or not they hold it. */
export function uncountedLines({ canary, live, partial }: Verdict['uncounted']): string[] {
  if (!(canary.loads + canary.updates + live.loads + live.updates)) return [];
  const of = ({ loads, updates }: { loads: number; updates: number }) =>
    `${counted(loads, 'page load', 'page loads')} and ${counted(updates, 'later report', 'later reports')}`;
  return [
    `Uncounted this step (dropped by the telemetry's caps): ${of(canary)} of the canary, ${of(live)} of the live arm` +
      (partial ? '; no step up or promotion on partial counts.' : "; within the policy's maxUncountedShare."),
  ];
}
