// Adding a release to a bundle's folder: a complete, immutable copy, named by time and commit.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { newVersion, readHistory, writeHistory } from './target.mjs';
import { fingerprint, publisher } from './source-info.mjs';

/**
 * Moves (or copies) a finished build into `releases/<version>/` and records it in the history.
 * The folder appears under its final name in one rename, so it is never seen half-written.
 * It does not switch the live pointer. Call inside the bundle's lock.
 * @param {ReturnType<import('./target.mjs').bundlePaths>} paths
 * @param {string} buildDir
 * @param {{ commit: string, source: string, move?: boolean }} meta
 * @returns {import('./target.mjs').ReleaseRecord}
 */
export function publishBuild(paths, buildDir, { commit, source, move = false }) {
  const version = newVersion(commit, (version) => existsSync(paths.release(version)));
  mkdirSync(paths.releases, { recursive: true });
  const print = fingerprint(buildDir);
  if (move) {
    renameSync(buildDir, paths.release(version));
  } else {
    const incoming = path.join(paths.releases, `.incoming-${version}`);
    rmSync(incoming, { recursive: true, force: true });
    cpSync(buildDir, incoming, { recursive: true });
    renameSync(incoming, paths.release(version));
  }
  /** @type {import('./target.mjs').ReleaseRecord} */
  const record = {
    version,
    publishedAt: new Date().toISOString(),
    commit,
    source,
    by: publisher(),
    fingerprint: print,
  };
  const history = readHistory(paths);
  history.releases.push(record);
  writeHistory(paths, history);
  return record;
}
