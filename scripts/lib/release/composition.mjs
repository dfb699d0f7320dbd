// What is live now, as the checks need it: each bundle's live manifest and the live shell's contract.
import path from 'node:path';
import { readJson } from './atomic.mjs';
import { BUNDLES, REMOTE_BUNDLES } from './bundles.mjs';
import { readContract } from './contract.mjs';
import { bundlePaths, liveVersion, readHistory } from './target.mjs';

/** The live release of a bundle: version and its build's mf-manifest.json, or null when none is live. */
export function liveBuild(target, bundle) {
  const paths = bundlePaths(target, bundle);
  const version = liveVersion(paths);
  if (!version) return null;
  const manifest = readJson(path.join(paths.release(version), 'mf-manifest.json'), null);
  return { version, manifest, dir: paths.release(version), label: `the live ${bundle.name} release ${version}` };
}

/** The modules the live shell loads: recorded when it was published; else the repository's contract. */
export function liveShellContract(target) {
  const paths = bundlePaths(target, BUNDLES.shell);
  const version = liveVersion(paths);
  const record = readHistory(paths).releases.find((r) => r.version === version);
  return record?.contract ?? readContract();
}

/** The other live bundles a release of `bundle` is composed with (those that are live). */
export function liveNeighbours(target, bundle) {
  const others =
    bundle.kind === 'shell' ? REMOTE_BUNDLES : [BUNDLES.shell, ...REMOTE_BUNDLES.filter((b) => b !== bundle)];
  return others.map((other) => ({ bundle: other, live: liveBuild(target, other) })).filter((n) => n.live?.manifest);
}
