// The pages of one composition, written into a target: in a folder to prerendered/ with its
// manifest last; in a bucket as the route objects. The live composition's pages and a canary's are
// written alike, a canary's below its own folder (the prerender package's canaryPagesFolder).
import { SHELL_BUNDLE } from '../bundles/site-bundles';
import { NOT_FOUND_PAGE } from '../layout/target-layout';
import type { DeploymentTarget } from '../targets/deployment-target';
import { NOT_FOUND_FILE, PRERENDERED, routeObjectKey } from './page-keys';
import type { RenderedPages } from './render-composition';
import { robotsTxt, sitemapXml } from '../serving/search-files';

/** What is written. */
export interface PagesToWrite extends RenderedPages {
  target: DeploymentTarget;
  /** the releases the pages are of, by bundle name */
  versions: Record<string, string>;
  routes: string[];
  /** the shell release's page: what a route without a page of its own gets in a bucket */
  indexHtml: string;
  /** a canary's folder below the pages' (none: the live composition's) */
  folder?: string;
  /** the live composition's public origin: robots.txt and sitemap.xml are written in a bucket */
  origin?: string;
}

/** Writes the pages of one composition into their target. */
export async function writePages(written: PagesToWrite): Promise<void> {
  if (written.target.kind === 'folder') await writeFolderPages(written);
  else await writeRouteObjects(written);
}

async function writeFolderPages({ target, texts, pages, notFound, versions, folder }: PagesToWrite) {
  const dir = folder ? `${PRERENDERED}/${folder}` : PRERENDERED;
  for (const [route, html] of texts) await target.switchEntry(`${dir}/${pages[route]}`, html);
  if (notFound) await target.switchEntry(`${dir}/${NOT_FOUND_FILE}`, notFound);
  // Last: until it names the live versions, the server sends the single-page app.
  const manifest = {
    versions,
    pages,
    notFound: notFound ? NOT_FOUND_FILE : undefined,
    renderedAt: new Date().toISOString(),
  };
  await target.switchEntry(`${dir}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * Each route object is one page of one composition, naming only files of immutable releases; a
 * route without a page gets the live single-page app, so every route answers.
 */
async function writeRouteObjects({ target, texts, notFound, routes, indexHtml, folder, origin }: PagesToWrite) {
  const shell = SHELL_BUNDLE.name;
  const keyOf = (route: string) =>
    folder ? `${shell}/${folder}/${routeObjectKey(route).slice(shell.length + 1)}` : routeObjectKey(route);
  for (const route of routes) await target.switchEntry(keyOf(route), texts.get(route) ?? indexHtml);
  await target.switchEntry(`${shell}/${folder ? `${folder}/` : ''}${NOT_FOUND_PAGE}`, notFound ?? indexHtml);
  if (origin === undefined) return;
  // What crawlers ask for first, as objects too: the routes of the live shell at the public origin.
  await target.switchEntry(`${shell}/robots.txt`, robotsTxt(origin));
  await target.switchEntry(`${shell}/sitemap.xml`, sitemapXml(origin, routes));
}
