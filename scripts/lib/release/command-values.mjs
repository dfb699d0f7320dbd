// Every number the release and canary commands take, with its range: checked here while the
// command line is read (cli.mjs), so a wrong one ends the command with its usage (status 2) before
// any build, upload or switch. The usages print these ranges; nothing else restates them.
import { UsageError } from 'release';

/**
 * @typedef {object} ValueRange
 * @property {string} unit what the number counts, as the usage names it
 * @property {number} min
 * @property {number} max
 * @property {boolean} whole only whole numbers
 * @property {string} [said] the maximum in words, where the number alone is hard to read
 * @property {string} [above] why a number above `max` is refused, and what to do instead
 */

const DAY_SECONDS = 24 * 60 * 60;

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

/** @typedef {keyof typeof VALUE_RANGES} ValueName */

/** The numbers a watcher takes (scripts/lib/canary/watch-command.mjs). @type {ValueName[]} */
export const WATCH_RANGES = ['interval', 'bake', 'min-loads', 'max-wait'];

/** @param {ValueRange} value @returns {Readonly<ValueRange>} */
function range(value) {
  return Object.freeze(value);
}

/** Plain decimal notation only: no exponent, sign, hex or blank, which Number() would take. */
const DECIMAL = /^(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * How the usage states the range of `name`: "1-99 %", "1-604800 seconds".
 * @param {ValueName} name
 */
export function rangeText(name) {
  /** @type {ValueRange} */
  const { min, max, unit, whole, said } = VALUE_RANGES[name];
  return `${whole ? 'a whole number' : 'a number'} from ${min} to ${max} ${unit}${said ? ` (${said})` : ''}`;
}

/**
 * One usage line of the ranges of `names`: "--interval 1-3600 seconds, --bake 0.01-10080 minutes".
 * @param {ValueName[]} names
 */
export const rangesLine = (names) =>
  names
    .map((name) => `--${name} ${VALUE_RANGES[name].min}-${VALUE_RANGES[name].max} ${VALUE_RANGES[name].unit}`)
    .join(', ');

/**
 * The number `text` gives for `name`, or a UsageError saying what `name` takes.
 * @param {ValueName} name @param {string} text @param {string} [label] how the message names it (`--lease`)
 * @param {string} [remote] the bundle the command names, for the hint
 * @returns {number}
 */
export function checkedValue(name, text, label = `--${name}`, remote = '<remote>') {
  /** @type {ValueRange} */
  const { min, max, whole, above } = VALUE_RANGES[name];
  const value = DECIMAL.test(text) ? Number(text) : Number.NaN;
  const fits = value >= min && value <= max && (!whole || Number.isInteger(value));
  if (fits) return value;
  const hint = above && value > max ? ` (${above.replace('<remote>', remote)})` : '';
  throw new UsageError(`${label} takes ${rangeText(name)}, not ${JSON.stringify(text)}${hint}.`);
}

/**
 * The numbers among a command line's values, each checked; values of other options are left out.
 * @param {Record<string, unknown>} values parseArgs values and named positionals
 * @param {string} [remote] the bundle the command names
 * @returns {Partial<Record<ValueName, number>>}
 */
export function checkedValues(values, remote) {
  /** @type {Partial<Record<ValueName, number>>} */
  const numbers = {};
  for (const [name, text] of Object.entries(values)) {
    if (!Object.hasOwn(VALUE_RANGES, name) || typeof text !== 'string') continue;
    const key = /** @type {ValueName} */ (name);
    numbers[key] = checkedValue(key, text, key === 'percent' ? 'The share' : `--${key}`, remote);
  }
  return numbers;
}

/**
 * Refuses options given without the one they go with: `--lease` without `--canary`, say.
 * @param {Record<string, unknown>} values @param {string} needed @param {string[]} options
 */
export function onlyWith(values, needed, options) {
  if (values[needed] !== undefined) return;
  const given = options.filter((option) => values[option] !== undefined);
  if (given.length) throw new UsageError(`${given.map((option) => `--${option}`).join(', ')} goes with --${needed}.`);
}
