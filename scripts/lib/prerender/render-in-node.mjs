// Renders first screens with React's server renderer in a fresh Node process: the live shell
// release's Node build (its page renderer) loads each live remote release's Node build from disk
// through Module Federation's Node runtime. No browser, no server: nothing is fetched.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { releasePath } from 'release-layout';
import NODE_BUILD_DIR from '../../../config/node-build-dir.js';
import { BUILT_IN_REMOTES, SHELL_BUNDLE } from '../site-bundles.mjs';

/** The folder of a release that holds its Node build (config/webpack.node.js); never served. */
export { NODE_BUILD_DIR };

/**
 * @typedef {import('../../../config/site-manifest.js').Bundle} Bundle
 * @typedef {object} RenderInput what the renderer's process gets (render-worker.mjs)
 * @property {string} renderer the live shell's Node page renderer (render-page.js)
 * @property {Record<string, string>} remotes each live remote's Node remoteEntry.js, by remote key
 * @property {Record<string, string>} publicPaths each live remote's browser release folder, by remote key
 * @property {string[]} routes
 * @property {string} origin the site's public origin, for canonical URLs and link previews
 * @typedef {{ markup: string, css: string, head: string, notFound?: true } | { skipped: string }} RenderedRoute
 *   a route's first screen (shell/src/server/render-page.tsx); `notFound` marks the page of every unknown path
 * @typedef {{ rendered?: Record<string, RenderedRoute>, error?: string }} RenderAnswer the renderer's
 *   one message: its pages, or why it has none
 */

const WORKER = fileURLToPath(new URL('./render-worker.mjs', import.meta.url));
const TIMEOUT = 20_000;

/**
 * The browser's URL of a remote release's folder: where its live manifest (at `manifestUrl`)
 * sends the browser, so asset URLs in the markup are the ones the browser loads.
 * @param {string} manifestUrl
 * @param {string} version
 * @returns {string}
 */
export function releaseFolderUrl(manifestUrl, version) {
  return new URL(`${releasePath(encodeURIComponent(version))}/`, manifestUrl).href;
}

/**
 * What the renderer needs for the releases `versions`, whose files are in the folders `dirs`.
 * @param {object} options
 * @param {Record<string, string>} options.dirs a local folder of each release, by bundle name
 * @param {Record<string, string>} options.versions live release of each bundle, by folder name
 * @param {{ remotes: Record<string, string>, publicOrigin?: string }} options.config the site's runtime config
 * @param {string[]} options.routes
 * @returns {RenderInput}
 */
export function nodeRenderInput({ dirs, versions, config, routes }) {
  /** @param {Bundle} bundle */
  const versionOf = (bundle) => {
    const version = versions[bundle.name];
    if (!version) throw new Error(`no release of ${bundle.name} to render from`);
    return version;
  };
  /** @param {Bundle} bundle */
  const nodeDir = (bundle) => {
    versionOf(bundle);
    const dir = dirs[bundle.name];
    if (!dir) throw new Error(`no folder of ${bundle.name}'s release to render from`);
    return path.join(dir, NODE_BUILD_DIR);
  };
  /** @type {Record<string, string>} */
  const remotes = {};
  /** @type {Record<string, string>} */
  const publicPaths = {};
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

/**
 * @param {RenderInput} input
 * @param {{ log?: (line: string) => void, timeout?: number }} [options]
 * @returns {Promise<Record<string, RenderedRoute>>}
 */
export function renderInNode(input, { log = () => {}, timeout = TIMEOUT } = {}) {
  return new Promise((resolve, reject) => {
    // Not the parent's Node flags (`--input-type`, `--inspect`): the worker is a plain module.
    const child = fork(WORKER, [], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'], execArgv: [] });
    /** @type {RenderAnswer | null} */
    let answer = null;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeout);
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue; // piped above: always there
      stream.setEncoding('utf8');
      stream.on('data', (/** @type {string} */ text) =>
        text.split('\n').forEach((line) => line.trim() && log(`renderer: ${line}`)),
      );
    }
    child.on('message', (message) => {
      answer = /** @type {RenderAnswer} */ (message);
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
