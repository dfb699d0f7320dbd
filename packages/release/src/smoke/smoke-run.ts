// The smoke run: the candidate release composed with the live bundles, served on temporary ports
// and opened in a browser, every route at once (smoke-pages.ts), before any visitor can see it.
// The servers and the browser are the entry's (scripts/), given as `SmokeWiring`: the release core
// starts neither.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_BUNDLES, SHELL_BUNDLE, type Bundle } from '../bundles/site-bundles';
import type { SmokeCheck } from '../commands/command-tools';
import { liveEntryText } from '../switching/pointer';
import { type SmokeBrowser, checkPages } from './smoke-pages';

/** A server the smoke run started. */
export interface SmokeServer {
  port: number;
  close(): Promise<unknown>;
}

/** The backend the candidate's pages are configured with. */
export interface SmokeBackend {
  url: string;
  publishableKey: string;
}

/** What serves the smoke run's site and opens it: the command's entry gives it. */
export interface SmokeWiring {
  /** serves a remote from `root` (its bundle's folder), falling back to `release` (null: none live) */
  serveRemote(options: { root: string; release: string | null }): Promise<SmokeServer>;
  /** serves the shell from `root`, falling back to `release`, with a runtime config naming `remotes` and `supabase` */
  serveShell(options: {
    root: string;
    release: string;
    remotes: Record<string, string>;
    supabase: SmokeBackend;
  }): Promise<SmokeServer>;
  /** a browser, closed at the end of the run */
  launchBrowser(): Promise<SmokeBrowser & { close(): Promise<unknown> }>;
}

/**
 * The smoke run on `wiring`: serves the candidate with the live bundles and checks in the browser
 * that every route of the bundle renders without page errors and every module the shell loads has
 * a component as default.
 */
export function smokeRun(wiring: SmokeWiring): SmokeCheck {
  return async ({ live, bundle, candidateDir, contract, routes, log }) => {
    const stops: (() => Promise<unknown>)[] = [];
    try {
      const supabase = live.runtimeConfig?.supabase ?? { url: 'http://localhost:54321', publishableKey: 'smoke-run' };
      // The site as visitors get it, in a folder of its own: each bundle's live entry pointing into
      // its release (the candidate's too), the release folders linked, not copied.
      const site = await mkdtemp(path.join(tmpdir(), 'smoke-site-'));
      stops.push(() => rm(site, { recursive: true, force: true }));
      /** The folder a bundle is served from and its release's, or null when it has no live release. */
      const laidOut = async (served: Bundle): Promise<{ root: string; release: string | null }> => {
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
      const remotes: Record<string, string> = {};
      for (const remote of REMOTE_BUNDLES) {
        // A remote with no live release yet is still named (answering 404), as on the live site.
        const server = await wiring.serveRemote(await laidOut(remote));
        stops.push(() => server.close());
        remotes[remote.container] = `http://localhost:${server.port}/mf-manifest.json`;
      }
      const { root, release } = await laidOut(SHELL_BUNDLE);
      if (!release) return [`${live.label} has no live shell to compose the candidate with.`];
      const shell = await wiring.serveShell({
        root,
        release,
        remotes,
        supabase: { url: supabase.url, publishableKey: supabase.publishableKey || 'smoke-run' },
      });
      stops.push(() => shell.close());
      log(`smoke run: shell on http://localhost:${shell.port}, remotes ${Object.values(remotes).join(', ')}`);

      const browser = await wiring.launchBrowser();
      stops.push(() => browser.close());
      const candidateRemote = bundle.remoteKey ? contract[bundle.remoteKey] : undefined;
      const moduleIds = Object.values(contract)
        .filter((remote) => bundle === SHELL_BUNDLE || remote.container === candidateRemote?.container)
        .flatMap((remote) => Object.values(remote.modules).map((module) => `${remote.container}/${module}`));
      const origin = `http://localhost:${shell.port}`;
      return await checkPages({ browser, origin, routes, moduleIds, manifests: remotes, log });
    } finally {
      for (const stop of stops.reverse()) await stop().catch(() => {});
    }
  };
}
