// Adding a release to a bundle in the deployment target: a complete, immutable copy, named by time
// and commit, uploaded whole before anything names it.
import { newVersion } from 'release-layout';
import type { Bundle } from '../bundles/site-bundles';
import { readHistory, updateHistory, type History, type ReleaseRecord } from '../layout/release-history';
import { bundleKeys } from '../layout/target-layout';
import type { DeploymentTarget } from '../targets/deployment-target';
import { fingerprint, publisher } from './source-info';

/**
 * Uploads a finished build as `releases/<version>/` and records it in the bundle's history. It does
 * not switch the live pointer. Call inside the bundle's lock.
 * @param history the bundle's history as the command read it: the record is added to it, and the
 *   command writes it (with its switch: switching/pointer.ts); without it, the history is read and
 *   written here
 */
export async function publishBuild(
  target: DeploymentTarget,
  bundle: Bundle,
  buildDir: string,
  { commit, source }: { commit: string; source: string },
  history?: History,
): Promise<ReleaseRecord> {
  const taken = new Set((history ?? (await readHistory(target, bundle))).releases.map((r) => r.version));
  const version = newVersion(commit, (version) => taken.has(version));
  const print = fingerprint(buildDir);
  await target.writeRelease(bundleKeys(bundle).release(version), buildDir);
  const record: ReleaseRecord = {
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
