// Whether a bundle's build fits the live releases of the others, as a release would check it (the
// modules the shell loads, the shared singletons such as the shared-ui it needs).
import path from 'node:path';
import { contractOf } from 'site-manifest';
import type { Bundle } from '../bundles/site-bundles';
import type { BuildManifest } from '../compatibility/build-manifest';
import { verifyComposition } from '../compatibility/verify-composition';
import { RefusedError, UsageError } from '../errors';
import { readJson } from '../files/atomic';
import type { LiveSite } from '../live/live-site';
import { liveNeighbours } from '../live/neighbours';
import { siteManifestOfShellBuild } from '../live/release-builds';
import { displayPath } from '../publish/source-info';

/** A build and the live site it would join. */
export interface BuildAndSite {
  site: LiveSite;
  bundle: Bundle;
  buildDir: string;
}

/**
 * With SKIP_BUILD=1 the live releases stay, and a bundle with none gets its dist/ build: that build
 * must fit what is live. Throws a UsageError saying what does not fit.
 */
export function refuseMisfit(build: BuildAndSite): void {
  const { label, problems } = misfits(build);
  if (problems.length) {
    throw new UsageError(
      `${build.bundle.name}: ${label} does not fit the releases that stay live (SKIP_BUILD=1):\n  - ${problems.join('\n  - ')}\n` +
        `Run npm start without SKIP_BUILD=1 (every bundle from its build), or release what it needs first (npm run release -- <bundle>).`,
    );
  }
}

/**
 * npm run publish: a build that does not fit what is live when it would switch is refused, as a
 * release is (status 1); the bundles published before it stay live.
 */
export function refuseNotFitting(build: BuildAndSite): void {
  const { label, problems } = misfits(build);
  if (problems.length)
    throw new RefusedError(`${build.bundle.name}: ${label} does not fit the live releases:`, problems);
}

/** What does not fit between a bundle's build and the live releases of the others, with how the build is named. */
function misfits({ site, bundle, buildDir }: BuildAndSite): { label: string; problems: string[] } {
  const label = `the build in ${displayPath(buildDir)}`;
  const manifest = readJson(path.join(buildDir, 'mf-manifest.json'), null) as BuildManifest | null;
  if (!manifest) return { label, problems: [] };
  const contract = bundle.kind === 'shell' ? contractOf(siteManifestOfShellBuild(buildDir)) : site.contract;
  const neighbours = liveNeighbours(site, bundle);
  return { label, problems: verifyComposition({ bundle, manifest, label, contract, neighbours }) };
}
