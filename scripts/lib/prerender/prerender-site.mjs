// The first screen of every route, rendered ahead of time from the live releases of a deployment
// target, so it paints before any script runs: React's server renderer in Node, with the live
// releases' Node builds (render-in-node.mjs), no browser. Redone after every release, rollback and
// `npm start`:
//
//   <target>/shell/prerendered/<name>.html   the live index.html with the route's markup and CSS
//   <target>/shell/prerendered/not-found.html the page of every unknown path (sent with a 404)
//   <target>/shell/prerendered/manifest.json { versions, pages: { route: file }, notFound, renderedAt }, written last
//
// The shell server sends a page only while its versions are the live ones (served.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readJson, writeFileAtomic } from '../release/atomic.mjs';
import { BUNDLES, SHELL_BUNDLE } from '../release/bundles.mjs';
import { liveSiteManifest } from '../release/composition.mjs';
import { bundlePaths, liveVersion } from '../release/target.mjs';
import { PAGE_BUNDLES, pageName, prerenderedPage, sameVersions } from './pages.mjs';
import { preloadHead, readLiveBuilds } from './preload-hints.mjs';
import { nodeRenderInput, renderInNode } from './render-in-node.mjs';
import { prerenderedPages } from './served.mjs';

/** The file of the not-found page in prerendered/. */
const NOT_FOUND_FILE = 'not-found.html';

/** @param {number} since */
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(2)} s`;

/** @param {string} target */
const prerenderedDir = (target) => path.join(bundlePaths(target, SHELL_BUNDLE).dir, 'prerendered');

/** The bundle named `name`, one of PAGE_BUNDLES. @param {string} name */
const pageBundle = (name) => {
  const bundle = BUNDLES[name];
  if (!bundle) throw new Error(`no bundle "${name}" in the site manifest`);
  return bundle;
};

/**
 * The live release of every bundle, by folder name (null where none is live).
 * @param {string} target
 * @returns {Record<string, string | null>}
 */
function liveVersions(target) {
  return Object.fromEntries(PAGE_BUNDLES.map((name) => [name, liveVersion(bundlePaths(target, pageBundle(name)))]));
}

/**
 * True when every bundle has a live release.
 * @param {Record<string, string | null>} versions
 * @returns {versions is Record<string, string>}
 */
const allLive = (versions) => PAGE_BUNDLES.every((name) => Boolean(versions[name]));

/**
 * The pages the shell server of `target` may send, asked per request (see served.mjs).
 * @param {string} target
 * @returns {import('./served.mjs').PrerenderedLookup}
 */
export function prerenderedPagesOf(target) {
  const liveFiles = Object.fromEntries(PAGE_BUNDLES.map((name) => [name, bundlePaths(target, pageBundle(name)).live]));
  return prerenderedPages({ dir: prerenderedDir(target), liveFiles });
}

/**
 * Renders every route of the shell from the live releases and writes the pages.
 * @param {object} options
 * @param {string} options.target deployment target
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<{ versions: Record<string, string>, pages: Record<string, string> } | null>}
 *   null when nothing was written
 */
export async function prerenderSite({ target, log = console.log }) {
  const started = Date.now();
  const shellPaths = bundlePaths(target, SHELL_BUNDLE);
  const configFile = path.join(shellPaths.dir, 'runtime-config.json');
  // Written by serve-site.mjs (runtimeConfig in site-config.mjs).
  const config = /** @type {import('../site-config.mjs').RuntimeConfig | null} */ (readJson(configFile, null));
  if (!config) {
    log(`nothing rendered: ${configFile} is missing (the site is served as a single-page app)`);
    return null;
  }
  const versions = liveVersions(target);
  if (!allLive(versions)) {
    log(`nothing rendered: no live release of ${PAGE_BUNDLES.filter((name) => !versions[name]).join(', ')}`);
    return null;
  }
  // Read after the versions: a switch writes index.html before live.json, and a switch during the
  // run is caught by comparing the versions again at the end.
  const indexHtml = readFileSync(shellPaths.entry, 'utf8');

  // The routes of the live shell: the manifest it was built from.
  const routes = liveSiteManifest(target).host.routes;
  // The runtime config visitors get, so the markup names the remotes' real addresses.
  const rendered = await renderInNode(nodeRenderInput({ target, versions, config, routes }), { log });
  if (!sameVersions(versions, liveVersions(target))) {
    log('nothing written: a release switched during the run (the run after that switch renders it)');
    return null;
  }

  const dir = prerenderedDir(target);
  const builds = readLiveBuilds({ target, config, versions });
  /**
   * Writes the page of `route` (its key in `rendered`) as `file`.
   * @param {string} route @param {{ markup: string, css: string, head: string }} page @param {string} file
   */
  const write = (route, page, file) => {
    const head = preloadHead({ indexHtml, route, builds, config });
    const html = prerenderedPage({
      indexHtml,
      route,
      markup: page.markup,
      css: page.css,
      versions,
      head,
      pageHead: page.head,
    });
    writeFileAtomic(path.join(dir, file), html);
    log(`${route}: ${(Buffer.byteLength(html) / 1024).toFixed(1)} kB`);
  };
  /** @type {Record<string, string>} */
  const pages = {};
  for (const route of routes) {
    const page = rendered[route];
    if (!page || 'skipped' in page) {
      log(`${route}: skipped, ${page?.skipped ?? 'not rendered'}`);
      continue;
    }
    pages[route] = `${pageName(route)}.html`;
    write(route, page, pages[route]);
  }
  // The page every unknown path gets, with a 404 (served.mjs): the renderer names it.
  let notFound;
  for (const [route, page] of Object.entries(rendered)) {
    if ('skipped' in page || !page.notFound) continue;
    write(route, page, NOT_FOUND_FILE);
    notFound = NOT_FOUND_FILE;
  }
  if (!notFound) log('the not-found page: not rendered (unknown paths get the single-page app, with a 404)');
  // Last: until it names the live versions, the server sends the single-page app.
  const manifest = { versions, pages, notFound, renderedAt: new Date().toISOString() };
  writeFileAtomic(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  log(`${Object.keys(pages).length} of ${routes.length} routes rendered ahead of time in ${seconds(started)}`);
  return { versions, pages };
}

/**
 * prerenderSite for `npm start`, releases and rollbacks: a failure is a warning, never theirs.
 * @param {object} options
 * @param {string} options.target deployment target
 * @param {(line: string) => void} [options.log]
 * @returns {ReturnType<typeof prerenderSite>}
 */
export async function prerenderOrWarn({ target, log = console.log }) {
  try {
    return await prerenderSite({ target, log });
  } catch (error) {
    log(
      `⚠ not rendered (${error instanceof Error ? error.message : error}); routes without a page of the live releases get the single-page app`,
    );
    return null;
  }
}
