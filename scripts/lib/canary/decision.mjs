// The canary's automatic decision at one look: abort on harm, stop on a sample-ratio mismatch or
// on too little traffic for too long, hold while a step bakes, else step up or promote. Pure: the
// watcher passes what it counted and the time, and acts on the answer (docs/canary-rule.md).
import { METRICS, canaryPolicy, nextShare } from './canary-policy.mjs';
import { formatCount, formatDuration, formatEvidence, formatRate } from './format.mjs';
import { checkMetric } from './metric-check.mjs';
import { sampleRatio } from './sample-ratio.mjs';

/** @typedef {import('./canary-policy.mjs').CanaryPolicy} CanaryPolicy */
/** @typedef {import('./metric-check.mjs').ArmCounts} ArmCounts */
/** @typedef {import('./metric-check.mjs').StepArms} StepArms */
/** @typedef {import('./metric-check.mjs').MetricCheck} MetricCheck */
/** @typedef {{ live: ArmCounts, canary: ArmCounts }} Arms counts of the current step */

/**
 * @typedef {object} CanaryState
 * @property {number} share the canary's current share of page loads, in % (0 < share < 100)
 * @property {number} stepStartedAt when the current step started (ms since the epoch)
 * @property {number} startedAt when the canary started (ms since the epoch)
 * @property {StepArms[]} [earlierSteps] the counts of the finished steps, oldest first: the evidence
 *   carries over from step to step
 */

/**
 * @typedef {object} DecisionStats
 * @property {number} share
 * @property {number} nextShare the share a step up goes to (100: promotion)
 * @property {number} minutesInStep
 * @property {number} minutesRunning
 * @property {{ live: number, canary: number, needed: number }} stepPageLoads
 * @property {import('./sample-ratio.mjs').SampleRatio} sampleRatio
 * @property {MetricCheck[]} metrics errored, crashed, conversions
 * @property {{ live?: Record<string, number>, canary?: Record<string, number> }} vitalsP75 reported only
 */

/**
 * @typedef {object} Decision
 * @property {'hold' | 'step' | 'promote' | 'abort' | 'stop'} action
 * @property {number} share the share to set: the next step, 100 on promote, 0 on abort and stop,
 *   unchanged on hold
 * @property {string[]} reasons for a person: the decision first, then one line per metric
 * @property {DecisionStats} stats
 */

const MINUTE = 60_000;

/**
 * Decide what the canary does now.
 * @param {CanaryPolicy} policy e.g. DEFAULT_POLICY, or canaryPolicy({ guards: [...] })
 * @param {CanaryState} state
 * @param {Arms} arms the current step's counts
 * @param {number} now ms since the epoch
 * @returns {Decision}
 */
export function decide(policy, state, arms, now) {
  const settings = canaryPolicy(policy);
  const { share } = state;
  if (!(share > 0 && share < 100)) throw new RangeError(`A running canary has a share in (0, 100): ${share}.`);
  const steps = [...(state.earlierSteps ?? []), { share, ...arms }];
  steps.forEach((step, i) => {
    const when = i < steps.length - 1 ? ` (step ${i + 1}, ${step.share} %)` : '';
    checkCounts(`canary${when}`, step.canary);
    checkCounts(`live${when}`, step.live);
  });
  const metrics = METRICS.map((metric) => checkMetric(settings, metric, steps));
  const stats = {
    share,
    nextShare: nextShare(settings, share),
    minutesInStep: (now - state.stepStartedAt) / MINUTE,
    minutesRunning: (now - state.startedAt) / MINUTE,
    stepPageLoads: { live: arms.live.pageLoads, canary: arms.canary.pageLoads, needed: settings.minPageLoadsPerArm },
    sampleRatio: sampleRatio(share, arms.canary.pageLoads, arms.live.pageLoads),
    metrics,
    vitalsP75: { live: arms.live.vitalsP75, canary: arms.canary.vitalsP75 },
  };
  const details = [...metrics.map((check) => check.reason), ...vitalsLines(stats.vitalsP75)];
  const reportedOnly = metrics.filter((check) => check.significant && !check.guard);
  const note = reportedOnly.length
    ? ` Reported, not a guard: the canary is significantly ${reportedOnly.map((check) => `${check.direction === 'drop' ? 'lower' : 'higher'} on ${check.metric}`).join(' and ')}.`
    : '';
  /** @param {Decision['action']} action @param {number} to @param {string} headline */
  const answer = (action, to, headline) => ({ action, share: to, reasons: [headline + note, ...details], stats });

  const harmed = metrics.filter((check) => check.significant && check.guard);
  if (harmed.length) {
    const names = harmed.map((check) => check.metric).join(' and ');
    return answer('abort', 0, `Abort: the canary is worse than the live release on ${names}; its share goes to 0 %.`);
  }
  const srm = stats.sampleRatio;
  const srmNeeded = 1 / settings.srmAlpha;
  if (srm.evidence >= srmNeeded) {
    const loads = `${formatCount(arms.canary.pageLoads)} of ${formatCount(arms.canary.pageLoads + arms.live.pageLoads)}`;
    return answer(
      'stop',
      0,
      `Stop: sample-ratio mismatch: the canary should get ${share} % of page loads and got ` +
        `${formatRate(srm.observedShare / 100)} (${loads}; evidence ${formatEvidence(srm.evidence)} ≥ ${formatEvidence(srmNeeded)} needed). ` +
        'Its rates cannot be compared until the cause is found (lost reports, a cache, a crash before the report); its share goes to 0 %.',
    );
  }
  return waitOrMove(settings, stats, answer);
}

/**
 * Hold while the step bakes, lacks page loads or has evidence of harm building up; stop when that
 * lasts past the maximum wait; else step up or promote.
 * @param {CanaryPolicy} policy @param {DecisionStats} stats
 * @param {(action: Decision['action'], to: number, headline: string) => Decision} answer
 */
function waitOrMove(policy, stats, answer) {
  const { share, minutesInStep, stepPageLoads } = stats;
  const lacking = /** @type {const} */ (['canary', 'live']).filter(
    (arm) => stepPageLoads[arm] < policy.minPageLoadsPerArm,
  );
  const building = stats.metrics.filter((check) => check.building && check.guard).map((check) => check.metric);
  const baking = minutesInStep < policy.bakeMinutes;
  const loads = `the canary has ${formatCount(stepPageLoads.canary)} and the live arm ${formatCount(stepPageLoads.live)} page loads in this step (${formatCount(policy.minPageLoadsPerArm)} needed per arm)`;
  if ((lacking.length || building.length) && minutesInStep >= policy.maxWaitHours * 60) {
    const why = lacking.length
      ? `too little traffic: after ${formatDuration(minutesInStep)} at ${share} %, ${loads}`
      : `after ${formatDuration(minutesInStep)} at ${share} %, the evidence on ${building.join(' and ')} neither clears the canary nor shows harm`;
    return answer(
      'stop',
      0,
      `Stop: ${why}. Nothing was promoted or aborted: the live release takes all page loads again.`,
    );
  }
  if (lacking.length || building.length || baking) {
    const waits = [
      ...(baking ? [`baking ${formatDuration(minutesInStep)} of ${formatDuration(policy.bakeMinutes)}`] : []),
      ...(lacking.length ? [loads] : []),
      ...(building.length ? [`evidence of harm on ${building.join(' and ')} is building up`] : []),
    ];
    const left = formatDuration(Math.max(0, policy.maxWaitHours * 60 - minutesInStep));
    return answer('hold', share, `Hold at ${share} %: ${waits.join('; ')}. Stops in ${left} if it cannot step up.`);
  }
  const to = stats.nextShare;
  if (to === 100)
    return answer(
      'promote',
      100,
      `Promote: no harm after ${formatDuration(minutesInStep)} at ${share} %; the canary takes all page loads.`,
    );
  return answer(
    'step',
    to,
    `Step up from ${share} % to ${to} %: no harm after ${formatDuration(minutesInStep)} and ${formatCount(Math.min(stepPageLoads.canary, stepPageLoads.live))}+ page loads per arm.`,
  );
}

/** @param {string} arm @param {ArmCounts} counts */
function checkCounts(arm, counts) {
  const { pageLoads } = counts;
  if (!(Number.isInteger(pageLoads) && pageLoads >= 0))
    throw new RangeError(`${arm}: page loads must be a count: ${pageLoads}.`);
  for (const metric of METRICS) {
    const count = counts[metric];
    if (!(Number.isInteger(count) && count >= 0 && count <= pageLoads))
      throw new RangeError(`${arm}: ${metric} must be a count of at most its ${pageLoads} page loads: ${count}.`);
  }
}

/** Web Vitals at p75, reported only. @param {DecisionStats['vitalsP75']} vitals */
function vitalsLines({ live = {}, canary = {} }) {
  const names = [...new Set([...Object.keys(canary), ...Object.keys(live)])];
  if (!names.length) return [];
  // LCP and INP in whole ms, CLS (a score under 1) with two digits.
  const value = (/** @type {number | undefined} */ v) =>
    v === undefined ? '—' : v < 10 ? `${Number(v.toPrecision(2))}` : formatCount(v);
  return [
    `Web Vitals p75 (reported only), canary vs live: ${names.map((n) => `${n} ${value(canary[n])} vs ${value(live[n])}`).join(', ')}.`,
  ];
}
