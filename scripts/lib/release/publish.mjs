// Adding a release to a bundle in the deployment target: a complete, immutable copy, named by time
// and commit, uploaded whole before anything names it.
import { newVersion } from 'release-layout';
import { bundleKeys, readHistory, updateHistory } from 'release';
import { fingerprint, publisher } from './source-info.mjs';

/**
 * Uploads a finished build as `releases/<version>/` and records it in the bundle's history. It does
 * not switch the live pointer. Call inside the bundle's lock.
 * @param {import('release').DeploymentTarget} target
 * @param {import('release').Bundle} bundle
 * @param {string} buildDir
 * @param {{ commit: string, source: string }} meta
 * @param {import('release').History} [history] the bundle's history as the command read it:
 *   the record is added to it, and the command writes it (with its switch: pointer.mjs); without
 *   it, the history is read and written here
 * @returns {Promise<import('release').ReleaseRecord>}
 */
export async function publishBuild(target, bundle, buildDir, { commit, source }, history) {
  const taken = new Set((history ?? (await readHistory(target, bundle))).releases.map((r) => r.version));
  const version = newVersion(commit, (version) => taken.has(version));
  const print = fingerprint(buildDir);
  await target.writeRelease(bundleKeys(bundle).release(version), buildDir);
  /** @type {import('release').ReleaseRecord} */
  const record = {
    version,
    publishedAt: new Date().toISOString(),
    commit,
    source,
    by: publisher(),
    fingerprint: print,
  };
  if (history) history.releases.push(record);
  else
    await updateHistory(target, bundle, (current) => {
      current.releases.push(record);
    });
  return record;
}
