// Each number of a command line in its range, in plain decimals only, with the usage's words; the
// commands' own lines (scripts/lib/release/command-lines.test.mjs) show the status and the usage.
import { UsageError } from '../errors';
import { checkedValue, checkedValues, onlyWith } from './command-values';
import { WATCH_RANGES, rangeText, rangesLine } from './value-ranges';

describe('checkedValue', () => {
  it('takes a number in its range', () => {
    expect(checkedValue('canary', '10')).toBe(10);
    expect(checkedValue('bake', '0.5')).toBe(0.5);
    expect(checkedValue('bake', '.5')).toBe(0.5);
    expect(checkedValue('lease', '604800')).toBe(604800);
  });

  it.each(['1e3', '-5', '+5', '0x10', '', ' 5', 'Infinity', '5.'])('refuses %j: plain decimals only', (text) =>
    expect(() => checkedValue('interval', text)).toThrow(UsageError),
  );

  it('refuses a number out of its range or a fraction of a whole one, saying what it takes', () => {
    expect(() => checkedValue('lease', '604801')).toThrow(
      new UsageError('--lease takes a whole number from 1 to 604800 seconds (7 days), not "604801".'),
    );
    expect(() => checkedValue('min-loads', '2.5')).toThrow(UsageError);
    expect(() => checkedValue('canary', '0')).toThrow(UsageError);
  });

  it('says what to do instead of a share of all page loads, naming the bundle', () => {
    expect(() => checkedValue('percent', '100', 'The share', 'marketing')).toThrow(
      new UsageError(
        'The share takes a whole number from 1 to 99 %, not "100" (100 % is npm run canary -- marketing promote).',
      ),
    );
  });
});

describe('checkedValues', () => {
  it('checks the numbers among the values and leaves the others out', () => {
    expect(checkedValues({ canary: '10', watch: true, guard: 'speed', bake: '2' })).toEqual({ canary: 10, bake: 2 });
  });

  it('names the share as the usage does, and other values by their option', () => {
    expect(() => checkedValues({ percent: '0' }, 'marketing')).toThrow(/^The share takes/);
    expect(() => checkedValues({ lease: '-100' })).toThrow(/^--lease takes/);
  });
});

describe('onlyWith', () => {
  it('refuses options given without the one they go with', () => {
    expect(() => onlyWith({ lease: '60', interval: '5' }, 'canary', ['lease', 'interval'])).toThrow(
      new UsageError('--lease, --interval goes with --canary.'),
    );
    expect(() => onlyWith({ canary: '10', lease: '60' }, 'canary', ['lease'])).not.toThrow();
    expect(() => onlyWith({}, 'canary', ['lease'])).not.toThrow();
  });
});

describe('the ranges in the usage', () => {
  it('states each range once, as the checks apply it', () => {
    expect(rangeText('percent')).toBe('a whole number from 1 to 99 %');
    expect(rangeText('max-wait')).toBe('a number from 0.01 to 720 hours (30 days)');
    expect(rangesLine(WATCH_RANGES)).toBe(
      '--interval 1-3600 seconds, --bake 0.01-10080 minutes, --min-loads 1-1000000 page loads, --max-wait 0.01-720 hours',
    );
  });
});
