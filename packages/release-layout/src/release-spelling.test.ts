// The canonical spelling itself is canonical-path.ts's (its tests); every odd spelling the request
// fuzzer makes is refused in tests/servers/odd-spellings.test.mjs.
import { reachesReleases, refusedSpelling } from './release-spelling';

const FILE = '/releases/20261124-170000-abc1234/mf-manifest.json';

describe('refusedSpelling', () => {
  it('leaves a page load outside the releases to the page routes, whatever its spelling', () => {
    expect(refusedSpelling('/services/', { page: true })).toBe(false);
    expect(refusedSpelling('/./services', { page: true })).toBe(false);
    expect(refusedSpelling('/services/', { page: false })).toBe(true);
  });

  it('takes a release file at its canonical spelling', () => {
    expect(refusedSpelling(FILE, { page: false })).toBe(false);
  });
});

describe('reachesReleases', () => {
  it.each([
    ['/releases/v/x.js', true],
    ['//releases/v/x.js', true],
    ['/x/../releases/v', true],
    ['/%72eleases/v/x.js', true],
    ['/RELEASES/v', true],
    ['/%E0%A4%A/../releases/v', true],
    ['/services', false],
    ['/releases-notes', false],
    ['/releases/../services', false],
  ])('%s: %s', (pathname, reaches) => expect(reachesReleases(pathname)).toBe(reaches));
});
