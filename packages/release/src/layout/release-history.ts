// A bundle's state in a deployment target, as target-layout.ts lays it out: its history (every
// release and every switch), its live release, and the releases it holds.
import type { Bundle } from '../bundles/site-bundles';
import type { Contract } from '../compatibility/build-manifest';
import type { DeploymentTarget } from '../targets/deployment-target';
import { bundleKeys } from './target-layout';

/** One release of a bundle, as its history records it. */
export interface ReleaseRecord {
  version: string;
  /** ISO time */
  publishedAt: string;
  /** source commit (short sha, `+dirty` when the work tree had changes) */
  commit: string;
  /** where it was built from, relative to the repository when inside it */
  source: string;
  /** who published it (user name) */
  by: string;
  /** content hash of the build, to recognise the same build again */
  fingerprint: string;
  /** shell releases made before shells carried their site-manifest.json: the remote modules this shell loads */
  contract?: Contract;
}

/** A bundle's history.json: every release and every switch. */
export interface History {
  bundle: string;
  live: string | null;
  releases: ReleaseRecord[];
  switches: { version: string; at: string; reason: string }[];
}

const emptyHistory = (bundle: Bundle): History => ({ bundle: bundle.name, live: null, releases: [], switches: [] });

/** The bundle's history; an empty one before its first release. */
export async function readHistory(target: DeploymentTarget, bundle: Bundle): Promise<History> {
  const text = await target.readText(bundleKeys(bundle).history);
  return text === null ? emptyHistory(bundle) : (JSON.parse(text) as History);
}

/** Changes a bundle's history (read, change, write; call inside the bundle's lock). */
export function updateHistory(
  target: DeploymentTarget,
  bundle: Bundle,
  change: (history: History) => void,
): Promise<History> {
  return target.updateJson<History>(bundleKeys(bundle).history, (current) => {
    const history = current ?? emptyHistory(bundle);
    change(history);
    return history;
  });
}

/** Writes a bundle's history whole, as the command read and changed it inside the bundle's lock. */
export function writeHistory(target: DeploymentTarget, bundle: Bundle, history: History): Promise<void> {
  return target.switchEntry(bundleKeys(bundle).history, `${JSON.stringify(history, null, 2)}\n`);
}

/** The live release's version, as servers read it on every request (null when nothing is live yet). */
export async function liveVersion(target: DeploymentTarget, bundle: Bundle): Promise<string | null> {
  const text = await target.readText(bundleKeys(bundle).live);
  return text === null ? null : ((JSON.parse(text) as { version?: string } | null)?.version ?? null);
}

/** True when `version` of `bundle` is complete in the target (its mf-manifest.json is written last). */
export function hasRelease(target: DeploymentTarget, bundle: Bundle, version: string): Promise<boolean> {
  return target.exists(`${bundleKeys(bundle).release(version)}/mf-manifest.json`);
}

/** A local folder with every file of a release (the target's own folder, or a download). */
export function releaseDir(target: DeploymentTarget, bundle: Bundle, version: string): Promise<string> {
  return target.localCopy(bundleKeys(bundle).release(version));
}
