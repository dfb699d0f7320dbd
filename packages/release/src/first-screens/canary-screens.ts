// The first screens of each running canary: the live composition with the candidate in place of
// the live release, the page's runtime config naming the candidate's own manifest
// (candidates/candidates.ts) and its arm, so a page load the server sends to the canary runs the
// candidate from its first paint on, and keeps it through client-side navigation.
import { canaryPagesFolder, releaseFolderUrl } from 'prerender';
import { BUILT_IN_REMOTES } from '../bundles/site-bundles';
import { seconds } from '../elapsed';
import { releaseDir } from '../layout/release-history';
import type { LiveSite } from '../live/live-site';
import { liveEntryText } from '../switching/pointer';
import { writeUnlessOvertaken } from '../timeline/render-guard';
import { type Composition, renderComposition } from './render-composition';
import { writePages } from './write-pages';

/**
 * Renders and writes each running canary's first screens.
 * @param live the live composition
 * @param site the canaries, and the switch whose pages these are
 */
export async function prerenderCanaries(live: Omit<Composition, 'pageConfig'>, site: LiveSite): Promise<void> {
  const { target, versions, dirs, config, routes, indexHtml, log, entryTexts } = live;
  for (const bundle of BUILT_IN_REMOTES) {
    const canary = site.canaries[bundle.name];
    if (canary?.status !== 'running' || !bundle.remoteKey) continue;
    const started = Date.now();
    const { version } = canary;
    const dir = await releaseDir(target, bundle, version);
    const manifestUrl = config.remotes[bundle.remoteKey] ?? '';
    const pageConfig = {
      ...config,
      remotes: { ...config.remotes, [bundle.remoteKey]: `${releaseFolderUrl(manifestUrl, version)}mf-manifest.json` },
      arms: { [bundle.remoteKey]: 'canary' },
    };
    const canaryVersions = { ...versions, [bundle.name]: version };
    const rendered = await renderComposition({
      ...live,
      versions: canaryVersions,
      dirs: { ...dirs, [bundle.name]: dir },
      entryTexts: { ...entryTexts, [bundle.name]: liveEntryText(bundle, dir, version) },
      pageConfig,
      log: (line) => log(`canary ${bundle.name}@${version}: ${line}`),
    });
    const folder = canaryPagesFolder(bundle.name, version);
    const write = () => writePages({ target, ...rendered, versions: canaryVersions, routes, indexHtml, folder });
    if (site.moment && !(await writeUnlessOvertaken(target, site.moment, write))) return;
    if (!site.moment) await write();
    log(
      `canary ${bundle.name}@${version}: ${Object.keys(rendered.pages).length} of ${routes.length} routes rendered in ${seconds(started, 2)}`,
    );
  }
}
