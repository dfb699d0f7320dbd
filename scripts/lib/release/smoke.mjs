// The smoke run: the candidate release composed with the live bundles, served on temporary ports
// and opened in a real Chromium, before any visitor can see it.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { joinedPagesConfig } from '../site-config.mjs';
import { REMOTE_BUNDLES, SHELL_BUNDLE } from './bundles.mjs';
import { createRemoteApp, createShellApp } from './bundle-apps.mjs';
import { liveEntryText } from './pointer.mjs';
import { listenOnFreePort } from './free-port.mjs';

const PAGE_TIMEOUT = 30_000;

/** @typedef {import('@module-federation/enhanced/runtime').ModuleFederation} FederationHost */

/**
 * True once the page in <main> is the remote's own: no loading placeholder, no "unavailable" panel
 * of the shell, and a level-one heading. Runs in the browser.
 */
function pageRendered() {
  const main = document.querySelector('main');
  if (!main || main.querySelector('[aria-busy="true"]')) return false;
  if (/temporarily unavailable/i.test(main.textContent ?? '')) return 'unavailable';
  return Boolean(main.querySelector('h1')?.textContent?.trim());
}

/**
 * Loads each exposed module through the shell's federation runtime; names those without a component
 * as default export. The shell registers a remote when a page first needs it, so a remote that the
 * page open now has not needed yet is registered here, by the remote entry its manifest names.
 * @param {{ ids: string[], manifests: Record<string, string> }} input module ids, and manifest URL by container
 */
async function missingExports({ ids, manifests }) {
  const federation = /** @type {{ __FEDERATION__?: { __INSTANCES__?: FederationHost[] } }} */ (globalThis)
    .__FEDERATION__;
  const host = federation?.__INSTANCES__?.find((instance) => instance.name === 'shell');
  if (!host) return ids.map((id) => `${id}: the shell's federation runtime was not found`);
  /** @type {string[]} */
  const problems = [];
  const registered = new Set((host.options?.remotes ?? []).map((remote) => remote.name));
  for (const id of ids) {
    try {
      const container = id.slice(0, id.indexOf('/'));
      const manifestUrl = manifests[container];
      if (!registered.has(container) && manifestUrl) {
        const manifest = /** @type {import('@module-federation/sdk').Manifest} */ (
          await (await fetch(manifestUrl, { cache: 'no-cache' })).json()
        );
        const { path = '', name = '' } = manifest?.metaData?.remoteEntry ?? {};
        const folder = path.replace(/^\/+|\/+$/g, '');
        host.registerRemotes([
          { name: container, entry: new URL(folder ? `${folder}/${name}` : name, manifestUrl).href },
        ]);
        registered.add(container);
      }
      const loaded = /** @type {{ default?: unknown } | null} */ (await host.loadRemote(id));
      const exported = loaded?.default;
      const isComponent =
        typeof exported === 'function' || (typeof exported === 'object' && exported !== null && '$$typeof' in exported);
      if (!isComponent) problems.push(`${id}: its default export is ${typeof exported}, not a React component`);
    } catch (error) {
      problems.push(`${id}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }
  return problems;
}

/**
 * Serves the candidate with the live bundles and checks, in Chromium, that every route of the
 * bundle renders without page errors and every module the shell loads has a component as default.
 * @param {object} options
 * @param {import('./composition.mjs').LiveSite} options.live what is live, read once by the command
 * @param {import('./bundles.mjs').Bundle} options.bundle the bundle being released
 * @param {string} options.candidateDir the new build
 * @param {import('./checks.mjs').Contract} options.contract what the shell loads
 * @param {string[]} options.routes the routes that render the bundle: the ones the (new or live) shell serves
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<string[]>} problems; empty when the release is safe
 */
export async function smokeRun({ live, bundle, candidateDir, contract, routes, log = () => {} }) {
  /** @type {(() => Promise<unknown>)[]} */
  const stops = [];
  try {
    const supabase = live.runtimeConfig?.supabase ?? { url: 'http://localhost:54321', publishableKey: 'smoke-run' };
    // The site as visitors get it, in a folder of its own: each bundle's live entry pointing into
    // its release (the candidate's too), the release folders linked, not copied.
    const site = await mkdtemp(path.join(tmpdir(), 'smoke-site-'));
    stops.push(() => rm(site, { recursive: true, force: true }));
    /**
     * The folder a bundle is served from and its release's, or null when it has no live release.
     * @param {import('./bundles.mjs').Bundle} served
     */
    const laidOut = async (served) => {
      const build = live.builds[served.name];
      const version = served === bundle ? 'candidate' : build?.dir ? build.version : null;
      const dir = path.join(site, served.name);
      await mkdir(path.join(dir, 'releases'), { recursive: true });
      if (!version) return { root: dir, release: null };
      const release = path.join(dir, 'releases', version);
      await symlink(served === bundle ? candidateDir : (build?.dir ?? ''), release, 'dir');
      await writeFile(path.join(dir, served.entry), liveEntryText(served, release, version));
      return { root: dir, release };
    };
    /** @type {Record<string, string>} */
    const remotes = {};
    for (const remote of REMOTE_BUNDLES) {
      // A remote with no live release yet is still named (answering 404), as on the live site.
      const { root, release } = await laidOut(remote);
      const app = createRemoteApp({ root, fallbackRoot: () => release });
      const server = await listenOnFreePort(app);
      stops.push(server.close);
      remotes[remote.container] = `http://localhost:${server.port}/mf-manifest.json`;
    }
    const config = {
      remotes,
      ...joinedPagesConfig(),
      supabase: { url: supabase.url, publishableKey: supabase.publishableKey || 'smoke-run' },
    };
    const shellIsCandidate = bundle === SHELL_BUNDLE;
    const { root: shellRoot, release: shellRelease } = await laidOut(SHELL_BUNDLE);
    if (!shellRelease) return [`${live.label} has no live shell to compose the candidate with.`];
    const shell = await listenOnFreePort(
      createShellApp({ root: shellRoot, config: () => config, serveConfig: true, fallbackRoot: () => shellRelease }),
    );
    stops.push(shell.close);
    log(`smoke run: shell on http://localhost:${shell.port}, remotes ${Object.values(remotes).join(', ')}`);

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    stops.push(() => browser.close());
    /** @type {string[]} */
    const problems = [];
    const candidateRemote = bundle.remoteKey ? contract[bundle.remoteKey] : undefined;
    const moduleIds = Object.values(contract)
      .filter((remote) => shellIsCandidate || remote.container === candidateRemote?.container)
      .flatMap((remote) => Object.values(remote.modules).map((module) => `${remote.container}/${module}`));
    let exportsChecked = false;
    for (const route of routes) {
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      const page = await context.newPage();
      /** @type {string[]} */
      const pageErrors = [];
      page.on('pageerror', (error) => pageErrors.push(error.message.split('\n')[0] ?? error.message));
      const where = `http://localhost:${shell.port}${route}`;
      try {
        await page.goto(where, { waitUntil: 'domcontentloaded', timeout: PAGE_TIMEOUT });
        const state = await page.waitForFunction(pageRendered, undefined, { timeout: PAGE_TIMEOUT, polling: 100 });
        if ((await state.jsonValue()) === 'unavailable')
          problems.push(`${route}: the shell says the page is unavailable`);
        else log(`smoke run: ${route} rendered`);
        if (!exportsChecked) {
          exportsChecked = true;
          problems.push(...(await page.evaluate(missingExports, { ids: moduleIds, manifests: remotes })));
        }
      } catch (error) {
        const text =
          (await page
            .locator('main')
            .textContent({ timeout: 1000 })
            .catch(() => '')) ?? '';
        problems.push(
          `${route}: the page did not render its content within ${PAGE_TIMEOUT / 1000} s ` +
            `(${error instanceof Error ? error.message.split('\n')[0] : error}; <main> shows "${text.trim().slice(0, 120)}")`,
        );
      }
      for (const message of pageErrors) problems.push(`${route}: page error: ${message}`);
      await context.close();
    }
    return problems;
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  }
}
