// The first screen of every route, rendered ahead of time from the live releases of a deployment
// target, so it paints before any script runs: the prerender package renders what it is given and
// knows no target; this renders the live site a command's switch left (or, given none, reads it
// from the target) and writes the pages (write-pages.ts, page-keys.ts). Redone after every release,
// rollback and `npm start` (after-switch/after-switch.ts). The shell server sends a page only while
// its versions are the live ones (serving/prerendered-pages.ts).
import { PAGE_BUNDLES, sameVersions } from 'prerender';
import { BUILT_IN_REMOTES, SHELL_BUNDLE } from '../bundles/site-bundles';
import { liveVersion } from '../layout/release-history';
import { RUNTIME_CONFIG_KEY } from '../layout/target-layout';
import { type LiveSite, readLiveSite } from '../live/live-site';
import { liveEntryText } from '../switching/pointer';
import type { DeploymentTarget } from '../targets/deployment-target';
import { writeUnlessOvertaken } from '../timeline/render-guard';
import { seconds } from '../elapsed';
import { prerenderCanaries } from './canary-screens';
import { pageBundle } from './page-keys';
import { renderComposition } from './render-composition';
import { singlePageRoutes } from './single-page-routes';
import { writePages } from './write-pages';

/** What prerenderSite wrote: the releases the pages are of, and each route's page. */
export interface Prerendered {
  versions: Record<string, string>;
  pages: Record<string, string>;
}

/** What prerenderSite is given. */
export interface PrerenderOptions {
  target: DeploymentTarget;
  /** the live site a command's switch left (default: read here) */
  live?: LiveSite | undefined;
  log?: (line: string) => void;
}

/**
 * Renders every route of the shell from the live releases and writes the pages: in a folder target
 * to prerendered/; in a bucket as the route objects themselves (`shell/services`).
 * @returns null when nothing was written
 */
export async function prerenderSite({
  target,
  live: given,
  log = console.log,
}: PrerenderOptions): Promise<Prerendered | null> {
  const started = Date.now();
  // What is live, as the switch left it or read once here.
  const live = given ?? (await readLiveSite(target));
  // Written by `npm run publish` and `npm start` (publish-site/publish-site.ts).
  const config = live.runtimeConfig;
  if (!config) {
    log(`nothing rendered: ${target.label}/${RUNTIME_CONFIG_KEY} is missing (the site is served as a single-page app)`);
    if (target.kind !== 'folder') await singlePageRoutes(target, live);
    return null;
  }
  const missing = PAGE_BUNDLES.filter((name) => !live.versions[name]);
  if (missing.length) {
    log(`nothing rendered: no live release of ${missing.join(', ')}`);
    if (target.kind !== 'folder') await singlePageRoutes(target, live);
    return null;
  }
  const versions = Object.fromEntries(PAGE_BUNDLES.map((name) => [name, live.versions[name] ?? '']));
  const dirs = Object.fromEntries(PAGE_BUNDLES.map((name) => [name, live.builds[name]?.dir ?? '']));
  const shellVersion = versions[SHELL_BUNDLE.name] ?? '';
  // The live page of the shell release, as its entry holds it (switching/pointer.ts).
  const indexHtml = liveEntryText(SHELL_BUNDLE, dirs[SHELL_BUNDLE.name] ?? '', shellVersion);
  // Each live entry as its release gives it, rather than read from the target again.
  const entryTexts = Object.fromEntries(
    BUILT_IN_REMOTES.map((bundle) => [
      bundle.name,
      liveEntryText(bundle, dirs[bundle.name] ?? '', versions[bundle.name] ?? ''),
    ]),
  );

  // The routes of the live shell: the manifest it was built from.
  const routes = live.shellSite.host.routes;
  const composition = { target, versions, dirs, config, routes, indexHtml, log, entryTexts };
  const rendered = await renderComposition(composition);
  const write = () =>
    writePages({ target, ...rendered, versions, routes, indexHtml, origin: config.publicOrigin ?? '' });
  if (!(await writeUnlessSwitched(target, live, versions, write))) {
    log('nothing written: a release switched during the run (the run after that switch renders it)');
    return null;
  }
  log(
    `${Object.keys(rendered.pages).length} of ${routes.length} routes rendered ahead of time in ${seconds(started, 2)}`,
  );
  await prerenderCanaries(composition, live);
  return { versions, pages: rendered.pages };
}

/**
 * Writes the pages of `live` unless a release switched since: a site a command's switch left is
 * written unless the rendering of a later switch wrote first (timeline/render-guard.ts); one read
 * here, only while what is live has not changed since.
 * @returns false when nothing was written
 */
async function writeUnlessSwitched(
  target: DeploymentTarget,
  live: LiveSite,
  versions: Record<string, string>,
  write: () => Promise<void>,
): Promise<boolean> {
  if (live.moment) return writeUnlessOvertaken(target, live.moment, write);
  const now: Record<string, string | null> = {};
  for (const name of PAGE_BUNDLES) now[name] = await liveVersion(target, pageBundle(name));
  if (!sameVersions(versions, now)) return false;
  await write();
  return true;
}
