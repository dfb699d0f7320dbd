// Checks a candidate release against the live composition before anything switches. Each returns
// a list of reasons (empty when the release is safe), written for the team that has to fix it.
import semver from 'semver';

/**
 * What the checks read of a bundle's mf-manifest.json.
 * @typedef {object} BuildManifest
 * @property {string} name federation container
 * @property {{ name: string, path?: string }[]} [exposes]
 * @property {SharedEntry[]} [shared]
 * @typedef {{ name: string, version?: string, requiredVersion?: string, singleton?: boolean }} SharedEntry
 * @typedef {{ container: string, modules: string[] | Record<string, string> }} ContractEntry what the shell
 *   loads from one remote (a list; shell releases recorded before the site manifest: an object of names)
 * @typedef {Record<string, ContractEntry>} Contract by remote key
 */

/** The exposed module names of a manifest (`home-page`, from `./home-page`). @param {BuildManifest} manifest */
const exposedNames = (manifest) =>
  new Set((manifest.exposes ?? []).flatMap((e) => [e.name, String(e.path ?? '').replace(/^\.\//, '')]));

/**
 * Every module the shell loads from this remote is still exposed, under the expected container.
 * @param {BuildManifest} manifest the remote's mf-manifest.json
 * @param {ContractEntry} expected the contract's entry for it
 * @param {string} label e.g. "the new marketing build"
 * @returns {string[]}
 */
export function checkExposes(manifest, expected, label) {
  const problems = [];
  if (manifest.name !== expected.container) {
    problems.push(
      `${label} is the federation container "${manifest.name}", but the shell loads "${expected.container}".`,
    );
  }
  const exposed = exposedNames(manifest);
  for (const module of Object.values(expected.modules)) {
    if (!exposed.has(module)) {
      problems.push(
        `${label} does not expose "./${module}", which the shell loads as ${expected.container}/${module} ` +
          `(the site manifest the shell was built from). Keep it in shared-ui/src/site/site-manifest.json.`,
      );
    }
  }
  return problems;
}

/** @param {string | undefined} version @param {string | undefined} range */
const satisfies = (version, range) =>
  !range || range === '*' || !version || semver.satisfies(version, range, { includePrerelease: true });

/**
 * Shared singletons stay one compatible instance: whichever participant's copy the federation
 * runtime picks, it satisfies every participant's requiredVersion, and a package is a singleton
 * in every bundle that shares it (else two copies: two Reacts, two toast stores).
 * @param {{ label: string, manifest: BuildManifest }} candidate
 * @param {{ label: string, manifest: BuildManifest }[]} live the other bundles as they are live now
 * @returns {string[]}
 */
export function checkShared(candidate, live) {
  const problems = [];
  /** @param {BuildManifest} manifest @returns {Map<string, SharedEntry>} */
  const byName = (manifest) => new Map((manifest.shared ?? []).map((entry) => [entry.name, entry]));
  const mine = byName(candidate.manifest);
  for (const other of live) {
    const theirs = byName(other.manifest);
    for (const [name, their] of theirs) {
      const own = mine.get(name);
      // A manifest lists only the shared packages the bundle uses, so absence is not a problem.
      if (!own) continue;
      if (!own.singleton && !their.singleton) continue;
      if (own.singleton === false || their.singleton === false) {
        problems.push(
          `"${name}" is a singleton in one bundle and not in the other (${candidate.label}, ${other.label}).`,
        );
      }
      if (!satisfies(own.version, their.requiredVersion)) {
        problems.push(
          `${candidate.label} provides ${name}@${own.version}, but ${other.label} requires ${their.requiredVersion}.`,
        );
      }
      if (!satisfies(their.version, own.requiredVersion)) {
        problems.push(
          `${candidate.label} requires ${name} ${own.requiredVersion}, but ${other.label} provides ${their.version}.`,
        );
      }
    }
  }
  return problems;
}
