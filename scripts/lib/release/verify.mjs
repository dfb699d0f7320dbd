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
 * @param {object} options as verifyComposition's; `manifest` needs only its name and exposes (a
 *   source's declared modules, before its build, will do)
 * @param {import('./bundles.mjs').Bundle} options.bundle
 * @param {Pick<import('./checks.mjs').BuildManifest, 'name' | 'exposes'>} options.manifest
 * @param {string} options.label
 * @param {import('./checks.mjs').Contract} options.contract
 * @param {import('./composition.mjs').Neighbour[]} options.neighbours
 * @returns {string[]} problems
 */
export function exposesProblems({ bundle, manifest, label, contract, neighbours }) {
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
