// The link that opens a release uploaded with --preview on the live site, in one browser only
// (shell/src/features/preview): the parameter is the shell's own (shared-ui/src/site/release-preview.json),
// and the shell takes as a version what release-layout's RELEASE_VERSION_PATTERN takes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_BUNDLE, type Bundle } from '../bundles/site-bundles';
import { ROOT } from '../layout/target-layout';
import { readLiveSite } from '../live/live-site';
import { liveRoutesOf } from '../live/neighbours';
import type { DeploymentTarget } from '../targets/deployment-target';

const SETTINGS = JSON.parse(readFileSync(path.join(ROOT, 'shared-ui/src/site/release-preview.json'), 'utf8')) as {
  parameter: string;
};

/** The live site's first page of `bundle`, asking for `version` of it instead of the live one. */
export async function previewLink(target: DeploymentTarget, bundle: Bundle, version: string): Promise<string> {
  const live = await readLiveSite(target);
  const origin = live.runtimeConfig?.publicOrigin ?? `http://localhost:${SHELL_BUNDLE.port}`;
  const [route = '/'] = liveRoutesOf(live, bundle);
  const url = new URL(route, origin);
  // Bundle names and versions need no escaping: the link stays readable.
  url.search = `${SETTINGS.parameter}=${bundle.name}@${version}`;
  return url.href;
}
