// One metric's verdict at one look: the sequential test's evidence over every step of the canary,
// and the conditions an abort also needs (enough events, the zero-baseline floor).
import type { ArmCounts, StepArms } from './counts';
import { metricAlpha, type CanaryPolicy, type Metric } from './policy';
import { DROP_RATIOS, HARM_RATIOS, mixtureEvidence } from './sequential-test';

/** An arm's events and page loads (or visitors) over every step of the canary. */
export interface ArmRate {
  events: number;
  loads: number;
  /** events / loads (0 without loads) */
  rate: number;
}

/** What a metric's numbers come to, as a code with the numbers its words need. */
export type MetricFinding =
  /** neither arm has any */
  | { code: 'none-yet' }
  /** called: evidence past the threshold, enough events and, against a live arm with none, above `floor` */
  | { code: 'significant'; floor: number | null }
  /** the live arm has none, and the canary's rate is below the floor: not acted on */
  | { code: 'below-floor'; floor: number }
  /** evidence past the threshold, but fewer events on the canary than an abort needs */
  | { code: 'too-few-events'; events: number; needed: number }
  /** not called, but past √threshold: a step up waits */
  | { code: 'building' }
  | { code: 'no-evidence' };

/** One metric at one look. */
export interface MetricCheck {
  metric: Metric;
  /** what the rates count: visitors for errored and crashed when the telemetry gives them */
  unit: 'page loads' | 'visitors';
  /** visitors discounted per arm and UTC day (what a few could forge); 0 on page loads */
  discountedPerDay: number;
  /** what counts against the canary: a higher rate or a lower one */
  direction: 'harm' | 'drop';
  canary: ArmRate;
  live: ArmRate;
  /** the mixture likelihood ratio (1 = no evidence either way) */
  evidence: number;
  /** evidence that calls it: 1 / (α / number of metrics) */
  threshold: number;
  /** called: enough evidence, events and, against a live arm with none, above the floor */
  significant: boolean;
  /** not called, but the evidence is past √threshold: a step up waits */
  building: boolean;
  /** the policy aborts on it */
  guard: boolean;
  finding: MetricFinding;
}

const armRate = (events: number, loads: number): ArmRate => ({ events, loads, rate: loads ? events / loads : 0 });

type VisitorKey = 'erroredVisitors' | 'crashedVisitors';

/** The check of `metric` over `steps`, every step of the canary, the current one last. */
export function checkMetric(policy: CanaryPolicy, metric: Metric, steps: readonly StepArms[]): MetricCheck {
  const direction = metric === 'conversions' ? 'drop' : 'harm';
  const byVisitors =
    direction === 'harm' &&
    steps.every(({ live, canary }) => live.visitors !== undefined && canary.visitors !== undefined);
  const key = `${metric}Visitors` as VisitorKey;
  // What a few visitors may have forged is discounted: harm must come from more than them.
  const events = (arm: ArmCounts, days: number) =>
    byVisitors ? Math.max(0, (arm[key] ?? 0) - policy.forgedVisitors * days) : arm[metric];
  const loads = (arm: ArmCounts) => (byVisitors ? (arm.visitors ?? 0) : arm.pageLoads);
  const counts = steps.map(({ live, canary, days = 1 }) => ({
    canaryEvents: events(canary, days),
    canaryLoads: loads(canary),
    liveEvents: events(live, days),
    liveLoads: loads(live),
  }));
  const total = (arm: 'canary' | 'live') =>
    armRate(
      counts.reduce((sum, c) => sum + c[`${arm}Events`], 0),
      counts.reduce((sum, c) => sum + c[`${arm}Loads`], 0),
    );
  const canary = total('canary');
  const live = total('live');
  const evidence = mixtureEvidence(counts, direction === 'harm' ? HARM_RATIOS : DROP_RATIOS);
  const threshold = 1 / metricAlpha(policy);
  const enoughEvents = direction === 'drop' || canary.events >= policy.minEventsToAbort;
  const zeroBaseline = direction === 'harm' && live.events === 0;
  const belowFloor = zeroBaseline && canary.rate < policy.zeroBaselineFloor;
  const significant = evidence >= threshold && enoughEvents && !belowFloor;
  const building = !significant && !belowFloor && evidence >= Math.sqrt(threshold);
  const finding: MetricFinding =
    canary.events + live.events === 0
      ? { code: 'none-yet' }
      : significant
        ? { code: 'significant', floor: zeroBaseline ? policy.zeroBaselineFloor : null }
        : belowFloor && canary.events > 0
          ? { code: 'below-floor', floor: policy.zeroBaselineFloor }
          : evidence >= threshold
            ? { code: 'too-few-events', events: canary.events, needed: policy.minEventsToAbort }
            : building
              ? { code: 'building' }
              : { code: 'no-evidence' };
  return {
    metric,
    unit: byVisitors ? 'visitors' : 'page loads',
    discountedPerDay: byVisitors ? policy.forgedVisitors : 0,
    direction,
    canary,
    live,
    // Finite, so that the verdict is JSON as it is (an overflow reads as the largest number).
    evidence: Math.min(evidence, Number.MAX_VALUE),
    threshold,
    significant,
    building,
    guard: policy.guards.includes(metric),
    finding,
  };
}
