// The renderer a command's entry gives it for the after-switch step (after-switch/after-switch.ts):
// the first screens of the live site a switch left, written into the target. A failure to render is
// a warning, never the command's.
import type { Renderer } from '../after-switch/after-switch';
import { readLiveSite } from '../live/live-site';
import type { DeploymentTarget } from '../targets/deployment-target';
import { type PrerenderOptions, type Prerendered, prerenderSite } from './prerender-site';
import { singlePageRoutes } from './single-page-routes';

/** prerenderSite for `npm start`, releases and rollbacks: a failure is a warning, never theirs. */
export async function prerenderOrWarn({
  target,
  live,
  log = console.log,
}: PrerenderOptions): Promise<Prerendered | null> {
  try {
    return await prerenderSite({ target, live, log });
  } catch (error) {
    log(
      `⚠ not rendered (${error instanceof Error ? error.message : error}); routes without a page of the live releases get the single-page app`,
    );
    // A bucket has no server to compare versions: its route objects become the live single-page app.
    if (target.kind !== 'folder')
      await (live ? Promise.resolve(live) : readLiveSite(target))
        .then((site) => singlePageRoutes(target, site))
        .catch(() => {});
    return null;
  }
}

/** The first screens of the live site a switch left, written into `target`. */
export const siteRenderer =
  (target: DeploymentTarget): Renderer =>
  (live, log) =>
    prerenderOrWarn({ target, live, log });
