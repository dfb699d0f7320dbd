import { RELEASE_VERSION_PATTERN, newVersion } from './release-version';

const VERSION = '20261124-201500-abc1234';
const NOON = new Date(Date.UTC(2026, 10, 23, 12, 5, 9));

describe('RELEASE_VERSION_PATTERN', () => {
  it.each([VERSION, `${VERSION}-2`, '20261124-201500-nogit', '20261124-184325-90f01039-12'])('accepts %s', (v) =>
    expect(RELEASE_VERSION_PATTERN.test(v)).toBe(true),
  );

  it.each([
    '',
    'latest',
    `${VERSION}/`,
    `../${VERSION}`,
    `${VERSION}.js`,
    `${VERSION}%2F`,
    `${VERSION}:`,
    `${VERSION}\n`,
    `${VERSION}-0`,
    '20261124-201500-ABC1234',
    '2026112-201500-abc1234',
  ])('refuses %j', (v) => expect(RELEASE_VERSION_PATTERN.test(v)).toBe(false));
});

describe('newVersion', () => {
  it('is the UTC time of the release and the commit', () => {
    expect(newVersion('abc1234', () => false, NOON)).toBe('20261123-120509-abc1234');
  });

  it('drops the dirty mark, and says nogit without a commit', () => {
    expect(newVersion('abc1234+dirty', () => false, NOON)).toBe('20261123-120509-abc1234');
    expect(newVersion('', () => false, NOON)).toBe('20261123-120509-nogit');
  });

  it('adds a number when the name is taken (two releases in one second)', () => {
    const taken = new Set(['20261123-120509-abc1234', '20261123-120509-abc1234-2']);
    expect(newVersion('abc1234', (name) => taken.has(name), NOON)).toBe('20261123-120509-abc1234-3');
  });

  it('gives only names the pattern takes, as the shell reads them in a preview link', () => {
    for (const commit of ['abc1234', 'abc12345+dirty', '', '0123456789abcdef0123456789abcdef01234567']) {
      expect(newVersion(commit, () => false, NOON)).toMatch(RELEASE_VERSION_PATTERN);
    }
    const taken = new Set(['20261123-120509-abc1234']);
    expect(newVersion('abc1234', (name) => taken.has(name), NOON)).toMatch(RELEASE_VERSION_PATTERN);
  });
});
