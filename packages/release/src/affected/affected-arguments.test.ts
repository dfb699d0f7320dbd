import { UsageError } from '../errors';
import { parseAffectedArguments } from './affected-arguments';

describe('parseAffectedArguments', () => {
  it('takes a base or a tag prefix, and --json', () => {
    expect(parseAffectedArguments(['--base', 'origin/main'])).toEqual({
      help: false,
      request: { base: 'origin/main' },
      json: false,
    });
    expect(parseAffectedArguments(['--since-tags', 'released/', '--json'])).toEqual({
      help: false,
      request: { tagPrefix: 'released/' },
      json: true,
    });
    expect(parseAffectedArguments(['--help'])).toEqual({ help: true });
    expect(parseAffectedArguments(['-h', '--bogus'])).toEqual({ help: true });
  });

  it.each([
    [[], /either --base/],
    [['--base', 'main', '--since-tags', 'released/'], /either --base/],
    [['--base', ' '], /needs a git ref/],
    [['--since-tags', ''], /needs a prefix/],
    [['--base'], /argument missing/],
    [['--bogus'], /Unknown option/],
    [['--base', 'main', 'marketing'], /positional/],
  ])('refuses %j', (args, message) => {
    expect(() => parseAffectedArguments(args)).toThrow(UsageError);
    expect(() => parseAffectedArguments(args)).toThrow(message);
  });
});
