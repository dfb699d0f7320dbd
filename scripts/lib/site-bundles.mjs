// The site's bundles, from the site manifest (shared-ui/src/site/site-manifest.json, read through
// the site-manifest package), read once per process: what the release commands, the prerenderer and
// the servers all name.
import { readSiteManifest } from 'site-manifest';

/** @typedef {import('site-manifest').Bundle} Bundle */

export const SITE = readSiteManifest();

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
