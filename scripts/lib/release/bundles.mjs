// The independently released bundles, by the names the release commands take: the site manifest's
// (shared-ui/src/site/site-manifest.json, read through config/site-manifest.js).
import siteManifest from '../../../config/site-manifest.js';
import { UsageError } from './errors.mjs';

/** @typedef {import('../../../config/site-manifest.js').Bundle} Bundle */

export const SITE = siteManifest.readSiteManifest();

/** @type {Record<string, Bundle>} every bundle, by name */
export const BUNDLES = Object.fromEntries(SITE.bundleList.map((bundle) => [bundle.name, bundle]));

/** The shell, which composes the others. */
export const SHELL_BUNDLE = SITE.host;

export const REMOTE_BUNDLES = SITE.remotes;

/**
 * The remotes a shell build composes, whose pages are rendered ahead of time: all but those that
 * join at run time (site manifest `"joins": "run-time"`, such as the staff workspace).
 */
export const BUILT_IN_REMOTES = SITE.builtInRemotes;

/**
 * The bundle a command names: its name, package folder or container name.
 * @param {string | undefined} name @returns {Bundle}
 */
export function bundleNamed(name) {
  const found = name ? SITE.bundleList.find((b) => [b.name, b.packageDir, b.container].includes(name)) : undefined;
  if (!found) {
    throw new UsageError(`Unknown bundle "${name ?? ''}". Name one of: ${Object.keys(BUNDLES).join(', ')}.`);
  }
  return found;
}
