// The words of a decision: canary-analysis answers in codes with their numbers (its Verdict), and
// the command line says them here, and only here (the release health page has its own, in
// mfe-staff/src/features/releases/lib/verdict-words.ts).
import { formatCount, formatDuration, formatEvidence, formatRate, formatShare } from './format.mjs';

/** @typedef {import('canary-analysis').Verdict} Verdict */
/** @typedef {import('canary-analysis').MetricCheck} MetricCheck */
/** @typedef {import('canary-analysis').Inconsistency} Inconsistency */

/** What a person reads of a decision: its headline first, then one line per metric and finding. @param {Verdict} verdict */
export function decisionLines(verdict) {
  const { reportedOnly } = verdict;
  const note = reportedOnly.length
    ? ` Reported, not a guard: the canary is significantly ${reportedOnly.map(({ metric, direction }) => `${direction === 'drop' ? 'lower' : 'higher'} on ${metric}`).join(' and ')}.`
    : '';
  return [
    outcomeWords(verdict.outcome) + note,
    ...inconsistentLines(verdict.inconsistent),
    ...verdict.metrics.map(metricLine),
    ...vitalsLines(verdict.vitalsP75),
    ...uncountedLines(verdict.uncounted),
  ];
}

/** 1 page load, 2 page loads @param {number} count @param {string} one @param {string} many */
const counted = (count, one, many) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** "N page loads and M later reports uncounted this step (caps): …" @param {{ loads: number, updates: number }} dropped */
const uncountedHeadline = ({ loads, updates }) =>
  `${counted(loads, 'page load', 'page loads')}${updates ? ` and ${counted(updates, 'later report', 'later reports')}` : ''} uncounted this step (caps): the counts are partial`;

/** @param {{ canary: number, live: number, needed: number }} loads */
const loadsWords = ({ canary, live, needed }) =>
  `the canary has ${formatCount(canary)} and the live arm ${formatCount(live)} page loads in this step (${formatCount(needed)} needed per arm)`;

/** @param {import('canary-analysis').Wait} wait */
function waitWords(wait) {
  switch (wait.code) {
    case 'inconsistent':
      return 'the telemetry has counts that cannot be (see below)';
    case 'off-split':
      return `the page-load split is off the share (${formatRate(wait.observedShare / 100)} on the canary; evidence ${formatEvidence(wait.evidence)}), but by no more than ${wait.forgedVisitors} addresses could add`;
    case 'partial':
      return uncountedHeadline(wait);
    case 'baking':
      return `baking ${formatDuration(wait.minutes)} of ${formatDuration(wait.needed)}`;
    case 'too-few-loads':
      return loadsWords(wait);
    case 'building':
      return `evidence of harm on ${wait.metrics.join(' and ')} is building up`;
  }
}

/** @param {import('canary-analysis').StopCause} cause @param {string} after */
function stopWords(cause, after) {
  switch (cause.code) {
    case 'too-few-loads':
      return `too little traffic: ${after}, ${loadsWords(cause)}`;
    case 'partial':
      return `the counts stayed partial: ${after}, ${uncountedHeadline(cause)}`;
    case 'inconsistent':
      return `the counts stayed inconsistent: ${after}`;
    case 'off-split':
      return `the page-load split stayed off the share: ${after}`;
    case 'undecided':
      return `${after}, the evidence on ${cause.metrics.join(' and ')} neither clears the canary nor shows harm`;
  }
}

/** The decision's first line. @param {import('canary-analysis').Outcome} outcome */
export function outcomeWords(outcome) {
  switch (outcome.code) {
    case 'abort':
      return `Abort: the canary is worse than the live release on ${outcome.metrics.join(' and ')}; its share goes to 0 %.`;
    case 'sample-ratio-mismatch':
      return (
        `Stop: sample-ratio mismatch: the canary should get ${outcome.share} % of page loads and got ` +
        `${formatRate(outcome.observedShare / 100)} (${formatCount(outcome.canaryLoads)} of ${formatCount(outcome.pageLoads)}; evidence ${formatEvidence(outcome.evidence)} ≥ ${formatEvidence(outcome.needed)} needed, beyond what ${outcome.forgedVisitors} addresses could add). ` +
        'Its rates cannot be compared until the cause is found (lost reports, a cache, a crash before the report); its share goes to 0 %.'
      );
    case 'stop': {
      const after = `after ${formatDuration(outcome.minutes)} at ${outcome.share} %`;
      return `Stop: ${stopWords(outcome.cause, after)}. Nothing was promoted or aborted: the live release takes all page loads again.`;
    }
    case 'hold':
      return `Hold at ${outcome.share} %: ${outcome.waits.map(waitWords).join('; ')}. Stops in ${formatDuration(outcome.minutesLeft)} if it cannot step up.`;
    case 'promote':
      return `Promote: no harm after ${formatDuration(outcome.minutes)} at ${outcome.share} %; the canary takes all page loads.`;
    case 'step':
      return `Step up from ${outcome.from} % to ${outcome.to} %: no harm after ${formatDuration(outcome.minutes)} and ${formatCount(outcome.loadsPerArm)}+ page loads per arm.`;
  }
}

/** One metric's line. @param {MetricCheck} check */
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
}) {
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

/** How a finding names a count. @type {Record<import('canary-analysis').CountName, string>} */
const COUNT_WORDS = {
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

/** One count that cannot be. @param {Inconsistency} found */
export function inconsistencyWords(found) {
  const where = `${found.arm}${found.step ? ` (step ${found.step.index}, ${found.step.share} %)` : ''}`;
  const name = COUNT_WORDS[found.name];
  if (found.code === 'not-a-count') return `${where}: ${name} must be a count: ${found.value}; read as 0.`;
  if (found.code === 'over-page-loads')
    return `${where}: ${name} ${found.read} is more than its ${found.bound} page loads; read as ${found.bound}.`;
  return `${where}: ${name} ${found.read} are more than its ${found.bound} visitors; read as ${found.bound}.`;
}

/** What the telemetry reported that cannot be. @param {Inconsistency[]} found */
function inconsistentLines(found) {
  if (!found.length) return [];
  return [
    `Inconsistent telemetry (no step up or promotion while it lasts): ${found.map(inconsistencyWords).join(' ')}`,
  ];
}

/** Web Vitals at p75, reported only. @param {Verdict['vitalsP75']} vitals */
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

/** One line for a step with dropped reports, whether or not they hold it. @param {Verdict['uncounted']} uncounted */
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
