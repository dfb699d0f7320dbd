import type { MetricCheck, Outcome, StopCause, Verdict, Wait } from 'canary-analysis';

// The canary watcher's verdict (codes with their numbers, stored in release_canaries.verdict) in
// the page's words: the one place the health page says what a look decided and why.

const count = (n: number) => Math.round(n).toLocaleString('en-US');
const percent = (fraction: number) => `${Number((fraction * 100).toPrecision(2))} %`;
const evidence = (n: number) => (n >= 1e6 ? 'over 1,000,000' : n >= 10 ? count(n) : `${Number(n.toPrecision(2))}`);
const duration = (minutes: number) => {
  const whole = Math.floor(minutes);
  const hours = Math.floor(whole / 60);
  if (!hours) return minutes < 1 ? `${Math.floor(minutes * 60)} s` : `${whole} min`;
  return whole % 60 ? `${hours} h ${whole % 60} min` : `${hours} h`;
};
const loads = ({ canary, live, needed }: { canary: number; live: number; needed: number }) =>
  `${count(canary)} canary and ${count(live)} live page loads this step, ${count(needed)} needed per arm`;
const dropped = ({ loads: pageLoads, updates }: { loads: number; updates: number }) =>
  `${count(pageLoads)} page loads and ${count(updates)} later reports uncounted (caps)`;

function waitWords(wait: Wait): string {
  switch (wait.code) {
    case 'inconsistent':
      return 'counts that cannot be';
    case 'off-split':
      return `split off the share (${percent(wait.observedShare / 100)} on the canary), by no more than ${wait.forgedVisitors} addresses could add`;
    case 'partial':
      return dropped(wait);
    case 'baking':
      return `baking ${duration(wait.minutes)} of ${duration(wait.needed)}`;
    case 'too-few-loads':
      return loads(wait);
    case 'building':
      return `evidence of harm building up on ${wait.metrics.join(' and ')}`;
  }
}

function stopWords(cause: StopCause): string {
  switch (cause.code) {
    case 'too-few-loads':
      return `too little traffic (${loads(cause)})`;
    case 'partial':
      return `counts stayed partial (${dropped(cause)})`;
    case 'inconsistent':
      return 'counts stayed inconsistent';
    case 'off-split':
      return 'the page-load split stayed off the share';
    case 'undecided':
      return `the evidence on ${cause.metrics.join(' and ')} neither cleared the canary nor showed harm`;
  }
}

/** The headline of a look. */
export function outcomeWords(outcome: Outcome): string {
  switch (outcome.code) {
    case 'abort':
      return `Aborted: worse than the live release on ${outcome.metrics.join(' and ')}.`;
    case 'sample-ratio-mismatch':
      return `Stopped: sample-ratio mismatch: ${percent(outcome.observedShare / 100)} of ${count(outcome.pageLoads)} page loads reached the canary, ${outcome.share} % should have (evidence ${evidence(outcome.evidence)} of ${evidence(outcome.needed)} needed).`;
    case 'stop':
      return `Stopped after ${duration(outcome.minutes)} at ${outcome.share} %: ${stopWords(outcome.cause)}.`;
    case 'hold':
      return `Holding at ${outcome.share} %: ${outcome.waits.map(waitWords).join('; ')}. Stops in ${duration(outcome.minutesLeft)} if it cannot step up.`;
    case 'promote':
      return `Promoted: no harm after ${duration(outcome.minutes)} at ${outcome.share} %.`;
    case 'step':
      return `Stepped up from ${outcome.from} % to ${outcome.to} %: no harm after ${duration(outcome.minutes)}, ${count(outcome.loadsPerArm)}+ page loads per arm.`;
  }
}

/** One metric of a look: both arms and what its evidence says. */
export function metricWords(check: MetricCheck): string {
  const { metric, unit, canary, live, finding } = check;
  const arms = `${count(canary.events)}/${count(canary.loads)} vs ${count(live.events)}/${count(live.loads)} ${unit} (canary vs live)`;
  const worse = check.direction === 'harm' ? 'higher' : 'lower';
  const of = `evidence ${evidence(check.evidence)} of ${evidence(check.threshold)}`;
  switch (finding.code) {
    case 'none-yet':
      return `${metric}: none on either arm yet.`;
    case 'significant':
      return `${metric}: ${arms}: significantly ${worse} on the canary (${of})${check.guard ? '' : ', reported only'}.`;
    case 'below-floor':
      return `${metric}: ${arms}: the live arm has none, the canary is below the floor of ${percent(finding.floor)}.`;
    case 'too-few-events':
      return `${metric}: ${arms}: ${worse} on the canary (${of}), but ${finding.needed} are needed to abort.`;
    case 'building':
      return `${metric}: ${arms}: possibly ${worse} on the canary (${of}).`;
    case 'no-evidence':
      return `${metric}: ${arms}: no evidence of a ${worse} rate (${of}).`;
  }
}

/** What the page lists under a decision: the headline, then one line per metric. */
export function verdictLines(verdict: Verdict): string[] {
  const inconsistent = verdict.inconsistent.length
    ? [`${verdict.inconsistent.length} count(s) the telemetry reported cannot be; read within bounds.`]
    : [];
  return [outcomeWords(verdict.outcome), ...inconsistent, ...verdict.metrics.map(metricWords)];
}
