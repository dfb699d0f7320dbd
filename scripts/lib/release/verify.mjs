// The checks that need no browser, for a release (new build) and a rollback (older build) alike.
import { checkExposes, checkShared } from './checks.mjs';

/**
 * @param {object} options
 * @param {import('./bundles.mjs').Bundle} options.bundle
 * @param {import('./checks.mjs').BuildManifest} options.manifest the candidate's mf-manifest.json
 * @param {string} options.label how messages name the candidate
 * @param {import('./checks.mjs').Contract} options.contract what the shell loads: the live shell's for a
 *   remote, the candidate's own for a shell
 * @param {import('./composition.mjs').Neighbour[]} options.neighbours the builds it is composed with
 *   (liveNeighbours of the live site, or neighboursAt a site rollback's composition)
 * @returns {string[]} problems
 */
export function verifyComposition({ bundle, manifest, label, contract, neighbours }) {
  const problems = [];
  if (bundle.kind === 'remote') {
    const expected = bundle.remoteKey ? contract[bundle.remoteKey] : undefined;
    if (!expected) problems.push(`The shell's contract has no remote "${bundle.remoteKey}".`);
    else problems.push(...checkExposes(manifest, expected, label));
  } else {
    for (const { bundle: remote, live } of neighbours) {
      const expected = remote.remoteKey ? contract[remote.remoteKey] : undefined;
      if (expected) problems.push(...checkExposes(live.manifest, expected, live.label));
    }
  }
  problems.push(
    ...checkShared(
      { label, manifest },
      neighbours.map(({ live }) => live),
    ),
  );
  return problems;
}
