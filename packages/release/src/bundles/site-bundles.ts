// The site's bundles, from the site manifest (shared-ui/src/site/site-manifest.json, read through
// the site-manifest package), read once per process: what the release commands, the prerenderer and
// the servers all name, by the names the release commands take.
import { readSiteManifest, type Bundle } from 'site-manifest';
import { UsageError } from '../errors';

export type { Bundle } from 'site-manifest';

export const SITE = readSiteManifest();

/** Every bundle, by name. */
export const BUNDLES: Record<string, Bundle> = Object.fromEntries(
  SITE.bundleList.map((bundle) => [bundle.name, bundle]),
);

/** The shell, which composes the others. */
export const SHELL_BUNDLE = SITE.host;

export const REMOTE_BUNDLES = SITE.remotes;

/**
 * The remotes a shell build composes, whose pages are rendered ahead of time: all but those that
 * join at run time (site manifest `"joins": "run-time"`, such as the staff workspace).
 */
export const BUILT_IN_REMOTES = SITE.builtInRemotes;

/** The bundle a command names: its name, package folder or container name. */
export function bundleNamed(name: string | undefined): Bundle {
  const found = name ? SITE.bundleList.find((b) => [b.name, b.packageDir, b.container].includes(name)) : undefined;
  if (!found) {
    throw new UsageError(`Unknown bundle "${name ?? ''}". Name one of: ${Object.keys(BUNDLES).join(', ')}.`);
  }
  return found;
}
