// The smoke run: the candidate release composed with the live bundles, served on temporary ports
// and opened in a real Chromium, every route at once (the release package's checkPages), before any visitor can see it.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { joinedPagesConfig } from '../site-config.mjs';
import { REMOTE_BUNDLES, SHELL_BUNDLE, checkPages, liveEntryText } from 'release';
import { createRemoteApp, createShellApp } from './bundle-apps.mjs';
import { listenOnFreePort } from 'site-servers';

/**
 * Serves the candidate with the live bundles and checks, in Chromium, that every route of the
 * bundle renders without page errors and every module the shell loads has a component as default.
 * @param {object} options
 * @param {import('release').LiveSite} options.live what is live, read once by the command
 * @param {import('release').Bundle} options.bundle the bundle being released
 * @param {string} options.candidateDir the new build
 * @param {import('release').Contract} options.contract what the shell loads
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
     * @param {import('release').Bundle} served
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

    // Loaded here, not with the module: the commands that never smoke-run start 0.3 s sooner.
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    stops.push(() => browser.close());
    const candidateRemote = bundle.remoteKey ? contract[bundle.remoteKey] : undefined;
    const moduleIds = Object.values(contract)
      .filter((remote) => shellIsCandidate || remote.container === candidateRemote?.container)
      .flatMap((remote) => Object.values(remote.modules).map((module) => `${remote.container}/${module}`));
    const origin = `http://localhost:${shell.port}`;
    return await checkPages({ browser, origin, routes, moduleIds, manifests: remotes, log });
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  }
}
