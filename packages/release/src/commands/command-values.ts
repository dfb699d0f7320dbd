// Every number of a command line checked against its range (value-ranges.ts) while the command line
// is read, so a wrong one ends the command with its usage (status 2) before any build, upload or
// switch.
import { UsageError } from '../errors';
import { type ValueName, VALUE_RANGES, rangeText } from './value-ranges';

/** Plain decimal notation only: no exponent, sign, hex or blank, which Number() would take. */
const DECIMAL = /^(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * The number `text` gives for `name`, or a UsageError saying what `name` takes.
 * @param label how the message names it (`--lease`)
 * @param remote the bundle the command names, for the hint
 */
export function checkedValue(name: ValueName, text: string, label = `--${name}`, remote = '<remote>'): number {
  const { min, max, whole, above } = VALUE_RANGES[name];
  const value = DECIMAL.test(text) ? Number(text) : Number.NaN;
  const fits = value >= min && value <= max && (!whole || Number.isInteger(value));
  if (fits) return value;
  const hint = above && value > max ? ` (${above.replace('<remote>', remote)})` : '';
  throw new UsageError(`${label} takes ${rangeText(name)}, not ${JSON.stringify(text)}${hint}.`);
}

const isValueName = (name: string): name is ValueName => Object.hasOwn(VALUE_RANGES, name);

/**
 * The numbers among a command line's values, each checked; values of other options are left out.
 * @param values parseArgs values and named positionals
 * @param remote the bundle the command names
 */
export function checkedValues(values: Record<string, unknown>, remote?: string): Partial<Record<ValueName, number>> {
  const numbers: Partial<Record<ValueName, number>> = {};
  for (const [name, text] of Object.entries(values)) {
    if (!isValueName(name) || typeof text !== 'string') continue;
    numbers[name] = checkedValue(name, text, name === 'percent' ? 'The share' : `--${name}`, remote);
  }
  return numbers;
}

/** Refuses options given without the one they go with: `--lease` without `--canary`, say. */
export function onlyWith(values: Record<string, unknown>, needed: string, options: string[]): void {
  if (values[needed] !== undefined) return;
  const given = options.filter((option) => values[option] !== undefined);
  if (given.length) throw new UsageError(`${given.map((option) => `--${option}`).join(', ')} goes with --${needed}.`);
}
