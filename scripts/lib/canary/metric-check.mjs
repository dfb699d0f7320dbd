// One metric's verdict at one look: the sequential test's evidence over every step of the canary,
// and the conditions an abort also needs (enough events, the zero-baseline floor).
import { metricAlpha } from './canary-policy.mjs';
import { formatEvidence, formatRate, formatShare } from './format.mjs';
import { DROP_RATIOS, HARM_RATIOS, mixtureEvidence } from './sequential-test.mjs';

/** @typedef {import('./canary-policy.mjs').Metric} Metric */
/** @typedef {import('./canary-policy.mjs').CanaryPolicy} CanaryPolicy */

/**
 * What the browsers report of one arm, counted since the step started.
 * @typedef {object} ArmCounts
 * @property {number} pageLoads
 * @property {number} errored page loads with an uncaught error
 * @property {number} crashed page loads where the remote failed to load or its error screen showed
 * @property {number} conversions page loads that converted
 * @property {Record<string, number>} [vitalsP75] Web Vitals at p75 (LCP, INP in ms, CLS), reported only
 * @property {number} [droppedLoads] page loads the telemetry's caps dropped (not in pageLoads): the
 *   counts are partial (0 when absent)
 * @property {number} [droppedUpdates] later reports of counted page loads the caps dropped (errors,
 *   crashes, conversions possibly missing)
 * @property {number} [visitors] visitors first counted for the release in the step (one a day
 *   whatever it sends: telemetry_release_visitors); with them, errored and crashed are tested on
 *   visitors
 * @property {number} [erroredVisitors] of them, those who reported it errored
 * @property {number} [crashedVisitors] of them, those who reported it crashed
 */

/**
 * A step's share (%), counts and the UTC days its window touches (1 when absent): a visitor is
 * told apart for a day, so a few can count once per day.
 * @typedef {{ share: number, live: ArmCounts, canary: ArmCounts, days?: number }} StepArms
 */

/**
 * @typedef {object} ArmRate
 * @property {number} events
 * @property {number} loads
 * @property {number} rate events / loads (0 without loads)
 */

/**
 * @typedef {object} MetricCheck
 * @property {Metric} metric
 * @property {'page loads' | 'visitors'} unit what the rates count: visitors (with the policy's
 *   forgedVisitors discounted per arm and day) for errored and crashed when the telemetry gives them
 * @property {'harm' | 'drop'} direction what counts against the canary: a higher rate or a lower one
 * @property {ArmRate} canary over every step of the canary
 * @property {ArmRate} live
 * @property {number} evidence the mixture likelihood ratio (1 = no evidence either way)
 * @property {number} threshold evidence that calls it: 1 / (α / number of metrics)
 * @property {boolean} significant called: enough evidence, and for harm enough events and, against a
 *   live arm with none, above the floor
 * @property {boolean} building not called, but the evidence is past √threshold: a step up waits
 * @property {boolean} guard the policy aborts on it
 * @property {string} reason one line for a person
 */

/** @param {number} events @param {number} loads @returns {ArmRate} */
const armRate = (events, loads) => ({ events, loads, rate: loads ? events / loads : 0 });

/**
 * @param {CanaryPolicy} policy
 * @param {Metric} metric
 * @param {StepArms[]} steps every step of the canary, the current one last
 * @returns {MetricCheck}
 */
export function checkMetric(policy, metric, steps) {
  const direction = /** @type {'harm' | 'drop'} */ (metric === 'conversions' ? 'drop' : 'harm');
  const byVisitors =
    direction === 'harm' &&
    steps.every(({ live, canary }) => live.visitors !== undefined && canary.visitors !== undefined);
  const unit = /** @type {'page loads' | 'visitors'} */ (byVisitors ? 'visitors' : 'page loads');
  const key = /** @type {'erroredVisitors' | 'crashedVisitors'} */ (`${metric}Visitors`);
  /** What a few visitors may have forged is discounted: harm must come from more than them. @param {ArmCounts} arm @param {number} days */
  const events = (arm, days) =>
    byVisitors ? Math.max(0, (arm[key] ?? 0) - policy.forgedVisitors * days) : arm[metric];
  /** @param {ArmCounts} arm */
  const loads = (arm) => (byVisitors ? (arm.visitors ?? 0) : arm.pageLoads);
  const counts = steps.map(({ live, canary, days = 1 }) => ({
    canaryEvents: events(canary, days),
    canaryLoads: loads(canary),
    liveEvents: events(live, days),
    liveLoads: loads(live),
  }));
  /** @param {'canary' | 'live'} arm */
  const total = (arm) =>
    armRate(
      counts.reduce((sum, c) => sum + c[`${arm}Events`], 0),
      counts.reduce((sum, c) => sum + c[`${arm}Loads`], 0),
    );
  const canary = total('canary');
  const live = total('live');
  const evidence = mixtureEvidence(counts, direction === 'harm' ? HARM_RATIOS : DROP_RATIOS);
  const threshold = 1 / metricAlpha(policy);
  const enoughEvents = direction === 'drop' || canary.events >= policy.minEventsToAbort;
  const belowFloor = direction === 'harm' && live.events === 0 && canary.rate < policy.zeroBaselineFloor;
  const significant = evidence >= threshold && enoughEvents && !belowFloor;
  const building = !significant && !belowFloor && evidence >= Math.sqrt(threshold);
  const guard = policy.guards.includes(metric);
  const check = {
    metric,
    unit,
    direction,
    canary,
    live,
    evidence,
    threshold,
    significant,
    building,
    guard,
    reason: '',
  };
  return { ...check, reason: reason(policy, check) };
}

/** @param {CanaryPolicy} policy @param {Omit<MetricCheck, 'reason'>} check */
function reason(policy, { metric, unit, direction, canary, live, evidence, threshold, significant, building, guard }) {
  const of =
    unit === 'visitors' ? ` (visitors, ${policy.forgedVisitors} a day discounted per arm: what a few could forge)` : '';
  const counts = `${metric}${of}: ${formatShare(canary.events, canary.loads)} vs ${formatShare(live.events, live.loads)}`;
  const measure = `evidence ${formatEvidence(evidence)}`;
  const needed = `${formatEvidence(threshold)} needed`;
  const worse = direction === 'harm' ? 'higher' : 'lower';
  const role = guard ? 'a guard' : `reported only (--guard ${metric} makes it abort)`;
  if (canary.events + live.events === 0) return `${counts} — none on either arm yet: no evidence either way.`;
  if (significant) {
    const zero =
      direction === 'harm' && live.events === 0
        ? `; the live arm has none and the canary is above the floor of ${formatRate(policy.zeroBaselineFloor)}`
        : '';
    return `${counts} — significantly ${worse} on the canary (${measure} ≥ ${needed})${zero}; ${role}.`;
  }
  if (direction === 'harm' && live.events === 0 && canary.events > 0 && canary.rate < policy.zeroBaselineFloor)
    return `${counts} — the live arm has none, but the canary's rate is below the floor of ${formatRate(policy.zeroBaselineFloor)}: not acted on.`;
  if (evidence >= threshold)
    return `${counts} — ${worse} on the canary (${measure} ≥ ${needed}), but ${canary.events} ${metric} ${unit === 'visitors' ? `visitor${canary.events === 1 ? '' : 's'}` : `page load${canary.events === 1 ? '' : 's'}`} on the canary: ${policy.minEventsToAbort} are needed to abort.`;
  if (building)
    return `${counts} — possibly ${worse} on the canary (${measure} of ${needed}): waiting for more page loads.`;
  return `${counts} — no evidence of a ${worse} rate on the canary (${measure} of ${needed}).`;
}
