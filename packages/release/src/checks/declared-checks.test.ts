import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SiteManifest, manifestFile } from 'site-manifest';
import { type Bundle, REMOTE_BUNDLES, SHELL_BUNDLE } from '../bundles/site-bundles';
import { readLiveSite } from '../live/live-site';
import { SHELL_SITE_MANIFEST } from '../live/release-builds';
import { folderPaths, folderTarget } from '../targets/folder-target';
import { declaredProblems } from './declared-checks';

const REPO_MANIFEST = JSON.parse(readFileSync(manifestFile(), 'utf8')) as SiteManifest;
/** The remote serving "/". */
function marketingBundle(): Bundle {
  const found = REMOTE_BUNDLES.find((bundle) => bundle.routes.includes('/'));
  if (!found) throw new Error('the site manifest names no remote serving "/"');
  return found;
}
const MARKETING = marketingBundle();
const MARKETING_MODULES = Object.keys(MARKETING.exposes);

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'declared-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a release of `bundle` as live in the target, with `files` in it. */
function liveRelease(bundle: Bundle, files: Record<string, unknown>) {
  const paths = folderPaths(path.join(dir, 'target'), bundle);
  mkdirSync(paths.release('v1'), { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(paths.release('v1'), name), JSON.stringify(content));
  }
  writeFileSync(paths.live, JSON.stringify({ version: 'v1' }));
}

/** A live site: a shell built from the repository's manifest, and marketing exposing `modules`. */
async function liveSite(modules = MARKETING_MODULES) {
  liveRelease(SHELL_BUNDLE, {
    [SHELL_SITE_MANIFEST]: REPO_MANIFEST,
    'mf-manifest.json': { name: SHELL_BUNDLE.container ?? 'shell', shared: [] },
  });
  liveRelease(MARKETING, {
    'mf-manifest.json': { name: MARKETING.container, exposes: modules.map((name) => ({ name })), shared: [] },
  });
  return readLiveSite(folderTarget(path.join(dir, 'target')));
}

/** A workspace copy holding `manifest` as its site manifest; returns the folder of `packageDir` in it. */
function sourceWith(manifest: SiteManifest, packageDir: string) {
  const workspace = path.join(dir, 'workspace');
  const file = manifestFile(workspace);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(manifest));
  mkdirSync(path.join(workspace, packageDir), { recursive: true });
  return path.join(workspace, packageDir);
}

/** The repository's manifest without the marketing page `module`. */
function withoutMarketingPage(module: string) {
  const manifest = structuredClone(REPO_MANIFEST);
  const marketing = manifest.bundles.find((bundle) => bundle.name === MARKETING.name);
  if (!marketing?.routes) throw new Error('marketing has no routes in the site manifest');
  marketing.routes = marketing.routes.filter((route) => route.module !== module);
  return manifest;
}

describe('declaredProblems: the source, before its build', () => {
  it('finds nothing when the source declares every module the live shell loads', async () => {
    const live = await liveSite();
    const sourceDir = sourceWith(REPO_MANIFEST, MARKETING.packageDir);
    expect(declaredProblems({ live, bundle: MARKETING, sourceDir })).toEqual([]);
  });

  it('names a page the live shell loads that the source no longer declares', async () => {
    const live = await liveSite();
    const sourceDir = sourceWith(withoutMarketingPage('about-page'), MARKETING.packageDir);
    expect(declaredProblems({ live, bundle: MARKETING, sourceDir })).toEqual([
      expect.stringMatching(/^the marketing source \(its site manifest\) does not expose "\.\/about-page"/),
    ]);
  });

  it('leaves the decision to the build when the source has no site manifest of its own', async () => {
    const live = await liveSite();
    const sourceDir = path.join(dir, 'alone', MARKETING.packageDir);
    mkdirSync(sourceDir, { recursive: true });
    expect(declaredProblems({ live, bundle: MARKETING, sourceDir })).toEqual([]);
  });

  it('refuses a shell whose manifest loads a page the live remote does not expose', async () => {
    const live = await liveSite(MARKETING_MODULES.filter((module) => module !== 'about-page'));
    const sourceDir = sourceWith(REPO_MANIFEST, SHELL_BUNDLE.packageDir);
    expect(declaredProblems({ live, bundle: SHELL_BUNDLE, sourceDir })).toEqual([
      expect.stringContaining('does not expose "./about-page"'),
    ]);
  });
});
