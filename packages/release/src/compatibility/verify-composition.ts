// The checks that need no browser, for a release (new build) and a rollback (older build) alike:
// a candidate fits the composition it joins.
import type { Bundle } from 'site-manifest';
import type { BuildManifest, Contract, Neighbour } from './build-manifest';
import { checkExposes } from './check-exposes';
import { checkShared } from './check-shared';

interface Candidate {
  bundle: Bundle;
  /** The candidate's mf-manifest.json. */
  manifest: BuildManifest;
  /** How messages name the candidate. */
  label: string;
  /** What the shell loads: the live shell's for a remote, the candidate's own for a shell. */
  contract: Contract;
  /** The builds it is composed with (the live neighbours, or those of a composition returned to). */
  neighbours: Neighbour[];
}

/** @returns the reasons to refuse (empty when the candidate fits) */
export function verifyComposition({ bundle, manifest, label, contract, neighbours }: Candidate): string[] {
  return [
    ...exposesProblems({ bundle, manifest, label, contract, neighbours }),
    ...checkShared(
      { label, manifest },
      neighbours.map(({ live }) => live),
    ),
  ];
}

/**
 * What the shell loads is exposed: a remote's own modules, or for a shell each neighbour's.
 * `manifest` needs only its name and exposes (a source's declared modules, before its build, will do).
 */
export function exposesProblems({
  bundle,
  manifest,
  label,
  contract,
  neighbours,
}: Omit<Candidate, 'manifest'> & { manifest: Pick<BuildManifest, 'name' | 'exposes'> }): string[] {
  if (bundle.kind === 'remote') {
    const expected = bundle.remoteKey ? contract[bundle.remoteKey] : undefined;
    return expected
      ? checkExposes(manifest, expected, label)
      : [`The shell's contract has no remote "${bundle.remoteKey}".`];
  }
  return neighbours.flatMap(({ bundle: remote, live }) => {
    const expected = remote.remoteKey ? contract[remote.remoteKey] : undefined;
    return expected ? checkExposes(live.manifest, expected, live.label) : [];
  });
}
