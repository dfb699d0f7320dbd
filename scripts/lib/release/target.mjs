// The layout of a deployment target (a folder or a bucket, targets/): one folder per bundle, each
// what a static host serves for that bundle.
//
//   <target>/<bundle>/releases/<version>/   an immutable copy of one build (release-layout)
//   <target>/<bundle>/<entry>               the live pointer: index.html (shell) or mf-manifest.json
//                                           (remote), a copy of the live release's entry whose URLs
//                                           lead into releases/<version>/
//   <target>/<bundle>/live.json             { version }: the live release, for servers and tools
//   <target>/<bundle>/history.json          every release and every switch
//   <target>/shell/runtime-config.json      per site, not per release: where the remotes and backend are
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RELEASES_FOLDER, releasePath } from 'release-layout';
import { SHELL_BUNDLE } from './bundles.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * @typedef {import('./targets/target-interface.mjs').DeploymentTarget} DeploymentTarget
 */

/**
 * In a bucket, the page a CDN sends for every path no object answers (the not-found page rendered
 * ahead of time), beside the route objects in the shell's folder (prerender-site.mjs).
 */
export const NOT_FOUND_PAGE = '404.html';

/** Per site, not per release: where the remotes and the backend are (written by `npm start`). */
export const RUNTIME_CONFIG_KEY = `${SHELL_BUNDLE.name}/runtime-config.json`;

/**
 * The keys of a bundle's objects in a deployment target.
 * @param {import('./bundles.mjs').Bundle} bundle
 */
export function bundleKeys(bundle) {
  const dir = bundle.name;
  return {
    dir,
    releases: `${dir}/${RELEASES_FOLDER}`,
    /** @param {string} version */
    release: (version) => `${dir}/${releasePath(version)}`,
    entry: `${dir}/${bundle.entry}`,
    live: `${dir}/live.json`,
    history: `${dir}/history.json`,
  };
}

/**
 * @typedef {object} ReleaseRecord
 * @property {string} version
 * @property {string} publishedAt ISO time
 * @property {string} commit source commit (short sha, `+dirty` when the work tree had changes)
 * @property {string} source where it was built from, relative to the repository when inside it
 * @property {string} by who published it (user name)
 * @property {string} fingerprint content hash of the build, to recognise the same build again
 * @property {import('release').Contract} [contract] shell releases made before shells carried their
 *   site-manifest.json: the remote modules this shell loads
 *
 * @typedef {{ bundle: string, live: string | null, releases: ReleaseRecord[],
 *   switches: { version: string, at: string, reason: string }[] }} History
 */

/** @param {import('./bundles.mjs').Bundle} bundle @returns {History} */
const emptyHistory = (bundle) => ({ bundle: bundle.name, live: null, releases: [], switches: [] });

/** @param {string | null} text @param {unknown} fallback */
const parsed = (text, fallback) => (text === null ? fallback : JSON.parse(text));

/** @param {DeploymentTarget} target @param {import('./bundles.mjs').Bundle} bundle @returns {Promise<History>} */
export async function readHistory(target, bundle) {
  return parsed(await target.readText(bundleKeys(bundle).history), emptyHistory(bundle));
}

/**
 * Changes a bundle's history (read, change, write; call inside the bundle's lock).
 * @param {DeploymentTarget} target @param {import('./bundles.mjs').Bundle} bundle
 * @param {(history: History) => void} change
 */
export function updateHistory(target, bundle, change) {
  return target.updateJson(bundleKeys(bundle).history, (/** @type {History | null} */ current) => {
    const history = current ?? emptyHistory(bundle);
    change(history);
    return history;
  });
}

/**
 * Writes a bundle's history whole, as the command read and changed it inside the bundle's lock.
 * @param {DeploymentTarget} target @param {import('./bundles.mjs').Bundle} bundle @param {History} history
 */
export function writeHistory(target, bundle, history) {
  return target.switchEntry(bundleKeys(bundle).history, `${JSON.stringify(history, null, 2)}\n`);
}

/**
 * The live release's version, as servers read it on every request (null when nothing is live yet).
 * @param {DeploymentTarget} target @param {import('./bundles.mjs').Bundle} bundle @returns {Promise<string | null>}
 */
export async function liveVersion(target, bundle) {
  return (
    /** @type {{ version?: string } | null} */ (parsed(await target.readText(bundleKeys(bundle).live), null))
      ?.version ?? null
  );
}

/**
 * True when `version` of `bundle` is complete in the target (its mf-manifest.json is written last).
 * @param {DeploymentTarget} target @param {import('./bundles.mjs').Bundle} bundle @param {string} version
 */
export function hasRelease(target, bundle, version) {
  return target.exists(`${bundleKeys(bundle).release(version)}/mf-manifest.json`);
}

/**
 * A local folder with every file of a release (the target's own folder, or a download).
 * @param {DeploymentTarget} target @param {import('./bundles.mjs').Bundle} bundle @param {string} version
 */
export function releaseDir(target, bundle, version) {
  return target.localCopy(bundleKeys(bundle).release(version));
}
