// The first screen of every route, rendered ahead of time from the live releases of a deployment
// target, so it paints before any script runs: React's server renderer in Node, with the live
// releases' Node builds (the prerender package: render-in-node.ts), no browser. The prerenderer renders what
// it is given and knows no target; this module renders the live site a command's switch left (or,
// given none, reads it from the target) and writes the pages. Redone after every release, rollback
// and `npm start` (after-switch.ts):
//
//   <target>/shell/prerendered/<name>.html   the live index.html with the route's markup and CSS
//   <target>/shell/prerendered/not-found.html the page of every unknown path (sent with a 404)
//   <target>/shell/prerendered/manifest.json { versions, pages: { route: file }, notFound, renderedAt }, written last
//
// The shell server sends a page only while its versions are the live ones (prerendered-pages.ts). In a bucket,
// the pages are the route objects themselves (routeObjectKey).
import path from 'node:path';
import {
  BUILT_IN_REMOTES,
  BUNDLES,
  NOT_FOUND_PAGE,
  RUNTIME_CONFIG_KEY,
  SHELL_BUNDLE,
  bundleKeys,
  canaryKey,
  liveEntryText,
  liveVersion,
  prerenderedPages,
  readLiveSite,
  releaseDir,
  writeUnlessOvertaken,
} from 'release';
import { robotsTxt, sitemapXml } from '../search-files.mjs';
import {
  PAGE_BUNDLES,
  canaryPagesFolder,
  dataPreloads,
  nodeRenderInput,
  pageName,
  preloadHead,
  prerenderedPage,
  readLiveBuilds,
  releaseFolderUrl,
  renderInNode,
  sameVersions,
} from 'prerender';

/**
 * @typedef {import('release').DeploymentTarget} DeploymentTarget
 */

/** The file of the not-found page in prerendered/. */
const NOT_FOUND_FILE = 'not-found.html';

/** @param {number} since */
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(2)} s`;

/** The shell's prerendered/ folder, below the target's root. */
const PRERENDERED = `${SHELL_BUNDLE.name}/prerendered`;

/** The bundle named `name`, one of PAGE_BUNDLES. @param {string} name */
const pageBundle = (name) => {
  const bundle = BUNDLES[name];
  if (!bundle) throw new Error(`no bundle "${name}" in the site manifest`);
  return bundle;
};

/**
 * The live release of every bundle, by folder name (null where none is live).
 * @param {DeploymentTarget} target
 * @returns {Promise<Record<string, string | null>>}
 */
async function liveVersions(target) {
  /** @type {Record<string, string | null>} */
  const versions = {};
  for (const name of PAGE_BUNDLES) versions[name] = await liveVersion(target, pageBundle(name));
  return versions;
}

/**
 * True when every bundle has a live release.
 * @param {Record<string, string | null>} versions
 * @returns {versions is Record<string, string>}
 */
const allLive = (versions) => PAGE_BUNDLES.every((name) => Boolean(versions[name]));

/**
 * The pages the shell server of a folder target may send, asked per request (see prerendered-pages.ts).
 * @param {string} root the target's folder
 * @returns {import('release').PrerenderedLookup}
 */
export function prerenderedPagesOf(root) {
  const liveFiles = Object.fromEntries(
    PAGE_BUNDLES.map((name) => [name, path.join(root, ...bundleKeys(pageBundle(name)).live.split('/'))]),
  );
  const canaryFiles = Object.fromEntries(
    BUILT_IN_REMOTES.map((bundle) => [bundle.name, path.join(root, ...canaryKey(bundle).split('/'))]),
  );
  return prerenderedPages({ dir: path.join(root, ...PRERENDERED.split('/')), liveFiles, canaryFiles });
}

/**
 * The key of a route's first screen in a bucket, as a plain object store with a CDN in front maps
 * the URL path to a key: `shell/index.html` for `/` (the CDN's default root object), else
 * `shell/<path>`, without an extension. The not-found page is `shell/404.html`.
 * @param {string} route
 */
export function routeObjectKey(route) {
  const name = pageName(route);
  return `${SHELL_BUNDLE.name}/${name === 'index' ? 'index.html' : decodeURIComponent(name)}`;
}

/** The key of the page every unknown path gets in a bucket. */
const NOT_FOUND_OBJECT = `${SHELL_BUNDLE.name}/${NOT_FOUND_PAGE}`;

/**
 * Renders every route of the shell from the live releases and writes the pages: in a folder target
 * to prerendered/, which the shell server sends while they match the live releases (prerendered-pages.ts);
 * in a bucket as the route objects themselves (`shell/services`), which a CDN serves as they are.
 * @param {object} options
 * @param {DeploymentTarget} options.target
 * @param {import('release').LiveSite} [options.live] the live site a command's switch left
 *   (default: read here)
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<{ versions: Record<string, string>, pages: Record<string, string> } | null>}
 *   null when nothing was written
 */
export async function prerenderSite({ target, live: given, log = console.log }) {
  const started = Date.now();
  // What is live, as the switch left it or read once here.
  const live = given ?? (await readLiveSite(target));
  // Written by serve-site.mjs (runtimeConfig in site-config.mjs).
  const config = live.runtimeConfig;
  if (!config) {
    log(`nothing rendered: ${target.label}/${RUNTIME_CONFIG_KEY} is missing (the site is served as a single-page app)`);
    if (target.kind !== 'folder') await singlePageRoutes(target, live);
    return null;
  }
  /** @type {Record<string, string | null>} */
  const versions = Object.fromEntries(PAGE_BUNDLES.map((name) => [name, live.versions[name] ?? null]));
  if (!allLive(versions)) {
    log(`nothing rendered: no live release of ${PAGE_BUNDLES.filter((name) => !versions[name]).join(', ')}`);
    if (target.kind !== 'folder') await singlePageRoutes(target, live);
    return null;
  }
  /** @type {Record<string, string>} */
  const dirs = Object.fromEntries(PAGE_BUNDLES.map((name) => [name, live.builds[name]?.dir ?? '']));
  const shellVersion = versions[SHELL_BUNDLE.name] ?? '';
  // The live page of the shell release, as its entry holds it (pointer.ts).
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
  const { texts, pages, notFound } = await renderComposition({
    target,
    versions,
    dirs,
    config,
    routes,
    indexHtml,
    log,
    entryTexts,
  });
  const write = async () => {
    if (target.kind === 'folder') {
      for (const [route, html] of texts) await target.switchEntry(`${PRERENDERED}/${pages[route]}`, html);
      if (notFound) await target.switchEntry(`${PRERENDERED}/${NOT_FOUND_FILE}`, notFound);
      // Last: until it names the live versions, the server sends the single-page app.
      const manifest = {
        versions,
        pages,
        notFound: notFound ? NOT_FOUND_FILE : undefined,
        renderedAt: new Date().toISOString(),
      };
      await target.switchEntry(`${PRERENDERED}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
    } else {
      // Each route object is one page of one composition, naming only files of immutable releases;
      // a route without a page gets the live single-page app, so every route answers.
      for (const route of routes) await target.switchEntry(routeObjectKey(route), texts.get(route) ?? indexHtml);
      await target.switchEntry(NOT_FOUND_OBJECT, notFound ?? indexHtml);
      // What crawlers ask for first, as objects too: the routes of the live shell at the public origin.
      const origin = config.publicOrigin ?? '';
      await target.switchEntry(`${SHELL_BUNDLE.name}/robots.txt`, robotsTxt(origin));
      await target.switchEntry(`${SHELL_BUNDLE.name}/sitemap.xml`, sitemapXml(origin, routes));
    }
  };
  if (!(await writeUnlessSwitched(target, live, versions, write))) {
    log('nothing written: a release switched during the run (the run after that switch renders it)');
    return null;
  }
  log(`${Object.keys(pages).length} of ${routes.length} routes rendered ahead of time in ${seconds(started)}`);
  await prerenderCanaries({ target, versions, dirs, config, routes, indexHtml, log, entryTexts }, live);
  return { versions, pages };
}

/**
 * Writes the pages of `live` unless a release switched since: a site a command's switch left is
 * written unless the rendering of a later switch wrote first (render-guard.ts); one read here, only
 * while what is live has not changed since.
 * @param {DeploymentTarget} target @param {import('release').LiveSite} live
 * @param {Record<string, string>} versions @param {() => Promise<void>} write
 * @returns {Promise<boolean>} false when nothing was written
 */
async function writeUnlessSwitched(target, live, versions, write) {
  if (live.moment) return writeUnlessOvertaken(target, live.moment, write);
  if (!sameVersions(versions, await liveVersions(target))) return false;
  await write();
  return true;
}

/**
 * @typedef {object} Composition the releases a set of first screens is rendered from
 * @property {DeploymentTarget} target
 * @property {Record<string, string>} versions a release of each bundle of PAGE_BUNDLES, by name
 * @property {Record<string, string>} dirs their local folders, by bundle name
 * @property {import('../site-config.mjs').RuntimeConfig} config the site's runtime config
 * @property {string[]} routes
 * @property {string} indexHtml the shell release's page, as its live entry holds it
 * @property {(line: string) => void} log
 * @property {Record<string, string>} [entryTexts] a remote's entry text when it is not its live
 *   pointer's (a candidate's), by bundle name
 * @property {object} [pageConfig] the runtime config the pages carry, when not `config`
 */

/**
 * Renders every route of one composition: each page's text by route, their file names, and the
 * page of unknown paths.
 * @param {Composition} composition
 * @returns {Promise<{ texts: Map<string, string>, pages: Record<string, string>, notFound: string | undefined }>}
 */
async function renderComposition({ target, versions, dirs, config, routes, indexHtml, log, entryTexts, pageConfig }) {
  // The runtime config visitors get, so the markup names the remotes' real addresses.
  const rendered = await renderInNode(nodeRenderInput({ dirs, versions, config, routes }), { log });

  /** Where the releases are in the target. @type {import('prerender').ReleaseReader} */
  const releases = {
    dir: (bundle, version) => releaseDir(target, bundle, version),
    entryText: (bundle) => target.readText(bundleKeys(bundle).entry),
  };
  const builds = await readLiveBuilds({ releases, config, versions, entryTexts });
  /** @type {Map<string, string>} every page's text, by its key in the target */
  const texts = new Map();
  /**
   * The page of `route` (its key in `rendered`).
   * @param {string} route @param {{ markup: string, css: string, head: string }} page
   */
  const pageText = (route, page) => {
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
  /** @type {Record<string, string>} */
  const pages = {};
  for (const route of routes) {
    const page = rendered[route];
    if (!page || 'skipped' in page) {
      log(`${route}: skipped, ${page?.skipped ?? 'not rendered'}`);
      continue;
    }
    pages[route] = `${pageName(route)}.html`;
    texts.set(route, pageText(route, page));
  }
  // The page every unknown path gets, with a 404 (prerendered-pages.ts): the renderer names it.
  let notFound;
  for (const [route, page] of Object.entries(rendered)) {
    if ('skipped' in page || !page.notFound) continue;
    notFound = pageText(route, page);
  }
  if (!notFound) log('the not-found page: not rendered (unknown paths get the single-page app, with a 404)');

  return { texts, pages, notFound };
}

/**
 * The first screens of each running canary: the live composition with the candidate in place of
 * the live release, the page's runtime config naming the candidate's own manifest (the release package's candidates)
 * and its arm, so a page load the server sends to the canary runs the candidate from its first
 * paint on, and keeps it through client-side navigation.
 * @param {Omit<Composition, 'pageConfig'>} live
 * @param {import('release').LiveSite} site the canaries, and the switch whose pages these are
 */
async function prerenderCanaries(live, site) {
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
    const { texts, pages, notFound } = await renderComposition({
      ...live,
      versions: { ...versions, [bundle.name]: version },
      dirs: { ...dirs, [bundle.name]: dir },
      entryTexts: { ...entryTexts, [bundle.name]: liveEntryText(bundle, dir, version) },
      pageConfig,
      log: (line) => log(`canary ${bundle.name}@${version}: ${line}`),
    });
    const folder = canaryPagesFolder(bundle.name, version);
    const write = async () => {
      if (target.kind === 'folder') {
        for (const [route, html] of texts) await target.switchEntry(`${PRERENDERED}/${folder}/${pages[route]}`, html);
        if (notFound) await target.switchEntry(`${PRERENDERED}/${folder}/${NOT_FOUND_FILE}`, notFound);
        const manifest = {
          versions: { ...versions, [bundle.name]: version },
          pages,
          notFound: notFound ? NOT_FOUND_FILE : undefined,
          renderedAt: new Date().toISOString(),
        };
        await target.switchEntry(`${PRERENDERED}/${folder}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
      } else {
        for (const route of routes) {
          const key = routeObjectKey(route).slice(SHELL_BUNDLE.name.length + 1);
          await target.switchEntry(`${SHELL_BUNDLE.name}/${folder}/${key}`, texts.get(route) ?? indexHtml);
        }
        await target.switchEntry(`${SHELL_BUNDLE.name}/${folder}/${NOT_FOUND_PAGE}`, notFound ?? indexHtml);
      }
    };
    if (site.moment && !(await writeUnlessOvertaken(target, site.moment, write))) return;
    if (!site.moment) await write();
    log(
      `canary ${bundle.name}@${version}: ${Object.keys(pages).length} of ${routes.length} routes rendered in ${seconds(started)}`,
    );
  }
}

/**
 * prerenderSite for `npm start`, releases and rollbacks: a failure is a warning, never theirs.
 * @param {object} options
 * @param {DeploymentTarget} options.target
 * @param {import('release').LiveSite} [options.live] the live site a command's switch left
 * @param {(line: string) => void} [options.log]
 * @returns {ReturnType<typeof prerenderSite>}
 */
export async function prerenderOrWarn({ target, live, log = console.log }) {
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

/**
 * The renderer a command's entry gives it for the after-switch step (after-switch.ts): the first
 * screens of the live site a switch left, written into `target`.
 * @param {DeploymentTarget} target @returns {import('release').Renderer}
 */
export const siteRenderer = (target) => (live, log) => prerenderOrWarn({ target, live, log });

/**
 * Every route object of a bucket, and its not-found page, as the live shell's single-page app:
 * what a route answers when its first screen could not be rendered.
 * @param {DeploymentTarget} target @param {import('release').LiveSite} live
 */
async function singlePageRoutes(target, live) {
  const shell = live.builds[SHELL_BUNDLE.name];
  if (!shell?.dir) return;
  const indexHtml = liveEntryText(SHELL_BUNDLE, shell.dir, shell.version);
  for (const route of live.shellSite.host.routes) {
    await target.switchEntry(routeObjectKey(route), indexHtml);
  }
  await target.switchEntry(NOT_FOUND_OBJECT, indexHtml);
}
