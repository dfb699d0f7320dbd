// What is live now, as the checks need it: each bundle's live manifest, and the site manifest the
// live shell was built from (what it serves and what it loads from the remotes).
import path from 'node:path';
import siteManifest from '../../../config/site-manifest.js';
import { readJson } from './atomic.mjs';
import { REMOTE_BUNDLES, SHELL_BUNDLE, SITE } from './bundles.mjs';
import { hasRelease, liveVersion, readHistory, releaseDir } from './target.mjs';

/** The file a shell build carries: the site manifest it was built from (shell/webpack.config.js). */
export const SHELL_SITE_MANIFEST = 'site-manifest.json';

/**
 * @typedef {import('./bundles.mjs').Bundle} Bundle
 * @typedef {import('./checks.mjs').Contract} Contract
 * @typedef {import('./target.mjs').DeploymentTarget} DeploymentTarget
 * @typedef {{ version: string, manifest: import('./checks.mjs').BuildManifest | null, dir: string, label: string }} LiveBuild
 */

/**
 * The live release of a bundle: version and its build's mf-manifest.json, or null when none is live.
 * @param {DeploymentTarget} target @param {Bundle} bundle @returns {Promise<LiveBuild | null>}
 */
export async function liveBuild(target, bundle) {
  const version = await liveVersion(target, bundle);
  return version ? releaseBuild(target, bundle, version, `the live ${bundle.name} release ${version}`) : null;
}

/**
 * A release of a bundle: version, its local folder and its build's mf-manifest.json.
 * @param {DeploymentTarget} target @param {Bundle} bundle @param {string} version @param {string} label
 * @returns {Promise<LiveBuild>}
 */
export async function releaseBuild(target, bundle, version, label) {
  if (!(await hasRelease(target, bundle, version))) return { version, manifest: null, dir: '', label };
  const dir = await releaseDir(target, bundle, version);
  const manifest = /** @type {import('./checks.mjs').BuildManifest | null} */ (
    readJson(path.join(dir, 'mf-manifest.json'), null)
  );
  return { version, manifest, dir, label };
}

/**
 * The site manifest a shell build in `dir` was built from; the repository's for a build without one.
 * @param {string | null} dir @returns {import('../../../config/site-manifest.js').Site}
 */
export function siteManifestOfShellBuild(dir) {
  const file = dir && path.join(dir, SHELL_SITE_MANIFEST);
  const manifest = /** @type {import('../../../config/site-manifest.js').SiteManifest | null} */ (
    file ? readJson(file, null) : null
  );
  return manifest ? siteManifest.siteManifestFrom(manifest, `${dir}/${SHELL_SITE_MANIFEST}`) : SITE;
}

/** The site manifest of the live shell release (the repository's when no shell is live). @param {DeploymentTarget} target */
export async function liveSiteManifest(target) {
  const version = await liveVersion(target, SHELL_BUNDLE);
  return siteManifestOfShellBuild(version ? await releaseDir(target, SHELL_BUNDLE, version) : null);
}

/**
 * The modules a shell release loads from each remote: from the manifest it was built with (a
 * release made before shells carried one: the contract recorded with it).
 * @param {DeploymentTarget} target
 * @param {string | null} version
 * @returns {Promise<Contract>}
 */
export async function shellReleaseContract(target, version) {
  const dir =
    version && (await hasRelease(target, SHELL_BUNDLE, version))
      ? await releaseDir(target, SHELL_BUNDLE, version)
      : null;
  if (dir && readJson(path.join(dir, SHELL_SITE_MANIFEST), null)) {
    return siteManifest.contractOf(siteManifestOfShellBuild(dir));
  }
  const record = (await readHistory(target, SHELL_BUNDLE)).releases.find((r) => r.version === version);
  return record?.contract ?? siteManifest.contractOf(SITE);
}

/** The modules the live shell loads. @param {DeploymentTarget} target @returns {Promise<Contract>} */
export async function liveShellContract(target) {
  return shellReleaseContract(target, await liveVersion(target, SHELL_BUNDLE));
}

/**
 * The routes the live shell serves from `bundle` (every route for the shell itself).
 * @param {DeploymentTarget} target @param {Bundle} bundle @returns {Promise<string[]>}
 */
export async function liveRoutesOf(target, bundle) {
  // No shell build names them: the runtime config does, from the repository's manifest.
  if (bundle.joinsAtRunTime) return bundle.routes;
  const live = await liveSiteManifest(target);
  return bundle.kind === 'shell' ? live.host.routes : (live.remotes.find((b) => b.name === bundle.name)?.routes ?? []);
}

/**
 * The other live bundles a release of `bundle` is composed with (those that are live), or those of
 * the composition `versions` names (a site rollback's).
 * @param {DeploymentTarget} target @param {Bundle} bundle @param {Record<string, string>} [versions] release by bundle name
 * @returns {Promise<{ bundle: Bundle, live: LiveBuild & { manifest: import('./checks.mjs').BuildManifest } }[]>}
 */
export async function liveNeighbours(target, bundle, versions) {
  const others =
    bundle.kind === 'shell' ? REMOTE_BUNDLES : [SHELL_BUNDLE, ...REMOTE_BUNDLES.filter((b) => b !== bundle)];
  const found = [];
  for (const other of others) {
    const version = versions?.[other.name];
    const live = versions
      ? version
        ? await releaseBuild(target, other, version, `${other.name} release ${version}`)
        : null
      : await liveBuild(target, other);
    const manifest = live?.manifest;
    if (live && manifest) found.push({ bundle: other, live: { ...live, manifest } });
  }
  return found;
}
