// The words of a decision: canary-analysis answers in codes with their numbers (its Verdict), and
// the command line says them here, and only here (the release health page has its own, in
// mfe-staff/src/features/releases/lib/verdict-words.ts). A metric's line and the lines after the
// metrics are metric-words.ts's.
import type { Outcome, StopCause, Verdict, Wait } from 'canary-analysis';
import { formatCount, formatDuration, formatEvidence, formatRate } from './format';
import { counted, inconsistentLines, metricLine, uncountedLines, vitalsLines } from './metric-words';

/** What a person reads of a decision: its headline first, then one line per metric and finding. */
export function decisionLines(verdict: Verdict): string[] {
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

/** "N page loads and M later reports uncounted this step (caps): …" */
const uncountedHeadline = ({ loads, updates }: { loads: number; updates: number }): string =>
  `${counted(loads, 'page load', 'page loads')}${updates ? ` and ${counted(updates, 'later report', 'later reports')}` : ''} uncounted this step (caps): the counts are partial`;

const loadsWords = ({ canary, live, needed }: { canary: number; live: number; needed: number }): string =>
  `the canary has ${formatCount(canary)} and the live arm ${formatCount(live)} page loads in this step (${formatCount(needed)} needed per arm)`;

function waitWords(wait: Wait): string {
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

function stopWords(cause: StopCause, after: string): string {
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

/** The decision's first line. */
export function outcomeWords(outcome: Outcome): string {
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
