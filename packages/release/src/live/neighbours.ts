// The bundles a release is composed with, live or at the releases a site rollback returns to, and
// the routes the live shell serves from a bundle.
import { REMOTE_BUNDLES, SHELL_BUNDLE, type Bundle } from '../bundles/site-bundles';
import type { DeploymentTarget } from '../targets/deployment-target';
import type { LiveSite } from './live-site';
import { type Neighbour, releaseBuild } from './release-builds';

/** The routes the live shell serves from `bundle` (every route for the shell itself). */
export function liveRoutesOf(live: LiveSite, bundle: Bundle): string[] {
  // No shell build names them: the runtime config does, from the repository's manifest.
  if (bundle.joinsAtRunTime) return bundle.routes;
  return bundle.kind === 'shell'
    ? live.shellSite.host.routes
    : (live.shellSite.remotes.find((b) => b.name === bundle.name)?.routes ?? []);
}

/** The bundles a release of `bundle` is composed with. */
const othersOf = (bundle: Bundle): Bundle[] =>
  bundle.kind === 'shell' ? REMOTE_BUNDLES : [SHELL_BUNDLE, ...REMOTE_BUNDLES.filter((b) => b !== bundle)];

/** The other live bundles a release of `bundle` is composed with (those with a live build). */
export function liveNeighbours(live: LiveSite, bundle: Bundle): Neighbour[] {
  return othersOf(bundle).flatMap((other) => {
    const build = live.builds[other.name];
    const manifest = build?.manifest;
    return build && manifest ? [{ bundle: other, live: { ...build, manifest } }] : [];
  });
}

/**
 * The other bundles at the releases `versions` names (a site rollback's composition on its way).
 * @param versions release by bundle name
 */
export async function neighboursAt(
  target: DeploymentTarget,
  bundle: Bundle,
  versions: Record<string, string>,
): Promise<Neighbour[]> {
  const found: Neighbour[] = [];
  for (const other of othersOf(bundle)) {
    const version = versions[other.name];
    const build = version ? await releaseBuild(target, other, version, `${other.name} release ${version}`) : null;
    const manifest = build?.manifest;
    if (build && manifest) found.push({ bundle: other, live: { ...build, manifest } });
  }
  return found;
}
