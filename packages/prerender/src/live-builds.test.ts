import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ReleaseReader, readLiveBuilds } from './live-builds';
import { MARKETING_MANIFEST, MARKETING_MAP, SHELL_MAP } from './testing/live-builds-fixture';

describe('readLiveBuilds', () => {
  let target = '';
  const write = (file: string, value: unknown) => {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    writeFileSync(path.join(target, file), JSON.stringify(value));
  };
  const versions = { shell: 's1', marketing: 'm1', 'knowledge-hub': 'k1' };
  const config = {
    remotes: { marketing: 'http://m.test/site/mf-manifest.json', knowledgeHub: 'http://k.test/mf-manifest.json' },
  };
  beforeEach(() => {
    target = mkdtempSync(path.join(tmpdir(), 'preload-hints-'));
    write('shell/releases/s1/chunk-map.json', SHELL_MAP);
    write('marketing/mf-manifest.json', MARKETING_MANIFEST);
    write('marketing/releases/m1/chunk-map.json', MARKETING_MAP);
    write('knowledge-hub/mf-manifest.json', {
      metaData: { remoteEntry: { path: 'releases/k1', name: 'remoteEntry.js' } },
      exposes: [],
    });
    write('knowledge-hub/releases/k1/page-requests.json', { 'hub-page': [{ path: '/rest/v1/items?select=*' }] });
  });
  afterEach(() => rmSync(target, { recursive: true, force: true }));
  /**
   * The releases of the folder, laid out as a deployment target lays them out (packages/release/src/layout/target-layout.ts).
   */
  const releases: ReleaseReader = {
    dir: async (bundle, version) => path.join(target, bundle.name, 'releases', version),
    entryText: async (bundle) => readFileSync(path.join(target, bundle.name, bundle.entry), 'utf8'),
  };

  it("reads each remote's live manifest and every live release's chunk map, at the remotes' real URLs", async () => {
    const live = await readLiveBuilds({ releases, config, versions });
    expect(live.shell).toEqual({ base: '/releases/s1/', chunkMap: SHELL_MAP });
    expect(live.remotes.marketing).toMatchObject({
      base: 'http://m.test/site/releases/m1/',
      entry: 'http://m.test/site/releases/m1/remoteEntry.js',
      chunkMap: MARKETING_MAP,
    });
    // A release without a chunk map: its entry is still named, its chunks are not guessed.
    expect(live.remotes.knowledgeHub).toMatchObject({
      entry: 'http://k.test/releases/k1/remoteEntry.js',
      chunkMap: { exposes: {}, provides: {} },
      pageRequests: { 'hub-page': [{ path: '/rest/v1/items?select=*' }] },
    });
    // A release whose pages ask the backend nothing as they start (or built before page-requests.json).
    expect(live.remotes.marketing?.pageRequests).toEqual({});
  });

  it('refuses a live manifest of another release than the live one', async () => {
    await expect(readLiveBuilds({ releases, config, versions: { ...versions, marketing: 'm2' } })).rejects.toThrow(
      /not the one of its live release m2/,
    );
  });
});
