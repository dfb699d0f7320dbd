// The link that opens a release uploaded with --preview on the live site, in one browser only
// (shell/src/features/preview): the parameter and the version pattern are the shell's own
// (shared-ui/src/site/release-preview.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { liveRoutesOf, readLiveSite } from './composition.mjs';
import { ROOT } from './target.mjs';
import { SHELL_BUNDLE } from './bundles.mjs';

const SETTINGS = /** @type {{ parameter: string, versionPattern: string }} */ (
  JSON.parse(readFileSync(path.join(ROOT, 'shared-ui/src/site/release-preview.json'), 'utf8'))
);

/** What the shell accepts as a version in a preview link: every name newVersion gives. */
export const PREVIEW_VERSION = new RegExp(SETTINGS.versionPattern);

/**
 * The live site's first page of `bundle`, asking for `version` of it instead of the live one.
 * @param {import('./target.mjs').DeploymentTarget} target
 * @param {import('./bundles.mjs').Bundle} bundle
 * @param {string} version
 * @returns {Promise<string>}
 */
export async function previewLink(target, bundle, version) {
  const live = await readLiveSite(target);
  const origin = live.runtimeConfig?.publicOrigin ?? `http://localhost:${SHELL_BUNDLE.port}`;
  const [route = '/'] = liveRoutesOf(live, bundle);
  const url = new URL(route, origin);
  // Bundle names and versions need no escaping: the link stays readable.
  url.search = `${SETTINGS.parameter}=${bundle.name}@${version}`;
  return url.href;
}
