// Shared singletons stay one compatible instance across the composed site.
import semver from 'semver';
import type { BuildManifest, SharedEntry } from './build-manifest';

const satisfies = (version: string | undefined, range: string | undefined) =>
  !range || range === '*' || !version || semver.satisfies(version, range, { includePrerelease: true });

const byName = (manifest: BuildManifest) =>
  new Map<string, SharedEntry>((manifest.shared ?? []).map((entry) => [entry.name, entry]));

interface Labelled {
  label: string;
  manifest: BuildManifest;
}

/**
 * Whichever participant's copy the federation runtime picks, it satisfies every participant's
 * requiredVersion, and a package is a singleton in every bundle that shares it (else two copies:
 * two Reacts, two toast stores).
 * @param live the other bundles as they are live now
 * @returns the reasons to refuse (empty when compatible)
 */
export function checkShared(candidate: Labelled, live: Labelled[]): string[] {
  const problems: string[] = [];
  const mine = byName(candidate.manifest);
  for (const other of live) {
    for (const [name, their] of byName(other.manifest)) {
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
