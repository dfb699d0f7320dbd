// What a bucket's routes answer when their first screens could not be rendered: a bucket has no
// server to compare versions, so every route object becomes the live shell's single-page app.
import { SHELL_BUNDLE } from '../bundles/site-bundles';
import type { LiveSite } from '../live/live-site';
import { liveEntryText } from '../switching/pointer';
import type { DeploymentTarget } from '../targets/deployment-target';
import { NOT_FOUND_OBJECT, routeObjectKey } from './page-keys';

/** Every route object of a bucket, and its not-found page, as the live shell's single-page app. */
export async function singlePageRoutes(target: DeploymentTarget, live: LiveSite): Promise<void> {
  const shell = live.builds[SHELL_BUNDLE.name];
  if (!shell?.dir) return;
  const indexHtml = liveEntryText(SHELL_BUNDLE, shell.dir, shell.version);
  for (const route of live.shellSite.host.routes) {
    await target.switchEntry(routeObjectKey(route), indexHtml);
  }
  await target.switchEntry(NOT_FOUND_OBJECT, indexHtml);
}
