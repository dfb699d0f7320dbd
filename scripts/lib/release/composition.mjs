// What is live now, as the checks need it: each bundle's live manifest, and the site manifest the
// live shell was built from (what it serves and what it loads from the remotes).
import path from 'node:path';
import siteManifest from '../../../config/site-manifest.js';
import { readJson } from './atomic.mjs';
import { REMOTE_BUNDLES, SHELL_BUNDLE, SITE } from './bundles.mjs';
import { bundlePaths, liveVersion, readHistory } from './target.mjs';

/** The file a shell build carries: the site manifest it was built from (shell/webpack.config.js). */
export const SHELL_SITE_MANIFEST = 'site-manifest.json';

/** The live release of a bundle: version and its build's mf-manifest.json, or null when none is live. */
export function liveBuild(target, bundle) {
  const paths = bundlePaths(target, bundle);
  const version = liveVersion(paths);
  if (!version) return null;
  const manifest = readJson(path.join(paths.release(version), 'mf-manifest.json'), null);
  return { version, manifest, dir: paths.release(version), label: `the live ${bundle.name} release ${version}` };
}

/** The site manifest a shell build in `dir` was built from; the repository's for a build without one. */
export function siteManifestOfShellBuild(dir) {
  const manifest = dir ? readJson(path.join(dir, SHELL_SITE_MANIFEST), null) : null;
  return manifest ? siteManifest.siteManifestFrom(manifest, `${dir}/${SHELL_SITE_MANIFEST}`) : SITE;
}

/** The site manifest of the live shell release (the repository's when no shell is live). */
export function liveSiteManifest(target) {
  const paths = bundlePaths(target, SHELL_BUNDLE);
  const version = liveVersion(paths);
  return siteManifestOfShellBuild(version ? paths.release(version) : null);
}

/**
 * The modules a shell release loads from each remote: from the manifest it was built with (a
 * release made before shells carried one: the contract recorded with it).
 * @param {string} target
 * @param {string | null} version
 */
export function shellReleaseContract(target, version) {
  const paths = bundlePaths(target, SHELL_BUNDLE);
  const dir = version ? paths.release(version) : null;
  if (dir && readJson(path.join(dir, SHELL_SITE_MANIFEST), null)) {
    return siteManifest.contractOf(siteManifestOfShellBuild(dir));
  }
  const record = readHistory(paths).releases.find((r) => r.version === version);
  return record?.contract ?? siteManifest.contractOf(SITE);
}

/** The modules the live shell loads. */
export function liveShellContract(target) {
  return shellReleaseContract(target, liveVersion(bundlePaths(target, SHELL_BUNDLE)));
}

/** The routes the live shell serves from `bundle` (every route for the shell itself). */
export function liveRoutesOf(target, bundle) {
  const live = liveSiteManifest(target);
  return bundle.kind === 'shell' ? live.host.routes : (live.remotes.find((b) => b.name === bundle.name)?.routes ?? []);
}

/** The other live bundles a release of `bundle` is composed with (those that are live). */
export function liveNeighbours(target, bundle) {
  const others =
    bundle.kind === 'shell' ? REMOTE_BUNDLES : [SHELL_BUNDLE, ...REMOTE_BUNDLES.filter((b) => b !== bundle)];
  return others.map((other) => ({ bundle: other, live: liveBuild(target, other) })).filter((n) => n.live?.manifest);
}
