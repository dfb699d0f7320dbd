// Serves both builds side by side for the benchmark, from copies in a fresh temporary folder (a
// concurrent rebuild or test run cannot change what is measured): the federated composition with
// serveSite (published to its own deployment target), and the single-bundle build with the same
// static server, runtime config and Content-Security-Policy, against the same local backend; and the
// federated site's first screens without their scripts (no-scripts.mjs), taken once it is served.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, serveSite } from '../../scripts/lib/serve-site.mjs';
import { SHELL_BUNDLE, SITE, folderPaths, folderTarget, shellCsp } from 'release';
import { readSiteConfig } from '../../scripts/lib/site-config.mjs';
import { createStaticApp, listenOnLoopback } from 'site-servers';
import { refusedSpelling } from 'release-layout';
import { captureRoutes } from './capture.mjs';
import { serveNoScripts } from './no-scripts.mjs';
import { pageName, preloadHead, prerenderedPage } from 'prerender';

export const BENCH_DIR = path.join(ROOT, '.local/bench');
export const MONOLITH_DIST = path.join(ROOT, '.local/monolith');

const base = Number.parseInt(process.env.BENCH_PORT_BASE ?? '9580', 10);
/**
 * Each bundle of the site manifest on the next port from the base, then the backend; the single
 * bundle at base + 10, the pages without scripts at base + 11.
 * @type {Record<string, number> & { backend: number, monolith: number, noScripts: number }}
 */
export const PORTS = {
  ...Object.fromEntries(SITE.bundleList.map((bundle, index) => [bundle.name, base + index])),
  backend: base + SITE.bundleList.length,
  monolith: base + 10,
  noScripts: base + 11,
};

// Outside any dot-folder: express's sendFile (the SPA fallback) refuses paths with one in them.
/** @param {string} from @param {string} into @param {string} name @returns {string} the copy */
function snapshot(from, into, name) {
  const to = path.join(into, name);
  mkdirSync(to, { recursive: true });
  cpSync(from, to, { recursive: true });
  return to;
}

/** @param {{ log?: (line: string) => void }} [options] */
export async function serveBuilds({ log = () => {} } = {}) {
  const served = mkdtempSync(path.join(tmpdir(), 'bench-serve-'));
  const target = path.join(served, 'federated');
  const monolith = snapshot(MONOLITH_DIST, served, 'monolith');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-backend-'));
  const site = readSiteConfig({
    ...Object.fromEntries(SITE.bundleList.map((bundle) => [`${bundle.envPrefix}_PORT`, String(PORTS[bundle.name])])),
    LOCAL_BACKEND_PORT: String(PORTS.backend),
    LOCAL_BACKEND_DATA_DIR: dataDir,
  });
  const running = await serveSite(site, { log, target: folderTarget(target) });
  /** @type {Awaited<ReturnType<typeof listenOnLoopback>> | undefined} */
  let monolithServer;
  /** @type {Awaited<ReturnType<typeof serveNoScripts>> | undefined} */
  let noScripts;
  const shellFolder = folderPaths(target, SHELL_BUNDLE);
  try {
    writeFileSync(path.join(monolith, 'runtime-config.json'), `${JSON.stringify(running.config, null, 2)}\n`);
    const html = readFileSync(path.join(monolith, 'index.html'), 'utf8');
    const csp = shellCsp({ html, remoteUrls: [], backendUrl: running.backend.url });
    // The single bundle gets its first screens rendered ahead of time too, exactly as the
    // federated site (packages/prerender), so the comparison is of federation alone.
    /** @type {Map<string, string>} the page of each route, by its path */
    const pages = new Map();
    /** @type {import('express').RequestHandler} */
    const navigation = (req, res, next) => {
      const page = pages.get(req.path);
      return page ? res.set('Cache-Control', 'no-cache').sendFile(page) : next();
    };
    const app = createStaticApp({ root: monolith, spa: true, csp, navigation, refusedSpelling });
    monolithServer = await listenOnLoopback(app, PORTS.monolith);
    const captured = await captureRoutes({
      shellOrigin: `http://localhost:${PORTS.monolith}`,
      remotes: [],
      backendOrigin: new URL(running.backend.url).origin,
      routes: SHELL_BUNDLE.routes,
      log,
    });
    // Its config inline and its start's files named, as the federated pages carry theirs
    // (packages/prerender/src/preload-hints.ts): the files of its own chunk map, first.
    const chunkMap = JSON.parse(readFileSync(path.join(monolith, 'chunk-map.json'), 'utf8'));
    const builds = { shell: { base: '', chunkMap }, remotes: {} };
    for (const [route, { markup, css }] of captured) {
      const file = path.join(monolith, `${pageName(route)}.prerendered.html`);
      const head = preloadHead({ indexHtml: html, route, builds, config: running.config });
      writeFileSync(file, prerenderedPage({ indexHtml: html, route, markup, css, versions: {}, head }));
      pages.set(route, file);
    }
    log(`single bundle: ${captured.size} routes rendered ahead of time`);
    log(`single bundle: http://localhost:${PORTS.monolith}`);
    noScripts = await serveNoScripts({
      from: `http://localhost:${PORTS[SHELL_BUNDLE.name]}`,
      routes: SHELL_BUNDLE.routes,
      root: shellFolder.dir,
      liveFolder: shellFolder.liveRelease,
      config: running.config,
      port: PORTS.noScripts,
    });
    const taken = Object.entries(noScripts.taken).map(([route, what]) => `${route} ${what}`);
    log(`no scripts: http://localhost:${PORTS.noScripts} (taken out: ${taken.join('; ')})`);
  } catch (error) {
    await monolithServer?.close();
    await running.stop();
    throw error;
  }

  /** Local file behind a served JS URL (for its source map). @param {string} url @returns {string | null} */
  const fileOf = (url) => {
    const { port, pathname } = new URL(url);
    const root = {
      ...Object.fromEntries(SITE.bundleList.map((bundle) => [PORTS[bundle.name], path.join(target, bundle.name)])),
      [PORTS.monolith]: monolith,
      [PORTS.noScripts]: shellFolder.dir,
    }[port];
    return root ? path.join(root, decodeURIComponent(pathname)) : null;
  };

  return {
    urls: {
      federated: `http://localhost:${PORTS[SHELL_BUNDLE.name]}`,
      monolith: `http://localhost:${PORTS.monolith}`,
      noScripts: `http://localhost:${PORTS.noScripts}`,
    },
    fileOf,
    /** What was taken out of each route's page for the no-scripts variant. */
    noScriptsPages: noScripts?.taken ?? {},
    stop: async () => {
      await noScripts?.close();
      await monolithServer?.close();
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(served, { recursive: true, force: true });
    },
  };
}
