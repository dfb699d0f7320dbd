// One composition of releases rendered into first screens: the prerender package renders each route
// with React's server renderer in Node from the releases' Node builds; this puts each page into the
// shell release's index.html with what it preloads.
import {
  dataPreloads,
  nodeRenderInput,
  pageName,
  preloadHead,
  prerenderedPage,
  readLiveBuilds,
  renderInNode,
  type ReleaseReader,
} from 'prerender';
import { releaseDir } from '../layout/release-history';
import type { RuntimeConfig } from '../layout/runtime-config';
import { bundleKeys } from '../layout/target-layout';
import type { DeploymentTarget } from '../targets/deployment-target';

/** The releases a set of first screens is rendered from. */
export interface Composition {
  target: DeploymentTarget;
  /** a release of each bundle of PAGE_BUNDLES, by name */
  versions: Record<string, string>;
  /** their local folders, by bundle name */
  dirs: Record<string, string>;
  /** the site's runtime config */
  config: RuntimeConfig;
  routes: string[];
  /** the shell release's page, as its live entry holds it */
  indexHtml: string;
  log: (line: string) => void;
  /** a remote's entry text when it is not its live pointer's (a candidate's), by bundle name */
  entryTexts?: Record<string, string>;
  /** the runtime config the pages carry, when not `config` */
  pageConfig?: object;
}

/** The pages of one composition. */
export interface RenderedPages {
  /** every page's text, by route */
  texts: Map<string, string>;
  /** each rendered route's file name */
  pages: Record<string, string>;
  /** the page of unknown paths, when the renderer gave one */
  notFound: string | undefined;
}

/** Renders every route of one composition: each page's text by route, their file names, and the page of unknown paths. */
export async function renderComposition({
  target,
  versions,
  dirs,
  config,
  routes,
  indexHtml,
  log,
  entryTexts,
  pageConfig,
}: Composition): Promise<RenderedPages> {
  // The runtime config visitors get, so the markup names the remotes' real addresses.
  const rendered = await renderInNode(nodeRenderInput({ dirs, versions, config, routes }), { log });

  /** Where the releases are in the target. */
  const releases: ReleaseReader = {
    dir: (bundle, version) => releaseDir(target, bundle, version),
    entryText: (bundle) => target.readText(bundleKeys(bundle).entry),
  };
  const builds = await readLiveBuilds({ releases, config, versions, entryTexts });
  const texts = new Map<string, string>();
  const pageText = (route: string, page: { markup: string; css: string; head: string }) => {
    const head = preloadHead({ indexHtml, route, builds, config: pageConfig ?? config });
    const html = prerenderedPage({
      indexHtml,
      route,
      markup: page.markup,
      css: page.css,
      versions,
      head,
      earlyHead: dataPreloads({ route, builds, config }),
      pageHead: page.head,
    });
    log(`${route}: ${(Buffer.byteLength(html) / 1024).toFixed(1)} kB`);
    return html;
  };
  const pages: Record<string, string> = {};
  for (const route of routes) {
    const page = rendered[route];
    if (!page || 'skipped' in page) {
      log(`${route}: skipped, ${page?.skipped ?? 'not rendered'}`);
      continue;
    }
    pages[route] = `${pageName(route)}.html`;
    texts.set(route, pageText(route, page));
  }
  // The page every unknown path gets, with a 404 (serving/prerendered-pages.ts): the renderer names it.
  let notFound: string | undefined;
  for (const [route, page] of Object.entries(rendered)) {
    if ('skipped' in page || !page.notFound) continue;
    notFound = pageText(route, page);
  }
  if (!notFound) log('the not-found page: not rendered (unknown paths get the single-page app, with a 404)');

  return { texts, pages, notFound };
}
