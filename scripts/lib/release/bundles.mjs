// The independently released bundles, by the names the release commands take (site-bundles.mjs).
import { BUNDLES, SITE } from '../site-bundles.mjs';
import { UsageError } from 'release';

export { BUILT_IN_REMOTES, BUNDLES, REMOTE_BUNDLES, SHELL_BUNDLE, SITE } from '../site-bundles.mjs';

/** @typedef {import('../site-bundles.mjs').Bundle} Bundle */

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
