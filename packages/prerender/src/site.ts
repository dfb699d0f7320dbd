// The site's bundles, from the site manifest, read once per process: the shell and the remotes
// whose pages are rendered ahead of time.
import { readSiteManifest } from 'site-manifest';

const SITE = readSiteManifest();

/** The shell, which composes the others and renders every page. */
export const SHELL_BUNDLE = SITE.host;

/**
 * The remotes a shell build composes, whose pages are rendered ahead of time: all but those that
 * join at run time (site manifest `"joins": "run-time"`, such as the staff workspace).
 */
export const BUILT_IN_REMOTES = SITE.builtInRemotes;
