// Counts that cannot be (more errored than page loads, a negative or fractional count) are found,
// bounded and reported, never fatal: the watcher keeps watching, and the canary does not move up
// on them (docs/canary-rule.md, "Inconsistent counts").
import type { ArmCounts } from './counts';
import { METRICS } from './policy';

/** The counts of an arm a finding may name. */
export type CountName =
  | 'pageLoads'
  | 'errored'
  | 'crashed'
  | 'conversions'
  | 'droppedLoads'
  | 'droppedUpdates'
  | 'visitors'
  | 'erroredVisitors'
  | 'crashedVisitors';

/** Which arm of which step: `step` (1-based) and its share for a finished step, absent for the current one. */
export interface CountPlace {
  arm: 'live' | 'canary';
  step?: { index: number; share: number };
}

/** A count that cannot be, and what it was read as. */
export type Inconsistency = CountPlace &
  (
    | /** not a whole number of 0 or more: read as 0 */ { code: 'not-a-count'; name: CountName; value: number | string }
    | /** errored, crashed or conversions above the page loads: read as the page loads */ {
        code: 'over-page-loads';
        name: CountName;
        read: number;
        bound: number;
      }
    | /** errored or crashed visitors above the visitors: read as the visitors */ {
        code: 'over-visitors';
        name: CountName;
        read: number;
        bound: number;
      }
  );

/** A count as read, or null when it is not a whole number of 0 or more. */
const countOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/** What a finding shows of a value that is no count: a number as it is, anything else as text. */
const shown = (value: unknown): number | string => (typeof value === 'number' ? value : String(value));

/**
 * An arm's counts as the decision can use them: a count that is not a whole number of 0 or more
 * is read as 0, and errored, crashed or conversions above the page loads as the page loads; each
 * such finding is added to `found`.
 */
export function consistentCounts(place: CountPlace, counts: ArmCounts, found: Inconsistency[]): ArmCounts {
  const count = (name: CountName, value: unknown) => {
    const read = countOf(value);
    if (read === null) found.push({ ...place, code: 'not-a-count', name, value: shown(value) });
    return read ?? 0;
  };
  const pageLoads = count('pageLoads', counts.pageLoads);
  const fixed: ArmCounts = {
    ...counts,
    pageLoads,
    droppedLoads: count('droppedLoads', counts.droppedLoads ?? 0),
    droppedUpdates: count('droppedUpdates', counts.droppedUpdates ?? 0),
  };
  for (const metric of METRICS) {
    const read = count(metric, counts[metric]);
    if (read > pageLoads) found.push({ ...place, code: 'over-page-loads', name: metric, read, bound: pageLoads });
    fixed[metric] = Math.min(read, pageLoads);
  }
  if (counts.visitors === undefined) return fixed;
  const visitors = count('visitors', counts.visitors);
  fixed.visitors = visitors;
  for (const key of ['erroredVisitors', 'crashedVisitors'] as const) {
    const read = count(key, counts[key] ?? 0);
    if (read > visitors) found.push({ ...place, code: 'over-visitors', name: key, read, bound: visitors });
    fixed[key] = Math.min(read, visitors);
  }
  return fixed;
}
