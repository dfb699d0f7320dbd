// The canonical spelling itself, and the release a path names, are release-layout's (its tests);
// every odd spelling the request fuzzer makes is refused in tests/servers/odd-spellings.test.mjs.
import { isReleaseManifest, reachesReleases, refusedSpelling } from './canonical-path.mjs';

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

describe('isReleaseManifest', () => {
  it.each([
    'mf-manifest.json',
    'mf-manifest.json.br',
    'mf-manifest.json.gz',
    'mf-manifest-stats.json',
    'mf-manifest-stats.json.br',
    'mf-stats.json',
  ])('%s starts a release', (file) => expect(isReleaseManifest(file)).toBe(true));

  it.each(['remoteEntry.js', 'main.0123456789.js', 'main.0123456789.js.br', 'assets/mf-manifest.json'])(
    '%s does not',
    (file) => expect(isReleaseManifest(file)).toBe(false),
  );
});
