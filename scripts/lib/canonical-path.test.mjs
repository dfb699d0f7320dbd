import {
  isCanonicalPath,
  isReleaseManifest,
  reachesReleases,
  refusedSpelling,
  releaseFileOf,
} from './canonical-path.mjs';
import { CANONICAL_LOOKALIKES, oddSpellings } from './fuzz/fuzz-paths.mjs';

const V = '20261124-170000-abc1234';
const FILE = `/releases/${V}/mf-manifest.json`;
/** Each other spelling of FILE, by name. */
const SPELLINGS = Object.entries(oddSpellings(FILE)).filter(([name]) => !CANONICAL_LOOKALIKES.includes(name));

describe('isCanonicalPath', () => {
  it.each([
    '/',
    '/services',
    '/favicon.svg',
    FILE,
    `/releases/${V}/assets/hero-poster.b6c8c76cb2.webp`,
    `/releases/${V}/main.0123456789.js.br`,
    '/caf%C3%A9',
    '/a%20b.js',
  ])('takes %s', (pathname) => expect(isCanonicalPath(pathname)).toBe(true));

  it.each([
    ...SPELLINGS.map(([, pathname]) => pathname),
    '',
    'releases/v/x.js',
    '/services/',
    '/%',
    '/%zz',
    '/%E0%A4%A',
    '/caf%c3%a9',
    '/a%00.js',
    '/%7E',
    '/%40',
  ])('refuses %s', (pathname) => expect(isCanonicalPath(pathname)).toBe(false));
});

describe('refusedSpelling', () => {
  it('leaves a page load outside the releases to the page routes, whatever its spelling', () => {
    expect(refusedSpelling('/services/', { page: true })).toBe(false);
    expect(refusedSpelling('/./services', { page: true })).toBe(false);
    expect(refusedSpelling('/services/', { page: false })).toBe(true);
  });

  it.each(SPELLINGS)('refuses a release file spelled %s (%s), page load or not', (_name, pathname) => {
    expect(refusedSpelling(pathname, { page: true })).toBe(true);
    expect(refusedSpelling(pathname, { page: false })).toBe(true);
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

describe('releaseFileOf', () => {
  it.each([
    [FILE, { version: V, file: 'mf-manifest.json' }],
    [`/releases/${V}/assets/a.webp`, { version: V, file: 'assets/a.webp' }],
    ['/releases/a%20b/x.js', { version: 'a b', file: 'x.js' }],
    [`/releases/${V}`, null],
    [`/releases/${V}/`, null],
    ['/mf-manifest.json', null],
    [`/releases/${V}/./mf-manifest.json`, null],
    [`/releases/${V}/%6df-manifest.json`, null],
  ])('%s names %j', (pathname, named) => expect(releaseFileOf(pathname)).toEqual(named));
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
