// Renders first screens with React's server renderer in a fresh Node process: the live shell
// release's Node build (its page renderer) loads each live remote release's Node build from disk
// through Module Federation's Node runtime. No browser, no server: nothing is fetched.
import { fork } from 'node:child_process';
import path from 'node:path';
import { NODE_BUILD_DIR, releasePath } from 'release-layout';
import type { Bundle } from 'site-manifest';
import { BUILT_IN_REMOTES, SHELL_BUNDLE } from './site';

/** What the renderer's process gets (worker/render-worker.cjs). */
export interface RenderInput {
  /** The live shell's Node page renderer (render-page.js). */
  renderer: string;
  /** Each live remote's Node remoteEntry.js, by remote key. */
  remotes: Record<string, string>;
  /** Each live remote's browser release folder, by remote key. */
  publicPaths: Record<string, string>;
  routes: string[];
  /** The site's public origin, for canonical URLs and link previews. */
  origin: string;
}

/**
 * A route's first screen (shell/src/server/render-page.tsx); `notFound` marks the page of every
 * unknown path.
 */
export type RenderedRoute = { markup: string; css: string; head: string; notFound?: true } | { skipped: string };

/** The renderer's one message: its pages, or why it has none. */
interface RenderAnswer {
  rendered?: Record<string, RenderedRoute>;
  error?: string;
}

/**
 * The renderer's process: plain CommonJS outside src/, so it runs as it is under jest (src/) and
 * from dist/ alike, both one folder below the package.
 */
const WORKER = path.resolve(__dirname, '..', 'worker', 'render-worker.cjs');
const TIMEOUT = 20_000;

/**
 * The browser's URL of a remote release's folder: where its live manifest (at `manifestUrl`)
 * sends the browser, so asset URLs in the markup are the ones the browser loads.
 */
export function releaseFolderUrl(manifestUrl: string, version: string): string {
  return new URL(`${releasePath(encodeURIComponent(version))}/`, manifestUrl).href;
}

/** The releases nodeRenderInput names. */
export interface NodeRenderOptions {
  /** A local folder of each release, by bundle name. */
  dirs: Record<string, string>;
  /** Live release of each bundle, by folder name. */
  versions: Record<string, string>;
  /** The site's runtime config. */
  config: { remotes: Record<string, string>; publicOrigin?: string };
  routes: string[];
}

/** What the renderer needs for the releases `versions`, whose files are in the folders `dirs`. */
export function nodeRenderInput({ dirs, versions, config, routes }: NodeRenderOptions): RenderInput {
  const versionOf = (bundle: Bundle) => {
    const version = versions[bundle.name];
    if (!version) throw new Error(`no release of ${bundle.name} to render from`);
    return version;
  };
  const nodeDir = (bundle: Bundle) => {
    versionOf(bundle);
    const dir = dirs[bundle.name];
    if (!dir) throw new Error(`no folder of ${bundle.name}'s release to render from`);
    return path.join(dir, NODE_BUILD_DIR);
  };
  const remotes: Record<string, string> = {};
  const publicPaths: Record<string, string> = {};
  for (const bundle of BUILT_IN_REMOTES) {
    const key = bundle.remoteKey;
    const manifestUrl = key ? config.remotes[key] : undefined;
    if (!key || !manifestUrl) throw new Error(`the runtime config names no manifest for ${bundle.name}`);
    remotes[key] = path.join(nodeDir(bundle), 'remoteEntry.js');
    publicPaths[key] = releaseFolderUrl(manifestUrl, versionOf(bundle));
  }
  // Canonical URLs and link previews name the public origin; a config without one, the shell's
  // own address is not known here: the local default.
  const origin = config.publicOrigin ?? `http://localhost:${SHELL_BUNDLE.port}`;
  return { renderer: path.join(nodeDir(SHELL_BUNDLE), 'render-page.js'), remotes, publicPaths, routes, origin };
}

/** Renders `input`'s routes in a process of their own; rejects with the renderer's error, or after `timeout` ms. */
export function renderInNode(
  input: RenderInput,
  { log = () => {}, timeout = TIMEOUT }: { log?: (line: string) => void; timeout?: number } = {},
): Promise<Record<string, RenderedRoute>> {
  return new Promise((resolve, reject) => {
    // Not the parent's Node flags (`--input-type`, `--inspect`): the worker is a plain module.
    const child = fork(WORKER, [], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'], execArgv: [] });
    let answer: RenderAnswer | null = null;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeout);
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue; // piped above: always there
      stream.setEncoding('utf8');
      stream.on('data', (text: string) => text.split('\n').forEach((line) => line.trim() && log(`renderer: ${line}`)));
    }
    child.on('message', (message) => {
      answer = message as RenderAnswer;
    });
    // Settled once the process and its output have ended, so every line it printed is logged first.
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) reject(new Error(`the renderer did not answer within ${timeout / 1000} s`));
      else if (answer?.rendered) resolve(answer.rendered);
      else reject(new Error(answer?.error ?? `the renderer exited (${code}) without an answer`));
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.send(input);
  });
}
