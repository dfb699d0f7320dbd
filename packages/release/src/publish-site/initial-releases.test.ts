// What `npm start` with SKIP_BUILD=1 publishes: a bundle with no live release gets its dist/ build
// only when that build fits the releases that stay live.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readSiteManifest } from 'site-manifest';
import { REMOTE_BUNDLES, SHELL_BUNDLE } from '../bundles/site-bundles';
import { liveVersion } from '../layout/release-history';
import { SHELL_SITE_MANIFEST } from '../live/release-builds';
import { folderPaths, folderTarget } from '../targets/folder-target';
import { publishInitialReleases } from './initial-releases';

const JOINED = (() => {
  const bundle = REMOTE_BUNDLES.find((b) => b.joinsAtRunTime);
  if (!bundle) throw new Error('the site manifest has no bundle that joins at run time');
  return bundle;
})();
const OTHERS = [SHELL_BUNDLE, ...REMOTE_BUNDLES.filter((bundle) => bundle !== JOINED)];
const SITE = readSiteManifest();

const sharedUi = (version: string, requiredVersion: string) => ({
  name: 'shared-ui',
  version,
  requiredVersion,
  singleton: true,
});

let root = '';
let target = '';
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'initial-releases-'));
  target = path.join(root, 'cdn');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Every bundle but the joined one live, built with shared-ui 1.0.0 (the shell's copy is what every page runs). */
function liveSiteWithOldSharedUi() {
  for (const bundle of OTHERS) {
    const paths = folderPaths(target, bundle);
    mkdirSync(paths.release('old'), { recursive: true });
    const exposes = Object.keys(bundle.exposes).map((name) => ({ name, path: `./${name}` }));
    writeFileSync(
      path.join(paths.release('old'), 'mf-manifest.json'),
      JSON.stringify({ name: bundle.container, exposes, shared: [sharedUi('1.0.0', '^1.0.0')] }),
    );
    if (bundle === SHELL_BUNDLE) {
      writeFileSync(path.join(paths.release('old'), SHELL_SITE_MANIFEST), readManifestText());
    }
    writeFileSync(paths.entry, '{}');
    writeFileSync(paths.live, JSON.stringify({ version: 'old' }));
  }
}

const readManifestText = () =>
  JSON.stringify({ bundles: SITE.bundles, defaultImage: SITE.defaultImage, logo: SITE.logo });

/** A dist/ build of the joined bundle that needs shared-ui `requiredVersion`. */
function joinedBuild(requiredVersion: string) {
  const dir = path.join(root, 'dist-joined');
  mkdirSync(dir, { recursive: true });
  const exposes = Object.keys(JOINED.exposes).map((name) => ({ name, path: `./${name}` }));
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: JOINED.container,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes,
      shared: [sharedUi('1.1.0', requiredVersion)],
    }),
  );
  return dir;
}

const quiet = () => {};

describe('publishInitialReleases keeping what is live (SKIP_BUILD=1)', () => {
  it('refuses a build that needs a newer shared-ui than the live shell provides, and publishes nothing', async () => {
    liveSiteWithOldSharedUi();
    const dist = { [JOINED.name]: joinedBuild('^1.1.0') };

    await expect(
      publishInitialReleases({ target: folderTarget(target), dist, preferLive: true, log: quiet }),
    ).rejects.toThrow(/requires shared-ui \^1\.1\.0, but the live shell release old provides 1\.0\.0/);
    expect(await liveVersion(folderTarget(target), JOINED)).toBeNull();
  });

  it('publishes a build that fits the live site', async () => {
    liveSiteWithOldSharedUi();
    const dist = { [JOINED.name]: joinedBuild('^1.0.0') };

    const { changes } = await publishInitialReleases({
      target: folderTarget(target),
      dist,
      preferLive: true,
      log: quiet,
    });

    const version = await liveVersion(folderTarget(target), JOINED);
    expect(version).toEqual(expect.any(String));
    for (const bundle of OTHERS) expect(await liveVersion(folderTarget(target), bundle)).toBe('old');
    // The one switch it made, for the release journal.
    expect(changes).toEqual([
      {
        switched: {
          at: expect.any(String),
          bundle: JOINED.name,
          version,
          previous: null,
          reason: 'start',
          kind: 'start',
        },
      },
    ]);
  });
});
