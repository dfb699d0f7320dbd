import type { SeriesPoint } from './release-health';

/** A count as read: a whole number of 0 or more, else null. */
const countOf = (value: number): number | null => (Number.isInteger(value) && value >= 0 ? value : null);

/**
 * A bucket's counts as the page can show them: a count that is not a whole number of 0 or more is
 * shown as 0, errored or crashed above the page loads as the page loads, and `inconsistent` says
 * what was read, so the page shows the rest and never a rate above 100 %.
 */
export function boundedPoint(point: SeriesPoint): SeriesPoint {
  const found: string[] = [];
  const count = (name: string, value: number) => {
    const read = countOf(value);
    if (read === null) found.push(`${name} ${String(value)} is not a count: shown as 0`);
    return read ?? 0;
  };
  const pageLoads = count('page loads', point.pageLoads);
  const within = (name: 'errored' | 'crashed') => {
    const read = count(name, point[name]);
    if (read > pageLoads) found.push(`${name} ${read} of ${pageLoads} page loads: shown as ${pageLoads}`);
    return Math.min(read, pageLoads);
  };
  const bounded: SeriesPoint = {
    ...point,
    pageLoads,
    errored: within('errored'),
    crashed: within('crashed'),
    droppedLoads: count('dropped page loads', point.droppedLoads),
    droppedUpdates: count('dropped reports', point.droppedUpdates),
  };
  return found.length ? { ...bounded, inconsistent: `${found.join('; ')}.` } : bounded;
}
