import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_BUNDLES } from './bundles.mjs';
import { folderPaths, folderTarget } from './targets/folder-target.mjs';
import { PREVIEW_VERSION } from './preview-link.mjs';
import { liveVersion, newVersion, readHistory, releaseDir, updateHistory } from './target.mjs';

const NOON = new Date(Date.UTC(2026, 10, 23, 12, 5, 9));

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
});

describe('a bundle in a deployment target', () => {
  let target = '';
  const [bundle] = REMOTE_BUNDLES;
  if (!bundle) throw new Error('the site manifest names no remote bundle');
  beforeEach(() => {
    target = mkdtempSync(path.join(tmpdir(), 'target-'));
  });
  afterEach(() => rmSync(target, { recursive: true, force: true }));

  it('has an empty history and nothing live before its first release', async () => {
    const paths = folderPaths(target, bundle);
    expect(await readHistory(folderTarget(target), bundle)).toEqual({
      bundle: bundle.name,
      live: null,
      releases: [],
      switches: [],
    });
    expect(await liveVersion(folderTarget(target), bundle)).toBeNull();
    expect(paths.liveRelease()).toBeNull();
  });

  it('reads back the history it wrote, and the live release from live.json', async () => {
    const paths = folderPaths(target, bundle);
    const deployed = folderTarget(target);
    mkdirSync(paths.dir, { recursive: true });
    const history = {
      bundle: bundle.name,
      live: 'v1',
      releases: [],
      switches: [{ version: 'v1', at: 'now', reason: 'release' }],
    };
    await updateHistory(deployed, bundle, (current) => Object.assign(current, history));
    writeFileSync(paths.live, JSON.stringify({ version: 'v1' }));
    expect(await readHistory(deployed, bundle)).toEqual(history);
    expect(await liveVersion(deployed, bundle)).toBe('v1');
    expect(paths.liveRelease()).toBe(path.join(target, bundle.name, 'releases', 'v1'));
    expect(await releaseDir(deployed, bundle, 'v1')).toBe(path.join(target, bundle.name, 'releases', 'v1'));
  });
});

describe('a version as the shell reads it in a preview link', () => {
  it('is every name newVersion gives', () => {
    for (const commit of ['abc1234', 'abc12345+dirty', '', '0123456789abcdef0123456789abcdef01234567']) {
      expect(newVersion(commit, () => false, NOON)).toMatch(PREVIEW_VERSION);
    }
    const taken = new Set(['20261123-120509-abc1234']);
    expect(newVersion('abc1234', (name) => taken.has(name), NOON)).toMatch(PREVIEW_VERSION);
  });
});
