// Every other spelling the request fuzzer makes of a release file's path names no file: the
// release layout's canonical spelling refuses it, and so does the servers' rule, page load or not.
import { isCanonicalPath, parseReleasePath, releasePath, refusedSpelling } from 'release-layout';
import { CANONICAL_LOOKALIKES, oddSpellings } from '../support/fuzz/fuzz-paths.mjs';

const FILE = `/${releasePath('20261124-170000-abc1234', 'mf-manifest.json')}`;
/** Each other spelling of FILE, by name. */
const SPELLINGS = Object.entries(oddSpellings(FILE)).filter(([name]) => !CANONICAL_LOOKALIKES.includes(name));

it('makes every spelling the servers must refuse', () => {
  expect(SPELLINGS.length).toBeGreaterThan(15);
  expect(isCanonicalPath(FILE)).toBe(true);
});

it.each(SPELLINGS)('a release file spelled %s (%s) is not canonical and names no file', (_name, pathname) => {
  expect(isCanonicalPath(pathname)).toBe(false);
  expect(parseReleasePath(pathname)).toBeNull();
});

it.each(SPELLINGS)('refuses a release file spelled %s (%s), page load or not', (_name, pathname) => {
  expect(refusedSpelling(pathname, { page: true })).toBe(true);
  expect(refusedSpelling(pathname, { page: false })).toBe(true);
});
