// The canary's automatic decision at one look: abort on harm, stop on a sample-ratio mismatch or
// on too little traffic for too long, hold while a step bakes or its counts are partial (the
// telemetry's caps dropped reports), else step up or promote. Pure: the
// watcher passes what it counted and the time, and acts on the answer (docs/canary-rule.md).
import { LOADS_PER_ADDRESS_PER_RELEASE_PER_MINUTE, METRICS, canaryPolicy, nextShare } from './canary-policy.mjs';
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
 * @property {Uncounted} uncounted what the telemetry's caps dropped in this step
 * @property {string[]} inconsistent counts that cannot be as read (more errored than page loads, a
 *   negative or fractional count), each with the bound it was read as: no step up on them
 */

/**
 * @typedef {object} Uncounted
 * @property {{ loads: number, updates: number }} canary page loads and later reports dropped
 * @property {{ live: number, canary: number }} share dropped / (page loads counted and dropped), per arm
 * @property {{ loads: number, updates: number }} live
 * @property {boolean} partial more dropped than the policy's maxUncountedShare on either arm: no step up
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
 * @param {Arms & { days?: number }} read the current step's counts (and the UTC days its window touches)
 * @param {number} now ms since the epoch
 * @returns {Decision}
 */
export function decide(policy, state, read, now) {
  const settings = canaryPolicy(policy);
  const { share } = state;
  if (!(share > 0 && share < 100)) throw new RangeError(`A running canary has a share in (0, 100): ${share}.`);
  // Counts that cannot be (more errored than page loads, say) are said and bounded, never fatal:
  // the watcher keeps watching, and the canary does not move up on them.
  /** @type {string[]} */
  const inconsistent = [];
  const steps = [...(state.earlierSteps ?? []), { share, ...read }].map((step, i, all) => {
    const when = i < all.length - 1 ? ` (step ${i + 1}, ${step.share} %)` : '';
    return {
      share: step.share,
      ...(step.days === undefined ? {} : { days: step.days }),
      canary: consistentCounts(`canary${when}`, step.canary, inconsistent),
      live: consistentCounts(`live${when}`, step.live, inconsistent),
    };
  });
  const current = /** @type {StepArms} */ (steps.at(-1));
  const arms = { live: current.live, canary: current.canary };
  const metrics = METRICS.map((metric) => checkMetric(settings, metric, steps));
  const stats = {
    share,
    nextShare: nextShare(settings, share),
    minutesInStep: (now - state.stepStartedAt) / MINUTE,
    minutesRunning: (now - state.startedAt) / MINUTE,
    stepPageLoads: { live: arms.live.pageLoads, canary: arms.canary.pageLoads, needed: settings.minPageLoadsPerArm },
    // What the forgedVisitors' addresses may have added to either arm is allowed for.
    sampleRatio: sampleRatio(
      share,
      arms.canary.pageLoads,
      arms.live.pageLoads,
      settings.forgedVisitors *
        LOADS_PER_ADDRESS_PER_RELEASE_PER_MINUTE *
        Math.ceil(Math.max(0, (now - state.stepStartedAt) / MINUTE)),
    ),
    metrics,
    vitalsP75: { live: arms.live.vitalsP75, canary: arms.canary.vitalsP75 },
    uncounted: uncountedIn(settings, arms),
    inconsistent,
  };
  const details = [
    ...inconsistentLines(inconsistent),
    ...metrics.map((check) => check.reason),
    ...vitalsLines(stats.vitalsP75),
    ...uncountedLines(stats.uncounted),
  ];
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
  if (srm.beyondForgeable >= srmNeeded) {
    const loads = `${formatCount(arms.canary.pageLoads)} of ${formatCount(arms.canary.pageLoads + arms.live.pageLoads)}`;
    return answer(
      'stop',
      0,
      `Stop: sample-ratio mismatch: the canary should get ${share} % of page loads and got ` +
        `${formatRate(srm.observedShare / 100)} (${loads}; evidence ${formatEvidence(srm.beyondForgeable)} ≥ ${formatEvidence(srmNeeded)} needed, beyond what ${settings.forgedVisitors} addresses could add). ` +
        'Its rates cannot be compared until the cause is found (lost reports, a cache, a crash before the report); its share goes to 0 %.',
    );
  }
  return waitOrMove(settings, stats, answer);
}

/**
 * Hold while the step bakes, lacks page loads, has partial counts or has evidence of harm building
 * up; stop when that lasts past the maximum wait; else step up or promote.
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
  const { partial } = stats.uncounted;
  const uncounted = uncountedHeadline(stats.uncounted);
  const odd = stats.inconsistent.length > 0;
  // A split off by no more than a few addresses could add: no step up on it, and no stop either.
  const offSplit = stats.sampleRatio.evidence >= 1 / policy.srmAlpha;
  const loads = `the canary has ${formatCount(stepPageLoads.canary)} and the live arm ${formatCount(stepPageLoads.live)} page loads in this step (${formatCount(policy.minPageLoadsPerArm)} needed per arm)`;
  if ((lacking.length || building.length || partial || odd || offSplit) && minutesInStep >= policy.maxWaitHours * 60) {
    const after = `after ${formatDuration(minutesInStep)} at ${share} %`;
    const why = lacking.length
      ? `too little traffic: ${after}, ${loads}`
      : partial
        ? `the counts stayed partial: ${after}, ${uncounted}`
        : odd
          ? `the counts stayed inconsistent: ${after}`
          : offSplit && !building.length
            ? `the page-load split stayed off the share: ${after}`
            : `${after}, the evidence on ${building.join(' and ')} neither clears the canary nor shows harm`;
    return answer(
      'stop',
      0,
      `Stop: ${why}. Nothing was promoted or aborted: the live release takes all page loads again.`,
    );
  }
  if (lacking.length || building.length || baking || partial || odd || offSplit) {
    const waits = [
      ...(odd ? ['the telemetry has counts that cannot be (see below)'] : []),
      ...(offSplit
        ? [
            `the page-load split is off the share (${formatRate(stats.sampleRatio.observedShare / 100)} on the canary; evidence ${formatEvidence(stats.sampleRatio.evidence)}), but by no more than ${policy.forgedVisitors} addresses could add`,
          ]
        : []),
      ...(partial ? [uncounted] : []),
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

/** A count as read, or null when it is not a whole number of 0 or more. @param {unknown} value */
const countOf = (value) =>
  Number.isInteger(value) && /** @type {number} */ (value) >= 0 ? /** @type {number} */ (value) : null;

/**
 * An arm's counts as the decision can use them: a count that is not a whole number of 0 or more
 * is read as 0, and errored, crashed or conversions above the page loads as the page loads; each
 * such finding is added to `found`, naming the arm, what was read and what it was read as.
 * @param {string} arm @param {ArmCounts} counts @param {string[]} found @returns {ArmCounts}
 */
function consistentCounts(arm, counts, found) {
  /** @param {string} name @param {unknown} value */
  const count = (name, value) => {
    const read = countOf(value);
    if (read === null) found.push(`${arm}: ${name} must be a count: ${value}; read as 0.`);
    return read ?? 0;
  };
  const pageLoads = count('page loads', counts.pageLoads);
  /** @type {ArmCounts} */
  const fixed = {
    ...counts,
    pageLoads,
    droppedLoads: count('dropped page loads', counts.droppedLoads ?? 0),
    droppedUpdates: count('dropped reports', counts.droppedUpdates ?? 0),
  };
  for (const metric of METRICS) {
    const read = count(metric, counts[metric]);
    if (read > pageLoads)
      found.push(`${arm}: ${metric} ${read} is more than its ${pageLoads} page loads; read as ${pageLoads}.`);
    fixed[metric] = Math.min(read, pageLoads);
  }
  if (counts.visitors === undefined) return fixed;
  const visitors = count('visitors', counts.visitors);
  fixed.visitors = visitors;
  for (const [name, key] of /** @type {const} */ ([
    ['errored visitors', 'erroredVisitors'],
    ['crashed visitors', 'crashedVisitors'],
  ])) {
    const read = count(name, counts[key] ?? 0);
    if (read > visitors)
      found.push(`${arm}: ${name} ${read} are more than its ${visitors} visitors; read as ${visitors}.`);
    fixed[key] = Math.min(read, visitors);
  }
  return fixed;
}

/** What the telemetry reported that cannot be, for a person. @param {string[]} found */
function inconsistentLines(found) {
  if (!found.length) return [];
  return [`Inconsistent telemetry (no step up or promotion while it lasts): ${found.join(' ')}`];
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

/**
 * What the telemetry's caps dropped in the step, per arm, and whether that makes it partial.
 * @param {CanaryPolicy} policy @param {Arms} arms @returns {Uncounted}
 */
function uncountedIn(policy, arms) {
  /** @param {ArmCounts} counts */
  const of = ({ droppedLoads = 0, droppedUpdates = 0 }) => ({ loads: droppedLoads, updates: droppedUpdates });
  /** @param {ArmCounts} counts */
  const shareOf = ({ pageLoads, droppedLoads = 0, droppedUpdates = 0 }) =>
    droppedLoads + droppedUpdates === 0 ? 0 : (droppedLoads + droppedUpdates) / Math.max(1, pageLoads + droppedLoads);
  const share = { live: shareOf(arms.live), canary: shareOf(arms.canary) };
  return {
    canary: of(arms.canary),
    live: of(arms.live),
    share,
    partial: share.live > policy.maxUncountedShare || share.canary > policy.maxUncountedShare,
  };
}

/** 1 page load, 2 page loads @param {number} count @param {string} one @param {string} many */
const counted = (count, one, many) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** "N page loads uncounted this step (caps)" @param {Uncounted} uncounted */
function uncountedHeadline({ canary, live }) {
  const updates = canary.updates + live.updates;
  const reports = updates ? ` and ${counted(updates, 'later report', 'later reports')}` : '';
  return `${counted(canary.loads + live.loads, 'page load', 'page loads')}${reports} uncounted this step (caps): the counts are partial`;
}

/** One line per step with dropped reports, whether or not they hold it. @param {Uncounted} uncounted */
function uncountedLines({ canary, live, partial }) {
  if (!(canary.loads + canary.updates + live.loads + live.updates)) return [];
  /** @param {{ loads: number, updates: number }} arm */
  const of = ({ loads, updates }) =>
    `${counted(loads, 'page load', 'page loads')} and ${counted(updates, 'later report', 'later reports')}`;
  return [
    `Uncounted this step (dropped by the telemetry's caps): ${of(canary)} of the canary, ${of(live)} of the live arm` +
      (partial ? '; no step up or promotion on partial counts.' : "; within the policy's maxUncountedShare."),
  ];
}
