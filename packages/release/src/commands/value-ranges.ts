// Every number the release and canary commands take, with its range: the usages print these
// ranges, the command line is checked against them (command-values.ts), and a canary's state
// (canary/canary-limits.ts); nothing else restates them.

export interface ValueRange {
  /** what the number counts, as the usage names it */
  unit: string;
  min: number;
  max: number;
  /** only whole numbers */
  whole: boolean;
  /** the maximum in words, where the number alone is hard to read */
  said?: string;
  /** why a number above `max` is refused, and what to do instead */
  above?: string;
}

const DAY_SECONDS = 24 * 60 * 60;

const range = (value: ValueRange): Readonly<ValueRange> => Object.freeze(value);

/** The ranges, by the option (or positional) that takes the value. */
export const VALUE_RANGES = Object.freeze({
  /** A canary's share of page loads: all of them is a promotion, not a share. */
  canary: range({ unit: '%', min: 1, max: 99, whole: true, above: '100 % is a release without --canary' }),
  /** `npm run canary -- <remote> step <percent>`. */
  percent: range({ unit: '%', min: 1, max: 99, whole: true, above: '100 % is npm run canary -- <remote> promote' }),
  /** How long a canary runs unwatched: a week at most, so a forgotten one always ends. */
  lease: range({ unit: 'seconds', min: 1, max: 7 * DAY_SECONDS, whole: true, said: '7 days' }),
  /** The watcher's look: each renews the lease, so an hour at most. */
  interval: range({ unit: 'seconds', min: 1, max: 60 * 60, whole: true, said: '1 hour' }),
  bake: range({ unit: 'minutes', min: 0.01, max: 7 * 24 * 60, whole: false, said: '7 days' }),
  'min-loads': range({ unit: 'page loads', min: 1, max: 1_000_000, whole: true }),
  'max-wait': range({ unit: 'hours', min: 0.01, max: 30 * 24, whole: false, said: '30 days' }),
});

export type ValueName = keyof typeof VALUE_RANGES;

/** The numbers a watcher takes (`npm run canary -- <remote> --watch`). */
export const WATCH_RANGES: ValueName[] = ['interval', 'bake', 'min-loads', 'max-wait'];

/** How the usage states the range of `name`: "a whole number from 1 to 99 %". */
export function rangeText(name: ValueName): string {
  const { min, max, unit, whole, said } = VALUE_RANGES[name];
  return `${whole ? 'a whole number' : 'a number'} from ${min} to ${max} ${unit}${said ? ` (${said})` : ''}`;
}

/** One usage line of the ranges of `names`: "--interval 1-3600 seconds, --bake 0.01-10080 minutes". */
export const rangesLine = (names: ValueName[]): string =>
  names
    .map((name) => `--${name} ${VALUE_RANGES[name].min}-${VALUE_RANGES[name].max} ${VALUE_RANGES[name].unit}`)
    .join(', ');
