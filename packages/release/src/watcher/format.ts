// Numbers as the reasons print them: counts with thousands separators, rates in %, evidence.

// Globals read once: the watcher formats every look, and the tests simulate thousands of them.
const { floor, round } = Math;
const toNumber = Number;

/** 1,890 */
export function formatCount(count: number): string {
  const digits = `${round(count)}`;
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const start = end - 3 > 0 && digits[end - 4] !== '-' ? end - 3 : 0;
    grouped = grouped ? `${digits.slice(start, end)},${grouped}` : digits.slice(start, end);
    if (!start) break;
  }
  return grouped;
}

/**
 * A rate in %, with more decimals as it gets smaller: 1.9 %, 0.53 %, 0.004 %, 0 %.
 * @param rate a fraction
 */
export function formatRate(rate: number): string {
  const percent = rate * 100;
  if (percent === 0) return '0 %';
  const decimals = percent >= 1 ? 1 : percent >= 0.1 ? 2 : 3;
  return `${toNumber(percent.toFixed(decimals))} %`;
}

/** 4/212 (1.9 %) */
export const formatShare = (events: number, loads: number): string =>
  `${formatCount(events)}/${formatCount(loads)} (${formatRate(loads ? events / loads : 0)})`;

/** A likelihood ratio: 0.21, 6.3, 1,234, over 1,000,000. */
export function formatEvidence(evidence: number): string {
  if (evidence >= 1e6) return 'over 1,000,000';
  if (evidence >= 10) return formatCount(Math.round(evidence));
  return `${toNumber(evidence.toPrecision(2))}`;
}

/** 2 h 5 min, 45 min; under a minute in seconds (30 s), as a short bake is. */
export function formatDuration(minutes: number): string {
  if (minutes < 1) return `${floor(minutes * 60)} s`;
  const whole = floor(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
