// Before a build: what a source's site manifest declares, against the live site. A release that
// would be refused for the modules it exposes (or, for a shell, loads) is refused in a second, not
// after minutes of building. The build's own mf-manifest.json is checked again afterwards
// (candidate-checks.ts), with its shared singletons: this check never lets through what that
// one would refuse.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { contractOf, manifestFile, readSiteManifest } from 'site-manifest';
import type { Bundle } from '../bundles/site-bundles';
import { exposesProblems } from '../compatibility/verify-composition';
import type { LiveSite } from '../live/live-site';
import { liveNeighbours } from '../live/neighbours';

/**
 * The problems the source in `sourceDir` (a package folder: its workspace holds the manifest it
 * builds from) would bring to `live`.
 * @returns none when the source's workspace has no site manifest of its own (the build's check decides alone)
 */
export function declaredProblems({
  live,
  bundle,
  sourceDir,
}: {
  live: LiveSite;
  bundle: Bundle;
  sourceDir: string;
}): string[] {
  const workspace = path.dirname(sourceDir);
  if (!existsSync(manifestFile(workspace))) return [];
  const site = readSiteManifest(workspace);
  const declared = site.bundleList.find((b) => b.packageDir === path.basename(sourceDir));
  if (!declared) return [];
  // A remote is held to the live shell's contract; a shell to its own manifest's, on the live remotes.
  const contract = bundle.kind === 'remote' ? live.contract : contractOf(site);
  if (bundle.kind === 'remote' && !(bundle.remoteKey && contract[bundle.remoteKey])) return [];
  return exposesProblems({
    bundle,
    manifest: { name: declared.container, exposes: Object.keys(declared.exposes).map((name) => ({ name })) },
    label: `the ${bundle.name} source (its site manifest)`,
    contract,
    neighbours: liveNeighbours(live, bundle),
  });
}
