// The deployment target: one folder per bundle, each what a static host serves for that bundle.
//
//   <target>/<bundle>/releases/<version>/   an immutable copy of one build
//   <target>/<bundle>/<entry>               the live pointer: index.html (shell) or mf-manifest.json
//                                           (remote), a copy of the live release's entry whose URLs
//                                           lead into releases/<version>/
//   <target>/<bundle>/live.json             { version }: the live release, for servers and tools
//   <target>/<bundle>/history.json          every release and every switch
//   <target>/shell/runtime-config.json      per site, not per release: where the remotes and backend are
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJson, writeFileAtomic } from './atomic.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `RELEASE_TARGET_DIR`, else `<repo>/.local/cdn` (ignored by git). @param {NodeJS.ProcessEnv} [env] */
export function targetDir(env = process.env) {
  return path.resolve(env.RELEASE_TARGET_DIR || path.join(ROOT, '.local/cdn'));
}

/**
 * @param {string} target deployment target folder
 * @param {import('./bundles.mjs').Bundle} bundle
 */
export function bundlePaths(target, bundle) {
  const dir = path.join(target, bundle.name);
  return {
    dir,
    releases: path.join(dir, 'releases'),
    /** @param {string} version */
    release: (version) => path.join(dir, 'releases', version),
    entry: path.join(dir, bundle.entry),
    live: path.join(dir, 'live.json'),
    history: path.join(dir, 'history.json'),
    lock: path.join(dir, '.release.lock'),
    staging: path.join(dir, '.staging'),
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
 * @property {import('./checks.mjs').Contract} [contract] shell releases made before shells carried their
 *   site-manifest.json: the remote modules this shell loads
 *
 * @typedef {{ bundle: string, live: string | null, releases: ReleaseRecord[],
 *   switches: { version: string, at: string, reason: string }[] }} History
 * @typedef {ReturnType<typeof bundlePaths>} BundlePaths
 */

/** @param {BundlePaths} paths @returns {History} */
export function readHistory(paths) {
  return (
    /** @type {History | null} */ (readJson(paths.history, null)) ?? {
      bundle: path.basename(paths.dir),
      live: null,
      releases: [],
      switches: [],
    }
  );
}

/** @param {BundlePaths} paths @param {History} history */
export function writeHistory(paths, history) {
  writeFileAtomic(paths.history, `${JSON.stringify(history, null, 2)}\n`);
}

/**
 * The live release's version, as servers read it on every request (null when nothing is live yet).
 * @param {BundlePaths} paths @returns {string | null}
 */
export function liveVersion(paths) {
  return /** @type {{ version?: string } | null} */ (readJson(paths.live, null))?.version ?? null;
}

/** The live release's folder, or null. @param {BundlePaths} paths */
export function liveReleaseDir(paths) {
  const version = liveVersion(paths);
  return version ? paths.release(version) : null;
}

/** @param {number} n */
const pad = (n) => String(n).padStart(2, '0');

/**
 * `YYYYMMDD-HHMMSS-<shortsha>` in UTC, with a suffix when that name is taken (two releases in one second).
 * @param {string} commit @param {(version: string) => boolean} taken @param {Date} [now]
 */
export function newVersion(commit, taken, now = new Date()) {
  const stamp =
    `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}-` +
    `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  const base = `${stamp}-${commit.replace(/\+.*$/, '') || 'nogit'}`;
  let version = base;
  for (let n = 2; taken(version); n += 1) version = `${base}-${n}`;
  return version;
}
