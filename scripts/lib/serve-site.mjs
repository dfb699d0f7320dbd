// Serves the composed site from a deployment target (packages/release/src/layout/): the shell,
// every remote (the staff workspace too) and (unless a hosted project is configured) the embedded backend. The builds in
// dist/ are published to the target first, as `npm run publish` does (the release package's
// publishSite), and journaled to the backend once it runs.
// Used by `npm start` and by the end-to-end tests.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileCache, listenOnLoopback } from 'site-servers';
import {
  BUILT_IN_REMOTES,
  REMOTE_BUNDLES,
  RUNTIME_CONFIG_KEY,
  SHELL_BUNDLE,
  candidatesKey,
  createBundleCdn,
  createRemoteApp,
  createShellApp,
  folderPaths,
  healthJournal,
  mayServeReleaseFile,
  openTarget,
  parseCandidates,
  prerenderedPagesOf,
  publishSite,
  shellCsp,
  siteManifestOfShellBuild,
  siteRenderer,
} from 'release';
import { keyHeaders } from './backend-key-headers.mjs';
import { runtimeConfig } from './site-config.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * @typedef {{ url: string, publishableKey: string, secretKey?: string, stop: () => Promise<void> }} Backend
 *   the hosted project (no service role key) or the embedded backend
 */

/**
 * @param {import('./site-config.mjs').SiteConfig} site
 * @param {(line: string) => void} log
 * @returns {Promise<Backend>}
 */
async function startBackend(site, log) {
  if (site.hostedBackend) {
    log(`backend: hosted Supabase project at ${site.hostedBackend.url} (no local backend)`);
    return { ...site.hostedBackend, stop: async () => {} };
  }
  const { startLocalBackend } = await import('local-backend');
  return startLocalBackend({
    port: site.ports.backend,
    dataDir: site.backendDataDir,
    log: (line) => log(`backend: ${line}`),
  });
}

/** @param {string} root a folder target */
const configFile = (root) => path.join(root, ...RUNTIME_CONFIG_KEY.split('/'));

/**
 * Which files of a bundle's releases a folder target's server sends (the release package's serving/release-gate.ts), from the
 * live pointer, the candidates and the history as they are at each request.
 * @param {string} root the folder
 * @param {import('site-manifest').Bundle} bundle
 * @returns {(asked: { version: string, file: string }) => boolean}
 */
export function folderReleaseGate(root, bundle) {
  const paths = folderPaths(root, bundle);
  const readState = fileCache((text) => /** @type {{ version?: string }} */ (JSON.parse(text)));
  const readCandidatesFile = fileCache(parseCandidates);
  // A damaged history names no release that was live: only the live one and the candidates are served.
  const readHistoryFile = fileCache((text) => {
    try {
      return /** @type {import('release').History} */ (JSON.parse(text));
    } catch {
      return null;
    }
  });
  return (asked) =>
    mayServeReleaseFile(asked, {
      live: readState(paths.live)?.version,
      candidates: readCandidatesFile(path.join(root, ...candidatesKey(bundle).split('/'))),
      history: () => readHistoryFile(paths.history),
    });
}

/**
 * The apps that serve a folder target: the shell and every remote, each reading the live pointer per
 * request, so a release switches without a restart.
 * @param {string} root the folder
 * @param {import('./site-config.mjs').RuntimeConfig} config the runtime config written at start
 * @param {string} file the runtime config's file in the folder
 * @returns {[bundle: import('site-manifest').Bundle, app: import('node:http').RequestListener][]}
 */
function folderApps(root, config, file) {
  // Asked per request: an edit of the file (a bundle joins the site, or moves to another host)
  // reaches the policy and headers at once, with no rebuild and no restart.
  const readConfig = fileCache((text) => /** @type {typeof config} */ (JSON.parse(text)));
  const currentConfig = () => {
    try {
      return readConfig(file) ?? config;
    } catch {
      return config;
    }
  };
  /** @param {import('site-manifest').Bundle} bundle */
  const dirOf = (bundle) => folderPaths(root, bundle).dir;
  /** The live release's folder, for top-level files such as /favicon.svg. @param {import('site-manifest').Bundle} bundle */
  const liveFolder = (bundle) => folderPaths(root, bundle).liveRelease();
  const shell = createShellApp({
    root: dirOf(SHELL_BUNDLE),
    config: currentConfig,
    fallbackRoot: () => liveFolder(SHELL_BUNDLE),
    prerendered: prerenderedPagesOf(root),
    // robots.txt and sitemap.xml name the routes of the live shell release (its site manifest).
    siteRoutes: () => siteManifestOfShellBuild(liveFolder(SHELL_BUNDLE)).host.routes,
  });
  return [
    [SHELL_BUNDLE, shell],
    ...REMOTE_BUNDLES.map(
      /** @returns {[import('site-manifest').Bundle, import('node:http').RequestListener]} */ (bundle) => [
        bundle,
        createRemoteApp({
          root: dirOf(bundle),
          fallbackRoot: () => liveFolder(bundle),
          mayServe: folderReleaseGate(root, bundle),
        }),
      ],
    ),
  ];
}

/**
 * A CDN in front of a bucket target for each bundle (the release package's bundle-cdn.ts): objects as they are.
 * @param {import('release').DeploymentTarget} target
 * @param {import('./site-config.mjs').RuntimeConfig} config
 * @returns {[bundle: import('site-manifest').Bundle, app: import('node:http').RequestListener][]}
 */
function bucketApps(target, config) {
  if (target.kind !== 's3') throw new Error(`${target.label}: neither a folder nor a bucket`);
  const bucket = /** @type {import('release').S3Target} */ (target);
  /** @param {string} html */
  const csp = (html) => shellCsp({ html, remoteUrls: Object.values(config.remotes), backendUrl: config.supabase.url });
  return [
    [SHELL_BUNDLE, createBundleCdn({ target: bucket, bundle: SHELL_BUNDLE, csp, canaries: BUILT_IN_REMOTES })],
    ...REMOTE_BUNDLES.map(
      /** @returns {[import('site-manifest').Bundle, import('node:http').RequestListener]} */ (bundle) => [
        bundle,
        createBundleCdn({ target: bucket, bundle, cors: true, candidatesOnly: true }),
      ],
    ),
  ];
}

/**
 * @param {import('./site-config.mjs').SiteConfig} site
 * @param {object} [options]
 * @param {(line: string) => void} [options.log]
 * @param {import('release').DeploymentTarget} [options.target] default: the one
 *   RELEASE_TARGET or RELEASE_TARGET_DIR names, else .local/cdn
 * @param {Record<string, string>} [options.dist] build folders to publish, by bundle name
 * @param {boolean} [options.preferLive] serve what is live rather than publishing dist/ (SKIP_BUILD=1)
 * @returns {Promise<{ config: import('./site-config.mjs').RuntimeConfig, backend: Backend,
 *   target: import('release').DeploymentTarget, stop: () => Promise<void> }>}
 */
export async function serveSite(site, { log = console.log, target = openTarget(), dist, preferLive = false } = {}) {
  /** @type {(() => Promise<void>)[]} */
  const stops = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => {});
  };
  try {
    // What the start made live goes into the release journal of the backend it serves with (the
    // embedded one: a hosted project's key is not here), as a release command's switches do, so the
    // release health page names each bundle's live release from the first start. The first screens
    // are awaited, so whoever starts the site (the end-to-end suite) gets them.
    const { config, backend } = await publishSite({
      target,
      dist,
      preferLive,
      log,
      backend: async () => {
        const started = await startBackend(site, log);
        stops.push(() => started.stop());
        return started;
      },
      runtimeConfig: (serving) => runtimeConfig(site, serving),
      tools: ({ url, secretKey }) => ({
        journal: secretKey
          ? healthJournal({ backend: async () => ({ url, headers: keyHeaders(secretKey) }), log })
          : null,
        render: siteRenderer(target),
      }),
    });
    const apps = target.root ? folderApps(target.root, config, configFile(target.root)) : bucketApps(target, config);
    for (const [bundle, app] of apps) {
      const port = site.ports[bundle.name];
      if (port === undefined) throw new Error(`${bundle.name}: the site config has no port for it`);
      const server = await listenOnLoopback(app, port);
      stops.push(() => server.close());
      log(`${bundle.packageDir}: http://localhost:${port}`);
    }
    log(`releases: ${target.label} (npm run release | rollback | releases -- <bundle>)`);
    return { config, backend, target, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
