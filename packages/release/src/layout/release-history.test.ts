import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_BUNDLES } from '../bundles/site-bundles';
import { folderPaths, folderTarget } from '../targets/folder-target';
import { liveVersion, readHistory, releaseDir, updateHistory } from './release-history';

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
