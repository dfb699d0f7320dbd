// The three independently released bundles, by the names the release commands take.
import { UsageError } from './errors.mjs';

/**
 * @typedef {object} Bundle
 * @property {'shell' | 'marketing' | 'knowledge-hub'} name folder name in the deployment target
 * @property {'shell' | 'remote'} kind
 * @property {string} packageDir workspace folder that builds it
 * @property {string} entry the file visitors start from: what a release switches
 * @property {'marketing' | 'knowledgeHub' | null} remoteKey key in the shell's runtime config and contract
 * @property {string[]} routes shell routes that render this bundle (shell/src/app/routes.tsx): the smoke run opens them
 */

/** @type {Record<string, Bundle>} */
export const BUNDLES = {
  shell: {
    name: 'shell',
    kind: 'shell',
    packageDir: 'shell',
    entry: 'index.html',
    remoteKey: null,
    routes: ['/', '/services', '/about', '/resources'],
  },
  marketing: {
    name: 'marketing',
    kind: 'remote',
    packageDir: 'mfe-marketing',
    entry: 'mf-manifest.json',
    remoteKey: 'marketing',
    routes: ['/', '/services', '/about'],
  },
  'knowledge-hub': {
    name: 'knowledge-hub',
    kind: 'remote',
    packageDir: 'mfe-knowledge-hub',
    entry: 'mf-manifest.json',
    remoteKey: 'knowledgeHub',
    routes: ['/resources'],
  },
};

export const REMOTE_BUNDLES = [BUNDLES.marketing, BUNDLES['knowledge-hub']];

/** The bundle a command names: `marketing`, `knowledge-hub` or `shell` (package and container names work too). */
export function bundleNamed(name) {
  const found = Object.values(BUNDLES).find((b) => [b.name, b.packageDir, b.remoteKey].includes(name));
  if (!found) {
    throw new UsageError(`Unknown bundle "${name ?? ''}". Name one of: ${Object.keys(BUNDLES).join(', ')}.`);
  }
  return found;
}
