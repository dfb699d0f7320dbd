import { UsageError } from './errors.mjs';
import { rollbackTarget } from './rollback-target.mjs';

/** @param {string} version */
const release = (version) => ({ version, publishedAt: '', commit: '', source: '', by: '', fingerprint: version });
const history = { bundle: 'marketing', live: 'v3', releases: ['v1', 'v2', 'v3', 'v4'].map(release), switches: [] };
/** @param {string | null} live @param {string} [to] */
const target = (live, to) => rollbackTarget({ bundle: 'marketing', history, live, to });

describe('rollbackTarget', () => {
  it('goes back to the release published before the live one', () => {
    expect(target('v3')).toBe('v2');
    expect(target('v4')).toBe('v3');
  });

  it('passes over releases that were never live (uploaded with --preview and not promoted)', () => {
    const switched = (/** @type {string[]} */ ...versions) =>
      versions.map((version) => ({ version, at: '', reason: '' }));
    const withPreviews = { ...history, switches: switched('v1', 'v4') };
    expect(rollbackTarget({ bundle: 'marketing', history: withPreviews, live: 'v4' })).toBe('v1');
  });

  it('goes to the release asked for, later ones included (a roll forward)', () => {
    expect(target('v3', 'v1')).toBe('v1');
    expect(target('v2', 'v4')).toBe('v4');
  });

  it.each([
    ['nothing is live', null, undefined, 'marketing has no live release yet.'],
    [
      'the first release is live',
      'v1',
      undefined,
      'marketing v1 is the first release: there is nothing earlier to return to.',
    ],
    ['the release asked for is live', 'v3', 'v3', 'marketing v3 is already live.'],
    [
      'the release asked for does not exist',
      'v3',
      'v9',
      'marketing has no release v9 (see npm run releases -- marketing).',
    ],
  ])('refuses, saying why, when %s', (_case, live, to, message) => {
    expect(() => target(live, to)).toThrow(new UsageError(message));
  });
});
