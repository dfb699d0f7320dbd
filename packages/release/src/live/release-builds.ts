// A release's build as the checks of a composition read it: its mf-manifest.json, and for a shell
// the site manifest it was built from (what it loads from each remote).
import path from 'node:path';
import { type Site, type SiteManifest, contractOf, siteManifestFrom } from 'site-manifest';
import { SHELL_BUNDLE, SITE, type Bundle } from '../bundles/site-bundles';
import type { BuildManifest, Contract } from '../compatibility/build-manifest';
import { readJson } from '../files/atomic';
import { hasRelease, readHistory, releaseDir } from '../layout/release-history';
import type { DeploymentTarget } from '../targets/deployment-target';

/** The file a shell build carries: the site manifest it was built from (shell/webpack.config.js). */
export const SHELL_SITE_MANIFEST = 'site-manifest.json';

/** A release of a bundle: version, its local folder and its build's mf-manifest.json. */
export interface LiveBuild {
  version: string;
  /** null when the target has no such release, or its build has no mf-manifest.json */
  manifest: BuildManifest | null;
  /** '' when the target has no such release */
  dir: string;
  label: string;
}

/** A bundle a release is composed with, and its build. */
export interface Neighbour {
  bundle: Bundle;
  live: LiveBuild & { manifest: BuildManifest };
}

/** The mf-manifest.json of the build in `dir` (null without one). */
export const buildManifestIn = (dir: string): BuildManifest | null =>
  readJson(path.join(dir, 'mf-manifest.json'), null) as BuildManifest | null;

/** A release of a bundle: version, its local folder and its build's mf-manifest.json. */
export async function releaseBuild(
  target: DeploymentTarget,
  bundle: Bundle,
  version: string,
  label: string,
): Promise<LiveBuild> {
  if (!(await hasRelease(target, bundle, version))) return { version, manifest: null, dir: '', label };
  const dir = await releaseDir(target, bundle, version);
  return { version, manifest: buildManifestIn(dir), dir, label };
}

/** The site manifest a shell build in `dir` carries; null for a build without one. */
function shellSiteIn(dir: string | null): Site | null {
  const file = dir && path.join(dir, SHELL_SITE_MANIFEST);
  const manifest = (file ? readJson(file, null) : null) as SiteManifest | null;
  return manifest ? siteManifestFrom(manifest, `${dir}/${SHELL_SITE_MANIFEST}`) : null;
}

/** The site manifest a shell build in `dir` was built from; the repository's for a build without one. */
export const siteManifestOfShellBuild = (dir: string | null): Site => shellSiteIn(dir) ?? SITE;

/**
 * The modules a shell release loads from each remote: from the manifest it was built with (a
 * release made before shells carried one: the contract recorded with it).
 * @param dir the release's folder when the caller has it
 */
export async function shellReleaseContract(
  target: DeploymentTarget,
  version: string | null,
  dir?: string | null,
): Promise<Contract> {
  return (await shellOfRelease(target, version, dir)).contract;
}

/**
 * A shell release's site manifest (the repository's for a build without one) and the modules it
 * loads from each remote (shellReleaseContract), its manifest read once.
 */
export async function shellOfRelease(
  target: DeploymentTarget,
  version: string | null,
  dir?: string | null,
): Promise<{ site: Site; contract: Contract }> {
  const folder =
    dir !== undefined
      ? dir
      : version && (await hasRelease(target, SHELL_BUNDLE, version))
        ? await releaseDir(target, SHELL_BUNDLE, version)
        : null;
  const site = shellSiteIn(folder);
  if (site) return { site, contract: contractOf(site) };
  // No shell is live: no history names its contract (and reading it would read the shell's history twice).
  if (!version) return { site: SITE, contract: contractOf(SITE) };
  const record = (await readHistory(target, SHELL_BUNDLE)).releases.find((r) => r.version === version);
  return { site: SITE, contract: record?.contract ?? contractOf(SITE) };
}
