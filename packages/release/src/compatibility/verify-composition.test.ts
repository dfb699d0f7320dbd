import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SiteManifest, contractOf, manifestFile, readSiteManifest } from 'site-manifest';
import { REMOTE_BUNDLES, SHELL_BUNDLE } from '../bundles/site-bundles';
import { readLiveSite } from '../live/live-site';
import { liveNeighbours } from '../live/neighbours';
import { SHELL_SITE_MANIFEST } from '../live/release-builds';
import { folderPaths, folderTarget } from '../targets/folder-target';
import type { BuildManifest, Contract, SharedEntry } from './build-manifest';
import { verifyComposition } from './verify-composition';

const REPO_MANIFEST = JSON.parse(readFileSync(manifestFile(), 'utf8')) as SiteManifest;
const FOUND = REMOTE_BUNDLES.find((bundle) => bundle.routes.includes('/'));
if (!FOUND?.remoteKey) throw new Error('the site manifest names no remote serving "/"');
const MARKETING = FOUND;
const MARKETING_KEY = FOUND.remoteKey;
const REACT = { name: 'react', version: '19.2.0', requiredVersion: '^19.0.0', singleton: true };

let target = '';
beforeEach(() => {
  target = mkdtempSync(path.join(tmpdir(), 'verify-'));
});
afterEach(() => rmSync(target, { recursive: true, force: true }));

/** A live shell release built from `site` (a site manifest as JSON), sharing `shared`. */
function liveShell(site: SiteManifest, shared: SharedEntry[] = [REACT]) {
  const paths = folderPaths(target, SHELL_BUNDLE);
  mkdirSync(paths.release('s1'), { recursive: true });
  writeFileSync(path.join(paths.release('s1'), SHELL_SITE_MANIFEST), JSON.stringify(site));
  writeFileSync(path.join(paths.release('s1'), 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared }));
  writeFileSync(paths.live, JSON.stringify({ version: 's1' }));
}

/** The marketing build's mf-manifest.json, exposing `modules`. */
const marketingBuild = (modules: string[], shared: SharedEntry[] = [REACT]): BuildManifest => ({
  name: MARKETING.container,
  exposes: modules.map((module) => ({ name: module, path: `./${module}` })),
  shared,
});

/** The modules a contract says the shell loads from the marketing bundle. */
function marketingModules(contract: Contract) {
  const entry = contract[MARKETING_KEY];
  if (!entry) throw new Error(`the contract has no "${MARKETING_KEY}"`);
  return Object.values(entry.modules);
}

const verifyMarketing = async (manifest: BuildManifest) => {
  const live = await readLiveSite(folderTarget(target));
  return verifyComposition({
    bundle: MARKETING,
    manifest,
    label: 'the new marketing build',
    contract: live.contract,
    neighbours: liveNeighbours(live, MARKETING),
  });
};

describe('verifyComposition of a remote against the live shell', () => {
  const modules = async () => marketingModules((await readLiveSite(folderTarget(target))).contract);

  it('accepts a build exposing every module the live shell loads from it', async () => {
    liveShell(REPO_MANIFEST);
    expect(await verifyMarketing(marketingBuild(await modules()))).toEqual([]);
  });

  it('refuses a build that dropped a module the live shell loads', async () => {
    liveShell(REPO_MANIFEST);
    const [dropped, ...kept] = await modules();
    const problems = await verifyMarketing(marketingBuild(kept));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`does not expose "./${dropped}"`);
  });

  it('holds the build to the site manifest the live shell was built from, not the one in the repository', async () => {
    const withCareers = structuredClone(REPO_MANIFEST);
    const marketing = withCareers.bundles.find((bundle) => bundle.name === MARKETING.name);
    marketing?.routes?.push({ path: '/careers', module: 'careers-page', title: 'Careers', description: 'Join us.' });
    liveShell(withCareers);
    const repoModules = marketingModules(contractOf(readSiteManifest()));
    expect(await verifyMarketing(marketingBuild(repoModules))).toEqual([
      expect.stringContaining('does not expose "./careers-page"'),
    ]);
  });

  it('refuses a build whose shared React the live shell cannot use', async () => {
    liveShell(REPO_MANIFEST);
    const react18 = { ...REACT, version: '18.3.1', requiredVersion: '^18.0.0' };
    expect(await verifyMarketing(marketingBuild(await modules(), [react18]))).toEqual([
      'the new marketing build provides react@18.3.1, but the live shell release s1 requires ^19.0.0.',
      'the new marketing build requires react ^18.0.0, but the live shell release s1 provides 19.2.0.',
    ]);
  });
});
